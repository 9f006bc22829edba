"""Train the safety check's weighing (``nvcpractice/nvc/safety/weighing.py``) from the tuning part of the corpus.

Why this exists: the weights and the threshold are learned, never typed in, and only from ``tuning.jsonl`` and the
ordinary practice messages of the other corpora's tuning parts (``practice_rows``; the held-out and fresh-writer
parts are scored by ``bench``, never trained on). Logistic regression with AdaGrad, class
weights that balance risk and look-alike messages, a fixed seed: the same corpus and code give the same model. The
threshold is chosen on out-of-fold scores (5 folds): the highest that keeps the combined recall of the frames and
the weighing on risk messages at ``--recall``. Each model records a fingerprint of what it was trained on, and
``tests/nvc/safety`` fails when the lexicon, the frames or the corpus changed without retraining.

    python -m scripts.safety_model train      # writes nvcpractice/nvc/safety/models/<locale>.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from nvcpractice.nvc.safety import reading_of
from nvcpractice.nvc.safety.normalize import prepared
from nvcpractice.nvc.safety.weighing import MODELS, Model, signals, weighable

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "nvc" / "safety"
LOCALES = ("en", "zh-hans")
EPOCHS = 40
L2 = 1e-2
RATE = 0.3
RECALL = 0.97
FLOOR = 0.05
ORDINARY_CAP = {"en": 0.01, "zh-hans": 0.02}
LOOK_ALIKE_CAP = 0.10
"""The most false alarms the weighing may add to the frames' own, out of fold, on ordinary practice messages and on
look-alikes: a check-in on every tenth ordinary message would teach learners to brush the question aside. The
ordinary cap per locale is the lowest of 1%, 2% and 3% at which the out-of-fold recall on the tuning part was no
lower than that of the model trained before the practice messages joined (the models' ``out_of_fold`` figures, in
git history): fewer false check-ins, never at the cost of a disclosure."""
FOLDS = 5
SEED = 20261201


@dataclass(frozen=True)
class Example:
    signals: frozenset[str]
    risk: bool
    ordinary: bool
    """A practice message with nothing of danger in it (the others are risk messages or look-alikes)."""
    ruled: bool
    """Whether the frames alone already flag it (the weighing is only asked about the rest)."""
    weighable: bool
    """Whether it carries any signal of danger (the weighing never flags one that does not)."""


def corpus(name: str, locale: str) -> list[dict]:
    rows = [json.loads(line) for line in (CORPUS / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    return [row for row in rows if row["locale"] == locale and row.get("agreed", True)]


ROOT = Path(__file__).resolve().parents[1]
PRACTICE_STATEMENTS = tuple(
    ROOT / "tests" / "nvc" / "corpus" / f"{kind}.tuning.jsonl" for kind in ("statements", "acts")
)
PRACTICE_SCRIPTS = ROOT / "tests" / "scenes" / "coach_scripts" / "tuning"
NOT_ORDINARY = frozenset({"threat", "safety"})
"""Labels of the practice corpora that may speak of danger (a threat, a disclosure): never taken as ordinary."""


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def practice_rows(locale: str) -> list[dict]:
    """Ordinary practice messages from the tuning parts of the product's other corpora (the analyzer's statements
    and dialogue acts, the coach's scripted conversations), written by people who never saw the safety check: what
    the check meets most, so its weights learn that everyday words are everyday. Threats and disclosures are left
    out; the held-out parts of those corpora stay unseen (``bench`` scores false alarms on them)."""
    texts = [
        row["text"]
        for path in PRACTICE_STATEMENTS
        for row in _jsonl(path)
        if row["locale"] == locale and not NOT_ORDINARY & set(row.get("acts", ()))
    ]
    for path in sorted(PRACTICE_SCRIPTS.glob("*.jsonl")):
        for script in _jsonl(path):
            if script["locale"] == locale:
                texts += [turn["text"] for turn in script["turns"] if turn.get("intent") not in NOT_ORDINARY]
    return [{"text": text, "locale": locale, "risk": False, "kind": "ordinary", "source": "practice"} for text in texts]


def training_rows(locale: str) -> list[dict]:
    """What the weighing is trained on: the safety corpus's tuning part and the ordinary practice messages."""
    return corpus("tuning.jsonl", locale) + practice_rows(locale)


def examples(rows: Sequence[dict]) -> list[Example]:
    found = []
    for row in rows:
        clauses, reading = reading_of(row["text"], row["locale"])
        found_signals = signals(clauses, reading.cues, prepared(row["text"]), row["locale"])
        ruled = reading.assessment is not None
        ordinary = row["kind"] == "ordinary" or row.get("source") == "project"
        found.append(Example(frozenset(found_signals), row["risk"], ordinary, ruled, weighable(found_signals)))
    return found


def fingerprint(found: Sequence[Example]) -> str:
    digest = hashlib.sha256()
    for example in found:
        digest.update(json.dumps([sorted(example.signals), example.risk, example.ruled]).encode())
    return digest.hexdigest()[:16]


MIN_COUNT = 2
"""A signal seen in fewer training messages than this gets no weight: one message's quirks are not evidence."""


def fit(found: Sequence[Example]) -> Model:
    """Logistic regression by AdaGrad over the weighable examples, risk and look-alike weighted to count alike;
    signals rarer than ``MIN_COUNT`` are left out."""
    found = [example for example in found if example.weighable]
    seen = Counter(signal for example in found for signal in example.signals)
    found = [
        replace(example, signals=frozenset(s for s in example.signals if seen[s] >= MIN_COUNT)) for example in found
    ]
    risks = sum(example.risk for example in found) or 1
    alikes = (len(found) - risks) or 1
    weight_of = {True: len(found) / (2 * risks), False: len(found) / (2 * alikes)}
    weights: dict[str, float] = {}
    squares: dict[str, float] = {}
    bias, bias_square = 0.0, 1e-8
    order = list(range(len(found)))
    rng = random.Random(SEED)
    for _ in range(EPOCHS):
        rng.shuffle(order)
        for index in order:
            example = found[index]
            total = bias + sum(weights.get(signal, 0.0) for signal in example.signals)
            probability = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, total))))
            gradient = (probability - example.risk) * weight_of[example.risk]
            for signal in example.signals:
                step = gradient + L2 * weights.get(signal, 0.0)
                squares[signal] = squares.get(signal, 1e-8) + step * step
                weights[signal] = weights.get(signal, 0.0) - RATE * step / math.sqrt(squares[signal])
            bias_square += gradient * gradient
            bias -= RATE * gradient / math.sqrt(bias_square)
    return Model(weights=weights, bias=bias, threshold=0.5)


def out_of_fold(found: Sequence[Example]) -> list[float]:
    scores = [0.0] * len(found)
    for fold in range(FOLDS):
        train = [example for index, example in enumerate(found) if index % FOLDS != fold]
        fold_model = fit(train)
        for index in range(fold, len(found), FOLDS):
            if found[index].weighable:
                scores[index] = fold_model.probability(found[index].signals)
    return scores


def _flagged(found: Sequence[Example], scores: Sequence[float], threshold: float, which) -> float:
    group = [(example, score) for example, score in zip(found, scores, strict=True) if which(example)]
    hits = sum(example.ruled or (example.weighable and score >= threshold) for example, score in group)
    return hits / max(1, len(group))


def threshold_for(found: Sequence[Example], scores: Sequence[float], recall: float, ordinary_cap: float) -> float:
    """The highest threshold at which frames plus weighing catch ``recall`` of the risk messages out of fold, but
    never so low that the weighing adds more false alarms than ``ordinary_cap`` on ordinary messages or
    ``LOOK_ALIKE_CAP`` on look-alikes (out of fold): then the lowest threshold within both caps."""
    candidates = sorted({FLOOR, *(score for score in scores if score >= FLOOR)}, reverse=True)
    chosen = candidates[0]
    ordinary_base = _flagged(found, scores, 2.0, lambda e: e.ordinary)
    alike_base = _flagged(found, scores, 2.0, lambda e: not e.risk and not e.ordinary)
    for threshold in candidates:
        ordinary = _flagged(found, scores, threshold, lambda e: e.ordinary) - ordinary_base
        alike = _flagged(found, scores, threshold, lambda e: not e.risk and not e.ordinary) - alike_base
        if ordinary > ordinary_cap or alike > LOOK_ALIKE_CAP:
            break
        chosen = threshold
        if _flagged(found, scores, threshold, lambda e: e.risk) >= recall:
            break
    return max(FLOOR, chosen - 1e-6)


def train(locale: str, recall: float) -> dict:
    found = examples(training_rows(locale))
    scores = out_of_fold(found)
    final = fit(found)
    final = Model(
        weights=final.weights, bias=final.bias, threshold=threshold_for(found, scores, recall, ORDINARY_CAP[locale])
    )
    data = final.to_json()
    data["fingerprint"] = fingerprint(found)
    data["recall_target"] = recall
    data["out_of_fold"] = {
        "recall": round(_flagged(found, scores, final.threshold, lambda e: e.risk), 4),
        "look_alike_flagged": round(
            _flagged(found, scores, final.threshold, lambda e: not e.risk and not e.ordinary), 4
        ),
        "ordinary_flagged": round(_flagged(found, scores, final.threshold, lambda e: e.ordinary), 4),
    }
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("train",))
    parser.add_argument("--recall", type=float, default=RECALL)
    args = parser.parse_args()
    MODELS.mkdir(exist_ok=True)
    for locale in LOCALES:
        data = train(locale, args.recall)
        (MODELS / f"{locale}.json").write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"{locale}: {len(data['weights'])} weights, threshold {data['threshold']:.3f}")


if __name__ == "__main__":
    main()
