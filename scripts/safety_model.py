"""Train the safety check's weighing (``nvcpractice/nvc/safety/weighing.py``) from the tuning part of the corpus.

Why this exists: the weights and the thresholds are learned, never typed in, and only from ``tuning.jsonl`` and
the ordinary practice messages of the other corpora's tuning parts (``practice_rows``; the held-out and fresh-writer
parts are scored by ``bench``, never trained on). Logistic regression (scikit-learn's, L2, class weights that
balance risk messages against the rest, deterministic): the same corpus and code give the same model. The three
thresholds (for messages that name a danger, for plain words, and for danger words a context explains away) are
chosen together on out-of-fold scores (5 folds, each writer's messages kept in one fold: the figures of a writer
the weights never read): those that keep the combined recall of the frames and the weighing on risk messages at
``--recall`` with the fewest false alarms, within the caps on false alarms. Each model records a fingerprint of
what it was trained on, and ``tests/nvc/safety`` fails when the lexicon, the frames or the corpus changed without
retraining.

    python -m scripts.safety_model train      # writes nvcpractice/nvc/safety/models/<locale>.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedGroupKFold

from nvcpractice.nvc.safety import reading_of
from nvcpractice.nvc.safety.normalize import prepared
from nvcpractice.nvc.safety.weighing import DANGER_NAMED, EXPLAINED_AWAY, MODELS, PLAIN, Model, evidence_of, signals
from scripts.signal_matrix import kept_signals, signal_matrix

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "nvc" / "safety"
LOCALES = ("en", "zh-hans")
C = 0.5
"""The inverse of the L2 penalty: 0.05 to 3 were tried on the tuning part's out-of-fold recall, all within a point."""
RECALL = 0.97
FLOOR = 0.05
ORDINARY_CAP = {"en": 0.02, "zh-hans": 0.03}
LOOK_ALIKE_CAP = 0.10
"""The most false alarms the weighing may add to the frames' own, out of fold, on ordinary practice messages and on
look-alikes: a check-in on every tenth ordinary message would teach learners to brush the question aside. The
ordinary caps were 1% (EN) and 2% (ZH) while only messages with a word of danger were weighed. Weighing every
message, with writers held out of the folds, spends fewer false alarms at those caps, so each went up one step:
side by side with the check before it, on the analyzer's and the coach's held-out practice messages and on the
sixth round's held-out third-person accounts, this one still flags fewer in both languages, and the budget goes to
disclosures."""
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
    writer: str
    evidence: str
    """What the lexicon says of it (``weighing.evidence_of``): which threshold it meets, if any."""


def corpus(name: str, locale: str) -> list[dict]:
    rows = [json.loads(line) for line in (CORPUS / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    return [row for row in rows if row["locale"] == locale and row.get("agreed", True)]


ROOT = Path(__file__).resolve().parents[1]
PRACTICE_STATEMENTS = tuple(
    ROOT / "tests" / "nvc" / "corpus" / f"{kind}.tuning.jsonl" for kind in ("statements", "acts")
)
PRACTICE_SCRIPTS = ROOT / "tests" / "scenes" / "coach_scripts" / "tuning"
SCENARIOS = ROOT / "nvcpractice" / "seed" / "scenarios.json"
SCENARIO_TEXTS = ("title", "situation", "opening_line")
SCENARIO_LINES = ("pushback_lines", "softening_lines", "agree_lines", "counter_offer_lines", "no_with_need_lines")
NOT_ORDINARY = frozenset({"threat", "safety"})
"""Labels of the practice corpora that may speak of danger (a threat, a disclosure): never taken as ordinary."""


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def practice_rows(locale: str) -> list[dict]:
    """Ordinary practice messages from the tuning parts of the product's other corpora (the analyzer's statements
    and dialogue acts, the coach's scripted conversations) and the seeded scenarios, none written for the safety
    check: what the check meets most, so its weights learn that everyday words are everyday. Threats and
    disclosures are left out; the held-out parts of those corpora stay unseen (``bench`` scores false alarms on
    them). Each row names its writer (``writer_of``)."""
    rows = [
        (row["text"], f"practice:{row.get('writer', path.stem)}")
        for path in PRACTICE_STATEMENTS
        for row in _jsonl(path)
        if row["locale"] == locale and not NOT_ORDINARY & set(row.get("acts", ()))
    ]
    for path in sorted(PRACTICE_SCRIPTS.glob("*.jsonl")):
        for script in _jsonl(path):
            if script["locale"] == locale:
                turns = [turn["text"] for turn in script["turns"] if turn.get("intent") not in NOT_ORDINARY]
                rows += [(text, f"practice:{path.stem}") for text in turns]
    rows += [(text, "practice:scenarios") for text in scenario_texts(locale)]
    return [
        {"text": text, "locale": locale, "risk": False, "kind": "ordinary", "source": "practice", "writer": writer}
        for text, writer in rows
    ]


def writer_of(row: dict) -> str:
    """Who wrote a training row: the safety corpus's ids name their writer before the number (``en5a-17``,
    ``en-risk-3-012``); practice rows carry theirs. Folds keep each writer's messages together, so out-of-fold
    figures are those of a writer the weights never read, as every learner is."""
    if "writer" in row:
        return row["writer"]
    return f"{row.get('source', '')}:{row['id'].rsplit('-', 1)[0]}"


def scenario_texts(locale: str) -> list[str]:
    """The seeded scenario library's situations and lines (``nvcpractice/seed/scenarios.json``): the everyday
    conflicts learners come to practise, heated lines included, and so what the check must let through."""
    texts = []
    for scenario in json.loads(SCENARIOS.read_text(encoding="utf-8")):
        if scenario["locale"] == locale:
            texts += [scenario[field] for field in SCENARIO_TEXTS if scenario.get(field)]
            texts += [line for field in SCENARIO_LINES for line in scenario.get(field, ())]
    return texts


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
        found.append(
            Example(
                frozenset(found_signals),
                row["risk"],
                ordinary,
                ruled,
                writer_of(row),
                evidence_of(found_signals, reading.cues),
            )
        )
    return found


def fingerprint(found: Sequence[Example]) -> str:
    digest = hashlib.sha256()
    for example in found:
        digest.update(json.dumps([sorted(example.signals), example.risk, example.ruled]).encode())
    return digest.hexdigest()[:16]


MIN_COUNT = 2
"""A signal seen in fewer training messages than this gets no weight: one message's quirks are not evidence."""


def fit(found: Sequence[Example]) -> Model:
    """Logistic regression over every example, risk messages weighted to count as much as the rest; signals rarer
    than ``MIN_COUNT`` are left out."""
    names = kept_signals((example.signals for example in found), MIN_COUNT)
    columns = {name: index for index, name in enumerate(names)}
    learner = LogisticRegression(C=C, class_weight="balanced", max_iter=5000, solver="liblinear")
    matrix = signal_matrix([example.signals for example in found], columns)
    learner.fit(matrix, np.array([example.risk for example in found]))
    weights = {name: float(weight) for name, weight in zip(names, learner.coef_[0], strict=True)}
    return Model(weights=weights, bias=float(learner.intercept_[0]), threshold=0.5, plain_threshold=0.5)


def out_of_fold(found: Sequence[Example]) -> list[float]:
    """Each example's score from weights trained without its writer's messages."""
    scores = [0.0] * len(found)
    strata = [f"{example.risk}{example.ordinary}" for example in found]
    folds = StratifiedGroupKFold(FOLDS, shuffle=True, random_state=SEED % 2**32)
    groups = [example.writer for example in found]
    for train_part, test_part in folds.split(np.zeros(len(found)), strata, groups):
        fold_model = fit([found[index] for index in train_part])
        for index in test_part:
            scores[index] = fold_model.probability(found[index].signals)
    return scores


GRID = 240
"""How many candidate thresholds per evidence class (quantiles of the out-of-fold scores, plus "never")."""
EXPLAINED_GRID = 40
"""Fewer for messages a context explains away: they are few, and a third axis multiplies the grid."""
OVERRULE_PRECISION = 0.8
"""A context that explains danger words away (a game, a denial, a figure of speech) is overruled only at weights where,
out of fold, at least this share of the messages overruled are risk messages: the contexts were written to let
idioms and games through (打我的主意, "killing it"), and a weight that overrules them as often wrongly as rightly
would undo that. English disclosures hedged as figures of speech or denials clear it; Chinese ones do not, so a
Chinese context still explains its words away. It was 0.75 until the eighth round of writers: then the lowest bar
that kept three in four right (0.53) let the project's own idioms through ("she'll hit the roof"); at 0.8 the bar
is 0.78, for 0.2 points of out-of-fold recall."""
EVIDENCE = (DANGER_NAMED, PLAIN, EXPLAINED_AWAY)
"""The evidence classes, one threshold each, in the order of the grid's axes and of ``thresholds_for``'s answer."""


def _grid(scores: Sequence[float], size: int = GRID) -> np.ndarray:
    above = np.array([score for score in scores if score >= FLOOR] or [FLOOR])
    return np.unique(np.concatenate([np.quantile(above, np.linspace(0, 1, size)), [FLOOR, 2.0]]))


def _risk(example: Example) -> bool:
    return example.risk


def _ordinary(example: Example) -> bool:
    return example.ordinary


def _look_alike(example: Example) -> bool:
    return not example.risk and not example.ordinary


def _shares(found: Sequence[Example], scores: Sequence[float], which, grids: Sequence[np.ndarray]) -> np.ndarray:
    """For the examples ``which`` picks: the share the frames or the weighing flag, for every combination of
    thresholds (one axis per class of ``EVIDENCE``)."""
    picked = [(example, score) for example, score in zip(found, scores, strict=True) if which(example)]
    total = np.full(tuple(len(grid) for grid in grids), float(sum(example.ruled for example, _ in picked)))
    for axis, (evidence, grid) in enumerate(zip(EVIDENCE, grids, strict=True)):
        weighed = np.sort([score for example, score in picked if not example.ruled and example.evidence == evidence])
        shape = [1] * len(grids)
        shape[axis] = len(grid)
        total = total + (len(weighed) - np.searchsorted(weighed, grid)).reshape(shape)
    return total / max(1, len(picked))


def _overrulable(found: Sequence[Example], scores: Sequence[float]) -> np.ndarray:
    """Candidate thresholds for messages a context explains away: those at which the weighing's overrulings are
    risk messages at least ``OVERRULE_PRECISION`` of the time, out of fold, and "never"."""
    weighed = [
        (score, example.risk)
        for example, score in zip(found, scores, strict=True)
        if example.evidence == EXPLAINED_AWAY and not example.ruled
    ]
    grid = _grid([score for score, _ in weighed], EXPLAINED_GRID)
    precise = [
        bar
        for bar in grid
        if (flagged := [risk for score, risk in weighed if score >= bar])
        and sum(flagged) >= OVERRULE_PRECISION * len(flagged)
    ]
    return np.array([*precise, 2.0])


@dataclass(frozen=True)
class _Surfaces:
    """For every combination of thresholds (``grids``, one axis per class of ``EVIDENCE``): the share of risk
    messages, ordinary messages and look-alikes that frames plus weighing flag, out of fold."""

    grids: tuple[np.ndarray, ...]
    risk: np.ndarray
    ordinary: np.ndarray
    alike: np.ndarray


def _surfaces(found: Sequence[Example], scores: Sequence[float]) -> _Surfaces:
    grid = _grid(scores)
    grids = (grid, grid, _overrulable(found, scores))
    return _Surfaces(grids, *(_shares(found, scores, which, grids) for which in (_risk, _ordinary, _look_alike)))


def thresholds_for(
    found: Sequence[Example],
    scores: Sequence[float],
    recall: float,
    ordinary_cap: float,
    look_alike_cap: float = LOOK_ALIKE_CAP,
) -> tuple[float, float, float]:
    """The thresholds (danger named, plain words, explained away) at which frames plus weighing catch ``recall`` of
    the risk messages out of fold with the fewest false alarms, never adding more than ``ordinary_cap`` on ordinary
    messages or ``look_alike_cap`` on look-alikes to the frames' own; where none reaches ``recall``, those within
    both caps that catch the most."""
    return _chosen(_surfaces(found, scores), recall, ordinary_cap, look_alike_cap)


def _chosen(
    surfaces: _Surfaces, recall: float, ordinary_cap: float, look_alike_cap: float
) -> tuple[float, float, float]:
    risk, ordinary, alike = surfaces.risk, surfaces.ordinary, surfaces.alike
    frames_only = (-1,) * len(surfaces.grids)
    allowed = (ordinary - ordinary[frames_only] <= ordinary_cap + 1e-9) & (
        alike - alike[frames_only] <= look_alike_cap + 1e-9
    )
    enough = allowed & (risk >= recall)
    if enough.any():
        cost = np.where(enough, ordinary + alike / 10, np.inf)
    else:
        cost = np.where(allowed, -risk + (ordinary + alike / 10) / 100, np.inf)
    chosen = np.unravel_index(int(np.argmin(cost)), cost.shape)
    named, plain, explained_bar = (
        max(FLOOR, grid[index] - 1e-6) for grid, index in zip(surfaces.grids, chosen, strict=True)
    )
    return named, plain, explained_bar


def _share_flagged(found: Sequence[Example], scores: Sequence[float], which, model: Model) -> float:
    picked = [(example, score) for example, score in zip(found, scores, strict=True) if which(example)]
    bars = [model.bar(example.evidence) for example, _ in picked]
    hits = sum(
        example.ruled or (bar is not None and score >= bar) for (example, score), bar in zip(picked, bars, strict=True)
    )
    return hits / max(1, len(picked))


def _figures(found: Sequence[Example], scores: Sequence[float], model: Model) -> dict[str, float]:
    """Out-of-fold recall and false alarms of frames plus weighing at ``model``'s thresholds."""
    return {
        name: round(float(_share_flagged(found, scores, which, model)), 4)
        for name, which in (("recall", _risk), ("look_alike_flagged", _look_alike), ("ordinary_flagged", _ordinary))
    }


TRADE_OFF_CAPS = (0.02, 0.03, 0.05, 0.1, 0.2, 0.4)
"""Budgets of false alarms on ordinary practice messages the report weighs the recall target against."""


def trade_off(found: Sequence[Example], scores: Sequence[float], recall: float) -> list[dict[str, float]]:
    """What recall the weights reach out of fold for each budget of false alarms on ordinary messages (added to
    the frames' own; look-alikes uncapped): the price of the recall target, for the report."""
    rows, surfaces = [], _surfaces(found, scores)
    for cap in TRADE_OFF_CAPS:
        named, plain, explained = _chosen(surfaces, recall, cap, look_alike_cap=1.0)
        bars = Model(weights={}, bias=0.0, threshold=named, plain_threshold=plain, explained_threshold=explained)
        rows.append({"ordinary_cap": cap, **_figures(found, scores, bars)})
    return rows


def train(locale: str, recall: float) -> dict:
    found = examples(training_rows(locale))
    scores = out_of_fold(found)
    final = fit(found)
    named, plain, explained = thresholds_for(found, scores, recall, ORDINARY_CAP[locale])
    final = Model(
        weights=final.weights, bias=final.bias, threshold=named, plain_threshold=plain, explained_threshold=explained
    )
    data = final.to_json()
    data["fingerprint"] = fingerprint(found)
    data["recall_target"] = recall
    data["out_of_fold"] = _figures(found, scores, final)
    data["trade_off"] = trade_off(found, scores, recall)
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
        print(
            f"{locale}: {len(data['weights'])} weights, thresholds {data['threshold']:.3f} (danger named),"
            f" {data['plain_threshold']:.3f} (plain words), {data['explained_threshold']:.3f} (explained away);"
            f" out of fold {data['out_of_fold']}"
        )


if __name__ == "__main__":
    main()
