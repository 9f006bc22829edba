"""The dialogue acts' learned second reading (``nvcpractice/nvc/act_weighing.py``) and its trained models."""

from __future__ import annotations

import json

import pytest

from bench.analyzer import act_scores, rows
from nvcpractice.nvc import analyze
from nvcpractice.nvc.act_weighing import Model, model, model_path, signals, weighed_spans, words_of
from nvcpractice.nvc.analyzer import act_signals
from scripts import acts_model

LEANING = Model(
    weights={"word:ugh": {"vent": 4.0}, "act:thanks": {"thanks": 3.0}, "word:jk": {"thanks": -6.0}},
    bias={"vent": -2.0, "thanks": -1.0},
    add={"vent": 0.6, "thanks": 0.9},
    drop={"vent": 0.1, "thanks": 0.2},
)
"""A model whose probabilities are known: vent 0.12 alone and 0.88 with "ugh"; thanks 0.88 when the rules found it,
0.27 alone, 0.02 with "jk" after the rules found it."""


def test_an_act_is_added_only_over_its_add_threshold_and_dropped_only_under_its_drop_threshold():
    assert LEANING.acts({"word:ugh"}, ()) == {"vent"}
    assert LEANING.acts({"word:meh"}, ()) == set()
    assert LEANING.acts({"act:thanks"}, {"thanks"}) == {"thanks"}
    assert LEANING.acts({"word:meh"}, {"thanks"}) == {"thanks"}  # 0.27: unlikely, but not sure enough to overrule
    assert LEANING.acts({"act:thanks", "word:jk"}, {"thanks"}) == set()
    assert LEANING.acts({"act:greeting"}, {"greeting"}) == {"greeting"}  # an act the weights know nothing of stays


def test_probabilities_add_the_weights_of_the_signals_found():
    chances = LEANING.probabilities({"word:ugh", "word:unknown"})
    assert chances["vent"] == pytest.approx(1 / (1 + 2.718281828459045**-2.0))
    assert chances["thanks"] == pytest.approx(1 / (1 + 2.718281828459045**1.0))


def test_an_added_act_is_shown_by_the_whole_message_and_a_kept_one_by_the_rules_words():
    spans = weighed_spans({"thanks": (0, 6)}, {"act:thanks", "word:ugh"}, LEANING, (0, 20))
    assert spans == {"thanks": (0, 6), "vent": (0, 20)}
    assert weighed_spans({"thanks": (0, 6)}, {"word:ugh"}, None, (0, 20)) == {"thanks": (0, 6)}


def test_signals_name_the_rules_acts_the_labels_the_words_the_context_and_the_length():
    found = signals("Ugh, he did it again!", "what happened?", "en", {"vent"}, {"observation": "evaluation"})
    assert {"act:vent", "label:observation=evaluation", "word:ugh", "word:did_it", "word:!"} <= found
    assert {"context:what_happened", "length:medium"} <= found
    assert "act:none" in signals("ok", "", "en", (), {})
    assert not any(signal.startswith("context:") for signal in signals("ok", "", "en", (), {}))


def test_chinese_words_are_the_analyzers_words():
    assert words_of("谢谢你们今天陪我练", "zh-hans")[:2] == ["谢谢", "你们"]
    assert words_of("Thanks, I'm DONE", "en") == ["thanks", "i'm", "done"]


def test_the_off_switch_gives_the_rules_acts_and_the_weighing_keeps_the_rules_evidence():
    text = "Thanks for listening, I'll head off now. Bye!"
    ruled = analyze(text, "en", weigh_acts=False)
    weighed = analyze(text, "en")
    assert ruled.labels() == weighed.labels() and ruled.score == weighed.score
    kept = {act.act: act.evidence for act in weighed.acts}
    for act in ruled.acts:
        if act.act in kept:
            assert kept[act.act] == act.evidence


@pytest.mark.parametrize("locale", acts_model.LOCALES)
def test_the_trained_model_matches_the_rules_and_the_corpus(locale):
    """The model records what it was trained on; a change to the act rules, the analyzer's labels or the tuning
    corpus without ``python -m scripts.acts_model train`` is caught here."""
    stored = json.loads(model_path(locale).read_text(encoding="utf-8"))
    assert stored["fingerprint"] == acts_model.fingerprint(acts_model.examples(locale)), f"retrain the {locale} model"


@pytest.mark.parametrize("locale", acts_model.LOCALES)
def test_the_weights_overrule_the_rules_only_when_sure(locale):
    trained = model(locale)
    assert trained is not None
    assert set(trained.add) == set(trained.drop) == set(trained.bias)
    assert all(cut >= 0.5 for cut in trained.add.values()) and all(cut <= 0.1 for cut in trained.drop.values())


@pytest.mark.parametrize("locale", acts_model.LOCALES)
def test_the_stored_out_of_fold_figure_is_the_one_its_stored_acts_give(locale):
    stored = json.loads(model_path(locale).read_text(encoding="utf-8"))
    messages = [row for row in rows("acts", "tuning") if row["locale"] == locale]
    found = [(set(row["acts"]) - {"statement"}, set(stored["out_of_fold_acts"].get(row["id"], ()))) for row in messages]
    assert round(act_scores(found)["macro_f1"], 4) == stored["out_of_fold"]["weighed"]
    assert stored["out_of_fold"]["weighed"] > stored["out_of_fold"]["rules"]


def test_act_signals_read_the_message_as_analyze_does():
    found = act_signals("ok bye then", "en", context="Shall we stop here?")
    ruled = analyze("ok bye then", "en", context="Shall we stop here?", weigh_acts=False)
    assert {f"act:{act}" for act in ruled.act_names()} <= found
    assert "context:shall_we" in found
