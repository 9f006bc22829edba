"""The safety check on text nobody tuned it on, and what it costs: ``results["safety"]`` and ``docs/safety.md``.

Why this exists: the check (``nvcpractice/nvc/safety``) must hear disclosures it was never shown. Its corpus
(``tests/nvc/safety/``) was written by helpers who never saw the code and reviewed by a blind second rater; only
messages both agree on are scored. ``tuning`` is what rules and weights were chosen on (its weighing scores are out
of fold, from the trainer: ``scripts/safety_model.py`` records them in each model); ``heldout`` is the other half
of the first and fourth to eighth rounds of writers' messages, never used to choose anything (scored
whole and by round, so that figures stay comparable with the runs before each round); ``fresh`` was written by
other writers, never seen.
The care frame's reader of replies (``answers.py``) is scored the same way on its own corpus, by writer.

Cost: milliseconds of one core per 1,000 characters, over the corpus's own messages and over long adversarial
inputs (5,000 characters of look-alike words, spaced letters, emoji, mixed scripts).
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from nvcpractice.nvc.safety import assess
from nvcpractice.nvc.safety.answers import care_answer
from nvcpractice.nvc.safety.weighing import model

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "nvc" / "safety"
PARTS = ("tuning", "heldout", "fresh")
LOCALES = ("en", "zh-hans")
ADVERSARIAL = {
    "en": "this deadline is k i l l i n g me lol 💀 he beat me at chess, my feet are killing me, kіll the lights. ",
    "zh-hans": "累死了 笑死我了 他在游戏里一直打我 有事打我电话 自 杀 式 冲锋 想死你了 活著沒意思嗎 🔪🍉 ",
}


def rows(part: str) -> list[dict[str, Any]]:
    path = CORPUS / f"{part}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def group_of(row: dict[str, Any]) -> str:
    """``risk``, ``look_alike`` or ``ordinary`` (a practice message with nothing of danger in it)."""
    if row["risk"]:
        return "risk"
    return "ordinary" if row["kind"] == "ordinary" or row.get("source") == "project" else "look_alike"


def score(items: list[tuple[dict[str, Any], str | None]]) -> dict[str, Any]:
    """Recall on risk messages and false alarms on the others, from (row, level found or None) pairs."""
    counts: Counter[str] = Counter()
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    for row, level in items:
        group = group_of(row)
        counts[group] += 1
        counts[f"{group}_{level or 'none'}"] += 1
        kinds[f"{group}:{row['kind']}"]["n"] += 1
        kinds[f"{group}:{row['kind']}"][level or "none"] += 1
    risk = counts["risk"] or 1

    def share(group: str, level: str) -> float | None:
        return round(counts[f"{group}_{level}"] / counts[group], 4) if counts[group] else None

    return {
        "risk": counts["risk"],
        "look_alike": counts["look_alike"],
        "ordinary": counts["ordinary"],
        "recall": round((counts["risk_crisis"] + counts["risk_check_in"]) / risk, 4),
        "recall_crisis": round(counts["risk_crisis"] / risk, 4),
        "look_alike_crisis": share("look_alike", "crisis"),
        "look_alike_check_in": share("look_alike", "check_in"),
        "ordinary_flagged": (
            round((counts["ordinary_crisis"] + counts["ordinary_check_in"]) / counts["ordinary"], 4)
            if counts["ordinary"]
            else None
        ),
        "kinds": {key: dict(value) for key, value in sorted(kinds.items())},
    }


ROUNDS = {"fifth": "later", "sixth": "later", "seventh": "seventh", "eighth": "eighth"}
"""Rounds of writers whose held-out half is also scored apart: the fifth and sixth, added with the check that weighs
every message (the fifth: risk, look-alikes and ordinary messages in each writer's own voice; the sixth: ordinary
practice messages only), and the seventh (six Chinese and two English writers in voices no round had, briefed to set
a third of every kind of message inside a practice request, so asking for help is no sign of danger) and the
eighth (six English writers in voices no round had, briefed alike). Every other held-out row is ``earlier``."""
ROUND_KEYS = ("earlier", "later", "seventh", "eighth")


def round_of(row: dict[str, Any]) -> str:
    """Which rounds of writers a held-out row belongs to (``ROUNDS``), else the earlier ones (with their ordinary
    practice messages)."""
    return ROUNDS.get(row.get("source", ""), "earlier")


def _judged(part_rows: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str | None]]:
    """Each row with the check's verdict; rows the raters disputed are not assessed (``None``, and not scored)."""
    judged = []
    for row in part_rows:
        verdict = assess(row["text"]) if row.get("agreed", True) else None
        judged.append((row, verdict.level.value if verdict else None))
    return judged


def _scored(judged: list[tuple[dict[str, Any], str | None]]) -> dict[str, Any]:
    """``score`` of the verdicts on the rows both raters agreed on, with how many they disputed."""
    agreed = [(row, level) for row, level in judged if row.get("agreed", True)]
    return {**score(agreed), "disputed": len(judged) - len(agreed)}


def accuracy() -> dict[str, Any]:
    """The check's verdicts on every scored message of each part, per locale (held-out also by round)."""
    found: dict[str, Any] = {}
    for part in PARTS:
        for locale in LOCALES:
            judged = _judged([r for r in rows(part) if r["locale"] == locale])
            found.setdefault(part, {})[locale] = _scored(judged)
            if part == "heldout":
                found[part][locale]["rounds"] = {
                    name: _scored([item for item in judged if round_of(item[0]) == name]) for name in ROUND_KEYS
                }
    for locale in LOCALES:
        trained = model(locale)
        if trained is not None and trained.out_of_fold:
            found["tuning"][locale]["out_of_fold"] = trained.out_of_fold
            found["tuning"][locale]["trade_off"] = list(trained.trade_off)
    return found


def care_accuracy() -> dict[str, Any]:
    """The care frame's reading of replies, on the writer it was tuned on and the writer it never saw."""
    found: dict[str, Any] = {}
    for part, name in (("tuning", "care_tuning"), ("heldout", "care_heldout")):
        for locale in LOCALES:
            scored = [r for r in rows(name) if r["locale"] == locale]
            confusion: Counter[tuple[str, str]] = Counter()
            for row in scored:
                verdict = assess(row["text"])
                disclosure = verdict is not None and (verdict.crisis or verdict.cue != "weighed")
                signal = verdict is not None and not disclosure
                confusion[(row["label"], care_answer(row["text"], disclosure=disclosure, signal=signal).value)] += 1
            found.setdefault(part, {})[locale] = care_scores(confusion)
    return found


def care_scores(confusion: Counter[tuple[str, str]]) -> dict[str, Any]:
    """Accuracy, recall of worrying replies, and how often "back to practice" was read where it was not meant."""
    total = sum(confusion.values()) or 1
    worry = sum(count for (gold, _), count in confusion.items() if gold == "worry")
    backs = sum(count for (_, got), count in confusion.items() if got == "back")
    return {
        "replies": sum(confusion.values()),
        "accuracy": round(sum(count for (gold, got), count in confusion.items() if gold == got) / total, 4),
        "worry_recall": round(confusion[("worry", "worry")] / worry, 4) if worry else None,
        "back_precision": round(confusion[("back", "back")] / backs, 4) if backs else None,
        "back_wrongly": backs - confusion[("back", "back")],
    }


def cost(*, seconds: float) -> dict[str, Any]:
    """Milliseconds of one core per 1,000 characters, over the corpus and over long adversarial inputs."""
    texts = {locale: [r["text"] for part in PARTS for r in rows(part) if r["locale"] == locale] for locale in LOCALES}
    assess("warm 暖 up")
    found: dict[str, Any] = {}
    previous = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if previous:
        os.sched_setaffinity(0, {min(previous)})
    try:
        for locale in LOCALES:
            found[locale] = {
                "corpus_ms_per_1000_chars": _per_thousand(texts[locale], seconds),
                "adversarial_5000_ms_per_1000_chars": _per_thousand([(ADVERSARIAL[locale] * 60)[:5000]], seconds),
            }
    finally:
        if previous:
            os.sched_setaffinity(0, previous)
    return found


def _per_thousand(texts: list[str], seconds: float) -> float:
    characters = 0
    started = time.process_time()
    while True:
        for text in texts:
            assess(text)
            characters += len(text)
        spent = time.process_time() - started
        if spent >= seconds:
            return round(spent * 1000 / characters * 1000, 4)


def run(*, seconds: float = 2.0) -> dict[str, Any]:
    return {"accuracy": accuracy(), "care": care_accuracy(), "cost": cost(seconds=seconds)}
