"""Locale handling and text normalisation: detection, canonical names, full-width, emoji, HTML, evidence spans."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from nvcpractice.nvc import COMPONENTS, analyze, detect_locale, normalize_locale
from nvcpractice.nvc.text import prepare, sentence_spans


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I feel worried.", "en"),
        ("我很担心。", "zh-hans"),
        ("我觉得很stressed，因为deadline太多了。", "zh-hans"),
        ("When you said 随便 and left the room, I felt hurt.", "en"),
        ("12345 !!!", "en"),
        ("😀", "en"),
        ("ＩＦＥＥＬ　ＳＡＤ", "en"),
    ],
)
def test_detect_locale(text, expected):
    assert detect_locale(text) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, None),
        ("", None),
        ("en", "en"),
        ("EN-us", "en"),
        ("en_GB", "en"),
        ("zh", "zh-hans"),
        ("zh-hans", "zh-hans"),
        ("zh-CN", "zh-hans"),
        ("zh_Hans", "zh-hans"),
        ("zh-Hans-CN", "zh-hans"),
        ("chinese", "zh-hans"),
    ],
)
def test_normalize_locale(value, expected):
    assert normalize_locale(value) == expected


@pytest.mark.parametrize("value", ["fr", "de-DE", "zh-TW", "zh-Hant", "xx", 42])
def test_normalize_locale_rejects_unsupported(value):
    with pytest.raises(ValueError):
        normalize_locale(value)


def test_analyze_accepts_loose_locales_and_returns_canonical():
    assert analyze("我很担心。", "zh_Hans").locale == "zh-hans"
    assert analyze("我很担心。", "zh-CN").locale == "zh-hans"
    assert analyze("I'm worried.", "EN").locale == "en"
    assert analyze("I'm worried.").locale == "en"


def test_locale_hint_without_matching_script_falls_back_to_detection():
    assert analyze("我很担心。", "en").locale == "zh-hans"
    assert analyze("I'm worried.", "zh").locale == "en"


@pytest.mark.parametrize("bad", ["", "   ", "\n\t ", None, 42, b"bytes", ["I feel sad"]])
def test_analyze_rejects_empty_and_non_str(bad):
    with pytest.raises(ValueError):
        analyze(bad)


def test_analyze_rejects_unsupported_locale():
    with pytest.raises(ValueError):
        analyze("I feel sad.", "fr")


def test_prepare_maps_full_width_quotes_and_whitespace():
    prepared = prepare("  ＹＯＵ\u3000said\u00a0“a  mess”。\n\n Ｏｋ？ ")
    assert prepared.text == 'you said "a mess".\nok?'
    assert prepared.evidence(0, 3) == "ＹＯＵ"


def test_prepare_blanks_html_tags_and_emoji():
    prepared = prepare("<b>You</b> left 😡 &amp; went")
    assert "<" not in prepared.text
    assert "😡" not in prepared.text
    assert prepared.text == "you left & went"


def test_sentence_spans_keep_decimals_together():
    text = prepare("You came home at 11.30 last night. Would you text me?").text
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "you came home at 11.30 last night.",
        "would you text me?",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ＹＯＵ　ＮＥＶＥＲ　ＣＡＬＬ　ＭＥ．", "evaluation"),
        ("You   never\n\n call   me!!!", "evaluation"),
        ("You never call me 😡😡", "evaluation"),
        ("<p>You <b>never</b> call me</p>", "evaluation"),
        ("<script>alert('x')</script> You called me twice yesterday.", "observation"),
        ("你从来不给我打电话！！😤", "evaluation"),
        ("你从来不给我打电话，，，", "evaluation"),
        ("昨天你给我打了两次电话。", "observation"),
    ],
)
def test_noisy_input_is_analysed(text, expected):
    assert analyze(text).label("observation") == expected


def test_full_width_and_half_width_chinese_punctuation_agree():
    full = analyze("我很伤心，因为我渴望亲近。你愿意今晚陪我散步吗？")
    half = analyze("我很伤心,因为我渴望亲近.你愿意今晚陪我散步吗?")
    assert (
        full.labels()
        == half.labels()
        == {
            "observation": "absent",
            "feeling": "feeling",
            "need": "need",
            "request": "request",
        }
    )


@pytest.mark.parametrize(
    "text",
    [
        "When I saw your socks on the floor, I felt irritated because I need order. Would you put them away?",
        "<i>I feel ignored</i> when you look at your phone &amp; I need connection 🙏",
        "ＷＨＥＮ ＹＯＵ ＳＡＩＤ “whatever”, I felt hurt.",
        "你说了句「随便」就离开了房间，我很受伤，因为我想要被理解。你愿意告诉我当时你怎么了吗？",
        "  我需要你六点来接我。  ",
        "You’re so messy… Stop it!",
        "I'm worried\u200b about the interview.",
    ],
)
def test_evidence_is_a_substring_of_the_input(text):
    result = analyze(text)
    for component in COMPONENTS:
        evidence = result.components[component].evidence
        assert evidence in text
        if result.label(component) == "absent":
            assert evidence == ""
        else:
            assert evidence.strip()


def test_odd_inputs_never_crash():
    for text in [
        "😀",
        "???",
        "<<<>>>",
        "<",
        "&#xFFFFFFF;",
        "a" * 20000,
        "。。。",
        "\u200d\ufe0f",
        "I" * 3,
        "你" * 3000,
    ]:
        result = analyze(text)
        assert set(result.components) == set(COMPONENTS)


def test_mutated_examples_never_crash_and_keep_evidence_exact():
    path = Path(__file__).with_name("examples.jsonl")
    texts = [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    noise = [*"，。？！、…—“”‘’「」<>&;#😀\u200b\u3000\n", "<b>", "</i>", "&amp;", "&#x110000;", "ＡＢＣ", "被", "吗"]
    rng = random.Random(7)
    for _ in range(1500):
        chars = list(rng.choice(texts))
        for _ in range(rng.randint(1, 6)):
            pos = rng.randrange(len(chars) + 1)
            if rng.random() < 0.6:
                chars[pos:pos] = list(rng.choice(noise))
            elif chars:
                del chars[min(pos, len(chars) - 1)]
        text = "".join(chars)
        if not text.strip():
            continue
        result = analyze(text)
        for component in COMPONENTS:
            assert result.components[component].evidence in text
            assert result.components[component].suggestion
