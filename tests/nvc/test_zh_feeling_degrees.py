"""Chinese feelings said with any degree word, and a feeling clause before a request in the same sentence."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize("text", ["我这周特别累。", "说实话我真的烦", "今天超级困，先不聊了"])
def test_a_one_character_feeling_after_a_two_character_degree_word(text):
    assert analyze(text, "zh-hans").label("feeling") == "feeling"


@pytest.mark.parametrize(
    ("text", "feeling"),
    [
        ("下午三点的会你还没到，有点着急，你能十分钟内回个电话吗？", "有点着急"),
        ("你上周借的伞还在你那，我挺担心你的，周末能聊聊吗？", "我挺担心"),
        ("快一点了你还没回 挺害怕的 我需要你到家给我发个消息", "挺害怕"),
    ],
)
def test_a_feeling_clause_opening_a_request_sentence_is_the_feeling(text, feeling):
    found = analyze(text, "zh-hans")
    assert found.label("feeling") == "feeling"
    assert found.components["feeling"].evidence == feeling
    assert found.label("request") != "absent"


def test_a_degree_word_before_a_word_that_only_begins_with_a_feeling_is_no_feeling():
    assert analyze("这笔账特别累计了三个月", "zh-hans").label("feeling") == "absent"


@pytest.mark.parametrize("text", ["听你这么说我心里有点堵", "我心里空落落的", "收到你的卡片，心里暖暖的"])
def test_a_feeling_felt_in_the_heart_is_a_feeling(text):
    assert analyze(text, "zh-hans").label("feeling") == "feeling"


def test_a_guess_at_what_the_other_feels_in_their_heart():
    assert "empathy_guess" in analyze("您心里是不是有点酸？", "zh-hans").act_names()


def test_asking_whether_someone_has_a_place_in_the_listeners_heart_is_no_question_about_a_term():
    assert "empathy_guess" in analyze("你是想确认我心里还有你吗？", "zh-hans").act_names()
