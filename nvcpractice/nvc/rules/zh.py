"""The Simplified Chinese rule set."""

from __future__ import annotations

from ..findings import Finding
from ..text import PreparedText
from . import zh_feeling_need, zh_observation, zh_request
from .pipeline import run_rules
from .shared import SetAside


def analyze_zh(prepared: PreparedText, set_aside: SetAside | None = None) -> dict[str, Finding]:
    """One ``Finding`` per component for a Chinese statement."""
    return run_rules(
        prepared, feeling_need=zh_feeling_need, request=zh_request, observation=zh_observation, set_aside=set_aside
    )
