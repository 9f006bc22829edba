"""Chinese rules read words, not substrings: a judgement word inside another word is no judgement, 被 inside a word
is no passive, and a question ended by 吗 is a question even where a comma, not a question mark, follows it."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "text",
    [
        "上周你问我选题的方向来着，我周三把三个方向都发给你了。",  # 方向 | 来着 holds 向来
        "周日你在医院陪了我一整天。",  # 一整天 counts a day; 整天 would generalise
    ],
)
def test_a_generalisation_inside_another_word_is_none(text):
    assert analyze(text, "zh-hans").label("observation") == "observation"


@pytest.mark.parametrize("text", ["你老是在开会的时候看手机。", "你从来不回我消息。", "他每次都最后一个到。"])
def test_a_generalisation_that_begins_a_word_still_counts(text):
    assert analyze(text, "zh-hans").label("observation") == "evaluation"


@pytest.mark.parametrize("text", ["这周的排班我没提前知道，就有点被动。", "我盖着被子还是冷。"])
def test_bei_inside_a_word_is_no_passive(text):
    assert analyze(text, "zh-hans").label("feeling") != "faux_feeling"


@pytest.mark.parametrize(("text", "done_to"), [("我觉得被迫", "被迫"), ("我感觉被晾着", "被晾着")])
def test_a_faux_feeling_never_offers_the_done_to_word_as_a_need(text, done_to):
    result = analyze(text, "zh-hans").components["feeling"]
    assert result.label == "faux_feeling"
    assert "需要" + done_to not in result.suggestion


@pytest.mark.parametrize(
    "text", ["你愿意周三晚上八点前把表格发我吗，大概填一下就行", "你能明天中午前回我一下吗，简单说说就好"]
)
def test_a_question_ended_by_ma_before_a_comma_is_a_request(text):
    assert analyze(text, "zh-hans").label("request") == "request"
