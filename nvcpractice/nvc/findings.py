"""Shared building blocks of the rule sets: the ``Finding`` record and regex helpers.

Why this exists: the English and Chinese rule modules detect different surface forms but report the same thing
per component — a label, the span it points at, the lexicon entry that triggered it and the region of text the
component occupies (so the observation rules can look at what is left over).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

Span = tuple[int, int]


@dataclass(slots=True)
class Finding:
    """One component's verdict from the rules, in normalised-text coordinates."""

    label: str
    span: Span | None = None
    key: str = ""
    kind: str = ""
    detail: str = ""
    regions: list[Span] = field(default_factory=list)
    beside: Finding | None = None
    """A faux feeling or a thought said beside the genuine feeling that won the label ("I'm hurt and I feel
    ignored"): by the rubric worth a suggestion, not the label."""


def alternation(words: Iterable[str], *, spaces: str = r"\s+") -> str:
    """A regex alternation of ``words``, longest first, with flexible whitespace between words."""
    unique = sorted({w.strip() for w in words if w.strip()}, key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", spaces) for w in unique)


def word_regex(words: Iterable[str], *, flags: int = 0) -> re.Pattern[str]:
    """Match any of ``words`` as whole English words (apostrophes count as part of a word)."""
    return re.compile(r"(?<![\w'])(?:" + alternation(words) + r")(?![\w'])", flags)


def plain_regex(words: Iterable[str]) -> re.Pattern[str]:
    """Match any of ``words`` anywhere (for Chinese, which has no spaces between words)."""
    return re.compile("(?:" + alternation(words, spaces=r"\s*") + ")")


def overlaps(span: Span, spans: Iterable[Span]) -> bool:
    """True when ``span`` overlaps any of ``spans``."""
    start, end = span
    return any(start < other_end and other_start < end for other_start, other_end in spans)
