"""The safety trainer's choices, computed from known data: who wrote a training row (folds keep a writer whole), and
the thresholds it picks within the caps on false alarms, one per kind of evidence."""

from __future__ import annotations

import pytest

from nvcpractice.nvc.safety.weighing import DANGER_NAMED, EXPLAINED_AWAY, PLAIN, Model
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


def _shares(bars: tuple[float, float, float], found=FOUND, scores=SCORES) -> tuple[float, float]:
    chosen = Model(weights={}, bias=0.0, threshold=bars[0], plain_threshold=bars[1], explained_threshold=bars[2])
    risk = safety_model._share_flagged(found, scores, safety_model._risk, chosen)
    ordinary = safety_model._share_flagged(found, scores, safety_model._ordinary, chosen)
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


# risk: named 0.9, explained away 0.95 ("it's not like he hit me, but..."); ordinary: named 0.3, explained away 0.6
HEDGED = [
    _example(True, DANGER_NAMED),
    _example(True, EXPLAINED_AWAY),
    _example(False, DANGER_NAMED, ordinary=True),
    _example(False, EXPLAINED_AWAY, ordinary=True),
]
HEDGED_SCORES = [0.9, 0.95, 0.3, 0.6]


def test_a_context_raises_the_bar_without_silencing_what_weighs_past_it():
    bars = safety_model.thresholds_for(HEDGED, HEDGED_SCORES, recall=1.0, ordinary_cap=0.0)
    assert 0.6 < bars[2] <= 0.95
    assert _shares(bars, HEDGED, HEDGED_SCORES) == (1.0, 0.0)


def test_a_model_without_a_bar_for_explained_danger_does_not_weigh_it():
    unweighed = Model(weights={}, bias=0.0, threshold=0.5, plain_threshold=0.5)
    assert unweighed.bar(EXPLAINED_AWAY) is None
    assert _shares((0.5, 0.5, None), HEDGED, HEDGED_SCORES) == (0.5, 0.0)


def test_a_context_is_not_overruled_where_the_weights_overrule_it_wrongly_as_often_as_rightly():
    found = [_example(True, EXPLAINED_AWAY), _example(False, EXPLAINED_AWAY), _example(False, EXPLAINED_AWAY)]
    bars = safety_model.thresholds_for(found, [0.9, 0.95, 0.92], recall=1.0, ordinary_cap=1.0)
    assert bars[2] > 0.95
    assert _shares(bars, found, [0.9, 0.95, 0.92]) == (0.0, 0.0)


def test_the_price_of_recall_is_the_most_caught_within_each_budget_on_ordinary_messages():
    risk = [_example(True, DANGER_NAMED) for _ in range(3)]
    ordinary = [_example(False, DANGER_NAMED, ordinary=True) for _ in range(20)]
    scores = [0.9, 0.5, 0.3] + [index / 20 for index in range(20)]  # ordinary: 0.0, 0.05, ... 0.95
    rows = safety_model.trade_off(risk + ordinary, scores, recall=0.97)
    assert [row["ordinary_cap"] for row in rows] == list(safety_model.TRADE_OFF_CAPS)
    # the risk message at 0.9 costs two ordinary ones (0.9, 0.95): a tenth; the one at 0.5 costs half of them
    assert [row["recall"] for row in rows] == [0.0, 0.0, 0.0, 0.3333, 0.3333, 0.3333]
    assert [row["ordinary_flagged"] for row in rows] == [0.0, 0.0, 0.0, 0.1, 0.1, 0.1]
