"""A Chinese sentence that says how things are is no bare command, though it opens with a command's verb; a person
after a preposition (对我来说, 跟你) is not who acts."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "text",
    [
        "陪孩子写作业对我来说是最累的事",
        "发这种截图很有意思是吧",
        "跟你吵架我觉得特别没意义",
        "回消息一直是我先回",
    ],
)
def test_a_clause_that_states_is_no_command(text):
    assert analyze(text, "zh-hans").label("request") != "demand"


@pytest.mark.parametrize("text", ["发我一份会议纪要", "陪我去趟超市", "别老是打断我说话"])
def test_a_command_is_still_one(text):
    assert analyze(text, "zh-hans").label("request") == "demand"


def test_the_person_a_preposition_governs_does_not_act():
    assert analyze("安静对我来说很要紧", "zh-hans").label("observation") == "absent"


def test_a_negative_command_before_the_speakers_own_clause_is_a_demand_that_ends_there():
    found = analyze("你别再催了，我这会儿在开车，我需要安静。", "zh-hans")
    assert found.label("request") == "demand"
    assert found.components["request"].evidence == "你别再催了"
    assert found.label("need") == "need"


def test_telling_the_listener_to_stop_talking_is_no_giving_up():
    found = analyze("你们不要再说了", "zh-hans")
    assert "refuse_or_give_up" not in found.act_names()
    assert found.label("request") == "demand"
