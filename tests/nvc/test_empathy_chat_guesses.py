"""Empathy guesses as people type them. In Chinese: a feeling offered tentatively after whatever set the scene
(被雨淋得挺难受的吧？, 排了一上午队，心里挺烦的吧) or after a form of address (老公是不是太累啦…), while a need asked
about as a term ("安全感"算需要吗？) is a question about NVC and the speaker's own state is no guess. In English,
any form of "you" guesses (y'all, you two), however the guess is framed ("I'm wondering if you're…").

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


def _acts(text: str) -> list[str]:
    return [act.act for act in analyze(text).acts]


@pytest.mark.parametrize("text", ["被雨淋得挺难受的吧？", "排了一上午队，心里挺烦的吧", "老公是不是太累啦，想早点睡？"])
def test_a_tentative_feeling_after_the_scene_or_an_address_is_a_guess(text):
    assert "empathy_guess" in _acts(text)


@pytest.mark.parametrize("text", ["“安全感”算需要吗？", "我挺难受的吧"])
def test_a_term_asked_about_or_ones_own_state_is_no_guess(text):
    assert "empathy_guess" not in _acts(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm wondering if you're lonely because you want company?",  # the whole "wondering if" is read
        "are y'all feeling left out cause you want to be asked too?",  # plural and dialect forms of "you"
        "are you two scared we will forget you?",
    ],
)
def test_an_english_guess_in_any_form_of_you_is_a_guess(text):
    assert "empathy_guess" in _acts(text)


@pytest.mark.parametrize(
    ("text", "feeling", "need"),
    [
        ("are you feeling trapped and scared, needing some support?", "scared", "some support"),
        ("r u feeling ignored, lonely n wanting company?", "lonely", "company"),
        ("你是不是很累？你要的是休息，对吗？", "累", "休息"),
        ("您是不是挺着急，您在乎的是确定性吧？", "着急", "确定性"),
        ("你是不是挺烦的，想好好歇会儿？", "烦", "好好歇会儿"),
        ("你是不是累坏了，想一个人静一静？", "累坏了", "一个人静一静"),
    ],
)
def test_a_listed_feeling_a_need_said_as_what_they_want_or_rest_said_as_a_verb_make_a_guess(text, feeling, need):
    guess = analyze(text).empathy
    assert (guess.feeling, guess.need, guess.is_guess) == (feeling, need, True)


def test_a_listed_word_before_a_feeling_word_is_only_a_feeling_or_a_thought_of_what_was_done():
    assert analyze("Call me when you land, ok?").labels()["feeling"] == "absent"


@pytest.mark.parametrize(
    ("text", "feeling", "guess"),
    [
        ("你是不是加班了，挺累的，想早点休息？", "累", True),  # the question goes on into its next clause
        ("您是不是很忙，压力很大，想要轻松一点？", "压力很大", True),
        ("你是不是忘了，我很生气", "", False),  # the next clause is the speaker's own
    ],
)
def test_a_feeling_in_the_next_clause_of_a_question_about_them_is_their_feeling(text, feeling, guess):
    found = analyze(text).empathy
    assert (found.feeling, found.is_guess) == (feeling, guess)


@pytest.mark.parametrize(
    "text",
    [
        "are you feeling cornered and needing to keep your weekend free?",  # an asked need with a to-clause
        "you'd like a bit more say in the plan?",
        "that must've been humiliating for you",
        "is it lonely for u, wanting to be included?",
        "you must be run ragged, sounds exhausting",
        "I'm wondering if you're feeling overlooked",
        "听上去挺委屈的，是想被一视同仁？",
        "您是觉得不公平，想被一样对待，是吗",  # an unfair deal names the fairness they miss
        "是不是心里挺乱的，想先自己待一会儿吗？",
    ],
)
def test_more_everyday_shapes_of_a_guess(text):
    assert "empathy_guess" in _acts(text)


@pytest.mark.parametrize(
    "text",
    [
        "麻烦您把音量调小一点行吗？",  # the polite "please", not a feeling of bother
        "sounds good, let's do it",
        "开心 那我们明天见吧",  # a feeling said, then a new clause that asks
    ],
)
def test_politeness_and_agreement_are_no_guess(text):
    assert "empathy_guess" not in _acts(text)


@pytest.mark.parametrize(
    ("text", "guess"),
    [
        ("you snap because you want the kids to be safe?", True),
        ("you want my support with your dad?", True),
        ("I'm upset because you want to move out?", False),
        ("you want my car on Saturday?", False),
    ],
)
def test_the_listeners_reason_and_a_need_of_theirs_for_what_i_give_are_guesses(text, guess):
    assert ("empathy_guess" in analyze(text, "en").act_names()) is guess


@pytest.mark.parametrize(
    "text", ["that sounds terrifying, being stuck in the lift for an hour", "sounds really discouraging tbh"]
)
def test_a_situation_that_sounds_a_feeling_is_tentative_without_a_question_mark(text):
    assert "empathy_guess" in analyze(text, "en").act_names()


@pytest.mark.parametrize(
    ("text", "guess"), [("叔叔您有点失望呀", True), ("你心里有些委屈啊", True), ("我有点失望呀", False)]
)
def test_a_feeling_hedged_with_youdian_said_of_the_listener_is_a_guess(text, guess):
    assert ("empathy_guess" in analyze(text, "zh-hans").act_names()) is guess


@pytest.mark.parametrize(
    ("text", "guess"),
    [
        ("you're carrying so much grief right now", True),
        ("is there a bit of fear in there?", True),
        ("is there any bread left?", False),
    ],
)
def test_a_feeling_noun_carried_by_the_listener_or_asked_about_is_a_guess(text, guess):
    assert ("empathy_guess" in analyze(text, "en").act_names()) is guess


@pytest.mark.parametrize(
    "text", ["您最近是不是睡得不太好，有点累？", "你是不是最近压力挺大的", "最后那段你是不是有点委屈？"]
)
def test_zui_of_a_time_is_no_superlative(text):
    assert "empathy_guess" in analyze(text, "zh-hans").act_names()
