"""A scenario's role reads as a noun phrase inside a sentence, never as a name."""

import pytest

from nvcpractice.nvc.roles import role_at_start, role_in_sentence


@pytest.mark.parametrize(
    ("role", "inside", "start"),
    [
        ("Your 15-year-old son", "your 15-year-old son", "Your 15-year-old son"),
        ("Priya, your manager", "your manager Priya", "Your manager Priya"),
        ("Your mother-in-law, Carol", "your mother-in-law Carol", "Your mother-in-law Carol"),
        ("Sam, a junior developer on your team", "Sam", "Sam"),
        ("Dan", "Dan", "Dan"),
    ],
)
def test_english_roles_read_as_noun_phrases(role, inside, start):
    assert role_in_sentence(role, "en") == inside
    assert role_at_start(role, "en") == start


def test_chinese_roles_already_read_as_one():
    assert role_in_sentence("你的同事李娜", "zh-hans") == "你的同事李娜"
    assert role_at_start("你的同事李娜", "zh-hans") == "你的同事李娜"
