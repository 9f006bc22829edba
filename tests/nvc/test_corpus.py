"""The corpus keeps its own rules: every label is one the rubric names, the held-out part is at least 30% of each
language, no text is in both parts, and no held-out sentence is written into the code or the tests (rules chosen
on it would not be measured on unseen text)."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from nvcpractice.nvc.acts import ACTS

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "nvc" / "corpus"
LABELS = {
    "observation": {"observation", "evaluation", "absent"},
    "feeling": {"feeling", "faux_feeling", "thought", "absent"},
    "need": {"need", "strategy", "absent"},
    "request": {"request", "demand", "vague", "absent"},
}
SHORTEST_QUOTED = 16
"""Shorter texts ("ok", "thanks so much") are everyday words any test may use."""


@cache
def rows(kind: str, part: str) -> tuple[dict, ...]:
    path = CORPUS / f"{kind}.{part}.jsonl"
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower())


@pytest.mark.parametrize("kind", ["statements", "acts"])
def test_the_held_out_part_is_at_least_thirty_percent_of_each_language(kind):
    tuning = Counter(row["locale"] for row in rows(kind, "tuning"))
    heldout = Counter(row["locale"] for row in rows(kind, "heldout"))
    assert set(tuning) == set(heldout) == {"en", "zh-hans"}
    assert {locale: heldout[locale] / (heldout[locale] + tuning[locale]) >= 0.30 for locale in tuning} == {
        "en": True,
        "zh-hans": True,
    }


@pytest.mark.parametrize("kind", ["statements", "acts"])
def test_no_text_is_in_both_parts_and_no_id_twice(kind):
    tuning, heldout = rows(kind, "tuning"), rows(kind, "heldout")
    assert not {_key(row["text"]) for row in tuning} & {_key(row["text"]) for row in heldout}
    ids = [row["id"] for row in tuning + heldout]
    assert len(ids) == len(set(ids))


def test_every_label_and_act_is_one_the_rubric_or_the_act_list_names():
    for part in ("tuning", "heldout"):
        for row in rows("statements", part):
            assert {name: row["labels"][name] in allowed for name, allowed in LABELS.items()} == dict.fromkeys(
                LABELS, True
            ), row["id"]
        for row in rows("acts", part):
            assert set(row["acts"]) <= {*ACTS, "statement"} and row["acts"], row["id"]


def _written_texts() -> str:
    sources = [*sorted((ROOT / "nvcpractice").rglob("*.py")), *sorted((ROOT / "tests").rglob("*.py"))]
    return "\n".join(_key(path.read_text(encoding="utf-8")) for path in sources)


def test_no_held_out_sentence_is_written_into_the_code_or_the_tests():
    unseen = [row["text"] for kind in ("statements", "acts") for row in rows(kind, "heldout")]
    written = _written_texts()
    found = [text for text in unseen if len(text) >= SHORTEST_QUOTED and _key(text) in written]
    assert found == []


def test_the_readme_counts_are_the_files_counts():
    readme = re.sub(r"\s+", " ", (CORPUS / "README.md").read_text(encoding="utf-8"))
    statements = re.search(r"\(([\d,]+) / ([\d,]+); \d+% held-out in English", readme)
    messages = re.search(r"— ([\d,]+) tuning, ([\d,]+) held-out \(", readme)
    for kind, found in (("statements", statements), ("acts", messages)):
        assert found, kind
        written = tuple(int(group.replace(",", "")) for group in found.groups())
        assert written == (len(rows(kind, "tuning")), len(rows(kind, "heldout"))), kind
