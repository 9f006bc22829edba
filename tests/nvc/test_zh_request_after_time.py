"""A Chinese request whose 愿意 comes after the clause that sets the time, with or without 你 before it, is a request;
愿意 said of oneself or someone else is not."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize("text", ["你周末回来的时候，愿意先给我打个电话吗？", "下次组会之前，愿不愿意先发我一份？"])
def test_a_request_after_a_time_clause(text):
    assert analyze(text, "zh-hans").label("request") == "request"


@pytest.mark.parametrize("text", ["我愿意等你", "他说，愿意就来吧"])
def test_willing_said_of_someone_else_is_no_request(text):
    assert analyze(text, "zh-hans").label("request") == "absent"
