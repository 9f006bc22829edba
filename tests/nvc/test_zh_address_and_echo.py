"""Chinese forms read by their place: whom a command is said to (老师，…), an agreeing echo only where an answer
starts (行就行), a motive asked of someone named with a noun after 你们, and a guess at a tie the listener wants."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize("text", ["王老师麻烦您把作业本发回来", "师傅 您把车停到门口就行", "妈，您别再往我碗里夹菜了"])
def test_a_command_after_whom_it_is_said_to_is_a_demand(text):
    assert analyze(text, "zh-hans").label("request") == "demand"


def test_an_echo_agrees_where_an_answer_starts_and_not_inside_a_complaint():
    assert "agree" in analyze("好 改就改", "zh-hans").act_names()
    assert "agree" not in analyze("房租说涨就涨，我真的很生气", "zh-hans").act_names()


def test_a_motive_asked_of_a_group_named_after_you_is_an_evaluation():
    assert analyze("你们公司是不是觉得我们好欺负？", "zh-hans").label("observation") == "evaluation"


@pytest.mark.parametrize("text", ["他是不是想融入新班级？", "你是想跟大家拉近一点关系吧？"])
def test_wanting_a_tie_to_others_is_a_guess(text):
    assert "empathy_guess" in analyze(text, "zh-hans").act_names()
