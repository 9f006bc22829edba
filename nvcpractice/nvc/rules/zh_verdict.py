"""A Chinese verdict on who someone is, and whether a word is a feeling: 你们就是欺负学生, 您就是看我不顺眼.

Why this exists: 就是 after a person turns what follows into what that person *is*, a judgement by the rubric,
unless what follows names someone (他就是小王) or is a feeling (你就是太累了). Judging it needs the words' parts of
speech and the feeling lexicon, which the observation rules share from here.
"""

from __future__ import annotations

import re
from functools import cache

from ..lexicons import zh_feelings
from ..words import tagged

_FEELINGS = frozenset(zh_feelings.FEELINGS_MET + zh_feelings.FEELINGS_UNMET)


@cache
def is_feeling(word: str) -> bool:
    """Whether ``word`` is, begins or is begun by a feeling word (累, 累坏, 难过)."""
    return any(word.startswith(f) or f.startswith(word) for f in _FEELINGS if len(f) > 1) or word in _FEELINGS


_JUST_IS = re.compile(r"(?:你们|您|你|他们|她们|他|她)(?:这人|这个人)?就是(?!说|在|想问|想说|想知道)")
"""你们就是…, 他就是…: a verdict on who someone is (你们就是欺负学生, 您就是看我不顺眼), unless what follows names
someone or something (他就是那个经理, 他就是小王) or is a feeling (你就是太累了)."""
_NAMING_TAGS = ("r", "m", "q", "t", "nr", "ns", "nt", "nz", "x", "uj", "ul")


_WHAT_FOLLOWS = re.compile(r"[^,.!?;:\s~…]{0,8}")
_DEGREES = frozenset({"太", "很", "真", "挺", "特别", "非常", "有点", "好"})


def _names_someone(word: str, tag: str) -> bool:
    """他就是那个经理, 他就是小王, 他就是医生: the word names someone or something; a four-character word
    (重男轻女) is a saying about them."""
    return tag in _NAMING_TAGS or word[0] in "我你您他她这那" or (tag == "n" and len(word) < 4)


def just_is_hits(text: str) -> list[tuple[int, int, str, str]]:
    """Each verdict 就是 pins on a person, as ``(start, end, "label", words)``."""
    hits: list[tuple[int, int, str, str]] = []
    for m in _JUST_IS.finditer(text):
        words = [w for w in tagged(text[m.end() : m.end() + 10]) if w[0].strip()]
        degree = words[0][0] if words and words[0][0] in _DEGREES else ""
        words = words[1:] if degree else words
        if not words:
            continue
        word, tag = words[0]
        if _names_someone(word, tag) or is_feeling(word.removeprefix("太")):
            continue
        end = m.end() + len(degree) + len(word)
        end = _WHAT_FOLLOWS.match(text, end).end()  # the whole verdict, to its clause's end: 你们就是欺负学生
        hits.append((m.start(), end, "label", text[m.start() : end]))
    return hits
