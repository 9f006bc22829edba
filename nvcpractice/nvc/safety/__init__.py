"""Hearing a message that may speak of suicide, self-harm, violence or abuse, in English and Chinese.

Why this exists: learners bring real conflicts, and some of them are not conflicts to practise but danger. Before
any coaching, in every mode and with or without a model, the app asks :func:`assess` what a message speaks of;
``scenes/safety.py`` then steps out of practice. This package only recognises; it stores, logs and answers nothing.

It reads meaning, not fixed phrases: each language turns the message into clauses of concept-tagged words
(who, a harm, to whom, signals such as a burden or a goodbye, means, contexts), and frames over those concepts
decide (``frames.py``). Two outcomes: ``crisis`` (clear risk) and ``check_in`` (possible risk: the coach asks
before anything else). Figures of speech, games, sport, fiction, care work, study, a past clearly resolved and a
plain denial cancel the frames they explain. Missing a disclosure costs more than asking once too often, so the
check-in tier is generous, while a crisis needs clear words.

Pure Python (lemminflect, rjieba, OpenCC, emoji: no model, no network); the work grows linearly with the text.
"""

from __future__ import annotations

from .chinese import chinese_assessment, chinese_reading
from .concern import CONCERN_ORDER, Assessment, Concern, Level
from .english import english_assessment, english_reading
from .frames import Token
from .grammar import Reading
from .normalize import prepared

__all__ = ("Assessment", "Concern", "Level", "assess", "reading_of", "warm")

MAX_CHARS = 20_000
"""Longer text is read up to here (messages are limited far below this before they reach the check)."""


def assess(text: str) -> Assessment | None:
    """What the message speaks of and how sure the check is, or ``None`` when it speaks of no danger."""
    if not isinstance(text, str) or not text.strip():
        return None
    ready = prepared(text[:MAX_CHARS])
    found = [item for item in (english_assessment(ready), chinese_assessment(ready)) if item is not None]
    if not found:
        return None
    return min(found, key=lambda item: (not item.crisis, CONCERN_ORDER.index(item.concern)))


def warm() -> None:
    """Load the word tables and weights now (server start-up), not on a learner's first message."""
    assess("he hit me 他打我 活著")
    assess("he checks my phone every night")
    assess("他每天查我手机")


def reading_of(text: str, locale: str) -> tuple[list[list[Token]], Reading]:
    """One language's clauses of the message and its frames' reading (for training and reports)."""
    ready = prepared(text[:MAX_CHARS])
    return chinese_reading(ready) if locale == "zh-hans" else english_reading(ready)
