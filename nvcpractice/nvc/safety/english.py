"""The English half of the safety check: the message as tagged clauses, read by the English frames, then weighed."""

from __future__ import annotations

from .concern import Assessment
from .english_frames import english_grammar
from .english_tokens import english_clauses
from .frames import Token
from .grammar import Reading
from .weighing import corroborated, weighed


def english_reading(text: str) -> tuple[list[list[Token]], Reading]:
    """A prepared message's English clauses (``normalize.prepared``) and what the frames make of them."""
    clauses = english_clauses(text)
    return clauses, english_grammar().read(clauses)


def english_assessment(text: str) -> Assessment | None:
    """The verdict on the English words of a prepared message: the frames', else the weighing's."""
    clauses, reading = english_reading(text)
    if not clauses:
        return None
    if reading.assessment is not None:
        return corroborated("en", reading.assessment, clauses, reading.cues, text, english_grammar().explicit)
    return weighed("en", clauses, reading.cues, text)
