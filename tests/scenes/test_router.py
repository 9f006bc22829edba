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
    ],
)
def test_route(current, message, expected):
    decision = route(current_mode=current, message=message)
    assert decision.mode == expected
    assert decision.reason


def test_staying_in_mode_says_so():
    assert route(current_mode="free_dialog", message="What is a need?").reason == "continuing the session's mode"
