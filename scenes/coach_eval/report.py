"""The coach evaluation's results file and the page generated from it (``docs/coach.md``).

Every figure on the page is computed here from the checked replies: per mode × locale and per part (tuning,
held-out), the share of replies that pass every check, the failures per check, verbatim repeats and four-step
sessions left stuck. Examples of failures are quoted from the tuning part only: the held-out part is scored, never
read to choose a fix.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

MODE_NAMES = {
    "free_dialog": "free dialogue",
    "scenario": "role-play",
    "structured": "four steps",
    "empathy": "hear the other person",
}
LOCALE_NAMES = {"en": "English", "zh-hans": "Chinese"}
PARTS = ("tuning", "held-out")
TARGET = 0.95
EXAMPLES_PER_CHECK = 3


def _share(passed: int, total: int) -> float | None:
    return round(passed / total, 4) if total else None


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}%"


def cell_summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Figures for a group of checked runs (``{"rows": [...], "stuck": bool, ...}`` each)."""
    rows = [row for run in runs for row in run["rows"]]
    failures = Counter(name for row in rows for name in row["failed"])
    passed = sum(not row["failed"] for row in rows)
    return {
        "scripts": len(runs),
        "replies": len(rows),
        "passed": passed,
        "pass_rate": _share(passed, len(rows)),
        "repeats": failures.get("repeat", 0),
        "stuck": sum(bool(run["stuck"]) for run in runs),
        "failures": dict(sorted(failures.items())),
    }


def results_of(runs: list[dict[str, Any]], *, provider: str, model: str) -> dict[str, Any]:
    """The results file: figures per (mode, locale, part) and overall per part, with tuning examples."""
    cells = []
    for mode in MODE_NAMES:
        for locale in LOCALE_NAMES:
            for part in PARTS:
                group = [r for r in runs if (r["mode"], r["locale"], r["part"]) == (mode, locale, part)]
                if group:
                    cells.append({"mode": mode, "locale": locale, "part": part, **cell_summary(group)})
    overall = {part: cell_summary([r for r in runs if r["part"] == part]) for part in PARTS}
    return {"provider": provider, "model": model, "cells": cells, "overall": overall, "examples": _examples(runs)}


def _examples(runs: list[dict[str, Any]]) -> dict[str, list[dict[str, str]]]:
    examples: dict[str, list[dict[str, str]]] = {}
    for run in runs:
        if run["part"] != "tuning":
            continue
        for row in run["rows"]:
            for name, reason in row["failed"].items():
                found = examples.setdefault(name, [])
                if len(found) < EXAMPLES_PER_CHECK:
                    found.append({"script": run["id"], "turn": row["turn"], "reason": reason})
    return dict(sorted(examples.items()))


def _cell(results: dict[str, Any], mode: str, locale: str, part: str) -> dict[str, Any] | None:
    return next((c for c in results["cells"] if (c["mode"], c["locale"], c["part"]) == (mode, locale, part)), None)


def _pair(results: dict[str, Any], mode: str, locale: str, key: str) -> list[str]:
    shown = []
    for part in PARTS:
        cell = _cell(results, mode, locale, part)
        value = None if cell is None else cell[key]
        shown.append(_percent(value) if key == "pass_rate" else ("–" if value is None else str(value)))
    return shown


def _table(results: dict[str, Any]) -> list[str]:
    lines = [
        "| mode | language | pass, tuning | pass, held-out | repeats (t / h) | stuck four-step (t / h) |",
        "|---|---|---|---|---|---|",
    ]
    for mode, mode_name in MODE_NAMES.items():
        for locale, locale_name in LOCALE_NAMES.items():
            rates = _pair(results, mode, locale, "pass_rate")
            repeats = " / ".join(_pair(results, mode, locale, "repeats"))
            stuck = " / ".join(_pair(results, mode, locale, "stuck")) if mode == "structured" else "–"
            lines.append(f"| {mode_name} | {locale_name} | {rates[0]} | {rates[1]} | {repeats} | {stuck} |")
    return lines


def _gaps(results: dict[str, Any]) -> list[str]:
    named = []
    for mode, mode_name in MODE_NAMES.items():
        for locale, locale_name in LOCALE_NAMES.items():
            tuning, held = (_cell(results, mode, locale, part) for part in PARTS)
            if tuning and held and tuning["pass_rate"] is not None and held["pass_rate"] is not None:
                gap = tuning["pass_rate"] - held["pass_rate"]
                if gap > 0.05:
                    named.append(f"- {mode_name}, {locale_name}: {_percent(gap)} better on tuning — overfitting.")
    return named or ["- none over 5 points."]


def report_markdown(results: dict[str, Any]) -> str:
    """``docs/coach.md`` from the results file."""
    overall = results["overall"]
    failures = Counter()
    for part in PARTS:
        failures.update(overall[part]["failures"])
    lines = [
        "# The coach, measured on scripted learner conversations",
        "",
        f"Generated by `manage.py nvc_eval_coach` (`make eval-coach`) from `docs/coach.json`; provider "
        f"`{results['provider']}`, model `{results['model']}`. Scripts: `tests/scenes/coach_scripts/` (written by "
        "people who never saw the coach's code; tuning and held-out writers apart). A reply passes when it fails "
        f"no check; the target is {_percent(TARGET)} per mode and language on the held-out part, no verbatim "
        "repeat and no four-step session left stuck when the learner gave valid parts.",
        "",
        f"Overall: tuning {_percent(overall['tuning']['pass_rate'])} of {overall['tuning']['replies']} replies, "
        f"held-out {_percent(overall['held-out']['pass_rate'])} of {overall['held-out']['replies']}.",
        "",
        *_table(results),
        "",
        "## Gaps between tuning and held-out",
        "",
        *_gaps(results),
        "",
        "## Failures per check (both parts)",
        "",
        "| check | replies failing |",
        "|---|---|",
        *(f"| {name} | {count} |" for name, count in failures.most_common()),
        "",
        "## Examples (tuning part)",
        "",
    ]
    for name, found in results["examples"].items():
        lines.extend(f"- `{name}` — {e['script']} turn {e['turn']}: {e['reason']}" for e in found)
    return "\n".join(lines) + "\n"
