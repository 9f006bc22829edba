"""The offline coach reads the topic, the relationship and what to search for out of a request to practise."""

import pytest

from nvcpractice.llm.offline.intents import difficulty_of, relationship_of, rewrite_target, situation_of, topic_of


@pytest.mark.parametrize(
    ("request_text", "topic"),
    [
        ("create a scenario about noise from my neighbour on weekends", "noise from my neighbour on weekends"),
        ("I'd like to practise a tense talk with my flatmate about noise late at night", "noise late at night"),
        ("Generate a hard role-play about money with my partner", "money"),
        ("please make a scenario on household chores with my teenage son, easy", "household chores"),
        (
            "create a scenario where my coworker keeps taking credit for my work",
            "my coworker keeps taking credit for my work",
        ),
        ("生成一个关于加班的情景，和领导之间的，难一点", "加班"),
        ("我想练习和室友谈谈半夜太吵的事", "半夜太吵"),
        ("帮我生成一个关于婆婆带孩子的场景", "婆婆带孩子"),
        ("hello", "hello"),
    ],
)
def test_topic_keeps_the_learners_words_and_drops_the_request(request_text, topic):
    assert topic_of(request_text) == topic


@pytest.mark.parametrize(
    ("text", "relationship"),
    [
        ("a talk with my flatmate", "friends"),
        ("my neighbour's dog", "friends"),
        ("my coworker keeps taking credit", "workplace"),
        ("我婆婆总给孩子吃零食", "family"),
        ("闺蜜婚礼", "friends"),
        ("my tutor never answers emails", "school"),
    ],
)
def test_relationship(text, relationship):
    assert relationship_of(text) == relationship


def test_search_text_keeps_who_and_what():
    described = situation_of("I'd like to practise a tense talk with my flatmate about noise late at night")
    assert described == "with my flatmate about noise late at night"
    assert situation_of("我想练习和室友谈谈半夜太吵的事") == "和室友谈谈半夜太吵的事"
    assert difficulty_of("a tense talk") == 2


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("我婆婆总是不敲门就进我们房间，这句话怎么改成非暴力沟通？", "我婆婆总是不敲门就进我们房间"),
        ("他开会从来不看我一眼。这话能帮我改改吗", "他开会从来不看我一眼"),
        ("my teammate never pulls his weight. how would I say that the NVC way?", "my teammate never pulls his weight"),
        ("you're always on your phone at dinner! can you rephrase this?", "you're always on your phone at dinner"),
    ],
)
def test_a_sentence_shared_before_the_question_that_points_back_at_it_is_rewritten(text, target):
    assert rewrite_target(text) == target


@pytest.mark.parametrize(
    "text", ["how do I say no to my boss?", "ok thanks, that really helps", "这个怎么说呢，我也不懂"]
)
def test_a_question_that_points_back_at_nothing_to_rewrite_is_none(text):
    assert rewrite_target(text) is None
