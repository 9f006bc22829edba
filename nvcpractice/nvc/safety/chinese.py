"""The Chinese half of the safety check: the message as tagged clauses, read by the Chinese frames, then weighed."""

from __future__ import annotations

import re

from .chinese_frames import chinese_grammar
from .chinese_tokens import chinese_clauses
from .concern import Assessment
from .frames import Token
from .grammar import Reading
from .weighing import corroborated, weighed

_HAN = re.compile(r"[\u3400-\u9fff]")


def chinese_reading(text: str) -> tuple[list[list[Token]], Reading]:
    """A prepared message's Chinese clauses (``normalize.prepared``) and what the frames make of them."""
    clauses = chinese_clauses(text) if _HAN.search(text) else []
    return clauses, chinese_grammar().read(clauses)


def chinese_assessment(text: str) -> Assessment | None:
    """The verdict on the Chinese words of a prepared message: the frames', else the weighing's."""
    clauses, reading = chinese_reading(text)
    if not clauses:
        return None
    if reading.assessment is not None:
        return corroborated("zh-hans", reading.assessment, clauses, reading.cues, text, chinese_grammar().explicit)
    return weighed("zh-hans", clauses, reading.cues, text)
