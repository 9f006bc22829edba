"""Evidence is a whole word or phrase of the learner's text in both languages, never cut inside a word."""

from __future__ import annotations

import json
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
