"""Runs one language's rules in dependency order: need and request first, then feeling, then observation.

Why this exists: the observation rules judge what is left once the feeling, thought, need and request parts are
set aside, and the feeling rules must not read inside a need or request; both languages share this order.
"""

from __future__ import annotations

from types import ModuleType

from ..findings import Finding
from ..text import PreparedText, mask, quoted_spans, sentence_spans
from .shared import SetAside


def run_rules(
    prepared: PreparedText,
    *,
    feeling_need: ModuleType,
    request: ModuleType,
    observation: ModuleType,
    set_aside: SetAside | None = None,
):
    """One ``Finding`` per component, using the given language's rule modules; ``set_aside`` names bare commands
    that are no request."""
    text = prepared.text
    quotes = quoted_spans(text)
    need = feeling_need.detect_need(text)
    found_request, rhetorical = request.detect_request(mask(text, quotes), sentence_spans(text), set_aside)
    feeling = feeling_need.detect_feeling(mask(text, quotes), need.regions + found_request.regions)
    found_observation = observation.detect_observation(
        text,
        component_regions=need.regions + feeling.regions,
        request_regions=found_request.regions,
        quotes=quotes,
        rhetorical=rhetorical,
    )
    findings: dict[str, Finding] = {
        "observation": found_observation,
        "feeling": feeling,
        "need": need,
        "request": found_request,
    }
    return findings
