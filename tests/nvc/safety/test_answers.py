"""Reading a reply while practice waits for the learner's safety (sentences written for these tests)."""

from __future__ import annotations

import pytest

from nvcpractice.nvc.safety.answers import Answer, care_answer


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("yes i'm fine, let's carry on with the exercise", Answer.BACK),
        ("all good honestly, can we go back to the role play", Answer.BACK),
        ("没事的 我们继续练吧", Answer.BACK),
        ("安全 放心 接着来", Answer.BACK),
        ("yes I'm safe, thanks for asking", Answer.FINE),
        ("我很安全，谢谢你", Answer.FINE),
        ("no", Answer.WORRY),
        ("not really, he's downstairs", Answer.WORRY),
        ("i'm not sure tbh", Answer.WORRY),
        ("不知道 说不好", Answer.WORRY),
        ("他回来了", Answer.WORRY),
        ("is it normal for him to check everything i buy?", Answer.QUESTION),
        ("这样在婚姻里正常吗？", Answer.QUESTION),
        ("ok", Answer.OTHER),
    ],
)
def test_replies(text, answer):
    assert care_answer(text) == answer


def test_a_new_disclosure_is_worrying_even_when_it_says_it_is_fine():
    assert care_answer("i'm fine, he only hits me when he's drunk", disclosure=True) == Answer.WORRY


def test_explaining_ones_words_away_is_not_a_new_disclosure():
    assert care_answer("lol it was a figure of speech, my boss is killing me. let's continue", disclosure=True) == (
        Answer.BACK
    )
    assert care_answer("我说想死是因为作业太多 不是那个意思 继续吧", disclosure=True) == Answer.BACK


def test_a_weak_signal_is_outweighed_by_saying_one_is_fine():
    assert care_answer("yes i'm safe, let's go on", signal=True) == Answer.BACK
    assert care_answer("the bridge again tonight", signal=True) == Answer.WORRY
