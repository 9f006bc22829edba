"""Chinese text with English words in it: a space where a Chinese character meets a Latin letter or digit.

Why this exists: names and quotes come from the learner and from scenarios in either language, and a Chinese
sentence built around an English name ran the two together ("Jess, your classmate开始防御了"). Chinese typography
sets a space between Han characters and Latin words; punctuation (“”，（）) needs none. Only the joins between a
template's text and what is put into it get a space: the learner's own words are never changed inside.

    >>> fill("{role}开始防御了", role="Jess, your classmate")
    'Jess, your classmate 开始防御了'
"""

from __future__ import annotations

import re
from string import Formatter

from .quote_stops import quote_stop_dropped

_WIDE = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z0-9]")
_FORMATTER = Formatter()


def _apart(left: str, right: str) -> bool:
    return bool((_HAN.match(left) and _LATIN.match(right)) or (_LATIN.match(left) and _HAN.match(right)))


def join_mixed(*pieces: str) -> str:
    """``pieces`` joined, with a space wherever a Han character and a Latin letter or digit would touch."""
    joined = ""
    for piece in pieces:
        if joined and piece and _apart(joined[-1], piece[0]):
            joined += " "
        joined += piece
    return joined


def fill(template: str, **values: object) -> str:
    """``template.format(**values)``, with a space at each join of a Han character and a Latin word, and a quoted
    sentence's full stop dropped where the template's sentence goes on after the quotation (``quote_stops``)."""
    pieces: list[str] = []
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        if pieces:  # the value before this literal
            pieces[-1] = quote_stop_dropped(pieces[-1], literal)
        pieces.append(literal)
        if field is not None:
            value = _FORMATTER.convert_field(_FORMATTER.get_field(field, (), values)[0], conversion)
            pieces.append(_FORMATTER.format_field(value, _FORMATTER.vformat(spec or "", (), values)))
    return join_mixed(*pieces)


def join_lines(first: str, second: str) -> str:
    """Two sentences one after the other: no space after Chinese ("……。好的"), a space after English ("…. Okay")."""
    if not first or not second:
        return first or second
    return f"{first}{'' if _WIDE.match(first[-1]) else ' '}{second}"
