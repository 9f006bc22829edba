"""Train the dialogue acts' weighing (``nvcpractice/nvc/act_weighing.py``) from the tuning part of the corpus.

Why this exists: the weights and the thresholds are learned, never typed in, and only from
``tests/nvc/corpus/acts.tuning.jsonl`` (the held-out part is scored by ``bench``, never trained on). One logistic
regression per act (scikit-learn's, L2, deterministic) over what ``analyzer.act_signals`` reads of each message: the
same corpus and rules give the same model. Each act's two thresholds (``add``, for an act the rules did not find, at
least one half; ``drop``, for one they found, at most one tenth: ``act_weighing`` says why) are the pair with the
best F1 on out-of-fold scores (5 folds, each writer's messages kept in one fold: the figures of a writer the weights
never read, as every learner is). Weights under ``KEPT`` are left out of the file. Each model records a fingerprint
of what it was trained on, and ``tests/nvc/test_act_weighing.py`` fails when the rules or the corpus changed without
retraining. The model also keeps each tuning message's out-of-fold acts (``out_of_fold_acts``): the tuning figures
``bench`` reports, since weights score the messages they were fitted on far better than any writer's next message.

    python -m scripts.acts_model train      # writes nvcpractice/nvc/act_models/<locale>.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

from bench.analyzer import act_scores, context_of, rows
from nvcpractice.nvc import ACTS
from nvcpractice.nvc.act_weighing import MODELS, Model, model_path, reported
from nvcpractice.nvc.analyzer import act_signals
from scripts.signal_matrix import kept_signals, signal_matrix

LOCALES = ("en", "zh-hans")
C = 1.0
"""The inverse of the L2 penalty: 0.2 to 2 were tried on the out-of-fold macro-F1, all within 0.006 of each other."""
MIN_COUNT = 2
"""A signal seen in fewer training messages than this gets no weight: one message's quirks are not evidence."""
KEPT = 0.05
"""Weights smaller than this are left out of the model file (the out-of-fold macro-F1 is the same with and without
them, and the file is a sixth of the size)."""
FOLDS = 5
ADD = tuple(round(0.5 + 0.05 * step, 2) for step in range(10))
DROP = tuple(round(0.05 * step, 2) for step in range(3))


@dataclass(frozen=True)
class Example:
    signals: frozenset[str]
    acts: frozenset[str]
    ruled: frozenset[str]
    """The acts the rules alone found (the signals that start with ``act:``)."""
    writer: str
    id: str


def examples(locale: str) -> list[Example]:
    found = []
    for row in rows("acts", "tuning"):
        if row["locale"] == locale:
            signals = frozenset(act_signals(row["text"], locale, context=context_of(row)))
            ruled = frozenset(signal[4:] for signal in signals if signal.startswith("act:")) - {"none"}
            found.append(Example(signals, frozenset(row["acts"]) - {"statement"}, ruled, row["writer"], row["id"]))
    return found


def fingerprint(found: Sequence[Example]) -> str:
    digest = hashlib.sha256()
    for example in found:
        digest.update(json.dumps([sorted(example.signals), sorted(example.acts), example.writer]).encode())
    return digest.hexdigest()[:16]


def fit(found: Sequence[Example]) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """``({signal: {act: weight}}, {act: bias})``: one regression per act that occurs in ``found``."""
    names = kept_signals((example.signals for example in found), MIN_COUNT)
    matrix = signal_matrix([example.signals for example in found], {name: index for index, name in enumerate(names)})
    weights: dict[str, dict[str, float]] = {}
    bias = {}
    for act in ACTS:
        labels = np.array([act in example.acts for example in found])
        if not labels.any():
            continue
        learner = LogisticRegression(C=C, max_iter=5000, solver="liblinear")
        learner.fit(matrix, labels)
        bias[act] = float(learner.intercept_[0])
        for name, weight in zip(names, learner.coef_[0], strict=True):
            if abs(weight) >= KEPT:
                weights.setdefault(name, {})[act] = round(float(weight), 4)
    return weights, bias


def out_of_fold(found: Sequence[Example]) -> list[dict[str, float]]:
    """Each example's probabilities from weights trained without its writer's messages."""
    scores: list[dict[str, float]] = [{} for _ in found]
    folds = GroupKFold(FOLDS).split(np.zeros(len(found)), groups=[example.writer for example in found])
    for train_part, test_part in folds:
        weights, bias = fit([found[index] for index in train_part])
        fold_model = Model(weights=weights, bias=bias, add={}, drop={})
        for index in test_part:
            scores[index] = fold_model.probabilities(found[index].signals)
    return scores


def _chosen(example: Example, chances: dict[str, float], act: str, cuts: tuple[float, float]) -> bool:
    return reported(chances.get(act, 0.0), act in example.ruled, *cuts)


def _f1(found: Sequence[Example], scores: Sequence[dict[str, float]], act: str, cuts: tuple[float, float]) -> float:
    pairs = [(act in e.acts, _chosen(e, chances, act, cuts)) for e, chances in zip(found, scores, strict=True)]
    hits = sum(1 for labelled, chosen in pairs if labelled and chosen)
    wrong = sum(1 for labelled, chosen in pairs if labelled != chosen)
    return 2 * hits / (2 * hits + wrong) if hits else 0.0


def thresholds(
    found: Sequence[Example], scores: Sequence[dict[str, float]], acts: Sequence[str]
) -> dict[str, tuple[float, float]]:
    """Each act's ``(add, drop)`` with the best out-of-fold F1 (of equals, the pair that overrules the rules least)."""
    pairs = [(add, drop) for add in ADD for drop in DROP]
    return {act: max(pairs, key=lambda cuts: (_f1(found, scores, act, cuts), cuts[0], -cuts[1])) for act in acts}


def weighed_out_of_fold(
    found: Sequence[Example], scores: Sequence[dict[str, float]], chosen: dict[str, tuple[float, float]]
) -> list[set[str]]:
    """The acts each example's out-of-fold probabilities report."""
    return [
        {act for act, cuts in chosen.items() if _chosen(e, chances, act, cuts)}
        for e, chances in zip(found, scores, strict=True)
    ]


def figures(found: Sequence[Example], weighed: Sequence[set[str]]) -> dict:
    """The out-of-fold macro-F1 of the rules alone and of the weighed acts."""
    pairs = zip(found, weighed, strict=True)
    return {
        "rules": round(act_scores([(set(e.acts), set(e.ruled)) for e in found])["macro_f1"], 4),
        "weighed": round(act_scores([(set(e.acts), got) for e, got in pairs])["macro_f1"], 4),
    }


def train(locale: str) -> dict:
    found = examples(locale)
    scores = out_of_fold(found)
    weights, bias = fit(found)
    chosen = thresholds(found, scores, list(bias))
    weighed = weighed_out_of_fold(found, scores, chosen)
    return {
        "fingerprint": fingerprint(found),
        "out_of_fold": figures(found, weighed),
        "out_of_fold_acts": {e.id: sorted(got) for e, got in zip(found, weighed, strict=True) if got},
        "bias": {act: round(value, 5) for act, value in bias.items()},
        "add": {act: cuts[0] for act, cuts in chosen.items()},
        "drop": {act: cuts[1] for act, cuts in chosen.items()},
        "weights": dict(sorted(weights.items())),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("train",))
    parser.parse_args()
    MODELS.mkdir(exist_ok=True)
    for locale in LOCALES:
        data = train(locale)
        model_path(locale).write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"{locale}: {len(data['weights'])} signals weighed; out of fold {data['out_of_fold']}")


if __name__ == "__main__":
    main()
