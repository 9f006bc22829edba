"""Judging guesses in the "hear the other person" exercise, the ready-made guesses, and their plain words."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.empathy_check import (
    EMPATHY_LABELS,
    empathy_verdict,
    guess_reading,
    ready_guess,
    ready_guesses,
    reference_matches,
)
from nvcpractice.nvc.wording import EMPATHY_TEXT, empathy_text, leaks_machine_label


@pytest.mark.parametrize(
    ("text", "locale", "label"),
    [
        ("Are you feeling worn out because you need some rest?", "en", "empathy_guess"),
        ("You feel lonely because you want some company.", "en", "not_a_question"),
        ("Are you nervous?", "en", "no_need"),
        ("Do you need more space?", "en", "no_feeling"),
        ("I feel sad because I need closeness.", "en", "own_side"),
        ("Stop shouting at me.", "en", "no_guess"),
        ("你是不是有点紧张，因为你需要安心？", "zh-hans", "empathy_guess"),
        ("你很孤单，因为你需要陪伴。", "zh-hans", "not_a_question"),
        ("你是不是很生气？", "zh-hans", "no_need"),
        ("我觉得难过，因为我需要理解。", "zh-hans", "own_side"),
        ("别吵了。", "zh-hans", "no_guess"),
    ],
)
def test_each_kind_of_answer_gets_its_verdict(text, locale, label):
    assert empathy_verdict(analyze(text, locale)) == label


def test_matching_the_reference_is_by_the_words_named():
    assert reference_matches("a bit tired", ["annoyed", "tired"]) == ["tired"]
    assert reference_matches("被尊重", ["安心", "尊重"]) == ["尊重"]
    assert reference_matches("hungry", ["annoyed", "tired"]) == []
    assert reference_matches("", ["annoyed"]) == []


@pytest.mark.parametrize(
    ("feelings", "needs", "locale"),
    [(["lonely", "hopeful"], ["company", "warmth"], "en"), (["紧张", "孤单"], ["陪伴", "安心"], "zh-hans")],
)
def test_ready_guesses_come_from_the_reference_and_pass_the_check(feelings, needs, locale):
    guesses = ready_guesses(feelings=feelings, needs=needs, locale=locale)
    assert len(guesses) == len(set(guesses)) >= 3
    for guess in guesses:
        assert empathy_verdict(analyze(guess, locale)) == "empathy_guess"
        assert any(f in guess for f in feelings) and any(n in guess for n in needs)
    assert ready_guess(feelings=feelings, needs=needs, locale=locale, variant=1) == guesses[1]


def test_a_reference_the_check_cannot_use_still_gives_a_guess():
    guess = ready_guess(feelings=["zorbled"], needs=["blarf"], locale="en")
    assert empathy_verdict(analyze(guess, "en")) == "empathy_guess"


def test_every_verdict_has_plain_words_in_both_languages_and_labels_are_caught():
    for locale in ("en", "zh-hans"):
        assert set(EMPATHY_TEXT[locale]) == set(EMPATHY_LABELS)
        for label in EMPATHY_LABELS:
            assert not leaks_machine_label(empathy_text(label, locale))
            assert leaks_machine_label(f"I read this as {label}.")
    assert not leaks_machine_label("Offer your guess as a question.")


@pytest.mark.parametrize(
    ("text", "locale", "reading"),
    [
        ("lonely and needing connection.", "en", "Are you lonely and needing connection?"),
        ("ok um frustrated, wanting a fair share?", "en", "Are you frustrated, wanting a fair share?"),
        ("是不是挺委屈的，希望被理解吧", "zh-hans", "你是不是挺委屈的，希望被理解？"),
    ],
)
def test_an_answer_naming_nobody_reads_as_the_guess_it_answers_with(text, locale, reading):
    assert guess_reading(text, locale) == reading


@pytest.mark.parametrize(
    ("text", "locale"), [("I think she needs rest", "en"), ("you seem tired", "en"), ("我觉得他很累", "zh-hans")]
)
def test_an_answer_that_names_someone_keeps_its_own_words(text, locale):
    assert guess_reading(text, locale) is None
