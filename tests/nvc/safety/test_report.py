"""The figures of ``docs/safety.md`` are computed from the verdicts, never typed in: scored on known data here."""

from __future__ import annotations

from collections import Counter

from bench.safety import _judged, _scored, care_scores, round_of, score
from bench.safety_report import write


def _row(risk, kind="violence", source="first"):
    return {"risk": risk, "kind": kind, "source": source}


def test_recall_and_false_alarms_from_known_verdicts():
    items = [
        (_row(True), "crisis"),
        (_row(True), "check_in"),
        (_row(True), None),
        (_row(True), "crisis"),
        (_row(False, "idiom"), "crisis"),
        (_row(False, "idiom"), None),
        (_row(False, "game"), "check_in"),
        (_row(False, "game"), None),
        (_row(False, "ordinary"), None),
        (_row(False, "ordinary"), "check_in"),
    ]
    found = score(items)
    assert (found["risk"], found["look_alike"], found["ordinary"]) == (4, 4, 2)
    assert found["recall"] == 0.75 and found["recall_crisis"] == 0.5
    assert found["look_alike_crisis"] == 0.25 and found["look_alike_check_in"] == 0.25
    assert found["ordinary_flagged"] == 0.5
    assert found["kinds"]["look_alike:idiom"] == {"n": 2, "crisis": 1, "none": 1}


def test_care_scores_from_a_known_confusion():
    confusion = Counter({("back", "back"): 3, ("fine", "back"): 1, ("worry", "worry"): 2, ("worry", "other"): 2})
    found = care_scores(confusion)
    assert found == {"replies": 8, "accuracy": 0.625, "worry_recall": 0.5, "back_precision": 0.75, "back_wrongly": 1}


TRADE = {"recall": 0.9411, "ordinary_flagged": 0.1203, "look_alike_flagged": 0.3477}


def test_the_report_is_written_from_the_results(tmp_path):
    part = {
        "risk": 10,
        "look_alike": 8,
        "ordinary": 5,
        "recall": 0.9,
        "recall_crisis": 0.4,
        "look_alike_crisis": 0.125,
        "look_alike_check_in": 0.25,
        "ordinary_flagged": 0.2,
        "kinds": {},
        "disputed": 1,
    }
    fifth = score([(_row(True, source="fifth"), "check_in"), (_row(True, source="fifth"), None)])
    results = {
        "safety": {
            "accuracy": {
                "heldout": {"en": {**part, "rounds": {"later": fifth, "eighth": score([])}}},
                "tuning": {"zh-hans": {**part, "trade_off": [{**TRADE, "ordinary_cap": 0.1}]}},
            },
            "care": {},
            "cost": {"en": {"corpus_ms_per_1000_chars": 0.4567, "adversarial_5000_ms_per_1000_chars": 0.5}},
        }
    }
    path = write(results, tmp_path / "safety.md")
    text = path.read_text(encoding="utf-8")
    assert (
        "| held-out (same writers, never used to choose) | English | 10 | 90.0% | 40.0% | 12.5% | 25.0% | 20.0% | 1 |"
        in text
    )
    assert "| fifth and sixth rounds | English | 2 | 50.0% | 0.0% | – | – | – | 0 |" in text
    assert "| eighth round |" not in text  # a round with no message in a language has no row
    assert "| English | 0.457 ms | 0.500 ms |" in text
    assert "| Chinese | 10.0% | 94.1% | 12.0% | 34.8% |" in text
    assert write({}, tmp_path / "none.md") is None


def test_held_out_rows_are_told_apart_by_round():
    assert round_of(_row(True, source="fifth")) == round_of(_row(False, "ordinary", source="sixth")) == "later"
    assert round_of(_row(True, source="seventh")) == "seventh"
    assert round_of(_row(False, "idiom", source="eighth")) == "eighth"
    assert round_of(_row(True, source="fourth")) == round_of({"risk": False, "kind": "ordinary"}) == "earlier"


def test_disputed_rows_are_counted_and_left_unscored():
    found = _scored(
        _judged(
            [
                {"risk": True, "kind": "violence", "text": "he punched me in the face last night", "agreed": True},
                {"risk": False, "kind": "ordinary", "text": "could you take the bins out?", "agreed": False},
            ]
        )
    )
    assert (found["risk"], found["ordinary"], found["disputed"], found["recall"]) == (1, 0, 1, 1.0)
