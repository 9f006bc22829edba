"""Evidence is a whole word or phrase of the learner's text in both languages, never cut inside a word."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from nvcpractice.nvc import COMPONENTS, analyze
from nvcpractice.nvc.spans import ZH_WORDS, whole_words

HERE = Path(__file__).parent
TEXTS = [
    (json.loads(line)["text"], json.loads(line)["locale"])
    for name in ("examples.jsonl", "examples_blind_spots.jsonl")
    for line in (HERE / name).read_text(encoding="utf-8").splitlines()
    if line.strip()
]
LATIN = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-")


def _cuts(text: str, start: int, end: int) -> list[str]:
    """Words of ``text`` that the span ``[start, end)`` cuts."""
    cut = []
    for edge in (start, end):
        if 0 < edge < len(text) and text[edge - 1] in LATIN and text[edge] in LATIN:
            cut.append(text[max(0, edge - 6) : edge + 6])
        for word in ZH_WORDS:
            at = text.find(word, max(0, edge - len(word) + 1), edge + len(word) - 1)
            while 0 <= at < edge < at + len(word):
                cut.append(word)
                at = text.find(word, at + 1, edge + len(word) - 1)
    return cut


def test_every_example_evidence_is_whole_words():
    checked = 0
    for text, locale in TEXTS:
        result = analyze(text, locale)
        for component in COMPONENTS:
            evidence = result.components[component].evidence
            if not evidence:
                continue
            start = text.find(evidence)
            assert start >= 0, (text, evidence)
            assert _cuts(text, start, start + len(evidence)) == [], (text, component, evidence)
            checked += 1
    assert checked > 350


@pytest.mark.parametrize(
    ("text", "component", "evidence"),
    [
        ("你总是迟到。", "observation", "你总是"),
        ("他总是忘记带钥匙。", "observation", "他总是"),
        ("我需要你们多帮忙。", "request", "我需要你们多帮忙。"),
        ("我觉得你不在乎我，别再吼了。", "feeling", "我觉得你不在乎我"),
        ("我觉得你不在乎我，别再吼了。", "request", "别再吼了。"),
    ],
)
def test_chinese_evidence_keeps_the_whole_word(text, component, evidence):
    assert analyze(text).components[component].evidence == evidence


@pytest.mark.parametrize(
    ("text", "span", "widened"),
    [
        ("you are frustrating", (4, 10), "are frustrating"),
        ("don't go", (2, 8), "don't go"),
        ("你总是迟到", (0, 2), "你总是"),
        ("我觉得不负责任", (4, 6), "不负责任"),
        ("plain", (0, 5), "plain"),
    ],
)
def test_whole_words_widens_cut_spans(text, span, widened):
    start, end = whole_words(text, *span)
    assert text[start:end] == widened


def test_random_statements_get_whole_word_evidence():
    rng = random.Random(12)
    words = [
        *"你 我 他 总是 每次 又 真棒 懒 自私 觉得 被 开心 难过 需要 休息".split(),
        *"看重 重要 是否可以 明天 别再 把 吗 ， 。 ？".split(),
        *"you i always never again great lazy so feel felt like frustrated need rest matters stop please would".split(),
        *"tomorrow at 6 , . ? ! don't be more".split(),
    ]
    for _ in range(300):
        locale = rng.choice(["en", "zh-hans"])
        joiner = "" if locale == "zh-hans" else " "
        text = joiner.join(rng.choice(words) for _ in range(rng.randint(3, 25)))
        result = analyze(text, locale)
        for component in COMPONENTS:
            evidence = result.components[component].evidence
            if evidence:
                start = text.find(evidence)
                assert start >= 0 and _cuts(text, start, start + len(evidence)) == [], (text, component, evidence)
