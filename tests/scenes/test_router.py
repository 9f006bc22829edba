"""The mode router in English and Chinese."""

import pytest

from scenes.router import route


@pytest.mark.parametrize(
    ("current", "message", "expected"),
    [
        ("free_dialog", "Can we role-play a talk with my boss?", "scenario"),
        ("free_dialog", "我想做个角色扮演", "scenario"),
        ("free_dialog", "Walk me through the four steps", "structured"),
        ("scenario", "我们用四步练习一下吧", "structured"),
        ("structured", "Let's just chat for a bit", "free_dialog"),
        ("scenario", "结束角色扮演，自由聊天吧", "free_dialog"),
        ("structured", "I felt hurt when you left.", "structured"),
        ("scenario", "You never listen to me!", "scenario"),
        ("free_dialog", "I'd like to try a scenario with my landlord", "scenario"),
        ("free_dialog", "ok let's do it step by step", "structured"),
        ("structured", "咱们换成自由聊天吧", "free_dialog"),
        ("free_dialog", "来一次四步练习", "structured"),
    ],
)
def test_route(current, message, expected):
    decision = route(current_mode=current, message=message)
    assert decision.mode == expected
    assert decision.reason


def test_staying_in_mode_says_so():
    assert route(current_mode="free_dialog", message="What is a need?").reason == "continuing the session's mode"


@pytest.mark.parametrize(
    ("current", "message"),
    [
        # naming a mode is not asking for it: a question about it, a mention, or a refusal stays where it is
        ("free_dialog", "what were the 4 steps called again?"),
        ("free_dialog", "Which of the four steps is the hardest for most people?"),
        ("free_dialog", "is a role play better than just reading the book?"),
        ("free_dialog", "I don't want to do the four steps, just tell me about needs"),
        ("scenario", "I'm trying to use the four steps here, Sam"),
        ("scenario", "In this scenario I would rather say it to his face"),
        ("free_dialog", "四步分别是哪几步？老是忘"),
        ("free_dialog", "角色扮演是什么意思啊"),
        ("free_dialog", "我不想练四步，就想问问"),
        ("scenario", "我在用四个步骤跟你说话呢"),
        ("structured", "我们公司上周也学了角色扮演"),
    ],
)
def test_naming_a_mode_is_not_asking_for_it(current, message):
    assert route(current_mode=current, message=message).mode == current


def test_a_suggestion_with_buru_is_no_negation():
    assert route(current_mode="free_dialog", message="不如咱们来一次角色扮演？").mode == "scenario"
