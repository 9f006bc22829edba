"""Chinese questions that open with a modal: "a bit of" a quality (有点/讲点 + 分寸) and not doing something (能不能不…)
are `vague`; a modal question with no subject but the listener, after a time or a form of address, asks for an
action (`request`) as 你能…吗 does.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("你们能不能讲点卫生？", "vague"),
        ("你能不能有点分寸？", "vague"),
        ("今晚十点以后能不能不弹琴？", "vague"),
        ("明天上午能把钥匙还我吗？", "request"),
        ("下周一前能把合同发我一份吗？", "request"),
        ("老师，能具体讲讲那次考试的情况吗？", "request"),
        ("这个能退吗？", "absent"),
        ("我能理解你吗？", "absent"),
    ],
)
def test_a_modal_question_asks_for_an_action_a_quality_or_nothing(text, expected):
    assert analyze(text).labels()["request"] == expected
