"""The answer matcher on a tiny bank: telling words outweigh common ones, and scores stay within 0..1."""

from nvcpractice.knowledge.answer_match import AnswerIndex

CARDS = [
    (1, ["Saying no", "How do I refuse politely?"], ["decline", "refuse", "turn down"]),
    (2, ["Hearing no", "What do I do when someone refuses me?"], ["rejection", "told no"]),
    (3, ["Gratitude", "How do I thank someone?"], ["thanks", "appreciation"]),
]


def test_the_card_holding_the_telling_words_comes_first():
    index = AnswerIndex(CARDS, "en")
    ranked = index.score("how can I decline an invitation")
    assert ranked[0][0] == 1
    assert ranked[0][1] > ranked[1][1]
    assert index.score("what do I say to show appreciation")[0][0] == 3


def test_scores_are_between_zero_and_one_and_empty_questions_score_nothing():
    index = AnswerIndex(CARDS, "en")
    assert all(0 <= score <= 1 for _, score in index.score("refuse refuse thanks"))
    assert {score for _, score in index.score("how do I ?")} == {0.0}


def test_chinese_questions_match_by_characters():
    index = AnswerIndex(
        [(1, ["说不", "怎么拒绝别人？"], ["拒绝", "推掉"]), (2, ["感谢", "怎么感谢别人？"], ["谢谢"])], "zh-hans"
    )
    assert index.score("我想推掉一个邀请")[0][0] == 1
