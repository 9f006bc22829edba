"""Judging an empathy guess in the "hear the other person" exercise, and writing guesses that pass.

Why this exists: the exercise accepts a learner's answer when it guesses the other person's feeling and need and
offers the guess as a question (:mod:`nvcpractice.nvc.empathy` finds those parts). A refused answer needs a verdict
that says what is missing; an accepted one is compared with the scenario's reference feelings and needs — a guess is
a guess, so not matching is reported, never failed. After a few tries the coach offers a ready-made guess built from
the reference; every candidate is checked with the analyzer and a known-good one closes each list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .analyzer import analyze
from .mixed_script import fill
from .result import StatementAnalysis
from .step_frames import bare

#: The verdicts, most complete first; ``empathy_guess`` is the accepted one.
EMPATHY_LABELS = ("empathy_guess", "not_a_question", "no_need", "no_feeling", "own_side", "no_guess")
ACCEPTED = "empathy_guess"

_TEMPLATES = {
    "en": ("Are you feeling {feeling} because you need {need}?", "Are you {feeling} because you'd like more {need}?"),
    "zh-hans": ("你是不是觉得{feeling}，因为你需要{need}？", "你是不是有点{feeling}，因为你很看重{need}？"),
}
_FALLBACK = {
    "en": "Are you feeling frustrated because you need respect?",
    "zh-hans": "你是不是觉得委屈，因为你需要被尊重？",
}


def empathy_verdict(analysis: StatementAnalysis) -> str:
    """What the answer does as an empathy guess, as one of :data:`EMPATHY_LABELS`."""
    guess = analysis.empathy
    if guess.is_guess:
        return ACCEPTED
    if guess.feeling and guess.need:
        return "not_a_question"
    if guess.feeling:
        return "no_need"
    if guess.need:
        return "no_feeling"
    labels = analysis.labels()
    if labels["feeling"] == "feeling" or labels["need"] == "need":
        return "own_side"
    return "no_guess"


_ADDRESSED = {
    "en": re.compile(
        r"(?<![\w'])(?:you|your|you're|youre|u|ur|ya|y'all|i|i'm|im|i've|he|she|they|him|her|them)(?![\w'])", re.I
    ),
    "zh-hans": re.compile(r"你|您|我|他|她"),
}
_GUESS_FRAMES = {"en": "Are you {text}?", "zh-hans": "你是不是{text}？"}
_CLOSING = " .!?。！？~…"


def guess_reading(text: str, locale: str) -> str | None:
    """An answer to "what might they feel and need?" that names nobody ("lonely and needing connection",
    是心里太乱了，想一个人静静吗) read as the guess it answers with: "Are you …?", 你是不是…？ (``None`` when the
    answer names someone, so it already says whose feeling it is)."""
    language = "zh-hans" if locale == "zh-hans" else "en"
    core = bare(text).strip(_CLOSING)
    if language == "zh-hans":
        core = re.sub(r"^(?:是不是|是)", "", re.sub(r"(?:吗|吧|呢|嘛)$", "", core)).strip(_CLOSING)
    if not core or _ADDRESSED[language].search(core):
        return None
    return _GUESS_FRAMES[language].format(text=core)


def framed_verdict(text: str, analysis: StatementAnalysis) -> StatementAnalysis:
    """``analysis`` of an answer in the empathy exercise, or — when it names nobody and is not yet a guess — the
    analysis of its reading as the guess it answers with."""
    if empathy_verdict(analysis) == ACCEPTED:
        return analysis
    reading = guess_reading(text, analysis.locale)
    if reading is None:
        return analysis
    framed = analyze(reading, analysis.locale)
    return framed if empathy_verdict(framed) == ACCEPTED else analysis


def reference_matches(guessed: str, reference: Sequence[str]) -> list[str]:
    """The reference words the guessed phrase names (either contains the other), in the reference's order."""
    phrase = guessed.strip().lower()
    if not phrase:
        return []
    found = []
    for word in reference:
        item = str(word).strip().lower()
        if item and (item in phrase or phrase in item):
            found.append(str(word))
    return found


def _language(locale: str) -> str:
    return "zh-hans" if locale == "zh-hans" else "en"


def ready_guesses(*, feelings: Sequence[str], needs: Sequence[str], locale: str) -> list[str]:
    """Guesses built from the reference that the analyzer accepts as empathy guesses; never empty."""
    language = _language(locale)
    pairs = [(f, n) for n in needs for f in feelings]
    pairs.sort(key=lambda pair: feelings.index(pair[0]) + needs.index(pair[1]))
    passing: list[str] = []
    for template in _TEMPLATES[language]:
        for feeling, need in pairs:
            candidate = fill(template, feeling=feeling, need=need)
            if candidate not in passing and analyze(candidate, language).empathy.is_guess:
                passing.append(candidate)
    return passing or [_FALLBACK[language]]


def ready_guess(*, feelings: Sequence[str], needs: Sequence[str], locale: str, variant: int = 0) -> str:
    """One ready-made guess; ``variant`` picks another one, so consecutive offers differ."""
    options = ready_guesses(feelings=feelings, needs=needs, locale=locale)
    return options[variant % len(options)]
