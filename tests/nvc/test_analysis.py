"""Labels, suggestions, scores, result validation and schema of the NVC analyzer."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import nvcpractice.nvc as nvc
from nvcpractice.nvc import (
    COMPONENTS,
    LABELS,
    ComponentResult,
    StatementAnalysis,
    analyze,
    feelings_list,
    needs_list,
    score_labels,
)
from nvcpractice.nvc.lexicons import inventory_needs, need_words
from nvcpractice.nvc.result import IDEAL_LABELS
from nvcpractice.nvc.schema import ANALYSIS_JSON_SCHEMA

CJK = re.compile(r"[\u4e00-\u9fff]")
ZH_FULL = "昨晚十一点半我看到你的碗还泡在水槽里，我有点烦，因为我需要整洁。你愿意今晚睡觉前把它们洗好吗？"
EN_FULL = (
    "When I saw your bike in the hallway this morning, I felt tense because I need safety. Would you park it outside?"
)


def test_public_api_surface():
    assert nvc.COMPONENTS == ("observation", "feeling", "need", "request")
    assert LABELS == {
        "observation": ("observation", "evaluation", "absent"),
        "feeling": ("feeling", "faux_feeling", "thought", "absent"),
        "need": ("need", "strategy", "absent"),
        "request": ("request", "demand", "vague", "absent"),
    }
    for name in nvc.__all__:
        assert hasattr(nvc, name)


def test_package_has_no_django_imports():
    root = Path(nvc.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            assert not any(name.split(".")[0] in {"django", "rest_framework"} for name in names), path


def test_every_module_has_a_docstring_and_stays_small():
    root = Path(nvc.__file__).parent
    for path in root.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert ast.get_docstring(ast.parse(source)), path
        assert source.count("\n") <= 400, path


@pytest.mark.parametrize("text", [EN_FULL, ZH_FULL])
def test_full_statement_scores_100_with_affirming_suggestions(text):
    result = analyze(text)
    assert result.labels() == IDEAL_LABELS
    assert result.score == 100
    for component in COMPONENTS:
        assert result.components[component].suggestion
        assert result.components[component].evidence in text


def test_component_order_and_accessors():
    result = analyze(EN_FULL)
    assert tuple(result.components) == COMPONENTS
    assert result.label("need") == "need"
    assert list(result.labels()) == list(COMPONENTS)
    data = result.to_dict()
    assert set(data) == {"locale", "score", "components", "empathy", "acts"}
    assert data["acts"] == []
    assert data["empathy"] == {"is_guess": False, "feeling": "", "need": ""}
    assert list(data["components"]) == list(COMPONENTS)
    assert set(data["components"]["feeling"]) == {"label", "evidence", "suggestion"}
    assert isinstance(result.components["feeling"], ComponentResult)


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("You're always late and you never listen.", "en"),
        ("I feel abandoned.", "en"),
        ("I feel like you don't care.", "en"),
        ("I need you to call me.", "en"),
        ("Stop shouting.", "en"),
        ("你总是迟到。", "zh-hans"),
        ("我觉得被利用了。", "zh-hans"),
        ("我觉得你不在乎我。", "zh-hans"),
        ("我需要你给我打电话。", "zh-hans"),
        ("别再大喊了。", "zh-hans"),
    ],
)
def test_non_ideal_labels_get_advice_in_the_statements_language(text, locale):
    result = analyze(text)
    assert result.locale == locale
    for component in COMPONENTS:
        item = result.components[component]
        if item.label != IDEAL_LABELS[component]:
            assert item.suggestion.strip()
            if locale == "zh-hans":
                assert CJK.search(item.suggestion)
            else:
                assert not CJK.search(item.suggestion)


@pytest.mark.parametrize(
    ("text", "feelings", "needs"),
    [
        ("I feel ignored when you look at your phone.", ("lonely", "hurt"), ("to be seen", "connection")),
        ("I feel betrayed.", ("hurt",), ("trust",)),
        ("I don't feel heard.", ("frustrated",), ("to be heard",)),
        ("我感觉被忽视了。", ("孤单", "受伤"), ("被看见", "连接")),
        ("我觉得不被尊重。", ("难过",), ("被尊重",)),
    ],
)
def test_faux_feeling_suggestion_names_real_feelings_and_needs(text, feelings, needs):
    item = analyze(text).components["feeling"]
    assert item.label == "faux_feeling"
    for word in feelings + needs:
        assert word in item.suggestion


@pytest.mark.parametrize(
    ("text", "rewrite"),
    [
        ("You should ring the plumber.", "Would you be willing to ring the plumber today?"),
        ("I need you to collect the kids at four.", "Would you be willing to collect the kids at four?"),
        ("Send the invoice today or you're off the account.", "Would you be willing to send the invoice today?"),
        ("Take your boots off.", "Would you be willing to take your boots off now?"),
        ("你应该给房东打电话。", "你愿意今天给房东打电话吗？"),
        ("我需要你六点来接我。", "你愿意六点来接我吗？"),
        ("回你房间去。", "你愿意现在回你房间去吗？"),
    ],
)
def test_demand_suggestion_contains_a_request_rewrite(text, rewrite):
    item = analyze(text).components["request"]
    assert item.label == "demand"
    assert rewrite in item.suggestion


def test_evaluation_suggestion_names_the_judging_word():
    item = analyze("She is lazy.").components["observation"]
    assert item.label == "evaluation"
    assert item.evidence == "lazy"
    assert '"lazy"' in item.suggestion
    item = analyze("你从来不给父母打电话。").components["observation"]
    assert item.evidence == "从来"
    assert "“从来”" in item.suggestion


def test_score_labels_bounds_and_ordering():
    full = dict(IDEAL_LABELS)
    nothing = dict.fromkeys(COMPONENTS, "absent")
    partial = {"observation": "evaluation", "feeling": "faux_feeling", "need": "strategy", "request": "demand"}
    assert score_labels(full) == 100
    assert score_labels(nothing) == 0
    assert 100 > score_labels(partial) > 0
    for component in COMPONENTS:
        for label in LABELS[component]:
            value = score_labels({**full, component: label})
            assert 0 <= value <= 100
            if label != IDEAL_LABELS[component]:
                assert value < 100
            assert value > score_labels({**nothing, component: label}) or label == "absent"
    assert score_labels({**nothing, "request": "request"}) > score_labels({**nothing, "request": "vague"})
    assert score_labels({**nothing, "request": "vague"}) > score_labels({**nothing, "request": "demand"})
    assert analyze("I need some rest.").score < analyze(EN_FULL).score


@pytest.mark.parametrize(
    "labels",
    [
        {"observation": "observation", "feeling": "feeling", "need": "need"},
        {"observation": "bogus", "feeling": "feeling", "need": "need", "request": "request"},
        {"observation": "observation", "feeling": "need", "need": "need", "request": "request"},
        "not a dict",
    ],
)
def test_score_labels_rejects_invalid(labels):
    with pytest.raises(ValueError):
        score_labels(labels)


def _answer(**overrides):
    components = {
        component: {"label": IDEAL_LABELS[component], "evidence": "", "suggestion": "ok"} for component in COMPONENTS
    }
    components.update(overrides)
    return {"components": components}


def test_from_dict_round_trip_and_score_recomputed():
    original = analyze(ZH_FULL)
    data = original.to_dict()
    data["score"] = 3
    rebuilt = StatementAnalysis.from_dict(data, text=ZH_FULL)
    assert rebuilt == original
    assert StatementAnalysis.from_dict(_answer()).score == 100


def test_from_dict_drops_evidence_not_in_text():
    text = "You’re ＳＯ messy."
    answer = _answer(
        observation={"label": "evaluation", "evidence": "You're so messy", "suggestion": "Describe instead."},
        feeling={"label": "feeling", "evidence": "I am sad", "suggestion": "x"},
        need={"label": "absent", "evidence": "anything", "suggestion": "x"},
    )
    result = StatementAnalysis.from_dict(answer, text=text)
    assert result.components["observation"].evidence == "You're so messy"
    assert result.components["feeling"].evidence == ""
    assert result.components["need"].evidence == ""
    assert result.locale == "en"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (_answer(request={"label": "please", "evidence": "", "suggestion": ""}), "invalid label"),
        (_answer(feeling={"label": "need", "evidence": "", "suggestion": ""}), "invalid label"),
        ({"components": {c: _answer()["components"][c] for c in COMPONENTS[:3]}}, "missing component"),
        (_answer(need={"label": "need", "evidence": 5, "suggestion": ""}), "evidence"),
        (_answer(need={"label": "need", "evidence": "", "suggestion": None}), "suggestion"),
        (_answer(need="need"), "must be an object"),
        ({"components": []}, "components"),
        ([], "JSON object"),
        ({**_answer(), "locale": "fr"}, "unsupported locale"),
    ],
)
def test_from_dict_validation_errors(data, message):
    with pytest.raises(ValueError, match=message):
        StatementAnalysis.from_dict(data)


def test_from_dict_rejects_unknown_components():
    data = _answer()
    data["components"]["mood"] = {"label": "feeling", "evidence": "", "suggestion": ""}
    with pytest.raises(ValueError, match="unknown component"):
        StatementAnalysis.from_dict(data)


def _check_strict(schema):
    if schema.get("type") == "object":
        assert schema["additionalProperties"] is False
        assert sorted(schema["required"]) == sorted(schema["properties"])
        for child in schema["properties"].values():
            _check_strict(child)


def test_schema_shape_is_strict_and_built_from_labels():
    _check_strict(ANALYSIS_JSON_SCHEMA)
    components = ANALYSIS_JSON_SCHEMA["properties"]["components"]
    assert list(components["properties"]) == list(COMPONENTS)
    for component in COMPONENTS:
        props = components["properties"][component]["properties"]
        assert props["label"]["enum"] == list(LABELS[component])
        assert props["evidence"]["type"] == props["suggestion"]["type"] == "string"


def test_schema_accepts_an_analysis_and_rejects_bad_labels():
    jsonschema = pytest.importorskip("jsonschema")
    answer = {"components": analyze(EN_FULL).to_dict()["components"]}
    jsonschema.validate(answer, ANALYSIS_JSON_SCHEMA)
    answer["components"]["request"]["label"] = "order"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(answer, ANALYSIS_JSON_SCHEMA)


@pytest.mark.parametrize("locale", ["en", "zh-hans", "zh"])
def test_feelings_and_needs_lists(locale):
    feelings = feelings_list(locale)
    assert set(feelings) == {"met", "unmet"}
    assert len(feelings["met"]) > 40 and len(feelings["unmet"]) > 80
    assert not set(feelings["met"]) & set(feelings["unmet"])
    needs = needs_list(locale)
    for category in ("connection", "autonomy", "meaning", "physical wellbeing", "honesty", "peace", "play"):
        assert needs[category]
    if locale == "en":
        assert {"worried", "irritated", "relieved"} <= set(feelings["met"] + feelings["unmet"])
        assert "ignored" not in feelings["unmet"]
        assert "respect" in needs["connection"]
    else:
        assert {"担心", "难过", "烦躁"} <= set(feelings["unmet"])
        assert "尊重" in needs["connection"]


@pytest.mark.parametrize(("locale", "heading", "synonym"), [("en", "autonomy", "help"), ("zh-hans", "自主", "考虑")])
def test_one_need_vocabulary_with_the_inventory_and_its_headings_apart(locale, heading, synonym):
    inventory = set(inventory_needs(locale))
    every = set(need_words(locale))
    assert {w for group in needs_list(locale).values() for w in group} <= inventory
    assert heading in inventory and heading not in every - inventory
    assert synonym in every and synonym not in inventory  # a synonym names a need only after "need"/需要


@pytest.mark.parametrize("text", ["autonomy? or just fairness maybe", "connection."])
def test_a_heading_of_the_needs_inventory_answers_a_guess(text):
    asked = "What might your grandad be needing when he refuses the carer?"
    assert "empathy_guess" in analyze(text, "en", context=asked).act_names()


def test_lists_reject_unsupported_locale():
    with pytest.raises(ValueError):
        feelings_list("fr")
    with pytest.raises(ValueError):
        needs_list("")
