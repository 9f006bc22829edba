"""A sign of irony (an eye roll, an upside-down smile, 呵呵, [白眼]) turns the words it goes with into sarcasm."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.irony import irony_span
from nvcpractice.nvc.text import prepare


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("what a warm greeting that was 🙄", "en"),
        ("🙃 amazing how the dishwasher empties itself", "en"),
        ("great, you finished the milk 😒", "en"),
        ("您这效率真高 [白眼]", "zh-hans"),
        ("呵呵，你这份报告写得真用心", "zh-hans"),
        ("反正你也不在乎[微笑]", "zh-hans"),
    ],
)
def test_a_sign_of_irony_makes_an_evaluation(text, locale):
    found = analyze(text, locale)
    assert found.label("observation") == "evaluation"
    assert found.components["observation"].evidence


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("thanks for picking me up at six 🙂", "en"),  # a plain smile is friendly
        ("haha that meeting ran long 😂", "en"),
        ("你昨天六点来接我，谢谢😊", "zh-hans"),
        ("哈哈哈好的", "zh-hans"),
    ],
)
def test_a_friendly_sign_is_no_irony(text, locale):
    assert irony_span(prepare(text)) is None


def test_the_evidence_is_the_sentence_the_sign_closes():
    found = analyze("You were late again. Brilliant timing as ever 🙄", "en")
    assert found.label("observation") == "evaluation"
    prepared = prepare("great start. brilliant timing as ever 🙄")
    start, end = irony_span(prepared)
    assert prepared.text[start:end] == "brilliant timing as ever"


def test_an_empathy_guess_with_a_sign_stays_a_guess():
    found = analyze("are you feeling worn out and needing rest? 🙃", "en")
    assert "empathy_guess" in found.act_names()
