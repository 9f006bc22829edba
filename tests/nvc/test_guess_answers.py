"""Guesses answered to the coach or said to the other person, in the forms people type: a need as what someone wants
to be ("to be noticed?"), a guess whose thought follows after a chat space, someone else's not knowing."""

import pytest

from nvcpractice.nvc import analyze

_EN_ASKS = "What might the new intern be needing when she asks so many questions?"


@pytest.mark.parametrize(
    "text", ["to be taken seriously by the team?", "to know she's doing it right", "to have a say maybe"]
)
def test_a_need_said_as_what_they_want_to_be_answers_a_guess(text):
    assert "empathy_guess" in analyze(text, "en", context=_EN_ASKS).act_names()


def test_an_answer_that_is_no_need_is_no_guess():
    assert "empathy_guess" not in analyze("to be honest no idea", "en", context=_EN_ASKS).act_names()


def test_the_thought_guessed_after_a_chat_space_is_no_verdict_of_the_speakers():
    found = analyze("你是不是觉得很委屈 觉得我根本不在乎你？", "zh-hans")
    assert "empathy_guess" in found.act_names()


def test_someone_elses_not_knowing_does_not_unmake_the_guess():
    found = analyze("无助吧 她也不知道该问谁", "zh-hans", context="你觉得那位新同事半夜发消息问你，是出于什么？")
    assert "empathy_guess" in found.act_names()


@pytest.mark.parametrize("text", ["他摔门的时候我吓了一跳", "刚才那一声把我吓着了"])
def test_being_startled_is_a_feeling(text):
    assert analyze(text, "zh-hans").label("feeling") == "feeling"


def test_giving_up_said_inside_a_guess_is_the_listeners_thought():
    found = analyze("你是不是觉得讲了也没用 有点灰心了？", "zh-hans")
    assert "empathy_guess" in found.act_names()
    assert "refuse_or_give_up" not in found.act_names()


def test_someone_named_by_their_work_holds_the_feelings_asked_about():
    line = "你能想象一下外卖员把你的餐放错楼层时的处境吗？"
    assert "empathy_guess" in analyze("估计累坏了 一直在赶下一单", "zh-hans", context=line).act_names()
