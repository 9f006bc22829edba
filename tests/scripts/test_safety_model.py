"""The safety trainer's choices, computed from known data: who wrote a training row (folds keep a writer whole), and
the pair of thresholds it picks within the caps on false alarms."""

from __future__ import annotations

import pytest

from nvcpractice.nvc.safety.weighing import DANGER_NAMED, PLAIN, Model
from scripts import safety_model


def _example(risk: bool, evidence: str, *, ordinary: bool = False) -> safety_model.Example:
    return safety_model.Example(frozenset(), risk, ordinary, False, "writer", evidence)


# risk: named 0.9 and 0.6, plain 0.7; ordinary: named 0.65, plain 0.8
FOUND = [
    _example(True, DANGER_NAMED),
    _example(True, DANGER_NAMED),
    _example(True, PLAIN),
    _example(False, DANGER_NAMED, ordinary=True),
    _example(False, PLAIN, ordinary=True),
]
SCORES = [0.9, 0.6, 0.7, 0.65, 0.8]


def _shares(pair: tuple[float, float]) -> tuple[float, float]:
    chosen = Model(weights={}, bias=0.0, threshold=pair[0], plain_threshold=pair[1])
    risk = safety_model._share_flagged(FOUND, SCORES, safety_model._risk, chosen)
    ordinary = safety_model._share_flagged(FOUND, SCORES, safety_model._ordinary, chosen)
    return risk, ordinary


@pytest.mark.parametrize(
    ("row", "writer"),
    [
        ({"id": "en5a-17", "source": "fifth"}, "fifth:en5a"),
        ({"id": "zh-risk-3-012", "source": "first"}, "first:zh-risk-3"),
        ({"text": "hi", "writer": "practice:enP"}, "practice:enP"),
    ],
)
def test_a_rows_writer_is_named_by_its_id_or_carried(row, writer):
    assert safety_model.writer_of(row) == writer


def test_with_room_for_false_alarms_every_risk_message_is_caught():
    pair = safety_model.thresholds_for(FOUND, SCORES, recall=1.0, ordinary_cap=1.0)
    assert pair[0] <= 0.6 and pair[1] <= 0.7
    assert _shares(pair) == (1.0, 1.0)


def test_with_no_room_for_false_alarms_only_what_stands_above_every_ordinary_message_is_caught():
    pair = safety_model.thresholds_for(FOUND, SCORES, recall=1.0, ordinary_cap=0.0)
    assert 0.65 < pair[0] <= 0.9 and pair[1] > 0.8
    assert _shares(pair) == (pytest.approx(1 / 3), 0.0)
