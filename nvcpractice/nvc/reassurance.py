"""Reassurance: telling the other person not to feel something ("don't worry", 别紧张, 放心), a kindness in the form of
a command.

Why this exists: by the rubric every bare command is a ``demand``, and the request label keeps that. Said to the
other person in a conversation, though, "don't worry, I'm not upset" eases them rather than coerces them, and the
role-play partner must hear it that way. A reassurance is a negated command whose object is a feeling of the
listener, any word of the feelings lexicon.
"""

from __future__ import annotations

import re
from functools import cache

from .findings import Span
from .lexicons import feelings_list
from .locale import ZH_HANS


@cache
def _pattern(locale: str) -> re.Pattern[str]:
    unmet = sorted(feelings_list(locale)["unmet"], key=len, reverse=True)
    words = "|".join(re.escape(word) for word in unmet)
    if locale == ZH_HANS:
        return re.compile(r"(?:别|不要|不用|甭|用不着)(?:太|那么|这么|再|有)?(?:" + words + r")|放心|别往心里去")
    return re.compile(
        r"(?<![\w'])(?:don'?t|do\s+not|no\s+need\s+to|you\s+don'?t\s+have\s+to)\s+(?:be\s+(?:so\s+|too\s+)?|feel\s+)?"
        r"(?:worry|panic|stress|fret|" + words + r")(?![\w'])|(?<![\w'])no\s+worries(?![\w'])",
        re.IGNORECASE,
    )


def reassurance_span(text: str, locale: str) -> Span | None:
    """Where ``text`` tells the listener not to feel something, or ``None``."""
    found = _pattern(ZH_HANS if locale == ZH_HANS else "en").search(text)
    return found.span() if found else None
