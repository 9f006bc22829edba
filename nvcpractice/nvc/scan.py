"""Positions computed once per text, so the rules stay linear in the length of the statement.

Why this exists: rules ask "where does the next clause boundary start after here?", "where was the last 我 before
here?" or "is this position already part of a component?" for many positions. Answering each by scanning the
text again (``re.search`` from a position, ``str.rfind``, a regex over the growing prefix) makes crafted input
quadratic or worse. These helpers answer from tables built in one pass (cached for the text being analysed).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

Span = tuple[int, int]


@lru_cache(maxsize=64)
def match_starts(pattern: re.Pattern[str], text: str) -> tuple[int, ...]:
    """Every offset where ``pattern`` matches ``text`` (what ``pattern.search(text, pos)`` would find), in order.

    ``finditer`` skips offsets inside an earlier match; those are tried one by one, which costs at most the total
    length of the matches.
    """
    starts: list[int] = []
    for m in pattern.finditer(text):
        starts.append(m.start())
        starts.extend(q for q in range(m.start() + 1, m.end()) if pattern.match(text, q))
    return tuple(starts)


def next_match(pattern: re.Pattern[str], text: str, pos: int) -> int | None:
    """The start of ``pattern.search(text, pos)``, or ``None``, without scanning the text again."""
    starts = match_starts(pattern, text)
    index = bisect_left(starts, pos)
    return starts[index] if index < len(starts) else None


@lru_cache(maxsize=64)
def last_positions(text: str, chars: str) -> tuple[int, ...]:
    """``table[i]``: the last offset ``j < i`` with ``text[j]`` in ``chars``, or -1 (``len(text) + 1`` entries)."""
    table = [-1] * (len(text) + 1)
    last = -1
    for index, char in enumerate(text):
        table[index] = last
        if char in chars:
            last = index
    table[len(text)] = last
    return tuple(table)


def merge(spans: list[Span]) -> list[Span]:
    """Sorted, non-overlapping union of ``spans`` (empty spans dropped)."""
    merged: list[list[int]] = []
    for start, end in sorted(s for s in spans if s[1] > s[0]):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


class Occupied:
    """Positions already claimed by some component; marking and asking both cost amortised O(1) per position."""

    def __init__(self, length: int, spans: list[Span] = ()) -> None:
        self._next = list(range(length + 2))
        self._length = length
        for start, end in spans:
            self.add(start, end)

    def _find(self, index: int) -> int:
        root = index
        while self._next[root] != root:
            root = self._next[root]
        while self._next[index] != root:
            self._next[index], index = root, self._next[index]
        return root

    def add(self, start: int, end: int) -> None:
        """Claim ``[start, end)``."""
        start, end = max(start, 0), min(end, self._length)
        index = self._find(start) if start < end else end
        while index < end:
            self._next[index] = index + 1
            index = self._find(index + 1)

    def free(self, index: int) -> bool:
        """True when ``index`` is not claimed."""
        return 0 <= index <= self._length and self._find(index) == index


def region_end(text: str, start: int, end_re: re.Pattern[str]) -> int:
    """Where the region from ``start`` ends: the next match of ``end_re``, or the end of the text."""
    stop = next_match(end_re, text, start)
    return len(text) if stop is None else stop


def phrase_end(text: str, pos: int, stop_re: re.Pattern[str]) -> int | None:
    """End of the phrase starting at ``pos``: the first stop after at least one character, none for punctuation."""
    if pos >= len(text) or text[pos] in ",;.!?\n":
        return None
    return next_match(stop_re, text, pos + 1)


def search_between(pattern: re.Pattern[str], text: str, start: int, end: int) -> bool:
    """Whether ``pattern`` matches wholly inside ``text[start:end]``."""
    at = next_match(pattern, text, start)
    while at is not None and at < end:
        if pattern.match(text, at, end):
            return True
        at = next_match(pattern, text, at + 1)
    return False
