"""An aside is heard in the ways learners ask about their own words ("was that too harsh", 我刚才是不是说重了),
what comes next ("ok now what"), or how to say it in any spelling of 怎么 (咋个开口); chat laughter ends a clause
as a stop does ("lol gtg"). The same words said to the other person stay theirs."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "text",
    [
        "hm was that a bit harsh?",
        "did i just blow it",
        "ok he stormed out. now what?",
        "was this too passive",
        "我刚才是不是说重了",
        "我这样问会不会有点冒犯",
        "这种时候咋个开口嘛",
    ],
)
def test_asking_about_ones_own_words_is_an_aside(text):
    assert "ask_coach" in analyze(text).act_names()


@pytest.mark.parametrize(
    "text",
    [
        "is it ok if I take Friday off?",
        "was that the last bus?",
        "你怎么说话的",
        "她是不是太累了",
        "what now, you want more money?",
    ],
)
def test_the_same_words_to_the_other_person_are_not_an_aside(text):
    assert "ask_coach" not in analyze(text).act_names()


@pytest.mark.parametrize(("text", "leaves"), [("he hung up lol im off", True), ("lol im off sugar this month", False)])
def test_laughter_ends_a_clause(text, leaves):
    assert ("leave" in analyze(text).act_names()) is leaves
