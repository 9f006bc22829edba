"""Every rewrite the evaluator suggests passes the evaluator: it gets the ideal label for its component.

The rewrites are the quoted sentences after "Try:" / "Ask instead:" (试试： / 换成请求：) in the suggestions for
every project example, both languages, plus every faux-feeling entry of the lexicons.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from nvcpractice.nvc import COMPONENTS, analyze
from nvcpractice.nvc.lexicons import en_faux, zh_faux
from nvcpractice.nvc.suggestions import _EN_FALLBACK, _ZH_FALLBACK

HERE = Path(__file__).parent
EXAMPLES = [
    json.loads(line)
    for name in ("examples.jsonl", "examples_blind_spots.jsonl")
    for line in (HERE / name).read_text(encoding="utf-8").splitlines()
    if line.strip()
]
_EN_REWRITE = re.compile(r'(?:Try|instead(?:, so a "no" is possible)?): "([^"]+)"')
_ZH_REWRITE = re.compile(r"(?:试试|请求)：“([^”]+)”")


def _rewrites(text: str, locale: str) -> list[tuple[str, str]]:
    result = analyze(text, locale)
    pattern = _ZH_REWRITE if locale == "zh-hans" else _EN_REWRITE
    return [
        (component, rewrite)
        for component in COMPONENTS
        for rewrite in pattern.findall(result.components[component].suggestion)
        if "..." not in rewrite and "……" not in rewrite
    ]


CASES = [(example["id"], example["text"], example["locale"]) for example in EXAMPLES]


@pytest.mark.parametrize(("example_id", "text", "locale"), CASES, ids=[case[0] for case in CASES])
def test_every_suggested_rewrite_gets_the_ideal_label(example_id, text, locale):
    for component, rewrite in _rewrites(text, locale):
        assert analyze(rewrite, locale).label(component) == component, (example_id, component, rewrite)


def test_rewrites_are_offered_for_each_kind_in_both_languages():
    offered = {(locale, component) for _, text, locale in CASES for component, _ in _rewrites(text, locale)}
    assert {("en", "feeling"), ("en", "need"), ("en", "request")} <= offered
    assert {("zh-hans", "feeling"), ("zh-hans", "need"), ("zh-hans", "request")} <= offered


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_the_fallback_request_is_a_request(locale):
    fallback = _ZH_FALLBACK if locale == "zh-hans" else _EN_FALLBACK
    assert analyze(fallback, locale).labels() == {
        "observation": "absent",
        "feeling": "absent",
        "need": "absent",
        "request": "request",
    }


@pytest.mark.parametrize(
    ("locale", "text"),
    [("en", f"I feel {word}.") for word in en_faux.FAUX_FEELINGS]
    + [("zh-hans", f"我觉得被{word}了。") for word in zh_faux.FAUX_AFTER_BEI]
    + [("zh-hans", f"我觉得{word}。") for word in zh_faux.FAUX_PLAIN],
)
def test_faux_feeling_rewrites_name_a_feeling_and_a_need(locale, text):
    rewrites = _rewrites(text, locale)
    assert [component for component, _ in rewrites] == ["feeling"], text
    labels = analyze(rewrites[0][1], locale).labels()
    assert (labels["feeling"], labels["need"]) == ("feeling", "need"), rewrites[0][1]


@pytest.mark.parametrize(
    ("text", "rewrite"),
    [
        ("You must be on time from now on.", "Would you be willing to be on time today?"),
        ("You have to always call me.", "Would you be willing to call me today?"),
        ("你应该以后都准时。", "你愿意今天准时吗？"),
        ("Stop interrupting me.", _EN_FALLBACK),
        ("别再吼了。", _ZH_FALLBACK),
    ],
)
def test_demand_rewrites_are_concrete(text, rewrite):
    assert rewrite in analyze(text).components["request"].suggestion


@pytest.mark.parametrize(
    ("text", "locale"), [("I feel like you never listen.", "en"), ("我觉得你不在乎我。", "zh-hans")]
)
def test_the_feelings_offered_for_a_thought_are_feelings(text, locale):
    suggestion = analyze(text, locale).components["feeling"].suggestion
    examples = re.findall(r'"(I feel [^"]+)"', suggestion) if locale == "en" else re.findall(r"“(我[^”]+)”", suggestion)
    examples = [example for example in examples if example not in text]
    assert len(examples) >= 3
    for example in examples:
        assert analyze(example, locale).label("feeling") == "feeling", example


@pytest.mark.parametrize(
    ("text", "locale", "rewrite"),
    [
        ("麻烦你把窗户关上，谢谢", "zh-hans", "你愿意现在把窗户关上吗？"),  # the thanks is no part of the action
        ("拜托您明天把合同寄出来", "zh-hans", "你愿意明天把合同寄出来吗？"),
        ("Close the window, thanks.", "en", "Would you be willing to close the window now?"),
        ("Please take the bins out, cheers", "en", "Would you be willing to take the bins out now?"),
    ],
)
def test_a_rewritten_command_drops_its_polite_words(text, locale, rewrite):
    pattern = _ZH_REWRITE if locale == "zh-hans" else _EN_REWRITE
    assert pattern.findall(analyze(text, locale).components["request"].suggestion) == [rewrite]
