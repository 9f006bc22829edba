"""The English rule set."""

from __future__ import annotations

from ..findings import Finding
from ..text import PreparedText
from . import en_feeling_need, en_observation, en_request
from .pipeline import run_rules
from .shared import SetAside


def analyze_en(prepared: PreparedText, set_aside: SetAside | None = None) -> dict[str, Finding]:
    """One ``Finding`` per component for an English statement."""
    return run_rules(
        prepared, feeling_need=en_feeling_need, request=en_request, observation=en_observation, set_aside=set_aside
    )
