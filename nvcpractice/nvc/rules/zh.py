"""The Simplified Chinese rule set: runs the need, request, feeling and observation rules in dependency order.

Why this exists: the observation rules judge what is left once the feeling, thought, need and request parts are
set aside, and the feeling rules must not read inside a need or request; this module wires that order.
"""

from __future__ import annotations

from ..findings import Finding
from ..text import PreparedText, mask, quoted_spans, sentence_spans
from .zh_feeling_need import detect_feeling, detect_need
from .zh_observation import detect_observation
from .zh_request import detect_request


def analyze_zh(prepared: PreparedText) -> dict[str, Finding]:
    """One ``Finding`` per component for a Chinese statement."""
    text = prepared.text
    quotes = quoted_spans(text)
    need = detect_need(text)
    request, rhetorical = detect_request(text, sentence_spans(text))
    feeling = detect_feeling(mask(text, quotes), need.regions + request.regions)
    observation = detect_observation(
        text,
        component_regions=need.regions + feeling.regions,
        request_regions=request.regions,
        quotes=quotes,
        rhetorical=rhetorical,
    )
    return {"observation": observation, "feeling": feeling, "need": need, "request": request}
