"""An English word in a Chinese sentence is set apart by a space at the joins, never inside the learner's words."""

import pytest

from nvcpractice.nvc.mixed_script import fill, join_lines, join_mixed


@pytest.mark.parametrize(
    ("template", "values", "expected"),
    [
        ("{role}开始防御了", {"role": "Jess, your classmate"}, "Jess, your classmate 开始防御了"),
        ("我来扮演{role}，好吗", {"role": "Sam"}, "我来扮演 Sam，好吗"),
        ("“{text}”里有评判", {"text": "you never"}, "“you never”里有评判"),  # quotes set it apart already
        ("你是{name}", {"name": "小刘"}, "你是小刘"),
        ("{role} got defensive", {"role": "你的室友小刘"}, "你的室友小刘 got defensive"),
        ("最近{n}次", {"n": 3}, "最近 3 次"),
    ],
)
def test_fill_spaces_the_joins_of_han_and_latin(template, values, expected):
    assert fill(template, **values) == expected


def test_the_learners_own_words_are_left_as_written():
    assert join_mixed("你愿意", "把iPad还给我", "吗？") == "你愿意把iPad还给我吗？"
    assert join_mixed("你愿意", "iPad今晚还我", "吗？") == "你愿意 iPad今晚还我吗？"


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [("Okay.", "Thanks.", "Okay. Thanks."), ("好。", "谢谢。", "好。谢谢。"), ("", "Thanks.", "Thanks.")],
)
def test_two_lines_are_joined_the_way_the_first_ends(first, second, expected):
    assert join_lines(first, second) == expected
