"""Reported speech: words in quotes that someone else said, read from that person's side.

Why this exists: "one of the residents said to me 'if you give me swede again I'll kill myself'" is not the writer
speaking of suicide, and 他说“你敢走我就弄死你” is a threat *to* the writer, though it says 你. A quote whose lead-in
names another speaker ("she said", "my dad goes", 他说, 我妈的口头禅是) is marked, and the language modules read
it with the persons turned round: its "I" is someone else, its "you" is the writer. A quote the writer speaks
("my line: '…'", 我想回他一句“…”) or one with no speaker named stays the writer's own.

One pass of bounded regular expressions; a quote is at most 500 characters and is never nested.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .frames import Token, reported

_QUOTES = re.compile(
    r"\"([^\"\n]{1,500})\""
    r"|\u201c([^\u201d\n]{1,500})\u201d"
    r"|\u300c([^\u300d\n]{1,500})\u300d"
    r"|\u300e([^\u300f\n]{1,500})\u300f"
    r"|(?<![A-Za-z0-9])'((?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){2,500}?)'(?![A-Za-z0-9])"
)
_LEAD_IN = 60


def _spans(text: str) -> list[re.Match[str]]:
    """Quotes and reported questions in order, none overlapping (a quote wins where both start)."""
    found = sorted([*_QUOTES.finditer(text), *_ASKED.finditer(text)], key=lambda m: (m.start(), m.re is _ASKED))
    kept: list[re.Match[str]] = []
    for match in found:
        if not kept or match.start() >= kept[-1].end():
            kept.append(match)
    return kept


"""How many characters before a quote are read for who says it."""


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of the message: the writer's own words, or a quote of someone else's (``reported``)."""

    text: str
    reported: bool = False


_ASKED = re.compile(
    r"\b(?:asked|asks|ask|wondered|wonders|wanted to know|checked|thought|thinks|assumed)\s+(?:me\s+)?(?:if|whether)\s+"
    r"([^.!?\n]{1,300})"
    r"|(?:问我是不是|问我有没有|问我是否|问我会不会|以为我|怀疑我|担心我是不是|担心我会不会|问过我有没有)([^\u3002\uff01\uff1f!?\n]{1,200})",
    re.IGNORECASE,
)


def segments(text: str, other_speaker: Callable[[str], bool]) -> list[Segment]:
    """The message cut at its quotes and at reported questions ("she asked if I was self-harming", 问我是不是想不开);
    ``other_speaker(lead_in)`` says whether the words before a quote name someone other than the writer."""
    found: list[Segment] = []
    position = 0
    for match in _spans(text):
        start, end = match.span()
        quoted = next(group for group in match.groups() if group is not None)
        if match.re is _ASKED:
            found.extend(([Segment(text[position:start])] if start > position else []) + [Segment(quoted, True)])
            position = end
            continue
        lead_in = text[max(position, start - _LEAD_IN) : start]
        if start > position:
            found.append(Segment(text[position:start]))
        found.append(Segment(quoted, reported=other_speaker(lead_in)))
        position = end
    if position < len(text):
        found.append(Segment(text[position:]))
    return found


def clauses_of(
    text: str,
    other_speaker: Callable[[str], bool],
    breaks: re.Pattern[str],
    tokens_of: Callable[[str], list[Token]],
) -> list[list[Token]]:
    """A message as clauses of tokens (``tokens_of`` one clause's text), cut at ``breaks`` within each segment;
    someone else's quoted words read from their side (:func:`reported`). The one loop both languages share."""
    clauses = []
    for segment in segments(text, other_speaker):
        for part in breaks.split(segment.text):
            tokens = tokens_of(part)
            if tokens:
                clauses.append([reported(token) for token in tokens] if segment.reported else tokens)
    return clauses


_EN_SAY = re.compile(
    r"\b(?P<who>[a-z']+)\s+(?:(?:always|keeps?|kept|just|then|once|literally|actually|would|will)\s+)?"
    r"(?:said|says|say|saying|told|tells|goes|went|yelled|yells|screamed|screams|shouted|shouts|texted|texts|wrote|"
    r"writes|asked|asks|snapped|threatened|threatens|whispered|warned|warns|calls me|called me|messaged)\b"
    r"(?:\s+(?:to\s+)?(?:me|us|him|her|them))?(?:\s+[\w']+){0,3}[\s,:]*$"
)
_EN_LABEL = re.compile(r"\b(?P<who>[a-z']+)\s*:\s*$")
_EN_OWN = frozenset("i we me my myself ive im id".split())


def english_speaker_is_other(lead_in: str) -> bool:
    """ "she said to me today", "my dad goes", "him:" name someone else; "i said", "me:", "my line:" the writer."""
    lead_in = lead_in.lower().rsplit(".", 1)[-1]
    match = _EN_SAY.search(lead_in) or _EN_LABEL.search(lead_in)
    if match is None:
        return False
    who = match.group("who")
    return who not in _EN_OWN and who not in {"line", "lines", "roleplay", "play", "version", "draft", "statement"}


_ZH_SAY = re.compile(
    r"(说|说过|讲|骂|吼|喊|问|口头禅是|口头禅|那句|这句话|发消息|发来|威胁|扬言|放话|嚷|告诉我)[^\u3002\uff01\uff1f]{0,6}[:：，,]?\s*$"
)
_ZH_ADVERBS = re.compile(r"(?:又|就|总|老|还|也|一直|总是|经常|天天|今天|昨天|当时|就会|会|的|跟我|对我|冲我|给我)+$")


def chinese_speaker_is_other(lead_in: str) -> bool:
    """他说, 我妈的口头禅是, 老公骂我 name someone else; 我说, 我想回他一句 the writer."""
    tail = re.split(r"[\u3002\uff01\uff1f!?\n]", lead_in)[-1]
    match = _ZH_SAY.search(tail)
    if match is None:
        return False
    speaker = _ZH_ADVERBS.sub("", tail[: match.start()].strip())
    return bool(speaker) and not speaker.endswith(("我", "我们", "俺", "咱"))
