"""The analyzer's generalisation figures (``bench/analyzer.py``) and their page, computed from known data."""

from __future__ import annotations

import pytest

from bench import analyzer, analyzer_report

ALL_RIGHT = {"observation": "observation", "feeling": "feeling", "need": "need", "request": "request"}


def _with(**changes):
    return {**ALL_RIGHT, **changes}


def test_accuracy_and_confusions_are_counted_per_component():
    pairs = [
        (ALL_RIGHT, ALL_RIGHT),
        (ALL_RIGHT, _with(observation="absent")),
        (_with(request="demand"), _with(observation="absent", request="absent")),
        (_with(request="demand"), ALL_RIGHT),
    ]
    scores = analyzer.component_scores(pairs)
    assert scores["statements"] == 4
    assert scores["accuracy"] == {"observation": 0.5, "feeling": 1.0, "need": 1.0, "request": 0.5}
    assert scores["confusions"][0] == {
        "component": "observation",
        "expected": "observation",
        "got": "absent",
        "count": 2,
    }
    assert {(c["expected"], c["got"], c["count"]) for c in scores["confusions"][1:]} == {
        ("demand", "absent", 1),
        ("demand", "request", 1),
    }


def test_empathy_recall_and_false_recognitions():
    scores = analyzer.empathy_scores([(True, True), (True, False), (True, True), (False, True), (False, False)])
    assert scores == {"messages": 5, "guesses": 3, "recall": pytest.approx(2 / 3), "false_recognitions": 0.5}


def test_act_precision_recall_and_macro_f1_are_counted_per_act():
    items = [
        ({"thanks"}, {"thanks"}),
        ({"thanks", "leave"}, {"thanks"}),
        ({"leave"}, {"leave", "greeting"}),
        (set(), {"greeting"}),
        ({"threat"}, set()),
    ]
    scores = analyzer.act_scores(items)
    assert scores["messages"] == 5
    assert set(scores["per_act"]) == {"thanks", "leave", "greeting", "threat"}
    assert scores["per_act"]["thanks"] == {"labelled": 2, "found": 2, "precision": 1.0, "recall": 1.0, "f1": 1.0}
    leave = scores["per_act"]["leave"]
    assert (leave["precision"], leave["recall"], leave["f1"]) == (1.0, 0.5, pytest.approx(2 / 3))
    assert scores["per_act"]["greeting"]["f1"] == 0.0 and scores["per_act"]["threat"]["f1"] == 0.0
    assert scores["macro_f1"] == pytest.approx((1.0 + 2 / 3) / 4)


def test_an_acts_gap_is_named_and_the_acts_table_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(analyzer_report, "DOC", tmp_path / "analyzer.md")
    data = _results(0.95, 0.95)["analyzer"]
    data["acts"] = {
        part: {"en": analyzer.act_scores([({"thanks"}, {"thanks"}), ({"leave"}, found)])}
        for part, found in (("tuning", {"leave"}), ("heldout", set()))
    }
    data["overfitting"] = analyzer.gaps(data)
    assert [(gap["component"], gap["tuning"], gap["heldout"]) for gap in data["overfitting"]] == [
        ("acts (macro-F1)", 1.0, 0.5)
    ]
    page = analyzer_report.write({"analyzer": data}).read_text()
    assert "| English | held-out | 2 | 0.500 |" in page
    assert "**Overfitting:** English acts (macro-F1) is 100.0% on tuning and 50.0% held-out" in page


def _results(tuning_observation: float, heldout_observation: float) -> dict:
    def part(observation):
        return {
            "statements": 10,
            "accuracy": {"observation": observation, "feeling": 1.0, "need": 1.0, "request": 1.0},
            "confusions": [{"component": "observation", "expected": "evaluation", "got": "absent", "count": 3}],
        }

    data = {
        "statements": {"tuning": {"en": part(tuning_observation)}, "heldout": {"en": part(heldout_observation)}},
        "empathy": {"heldout": {"en": {"messages": 8, "guesses": 4, "recall": 0.75, "false_recognitions": 0.0}}},
    }
    data["overfitting"] = analyzer.gaps(data)
    return {"analyzer": data}


def test_a_gap_over_the_line_is_named_as_overfitting_and_a_small_one_is_not(tmp_path, monkeypatch):
    monkeypatch.setattr(analyzer_report, "DOC", tmp_path / "analyzer.md")
    wide, narrow = _results(0.95, 0.80), _results(0.95, 0.92)
    assert [(gap["component"], round(gap["gap"], 2)) for gap in wide["analyzer"]["overfitting"]] == [
        ("observation", 0.15)
    ]
    assert narrow["analyzer"]["overfitting"] == []
    page = analyzer_report.write(wide).read_text()
    assert "**Overfitting:** English observation is 95.0% on tuning and 80.0% held-out (a gap of 0.150" in page
    assert "| English | held-out | 10 | 80.0% | 100.0% | 100.0% | 100.0% |" in page
    assert "| English | observation | `evaluation` | `absent` | 3 |" in page
    assert "| English | held-out | 8 | 4 | 75.0% | 0.0% |" in page
    assert "No figure falls" in analyzer_report.write(narrow).read_text()


def test_no_analyzer_results_writes_no_page(tmp_path, monkeypatch):
    monkeypatch.setattr(analyzer_report, "DOC", tmp_path / "analyzer.md")
    assert analyzer_report.write({}) is None and not (tmp_path / "analyzer.md").exists()


def test_the_segmenters_are_written_side_by_side_from_their_figures(tmp_path, monkeypatch):
    monkeypatch.setattr(analyzer_report, "DOC", tmp_path / "analyzer.md")
    data = _results(0.95, 0.95)["analyzer"]
    data["segmenters"] = {
        "texts": 1200,
        "seconds": {"rjieba": 0.01, "jieba": 0.25},
        "speedup": 25.0,
        "same_segmentation": 0.98,
        "heldout_acts_macro_f1": {"rjieba": 0.8, "jieba": 0.75},
    }
    page = analyzer_report.write({"analyzer": data}).read_text()
    assert "| jieba-rs (`rjieba`) | 0.010 | 0.800 |" in page
    assert "| jieba (pure Python) | 0.250 | 0.750 |" in page
    assert "jieba-rs is 25.0× as fast; the two cut 98.00% of the texts identically." in page


def test_both_segmenters_cut_the_same_text_and_the_analyzer_can_run_on_either():
    from nvcpractice.nvc import analyze
    from nvcpractice.nvc.words import segmented_with

    tokenizer = analyzer._jieba()
    words = [word for word, *_ in tokenizer.tokenize("谢谢你们今天陪我练")]
    assert "".join(words) == "谢谢你们今天陪我练"
    with segmented_with(tokenizer.tokenize):
        assert "thanks" in analyze("谢谢你们今天陪我练", "zh-hans").act_names()


def test_the_rules_alone_are_written_beside_the_weighed_acts(tmp_path, monkeypatch):
    monkeypatch.setattr(analyzer_report, "DOC", tmp_path / "analyzer.md")
    data = _results(0.95, 0.95)["analyzer"]
    data["acts"] = {"heldout": {"en": analyzer.act_scores([({"vent"}, {"vent"}), ({"leave"}, {"leave"})])}}
    data["acts_rules_alone"] = {"heldout": {"en": analyzer.act_scores([({"vent"}, set()), ({"leave"}, {"leave"})])}}
    page = analyzer_report.write({"analyzer": data}).read_text()
    assert "| English | held-out | 0.500 | 1.000 |" in page


def test_tuning_acts_are_read_out_of_fold_and_held_out_acts_from_analyze(tmp_path, monkeypatch):
    (tmp_path / "en.json").write_text('{"out_of_fold_acts": {"m1": ["vent"]}}', encoding="utf-8")
    monkeypatch.setattr(analyzer, "model_path", lambda locale: tmp_path / f"{locale}.json")
    messages = [
        {"id": "m1", "locale": "en", "text": "thanks so much", "acts": ["thanks"]},
        {"id": "m2", "locale": "en", "text": "thanks so much", "acts": ["thanks"]},
    ]
    assert analyzer._weighed(messages, "tuning", "en") == [{"vent"}, set()]
    assert analyzer._weighed(messages, "heldout", "en") == [{"thanks"}, {"thanks"}]
