"""Whole English words for the dialogue-act rules: the boundaries and the spelling of a lexicon entry as a pattern.

Why this exists: every English act rule (``en_acts``, ``en_threats``) matches lexicon entries as whole words, with
flexible spaces and optional apostrophes ("i'm" also as "im"); this is that rule, written once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

LB, RB = r"(?<!\w)(?<!\w')", r"(?!\w)(?!'\w)"
"""Whole words: an apostrophe inside a word joins it ("it's"); one before or after it is a quotation mark."""


def spelled(entries: Iterable[str]) -> list[str]:
    """Each entry as a pattern: spaces flexible, apostrophes optional ("i'm" also as "im")."""
    unique = sorted({entry for entry in entries if entry}, key=len, reverse=True)
    return [re.escape(entry).replace(r"\ ", r"\s+").replace("'", "'?") for entry in unique]


def whole_words(entries: Iterable[str]) -> str:
    return LB + "(?:" + "|".join(spelled(entries)) + ")" + RB
