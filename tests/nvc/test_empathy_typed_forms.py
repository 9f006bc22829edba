"""An empathy guess is heard as people type it: chat and dialect pronouns ("r u", "ur", "ye"), dropped g's
("wantin"), a feeling asked without its subject ("exhausted?"), what matters asked ("is X important to you?"), and in
Chinese a feeling anywhere in a clause about the listener or a need named as deciding for oneself, someone being
there, or a state in doubled form. A clause about me or a third person stays out."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "guess",
    [
        "r u nervous n u need some reassurance?",
        "ur exhausted and u want some rest?",
        "are ye lonely? wantin a bit of company?",
        "yer worried, needin some clarity, is that it?",
        "drained after the week? need some rest?",
        "ok so. scared about the move? wanting some stability?",
        "are you anxious, and is safety really important to you right now?",
        "are you proud? do you want yer work recognised?",
        "you sound awful sad, and maybe missing the closeness we had?",
        "i reckon you're mighty tired and in need of some rest, that right?",
        "are you hurtin and wantin some understandin?",
        "are you worried, and would you like what you do to be appreciated?",
        "你是不是贼累，想要好好休息？",
        "你是不是其实挺孤单的，需要陪伴？",
        "你那天是不是也挺害怕的，需要安全感吧？",
        "是不是还挺委屈的？你很在意被公平对待吧",
        "你是不是有点烦，想要自己做主？",
        "您是不是很着急，希望有人能帮一把？",
        "你是不是有点紧张，想要这次聚会顺顺利利的？",
        "你是不是有点烦，想要开会的时候能专注一点？",
        "您是不是挺诧异的，希望家里的账目清楚？",
        "你是不是挺着急的，需要心里有个数？",
    ],
)
def test_a_typed_guess_names_feeling_and_need(guess):
    empathy = analyze(guess).empathy
    assert empathy.is_guess and empathy.feeling and empathy.need


@pytest.mark.parametrize(
    "not_a_guess",
    [
        "you're going to make me late again?",
        "you're not angry, you need to calm down?",
        "ur mum called, do you want dinner?",
        "tired of this? i need a break too.",
        "你让我很生气，你想要什么？",
        "你觉得他是不是很难过，需要安慰？",
        "你是不是很生气，希望我走？",
        "你是不是很生气，想要一个新手机？",
        "你是不是很烦，希望他别再打电话？",
    ],
)
def test_a_feeling_that_is_not_the_listeners_is_not_guessed(not_a_guess):
    assert not analyze(not_a_guess).empathy.is_guess
