"""Issue 25, item 9: one normaliser in front of the safety step and the analyzer, so text hidden by invisible
characters, combining marks, look-alike letters or traditional characters reads as its plain form."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.characters import fold_char, fold_text
from nvcpractice.nvc.safety import Level, assess

ZWSP, SOFT_HYPHEN, ZWJ, WORD_JOINER, BOM = "\u200b", "\u00ad", "\u200d", "\u2060", "\ufeff"


@pytest.mark.parametrize("invisible", [ZWSP, SOFT_HYPHEN, ZWJ, WORD_JOINER, BOM, "\u034f", "\ufe0f", "\u3164"])
def test_an_invisible_character_is_nothing(invisible):
    assert fold_char(invisible) == ""
    assert fold_text(f"bre{invisible}ak") == "break"


@pytest.mark.parametrize(
    ("hidden", "plain"),
    [
        ("k\u0335i\u0335l\u0335l\u0335", "kill"),  # struck through with combining marks
        ("ki\u0301ll", "kill"),  # an accent put on
        ("k\u0456ll", "kill"),  # Cyrillic і
        ("\uff4b\uff49\uff4c\uff4c", "kill"),  # full-width letters
        ("活著沒意思", "活着没意思"),  # traditional characters
    ],
)
def test_a_hidden_spelling_folds_to_the_plain_one(hidden, plain):
    assert fold_text(hidden) == plain


@pytest.mark.parametrize(
    "text",
    [
        f"i want to k{ZWSP}ill my{SOFT_HYPHEN}self",
        f"i w{WORD_JOINER}ant to di{ZWSP}e",
        "i want to k\u0335i\u0335l\u0335l\u0335 myself",
        f"我想自{ZWSP}殺",
        f"真的不想活{SOFT_HYPHEN}了",
    ],
)
def test_the_safety_step_hears_a_disclosure_hidden_by_invisible_characters_or_marks(text):
    found = assess(text)
    assert found is not None and found.level is Level.CRISIS


def _labels(text: str, locale: str) -> dict[str, str]:
    return {name: component.label for name, component in analyze(text, locale).components.items()}


@pytest.mark.parametrize(
    ("plain", "hidden", "locale"),
    [
        (
            "When the music was loud at midnight, I felt tired because I need rest. Would you turn it down?",
            f"When the mus{ZWSP}ic was lоud at midnight, I fe{SOFT_HYPHEN}lt tіred because I n{ZWJ}eed rest. "
            "Would you turn it down?",
            "en",
        ),
        (
            "昨晚十二点音乐还很响，我觉得很累，因为我需要休息。你愿意把音量调小吗？",
            "昨晚十二點音樂還很響，我覺得很累，因為我需要休息。你願意把音量調小嗎？",
            "zh-hans",
        ),
    ],
)
def test_the_analyzer_reads_a_hidden_or_traditional_spelling_as_the_plain_one(plain, hidden, locale):
    assert _labels(hidden, locale) == _labels(plain, locale)
    shown = analyze(hidden, locale).components
    assert all(component.evidence in hidden for component in shown.values() if component.evidence)  # as typed
