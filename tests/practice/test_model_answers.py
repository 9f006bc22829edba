"""Ready-made answers for a four-step step: built from the learner's words, always given the ideal label."""

import pytest

from nvcpractice.nvc import COMPONENTS, analyze
from nvcpractice.practice.model_answers import DEFAULT_TOPIC, FALLBACK, TOPICS, candidates, model_answer

#: What a learner may have written so far, per language: earlier answers and a failed try at each step.
SITUATIONS = {
    "en": [
        ({}, "You always leave your dishes everywhere."),
        ({"observation": "This week you came to our 9 o'clock meeting at 9:40 twice"}, "I feel disrespected"),
        ({"observation": "You did not answer my three calls yesterday"}, "I feel that you don't care"),
        ({"feeling": "I felt lonely and hurt"}, "I need you to call me back"),
        ({"feeling": "I felt confused"}, "I need you to explain"),
        ({"observation": "When you cut me off twice in the meeting"}, "Stop interrupting me."),
        ({}, ""),
    ],
    "zh-hans": [
        ({}, "你总是把家里弄得很乱。"),
        ({"observation": "这周开会你有两次迟到了四十分钟"}, "我觉得被忽视"),
        ({"observation": "昨天我给你打了三次电话你都没接"}, "我觉得你根本不在乎"),
        ({"feeling": "我感到孤单又难过"}, "我需要你马上回我电话"),
        ({"feeling": "我很累"}, "我需要你帮我"),
        ({"observation": "今天开会你打断了我两次"}, "别再打断我了。"),
        ({}, ""),
    ],
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("step", COMPONENTS)
def test_every_model_answer_gets_the_ideal_label(locale, step):
    for answers, text in SITUATIONS[locale]:
        answer = model_answer(step=step, answers=answers, text=text, locale=locale)
        analysis = analyze(answer, locale)
        assert analysis.label(step) == step, (answer, analysis.to_dict())
        assert analysis.locale == locale


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_every_candidate_in_the_tables_gets_the_ideal_label(locale):
    """Not only the first that passes: each topic's answers, each fallback, each feeling-to-need pairing."""
    for topic in (*TOPICS, DEFAULT_TOPIC):
        for step, options in {
            "observation": [topic.observation[locale]],
            "feeling": candidates(
                step="feeling", answers={"observation": topic.observation[locale]}, text="", locale=locale
            ),
            "request": [topic.request[locale]],
        }.items():
            for option in options:
                assert analyze(option, locale).label(step) == step, option
    for step in COMPONENTS:
        assert analyze(FALLBACK[step][locale], locale).label(step) == step


def test_answers_fit_the_learners_situation():
    faux = model_answer(step="feeling", answers={}, text="I feel ignored", locale="en")
    assert faux == "I felt lonely and hurt"  # the feelings under "ignored", joined with "and"
    assert model_answer(step="need", answers={"feeling": "I felt lonely and hurt"}, text="", locale="en") == (
        "because I need connection"
    )
    late = model_answer(step="request", answers={"observation": "you were late twice"}, text="", locale="en")
    assert "by 6 pm" in late and late.endswith("?")
    assert model_answer(step="feeling", answers={}, text="我觉得被忽视", locale="zh-hans").startswith("我感到")
    assert "又" in model_answer(step="feeling", answers={}, text="我觉得被忽视", locale="zh-hans")
    assert model_answer(step="need", answers={"feeling": "我很累"}, text="", locale="zh-hans") == "因为我需要休息"
