"""The analyzer on sentences nobody tuned it on: ``results["analyzer"]`` and ``docs/analyzer.md``.

Why this exists: the analyzer scores 100% on the project's examples and the dev set, which were written next to
its rules. What a learner meets is other people's sentences. ``tests/nvc/corpus`` holds statements and
conversational messages by writers who never saw the code (how they were written is in its README); this module
scores each component per language on the part rules were chosen on (tuning) and on the part never used to choose
them (held-out), with the confusions, so a gap between the two shows as overfitting.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

import jieba

from nvcpractice.nvc import ACTS, StatementAnalysis, analyze
from nvcpractice.nvc.act_weighing import model_path
from nvcpractice.nvc.words import dictionary_words, segmented_with, segmenter

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "nvc" / "corpus"
COMPONENTS = ("observation", "feeling", "need", "request")
LOCALES = ("en", "zh-hans")
PARTS = ("tuning", "heldout")
OVERFITTING_GAP = 0.05


def rows(kind: str, part: str) -> list[dict[str, Any]]:
    path = CORPUS / f"{kind}.{part}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


_SPEAKER = re.compile(r"^[^:：]{1,40}[:：]\s*")


def context_of(row: dict[str, Any]) -> str:
    """The line a conversational message answers: its ``context`` without the speaker's name."""
    return _SPEAKER.sub("", row.get("context", ""), count=1)


def analyze_message(row: dict[str, Any], *, weigh_acts: bool = True) -> StatementAnalysis:
    """A conversational message analysed with the line it answers; ``weigh_acts=False``: the rules' acts alone."""
    return analyze(row["text"], row["locale"], context=context_of(row), weigh_acts=weigh_acts)


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


def act_scores(items: list[tuple[set[str], set[str]]]) -> dict[str, Any]:
    """Of ``(acts the writers labelled, acts found)`` per message: precision, recall and F1 per act, and their
    macro average over the acts that occur (labelled or found)."""
    per_act: dict[str, dict[str, Any]] = {}
    for act in ACTS:
        hits = sum(1 for expected, got in items if act in expected and act in got)
        labelled = sum(1 for expected, _ in items if act in expected)
        found = sum(1 for _, got in items if act in got)
        if not labelled and not found:
            continue
        precision = hits / found if found else 0.0
        recall = hits / labelled if labelled else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_act[act] = {"labelled": labelled, "found": found, "precision": precision, "recall": recall, "f1": f1}
    macro = sum(item["f1"] for item in per_act.values()) / len(per_act) if per_act else None
    return {"messages": len(items), "per_act": per_act, "macro_f1": macro}


def _measures(results: dict[str, Any], locale: str, part: str) -> dict[str, float | None]:
    """The figures a gap is looked for in: each component's accuracy, the acts' macro-F1, empathy recall."""
    found: dict[str, float | None] = {}
    statements = results["statements"].get(part, {}).get(locale)
    if statements:
        found.update(statements["accuracy"])
    acts = results.get("acts", {}).get(part, {}).get(locale)
    if acts:
        found["acts (macro-F1)"] = acts["macro_f1"]
    empathy = results["empathy"].get(part, {}).get(locale)
    if empathy:
        found["empathy guesses"] = empathy["recall"]
    return found


def gaps(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Figures whose held-out value falls more than ``OVERFITTING_GAP`` below tuning: overfitting."""
    found = []
    for locale in LOCALES:
        tuning, heldout = _measures(results, locale, "tuning"), _measures(results, locale, "heldout")
        for name, a in tuning.items():
            b = heldout.get(name)
            if a is not None and b is not None and a - b > OVERFITTING_GAP:
                found.append({"locale": locale, "component": name, "tuning": a, "heldout": b, "gap": a - b})
    return found


def _jieba() -> jieba.Tokenizer:
    """Pure-Python jieba with the same added words as the analyzer's jieba-rs (its cache kept under ``var/``)."""
    tokenizer = jieba.Tokenizer()
    tokenizer.tmp_dir = str(Path(__file__).resolve().parent.parent / "var")
    Path(tokenizer.tmp_dir).mkdir(exist_ok=True)
    for word in dictionary_words():
        tokenizer.add_word(word)
    return tokenizer


def _chinese_texts() -> list[str]:
    return [
        row["text"]
        for kind in ("statements", "acts")
        for part in PARTS
        for row in rows(kind, part)
        if row["locale"] == "zh-hans"
    ]


def _cutting_time(tokenize, texts: list[str], repeats: int = 3) -> float:
    """The fastest of ``repeats`` passes over ``texts``, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for text in texts:
            list(tokenize(text))
        best = min(best, time.perf_counter() - start)
    return best


def segmenters() -> dict[str, Any]:
    """jieba-rs (what the analyzer uses) and pure-Python jieba side by side on the corpus's Chinese texts: how fast
    each cuts them, how often they cut a text the same way, and the held-out acts macro-F1 with each."""
    texts = _chinese_texts()
    fast, slow = segmenter().tokenize, _jieba().tokenize
    fast_s, slow_s = _cutting_time(fast, texts), _cutting_time(slow, texts)
    same = sum(1 for text in texts if [w for w, *_ in fast(text)] == [w for w, *_ in slow(text)])
    messages = [row for row in rows("acts", "heldout") if row["locale"] == "zh-hans"]
    found = {}
    for name, tokenize in (("rjieba", fast), ("jieba", slow)):
        with segmented_with(tokenize):
            pairs = [(set(row["acts"]), set(analyze_message(row).act_names())) for row in messages]
        found[name] = act_scores(pairs)["macro_f1"]
    return {
        "texts": len(texts),
        "seconds": {"rjieba": fast_s, "jieba": slow_s},
        "speedup": slow_s / fast_s if fast_s else None,
        "same_segmentation": same / len(texts) if texts else None,
        "heldout_acts_macro_f1": found,
    }


def _weighed(messages: list[dict[str, Any]], part: str, locale: str) -> list[set[str]]:
    """The acts found in each message: on the tuning part, those of the act weights trained without its writer's
    messages (``out_of_fold_acts``, written by ``scripts/acts_model.py``), as weights score the messages they were
    fitted on far better than a new writer's; on the held-out part, ``analyze``'s."""
    path = model_path(locale)
    if part != "tuning" or not path.exists():
        return [set(analyze_message(row).act_names()) for row in messages]
    stored = json.loads(path.read_text(encoding="utf-8"))["out_of_fold_acts"]
    return [set(stored.get(row["id"], ())) for row in messages]


def _messages(messages: list[dict[str, Any]], part: str, locale: str) -> tuple[dict, dict, dict]:
    """The acts' scores, the empathy guesses' and the acts' scores with the rules alone (``weigh_acts=False``)."""
    found = [(set(row["acts"]), got) for row, got in zip(messages, _weighed(messages, part, locale), strict=True)]
    guesses = empathy_scores([("empathy_guess" in labelled, "empathy_guess" in got) for labelled, got in found])
    ruled = [(set(row["acts"]), set(analyze_message(row, weigh_acts=False).act_names())) for row in messages]
    return act_scores(found), guesses, act_scores(ruled)


def run() -> dict[str, Any]:
    statements: dict[str, dict[str, Any]] = {}
    empathy: dict[str, dict[str, Any]] = {}
    acts: dict[str, dict[str, Any]] = {}
    rules_alone: dict[str, dict[str, Any]] = {}
    for part in PARTS:
        statements[part], empathy[part], acts[part], rules_alone[part] = {}, {}, {}, {}
        for locale in LOCALES:
            chosen = [row for row in rows("statements", part) if row["locale"] == locale]
            pairs = [(row["labels"], analyze(row["text"], locale).labels()) for row in chosen]
            if pairs:
                statements[part][locale] = component_scores(pairs)
            messages = [row for row in rows("acts", part) if row["locale"] == locale]
            if messages:
                acts[part][locale], empathy[part][locale], rules_alone[part][locale] = _messages(messages, part, locale)
    results = {"statements": statements, "empathy": empathy, "acts": acts, "acts_rules_alone": rules_alone}
    results["overfitting"] = gaps(results)
    results["segmenters"] = segmenters()
    return results
