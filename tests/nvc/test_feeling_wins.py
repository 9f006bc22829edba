"""A genuine feeling wins the feeling component (the rubric's clarification); the faux feeling or thought said
beside it is worth a suggestion, not the label.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    ("text", "locale", "beside"),
    [
        ("I'm anxious and I feel unsupported.", "en", "unsupported"),
        ("I feel let down and lonely.", "en", "let down"),
        ("I'm disappointed and I feel like you forgot me.", "en", "you forgot me"),
        ("我很委屈，也觉得被冷落了。", "zh-hans", "被冷落"),
        ("我有点难过，感觉你根本不想理我。", "zh-hans", "你根本不想理我"),
    ],
)
def test_a_genuine_feeling_beside_a_faux_one_or_a_thought_wins_and_the_other_is_named(text, locale, beside):
    feeling = analyze(text, locale).components["feeling"]
    assert feeling.label == "feeling"
    assert beside in feeling.suggestion


@pytest.mark.parametrize(
    ("text", "label"),
    [("I feel unsupported.", "faux_feeling"), ("I feel like you forgot me.", "thought"), ("I'm anxious.", "feeling")],
)
def test_without_a_genuine_feeling_the_faux_feeling_or_thought_is_the_label(text, label):
    feeling = analyze(text, "en").components["feeling"]
    assert feeling.label == label
    assert "Well done" not in feeling.suggestion or label == "feeling"


@pytest.mark.parametrize(
    "text", ["totally wrecked after the night shift", "over the moon about the new flat!!", "shattered tbh"]
)
def test_a_feeling_typed_without_i_am_is_the_speakers_feeling(text):
    found = analyze(text, "en")
    assert found.label("feeling") == "feeling"
    assert found.label("observation") == "absent"


@pytest.mark.parametrize(
    "text", ["Great, you lost the keys again.", "moved my desk without asking", "Be home by ten, ok?"]
)
def test_a_word_that_opens_a_clause_as_an_answer_a_judgement_or_a_verb_is_no_feeling(text):
    assert analyze(text, "en").label("feeling") == "absent"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Honesty is a huge deal for me.", "need"),
        ("quiet evenings are everything to me", "need"),
        ("all i really want is to feel respected here", "need"),
        ("What I need is a bigger desk.", "strategy"),
    ],
)
def test_a_need_said_as_what_matters_or_all_i_want_is_read_by_its_object(text, label):
    assert analyze(text, "en").label("need") == label


@pytest.mark.parametrize(
    ("text", "feeling"),
    [
        ("我对她特别生气", "feeling"),
        ("我跟他们相处很放松", "feeling"),
        ("他对我很失望", "absent"),
    ],
)
def test_a_person_after_a_preposition_does_not_take_the_speakers_feeling(text, feeling):
    assert analyze(text, "zh-hans").labels()["feeling"] == feeling


@pytest.mark.parametrize(
    ("text", "feeling"),
    [
        ("I feel passed over for the team lead job.", "faux_feeling"),
        ("honestly i feel pushed around by the whole committee", "faux_feeling"),
        ("I feel worn out after the night shift.", "feeling"),
    ],
)
def test_a_participle_with_a_particle_of_being_moved_about_is_a_faux_feeling(text, feeling):
    assert analyze(text, "en").labels()["feeling"] == feeling


@pytest.mark.parametrize("text", ["这事要你负责", "修个水管跟要你命似的"])
def test_a_bare_yao_with_no_speaker_is_no_ones_need(text):
    assert analyze(text, "zh-hans").labels()["need"] == "absent"
