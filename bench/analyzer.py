"""The analyzer on sentences nobody tuned it on: ``results["analyzer"]`` and ``docs/analyzer.md``.

Why this exists: the analyzer scores 100% on the project's examples and the dev set, which were written next to
its rules. What a learner meets is other people's sentences. ``tests/nvc/corpus`` holds statements and
conversational messages by writers who never saw the code (how they were written is in its README); this module
scores each component per language on the part rules were chosen on (tuning) and on the part never used to choose
them (held-out), with the confusions, so a gap between the two shows as overfitting.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from nvcpractice.nvc import analyze

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "nvc" / "corpus"
COMPONENTS = ("observation", "feeling", "need", "request")
LOCALES = ("en", "zh-hans")
PARTS = ("tuning", "heldout")
OVERFITTING_GAP = 0.05


def rows(kind: str, part: str) -> list[dict[str, Any]]:
    path = CORPUS / f"{kind}.{part}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def component_scores(items: list[tuple[dict[str, str], dict[str, str]]]) -> dict[str, Any]:
    """Accuracy per component and the confusions (expected → got) of ``(expected, got)`` label pairs."""
    confusions: Counter[tuple[str, str, str]] = Counter()
    right: Counter[str] = Counter()
    for expected, got in items:
        for component in COMPONENTS:
            if expected[component] == got[component]:
                right[component] += 1
            else:
                confusions[(component, expected[component], got[component])] += 1
    total = len(items)
    return {
        "statements": total,
        "accuracy": {component: (right[component] / total if total else None) for component in COMPONENTS},
        "confusions": [
            {"component": c, "expected": e, "got": g, "count": n} for (c, e, g), n in confusions.most_common()
        ],
    }


def empathy_scores(items: list[tuple[bool, bool]]) -> dict[str, Any]:
    """Of ``(is an empathy guess by the writers, recognised as one)``: recall and false recognitions."""
    guesses = [recognised for expected, recognised in items if expected]
    others = [recognised for expected, recognised in items if not expected]
    return {
        "messages": len(items),
        "guesses": len(guesses),
        "recall": sum(guesses) / len(guesses) if guesses else None,
        "false_recognitions": sum(others) / len(others) if others else None,
    }


def gaps(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Components whose held-out accuracy falls more than ``OVERFITTING_GAP`` below tuning: overfitting."""
    found = []
    for locale in LOCALES:
        tuning, heldout = results["statements"]["tuning"].get(locale), results["statements"]["heldout"].get(locale)
        if not tuning or not heldout:
            continue
        for component in COMPONENTS:
            a, b = tuning["accuracy"][component], heldout["accuracy"][component]
            if a is not None and b is not None and a - b > OVERFITTING_GAP:
                found.append({"locale": locale, "component": component, "tuning": a, "heldout": b, "gap": a - b})
    return found


def run() -> dict[str, Any]:
    statements: dict[str, dict[str, Any]] = {}
    empathy: dict[str, dict[str, Any]] = {}
    for part in PARTS:
        statements[part], empathy[part] = {}, {}
        for locale in LOCALES:
            chosen = [row for row in rows("statements", part) if row["locale"] == locale]
            pairs = [(row["labels"], analyze(row["text"], locale).labels()) for row in chosen]
            if pairs:
                statements[part][locale] = component_scores(pairs)
            messages = [row for row in rows("acts", part) if row["locale"] == locale]
            flags = [
                ("empathy_guess" in row["acts"], analyze(row["text"], locale).empathy.is_guess) for row in messages
            ]
            if flags:
                empathy[part][locale] = empathy_scores(flags)
    results = {"statements": statements, "empathy": empathy}
    results["overfitting"] = gaps(results)
    return results
