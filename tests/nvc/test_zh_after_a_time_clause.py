"""Chinese clauses after the one that sets the time: 愿意 opening it is the request, with or without 你 before it (愿意
said of oneself or someone else is not); someone doing something to a thing, done, is what happened."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.rules.shared import DEADLINE_ZH


@pytest.mark.parametrize("text", ["你周末回来的时候，愿意先给我打个电话吗？", "下次组会之前，愿不愿意先发我一份？"])
def test_a_request_after_a_time_clause(text):
    assert analyze(text, "zh-hans").label("request") == "request"


@pytest.mark.parametrize("text", ["我愿意等你", "他说，愿意就来吧"])
def test_willing_said_of_someone_else_is_no_request(text):
    assert analyze(text, "zh-hans").label("request") == "absent"


def test_someone_named_by_any_word_doing_something_done_is_an_observation():
    """产品, 物业…: whoever is named, 把 a thing V了 after the time is what happened."""
    assert analyze("周二晚上八点，物业在群里把停水通知撤了", "zh-hans").label("observation") == "observation"


@pytest.mark.parametrize(
    ("text", "deadline"),
    [
        ("下班之前", True),
        ("九点前", True),
        ("今天之内", True),
        ("出门前", True),
        ("两年之前", False),  # looks back
        ("前天", False),
        ("饭前", False),
    ],
)
def test_one_chinese_deadline_for_observation_and_request(text, deadline):
    assert (DEADLINE_ZH.search(text) is not None) is deadline


@pytest.mark.parametrize("text", ["周四凌晨一点四十，隔壁开始装修", "昨天下午三点零五分，你把我的车挡住了"])
def test_a_clause_of_minutes_sets_the_time_for_the_next(text):
    assert analyze(text, "zh-hans").labels()["observation"] == "observation"
