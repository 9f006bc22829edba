"""``docs/analyzer.md``: the analyzer's figures on unseen sentences, written from ``bench/results.json``.

Why this exists: whether the coach hears a learner depends on the analyzer on sentences its rules were not written
from. ``make bench`` (``bench.analyzer``) measures them; this module only writes them out, tuning and held-out side
by side, with the largest confusions and any gap that shows overfitting.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.analyzer import COMPONENTS, LOCALES, OVERFITTING_GAP
from bench.common import LOCALE_NAMES, percent
from nvcpractice.nvc import ACTS

DOC = Path(__file__).resolve().parent.parent / "docs" / "analyzer.md"
TARGET = 0.95
ACTS_TARGET = 0.90


PARTS = (("tuning", "tuning"), ("heldout", "held-out"))


def _by_language_and_part(section: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(language, part, figures)`` for each language and part ``section`` (``{part: {locale: ...}}``) has."""
    for locale in LOCALES:
        for part, name in PARTS:
            scores = section.get(part, {}).get(locale)
            if scores:
                yield LOCALE_NAMES[locale], name, scores


def _components(data: dict[str, Any]) -> list[str]:
    lines = [
        "| language | part | statements | " + " | ".join(COMPONENTS) + " |",
        "|---|---|---|" + "---|" * len(COMPONENTS),
    ]
    for language, part, scores in _by_language_and_part(data["statements"]):
        cells = " | ".join(percent(scores["accuracy"][c]) for c in COMPONENTS)
        lines.append(f"| {language} | {part} | {scores['statements']} | {cells} |")
    return lines


def largest_confusions(data: dict[str, Any], count: int = 10) -> list[dict[str, Any]]:
    """The held-out part's largest confusions, both languages together."""
    found = [
        {**confusion, "locale": locale}
        for locale, scores in data["statements"].get("heldout", {}).items()
        for confusion in scores["confusions"]
    ]
    return sorted(found, key=lambda item: -item["count"])[:count]


def _confusions(data: dict[str, Any]) -> list[str]:
    lines = ["| language | component | rubric says | analyzer said | statements |", "|---|---|---|---|---|"]
    for item in largest_confusions(data):
        lines.append(
            f"| {LOCALE_NAMES[item['locale']]} | {item['component']} | `{item['expected']}` | `{item['got']}` |"
            f" {item['count']} |"
        )
    return lines


def _empathy(data: dict[str, Any]) -> list[str]:
    lines = [
        "| language | part | messages | empathy guesses | recognised | other messages taken for one |",
        "|---|---|---|---|---|---|",
    ]
    for language, part, scores in _by_language_and_part(data["empathy"]):
        lines.append(
            f"| {language} | {part} | {scores['messages']} | {scores['guesses']} |"
            f" {percent(scores['recall'])} | {percent(scores['false_recognitions'])} |"
        )
    return lines


def _acts(data: dict[str, Any]) -> list[str]:
    lines = [
        "| language | part | messages | macro-F1 | " + " | ".join(f"`{act}`" for act in ACTS) + " |",
        "|---|---|---|---|" + "---|" * len(ACTS),
    ]
    for language, part, scores in _by_language_and_part(data.get("acts", {})):
        cells = " | ".join(f"{scores['per_act'][act]['f1']:.2f}" if act in scores["per_act"] else "–" for act in ACTS)
        lines.append(f"| {language} | {part} | {scores['messages']} | {_f1(scores['macro_f1'])} | {cells} |")
    return lines


def _weighing(data: dict[str, Any]) -> list[str]:
    alone = data.get("acts_rules_alone")
    if not alone:
        return []
    lines = [
        "The acts the rules find are weighed against each message's words by weights learned on the tuning part"
        " (`nvcpractice/nvc/act_weighing.py`, trained by `python -m scripts.acts_model train`). On the tuning part"
        " every figure of this section is out of fold: each message's acts come from weights trained without its"
        " writer's messages. Side by side with the rules alone (`analyze(…, weigh_acts=False)`):",
        "",
        "| language | part | macro-F1, rules alone | macro-F1, weighed |",
        "|---|---|---|---|",
    ]
    for locale in LOCALES:
        for part, name in PARTS:
            if scores := alone.get(part, {}).get(locale):
                weighed = data["acts"][part][locale]["macro_f1"]
                lines.append(f"| {LOCALE_NAMES[locale]} | {name} | {_f1(scores['macro_f1'])} | {_f1(weighed)} |")
    return [*lines, ""]


def _f1(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def _segmenters(data: dict[str, Any]) -> list[str]:
    found = data.get("segmenters")
    if not found:
        return []
    seconds, f1 = found["seconds"], found["heldout_acts_macro_f1"]
    return [
        "## Chinese segmenter: jieba-rs and jieba side by side",
        "",
        f"Both segment the corpus's {found['texts']:,} Chinese texts with the analyzer's lexicon words added. The"
        " analyzer uses jieba-rs (`rjieba`).",
        "",
        "| segmenter | seconds for all texts | held-out acts macro-F1 |",
        "|---|---|---|",
        f"| jieba-rs (`rjieba`) | {seconds['rjieba']:.3f} | {_f1(f1['rjieba'])} |",
        f"| jieba (pure Python) | {seconds['jieba']:.3f} | {_f1(f1['jieba'])} |",
        "",
        f"jieba-rs is {found['speedup']:.1f}× as fast; the two cut {found['same_segmentation'] * 100:.2f}% of the texts"
        " identically.",
        "",
    ]


def _overfitting(data: dict[str, Any]) -> list[str]:
    if not data["overfitting"]:
        return [f"No figure falls more than {OVERFITTING_GAP:.2f} below its tuning value on the held-out part."]
    return [
        f"- **Overfitting:** {LOCALE_NAMES[item['locale']]} {item['component']} is {percent(item['tuning'])} on tuning"
        f" and {percent(item['heldout'])} held-out (a gap of {item['gap']:.3f}, over {OVERFITTING_GAP:.2f})."
        for item in data["overfitting"]
    ]


def write(results: dict[str, Any]) -> Path | None:
    data = results.get("analyzer")
    if not data:
        return None
    lines = [
        "# The analyzer on sentences nobody tuned it on",
        "",
        "Written by `make bench` (`bench/analyzer.py`, `bench/analyzer_report.py`) from `bench/results.json`;"
        " no figure here is typed by hand. The corpus is `tests/nvc/corpus/` (its README says who wrote it and how"
        " it was checked). Rules are chosen on the tuning part only; the held-out part is a writer the rules never"
        f" saw. The target is {percent(TARGET)} per component and language on the held-out part.",
        "",
        "## Accuracy per component",
        "",
        *_components(data),
        "",
        *_overfitting(data),
        "",
        "## The ten largest confusions (held-out)",
        "",
        *_confusions(data),
        "",
        "## Dialogue acts in conversation",
        "",
        "F1 per act on the conversational messages (a message may carry several acts; `statement`, a plain"
        f" attempt at NVC, is no act). Each message is read with the line it answers, as the app reads it"
        " (`analyze(text, context=…)`: a coach's question asking for a guess makes bare feeling words a guess). The"
        f" target is a macro-F1 of {_f1(ACTS_TARGET)} per language on the held-out part.",
        "",
        *_acts(data),
        "",
        *_weighing(data),
        "## Empathy guesses in conversation",
        "",
        "Messages the writers labelled as guessing the other person's feeling or need, and whether the analyzer"
        f" found the `empathy_guess` act in them (target {percent(TARGET)}).",
        "",
        *_empathy(data),
        "",
        *_segmenters(data),
    ]
    DOC.parent.mkdir(parents=True, exist_ok=True)
    DOC.write_text("\n".join(lines), encoding="utf-8")
    return DOC
