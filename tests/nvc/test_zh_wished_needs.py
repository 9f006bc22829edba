"""Chinese needs said as a wish to be treated some way, by the speaker (我就是想被尊重) or guessed for the other
person (你是不是很委屈，希望自己的辛苦被看到？)."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize("text", ["说到底我就是想被尊重", "其实我也想被认可一下"])
def test_wanting_to_be_treated_some_way_is_a_need(text):
    assert analyze(text, "zh-hans").label("need") == "need"


def test_wanting_it_from_someone_named_is_a_strategy():
    assert analyze("我想被你表扬一次", "zh-hans").label("need") == "strategy"


@pytest.mark.parametrize(
    ("text", "need"),
    [
        ("你是不是很委屈，希望自己的辛苦被看到？", "自己的辛苦被看到"),
        ("您是不是挺孤单的，希望有人陪陪您？", "有人陪陪您"),
    ],
)
def test_a_guess_wishing_it_for_the_other_names_their_need(text, need):
    found = analyze(text, "zh-hans")
    assert "empathy_guess" in found.act_names()
    assert found.label("need") == "need"
    assert found.components["need"].evidence == need
