"""An English empathy guess known by its frame, whatever the feeling word: "are you feeling frazzled?", "you're
feeling a bit swamped?", "are you finding today a lot?".

Why this exists: the guess readers look for feeling and need words from the lexicon, and learners guess with words no
list holds ("swamped", "fried", "all over the place"). Asked of "you" in the frame "feeling …?" or "finding … hard?",
the word is a guess at the other person's state by its form.
"""

from __future__ import annotations

import re

from .findings import Span

_HEDGES = r"(?:(?:a\s+bit|a\s+little|kind\s+of|kinda|sort\s+of|really|pretty|so|quite|very|totally|super|just)\s+)*"
_FEELING_FRAME = re.compile(
    r"(?<![\w'])(?:(?:are|r)\s+(?:you|u)|(?:you'?re|youre|ur|you\s+are|you|u))\s+(?:still\s+|maybe\s+|just\s+)?"
    r"feeling\s+" + _HEDGES + r"(?!(?:like|that|as|about|ok|okay|fine|good|better|well|up|any|it|this|the|me|my)\b)"
    r"(?P<w>[a-z][a-z'-]+)[^.!?]*\?",
    re.I,
)
"""A state asked of the listener in the frame "feeling …?" (not "feeling like…", a thought, nor "feeling ok?")."""
_FINDING_FRAME = re.compile(
    r"(?<![\w'])(?:(?:are|r)\s+(?:you|u)|(?:you'?re|youre|ur|you\s+are))\s+finding\s+(?:\w+\s+){1,3}?"
    + _HEDGES
    + r"(?:a\s+lot|hard|tough|difficult|too\s+much|overwhelming|stressful|exhausting|draining|heavy|rough)\b[^.!?]*\?",
    re.I,
)
"""How hard something is for the listener, asked ("are you finding today a lot?")."""


def framed_guess(text: str) -> Span | None:
    """Where ``text`` asks the listener's state in a guess's frame, ``None`` when it does not."""
    found = _FEELING_FRAME.search(text) or _FINDING_FRAME.search(text)
    return found.span() if found else None
