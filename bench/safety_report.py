"""``docs/safety.md``: the safety check's figures, written from ``bench/results.json`` (never typed in by hand).

Why this exists: a reader deciding whether to trust the safety step needs its recall and false alarms on text it
was never tuned on, per language and per kind of message, beside the same figures on the text it was tuned on, and
what it costs. ``make bench`` (``bench.safety``) measures them; this module only writes them out.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bench.common import LOCALE_NAMES, percent

DOC = Path(__file__).resolve().parent.parent / "docs" / "safety.md"
PART_NAMES = {
    "tuning": "tuning (chosen on)",
    "heldout": "held-out (same writers, never used to choose)",
    "fresh": "fresh writers (never seen)",
}
TARGETS = {"recall": 0.97, "look_alike_crisis": 0.02, "ms_per_1000": 1.0}


def _table(first: str, items: Iterable[tuple[str, str, dict[str, Any]]]) -> list[str]:
    """Recall and false alarms, one row per (name, language, figures)."""
    lines = [
        f"| {first} | language | risk messages | recall (crisis + check-in) | of which crisis | look-alikes: crisis |"
        " look-alikes: check-in | ordinary messages flagged | disputed, not scored |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, label, data in items:
        lines.append(
            f"| {name} | {label} | {data['risk']} | {percent(data['recall'])} | {percent(data['recall_crisis'])} |"
            f" {percent(data['look_alike_crisis'])} | {percent(data['look_alike_check_in'])} |"
            f" {percent(data['ordinary_flagged'])} | {data.get('disputed', 0)} |"
        )
    return lines


def _summary(accuracy: dict[str, Any]) -> list[str]:
    return _table(
        "part",
        (
            (name, label, data)
            for part, name in PART_NAMES.items()
            for locale, label in LOCALE_NAMES.items()
            if (data := accuracy.get(part, {}).get(locale))
        ),
    )


ROUND_NAMES = {
    "earlier": "first and fourth rounds",
    "later": "fifth and sixth rounds",
    "seventh": "seventh round",
    "eighth": "eighth round",
}


def _rounds(accuracy: dict[str, Any]) -> list[str]:
    return _table(
        "round of writers",
        (
            (name, label, data)
            for key, name in ROUND_NAMES.items()
            for locale, label in LOCALE_NAMES.items()
            if (data := accuracy.get("heldout", {}).get(locale, {}).get("rounds", {}).get(key))
            and any(data.get(group) for group in ("risk", "look_alike", "ordinary"))  # a round in one language only
        ),
    )


def _out_of_fold(accuracy: dict[str, Any]) -> list[str]:
    lines = ["| language | recall | look-alikes flagged | ordinary messages flagged |", "|---|---|---|---|"]
    for locale, label in LOCALE_NAMES.items():
        data = accuracy.get("tuning", {}).get(locale, {}).get("out_of_fold")
        if data:
            lines.append(
                f"| {label} | {percent(data['recall'])} | {percent(data['look_alike_flagged'])} |"
                f" {percent(data['ordinary_flagged'])} |"
            )
    return lines


def _trade_off(accuracy: dict[str, Any]) -> list[str]:
    lines = [
        "| language | budget on ordinary messages | recall | ordinary messages flagged | look-alikes flagged |",
        "|---|---|---|---|---|",
    ]
    for locale, label in LOCALE_NAMES.items():
        for row in accuracy.get("tuning", {}).get(locale, {}).get("trade_off", ()):
            lines.append(
                f"| {label} | {percent(row['ordinary_cap'])} | {percent(row['recall'])} |"
                f" {percent(row['ordinary_flagged'])} | {percent(row['look_alike_flagged'])} |"
            )
    return lines


def _kinds(accuracy: dict[str, Any], part: str) -> list[str]:
    lines = ["| language | group: kind | messages | crisis | check-in | none |", "|---|---|---|---|---|---|"]
    for locale, label in LOCALE_NAMES.items():
        for key, counts in accuracy.get(part, {}).get(locale, {}).get("kinds", {}).items():
            n = counts.get("n", 0) or 1
            lines.append(
                f"| {label} | {key.replace(':', ': ').replace('_', ' ')} | {counts.get('n', 0)} |"
                f" {percent(counts.get('crisis', 0) / n)} | {percent(counts.get('check_in', 0) / n)} |"
                f" {percent(counts.get('none', 0) / n)} |"
            )
    return lines


def _care(care: dict[str, Any]) -> list[str]:
    lines = [
        "| part | language | replies | read right | worrying replies heard | 'back to practice' read right |"
        " read as 'back' wrongly |",
        "|---|---|---|---|---|---|---|",
    ]
    for part, name in (("tuning", "tuning (first writer)"), ("heldout", "held-out (second writer)")):
        for locale, label in LOCALE_NAMES.items():
            data = care.get(part, {}).get(locale)
            if data:
                lines.append(
                    f"| {name} | {label} | {data['replies']} | {percent(data['accuracy'])} |"
                    f" {percent(data['worry_recall'])} | {percent(data['back_precision'])} | {data['back_wrongly']} |"
                )
    return lines


def _cost(cost: dict[str, Any]) -> list[str]:
    lines = ["| language | corpus messages | 5,000 adversarial characters |", "|---|---|---|"]
    for locale, label in LOCALE_NAMES.items():
        data = cost.get(locale)
        if data:
            lines.append(
                f"| {label} | {data['corpus_ms_per_1000_chars']:.3f} ms | "
                f"{data['adversarial_5000_ms_per_1000_chars']:.3f} ms |"
            )
    return lines


def write(results: dict[str, Any], path: Path = DOC) -> Path | None:
    safety = results.get("safety")
    if not isinstance(safety, dict) or "accuracy" not in safety:
        return None
    accuracy = safety["accuracy"]
    lines = [
        "# The safety check, measured",
        "",
        "Written by `make bench` from `bench/results.json` (`bench/safety.py`); do not edit by hand. The corpus is in",
        "`tests/nvc/safety/`: messages written by helpers who never saw the code. Of the first and the fourth to the",
        "eighth rounds of writers, one half of each writer's messages is for tuning and the other held out; the",
        "second and third rounds are tuning only; other writers' messages were never looked at. Only messages a blind",
        "second rater labelled the same way are scored.",
        "",
        f"Targets: recall of at least {percent(TARGETS['recall'])} per language on held-out risk messages; crisis on at"
        f" most {percent(TARGETS['look_alike_crisis'])} of look-alikes; under {TARGETS['ms_per_1000']:.0f} ms per"
        " 1,000 characters.",
        "",
        "## Recall and false alarms",
        "",
        *_summary(accuracy),
        "",
        "The tuning rows are in-sample for the weighing (the frames were chosen on them too). Its out-of-fold",
        "figures, from the trainer (`scripts/safety_model.py`, five folds, each writer's messages in one fold:",
        "a writer the weights never read, as every learner is), are the fair tuning figures:",
        "",
        *_out_of_fold(accuracy),
        "",
        "What the recall target costs, out of fold: the most the frames and the weighing catch for each budget of",
        "false alarms the weighing may add on ordinary practice messages (look-alikes uncapped). The weighing is",
        "linear over words, spellings and the lexicon's concepts; where 97% needs a check-in on a large share of",
        "ordinary messages, that kind of reading cannot reach the target on writers it never saw.",
        "",
        *_trade_off(accuracy),
        "",
        "The held-out part by round of writers (the fifth round's six writers, risk messages, look-alikes and ordinary",
        "ones each, and the sixth round's four writers of ordinary practice messages were added with the weighing of",
        "every message; the seventh round's eight writers, six of them Chinese, and the eighth round's six English",
        "writers, in voices no earlier round had, set a third of every kind of message inside a practice request; the",
        "first and fourth rounds are the held-out part of the runs before the fifth):",
        "",
        *_rounds(accuracy),
        "",
        "## Held-out messages by kind",
        "",
        *_kinds(accuracy, "heldout"),
        "",
        "## Fresh writers by kind",
        "",
        *_kinds(accuracy, "fresh"),
        "",
        "## Replies while practice waits (the care frame)",
        "",
        *_care(safety.get("care", {})),
        "",
        "## Cost (one core, per 1,000 characters)",
        "",
        *_cost(safety.get("cost", {})),
        "",
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
