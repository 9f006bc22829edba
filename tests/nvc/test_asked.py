"""Whose feelings the line a message answers asks about, and what that does to the message's acts: asked for a
guess at someone else, bare feeling and need words are that guess; asked for the learner's own, they are the
learner's; praise for a guess already made, or a hedge in someone's own words ("I guess…"), asks nothing.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.asked import MAX_CONTEXT_LENGTH, OTHER, OWN, answering, asked_about


@pytest.mark.parametrize(
    ("context", "locale"),
    [
        ("Have a go at guessing what your uncle is feeling.", "en"),
        ("What do you reckon the new intern needs right now?", "en"),
        ("How might your neighbour have felt when the bins were moved?", "en"),
        ("Your cousin keeps ringing late at night. What might be going on for her?", "en"),
        ("来，猜猜表哥现在是什么感受。", "zh-hans"),
        ("你觉得室友半夜敲门时，他可能需要什么？", "zh-hans"),
        ("试着共情一下你的组长。", "zh-hans"),
        ("Do you even know how I feel about all this?", "en"),  # the other person, in a scene, asks to be heard
        ("你知道我心里是什么滋味吗？", "zh-hans"),
        ("Why do you think the caretaker locked the gym early?", "en"),  # why someone acted: a guess at them
        ('So what might be behind Jamie\'s "fine"?', "en"),  # a possessive before a quotation
        ("你觉得那位保安大叔拦着你不让进，是出于什么？", "zh-hans"),  # someone named by 那位
        ("你觉得你表妹为什么突然不回你消息了？", "zh-hans"),  # why someone acted
        ("刚才你把自己的感受说得很清楚！那你猜猜你舅舅可能需要什么？", "zh-hans"),  # the asking sentence decides
        ("Think about your cousin for a moment. Feeling? Need?", "en"),  # the sentence before the question names him
    ],
)
def test_a_line_asking_for_a_guess_at_someone_else(context, locale):
    assert asked_about(context, locale) == OTHER


@pytest.mark.parametrize(
    ("context", "locale"),
    [
        ("And how are you feeling about the move?", "en"),
        ("What do you need most this week?", "en"),
        ("Is there a need you have around your weekends?", "en"),  # a need you have: the learner's
        ("Name a feeling of your own about the car park row.", "en"),
        ("Nice. And the need behind your request?", "en"),
        ("Let's start with some self-empathy: what's alive in you?", "en"),
        ("说说你现在的心情吧。", "zh-hans"),
        ("你自己的需要是什么呢？", "zh-hans"),
        ("我们先做个自我共情。", "zh-hans"),
    ],
)
def test_a_line_asking_for_the_learners_own(context, locale):
    assert asked_about(context, locale) == OWN


@pytest.mark.parametrize(
    ("context", "locale"),
    [
        ("Lovely empathy guess, that landed well.", "en"),
        ("I guess my opinion doesn't matter here.", "en"),  # someone's own hedge, said in a scene
        ("Here is the list of feeling words.", "en"),
        ("", "en"),
        (None, "en"),
        ("你刚才那个猜测特别准！", "zh-hans"),
        ("你觉得“我觉得你在针对我”是感受吗？", "zh-hans"),  # the quoted words are asked about, no one's state
    ],
)
def test_praise_a_hedge_a_list_or_nothing_asks_about_no_one(context, locale):
    assert asked_about(context, locale) is None


def _guesses(text: str, context: str | None, locale: str) -> bool:
    return "empathy_guess" in analyze(text, locale, context=context).act_names()


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("hmm bored maybe. or a bit anxious", "en"),
        ("belonging. and some fun", "en"),
        ("tired and fed up. needs a break", "en"),
        ("委屈 想被认可", "zh-hans"),
        ("累 还有点孤单", "zh-hans"),
    ],
)
def test_bare_feelings_and_needs_answering_a_request_for_a_guess_are_a_guess(text, locale):
    other = "Guess what your brother might be feeling." if locale == "en" else "猜猜你弟弟的感受和需要。"
    assert _guesses(text, other, locale)
    assert not _guesses(text, None, locale)  # with nothing asked, whose feelings these are is not said


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("a bit lost? and kinda hurt", "en"),
        ("嗯…有点失落吧", "zh-hans"),
    ],
)
def test_the_same_words_answering_how_the_learner_feels_are_their_own(text, locale):
    own = "How are you feeling right now?" if locale == "en" else "说说你此刻的感受。"
    other = "Guess how your brother feels." if locale == "en" else "猜猜你弟弟的感受。"
    assert not _guesses(text, own, locale)
    assert _guesses(text, other, locale)


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("i'm so tired of this exercise tbh", "en"),  # the speaker's own feeling
        ("no idea what he needs, can you help?", "en"),  # not knowing is no guess
        ("ok", "en"),
        ("is 'drained' a feeling or a thought?", "en"),
        ("我也不知道他需要什么", "zh-hans"),
        ("我好累啊今天", "zh-hans"),
        ("安全感到底算感受还是需要？", "zh-hans"),
        ("麻烦你再说一遍题目", "zh-hans"),  # the polite "please", not a feeling of bother
    ],
)
def test_asked_for_a_guess_the_speakers_own_state_or_a_question_is_no_guess(text, locale):
    other = "Try guessing what your dad needs." if locale == "en" else "试着猜猜你爸爸的需要。"
    assert not _guesses(text, other, locale)


def test_only_the_end_of_a_long_context_is_read():
    question = "What might your sister be feeling?"
    padded = "x" * (MAX_CONTEXT_LENGTH * 20) + " " + question
    assert asked_about(padded, "en") == OTHER
    assert asked_about(question + " " + "well. " * MAX_CONTEXT_LENGTH, "en") is None


def _agrees(text: str, context: str | None, locale: str) -> bool:
    return "agree" in analyze(text, locale, context=context).act_names()


@pytest.mark.parametrize(
    ("text", "context", "locale"),
    [
        ("yes, can you give me a sentence to start with?", "Shall we try the talk with your landlord?", "en"),
        ("yeah sorry, transferring it tonight", "Can you pay me back for the pizza?", "en"),
        ("great, thanks", "Fine, I'll do the school run on Thursdays.", "en"),  # an offer taken up
        ("练吧", "要不要练一下跟房东谈？", "zh-hans"),  # a Chinese yes echoes the proposal's verb
        ("准备好了", "我们开始角色扮演，准备好了吗？", "zh-hans"),
        ("嗯 有道理", "可以先说你看到的，再说感受。", "zh-hans"),
    ],
)
def test_a_yes_to_a_proposal_agrees(text, context, locale):
    assert _agrees(text, context, locale)


@pytest.mark.parametrize(
    ("text", "context", "locale"),
    [
        ("no worries", "Sorry, I got your name wrong earlier.", "en"),  # answers an apology
        ("good! went hiking", "How was your weekend?", "en"),
        ("在 不过我得下线了", "你还在吗？", "zh-hans"),  # a question of fact, no proposal
        ("嗯 谢谢你这么有耐心", "没关系，慢慢来。", "zh-hans"),
    ],
)
def test_an_answer_to_no_proposal_does_not_agree(text, context, locale):
    assert not _agrees(text, context, locale)


@pytest.mark.parametrize(
    ("text", "context", "locale"),
    [
        ("ok", "Try it again, this time with a feeling.", "en"),  # an instruction is a proposal too
        ("好", "试着把“总是”换成具体的次数。", "zh-hans"),
    ],
)
def test_a_yes_to_an_instruction_agrees(text, context, locale):
    assert _agrees(text, context, locale)


def test_a_hesitating_um_that_opens_an_answer_is_no_yes():
    assert not _agrees("嗯…有点难过吧，也有点累", "要不要说说你现在的感受？", "zh-hans")


@pytest.mark.parametrize(
    "line",
    ["你想不想先休息一下？", "这个周末我们可以一起复盘一下。", "那我们今天就先练到这里。", "他会不会只是太累了？"],
)
def test_any_a_not_a_question_and_what_we_can_do_propose_in_chinese(line):
    assert answering(line, "zh-hans").proposal is True


@pytest.mark.parametrize(
    "line",
    [
        "如果你是你姐，你那天晚上会是什么感受？",
        "假如你是他，你最需要的是什么？",
        "你觉得你婆婆在担心什么？",
        "你觉得你同事当时是怎么想的？",
        "你猜房东在期待什么？",
    ],
)
def test_taking_someones_place_or_their_worries_and_hopes_ask_about_them(line):
    assert asked_about(line, "zh-hans") == OTHER


@pytest.mark.parametrize("line", ["你当时是怎么想的？", "你最担心的是什么？"])
def test_the_learners_own_worries_are_their_own(line):
    assert asked_about(line, "zh-hans") == OWN


def test_a_question_put_to_the_listener_guesses_in_all_its_clauses_whoever_was_asked_about():
    found = analyze("你是不是觉得我最近老加班，有点孤单，想要多点陪伴？", "zh-hans", context="你心里到底有没有这个家？")
    assert "empathy_guess" in found.act_names()


@pytest.mark.parametrize(
    ("line", "whose"),
    [
        ("What feelings come up when you imagine calling your landlord?", OWN),
        ("What needs come up when you think about the move?", OWN),
        ("What feelings might come up for your sister when you cancel?", OTHER),
        ("What might your son feel when you raise your voice?", OTHER),
    ],
)
def test_a_feeling_that_comes_up_when_the_learner_does_something_is_their_own(line, whose):
    assert asked_about(line, "en") == whose
