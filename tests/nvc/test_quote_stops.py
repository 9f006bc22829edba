"""A sentence the coach quotes inside its own loses its full stop where the coach's sentence goes on."""

from __future__ import annotations

import pytest

from nvcpractice.llm.offline.phrases import say
from nvcpractice.nvc.mixed_script import fill
from nvcpractice.nvc.quote_stops import quote_stop_dropped


@pytest.mark.parametrize(
    ("template", "value", "expected"),
    [
        ("你的感受：“{v}”，这一步不用再写了。", "我有点心慌。", "你的感受：“我有点心慌”，这一步不用再写了。"),
        ("“{v}”里，我看到的是评判。", "他做事一向拖拉。", "“他做事一向拖拉”里，我看到的是评判。"),
        ("你说：“{v}”。", "能不能先别催我？", "你说：“能不能先别催我？”。"),
        ("清楚的感受：“{v}”", "我松了一口气。", "清楚的感受：“我松了一口气。”"),
        ("You wrote “{v}”.", "I was worried sick.", "You wrote “I was worried sick”."),
        ("It holds your need: “{v}” — keep it.", "I want quiet.", "It holds your need: “I want quiet” — keep it."),
        ("In “{v}” I find a demand.", "Do it now.", "In “Do it now” I find a demand."),
        ("Your line: “{v}”\n\nNext?", "I want quiet.", "Your line: “I want quiet.”\n\nNext?"),
        ("You wrote “{v}”, then stopped.", "Well...", "You wrote “Well...”, then stopped."),
    ],
    ids=[
        "zh goes on",
        "zh word follows",
        "zh question kept",
        "zh quote ends",
        "en goes on",
        "en dash",
        "en words follow",
        "en line ends",
        "ellipsis",
    ],
)
def test_a_quoted_sentence_loses_its_full_stop_only_where_the_sentence_goes_on(template, value, expected):
    assert fill(template, v=value) == expected


def test_the_learners_words_are_otherwise_unchanged():
    assert quote_stop_dropped("我们约好七点见。可你八点才到。", "”，") == "我们约好七点见。可你八点才到"
    assert quote_stop_dropped("。", "”，") == "。"


def test_the_coachs_credit_line_reads_as_chinese_does():
    line = say("zh-hans", "also_accepted", component="需要", answer="因为我想被当回事。")
    assert "。”" not in line and "“因为我想被当回事”，" in line
    line = say("en", "kept", component="request", answer="Could you text me when you leave?")
    assert "“Could you text me when you leave?”" in line
