"""The practice modes and the scene mapping: which tools each mode may offer the model.

The default mapping is DESIGN.md's least-privilege table; ``NVC_SCENE_TOOLS`` (a dict mode → list of tool names)
overrides it, and a system check fails at start-up when a mode names a tool that is not registered. In the
structured mode the tools narrow further to what the current step needs.
"""

from __future__ import annotations

from django.conf import settings

from nvcpractice.practice.models import Mode, StructuredStep

DEFAULT_SCENE_TOOLS: dict[str, tuple[str, ...]] = {
    Mode.FREE_DIALOG: ("rag_search", "wiki_search", "wiki_write", "profile_query", "dashboard_query"),
    Mode.SCENARIO: ("scenario_search", "scenario_generate", "practice_start", "dashboard_query"),
    Mode.STRUCTURED: ("rag_search", "evaluate_nvc", "profile_query", "profile_update", "dashboard_query"),
}

#: In the structured mode, what each step needs: the evaluator while answering, a look-up for help, and the
#: profile and progress tools once the statement is complete.
STRUCTURED_STEP_TOOLS: dict[str, tuple[str, ...]] = {
    StructuredStep.OBSERVATION: ("evaluate_nvc", "rag_search"),
    StructuredStep.FEELING: ("evaluate_nvc", "rag_search"),
    StructuredStep.NEED: ("evaluate_nvc", "rag_search"),
    StructuredStep.REQUEST: ("evaluate_nvc", "rag_search"),
    StructuredStep.EMPATHY: ("evaluate_nvc", "rag_search"),
    StructuredStep.DONE: ("evaluate_nvc", "profile_query", "profile_update", "dashboard_query"),
}


def scene_mapping() -> dict[str, tuple[str, ...]]:
    """Mode → granted tool names, with ``NVC_SCENE_TOOLS`` applied."""
    overrides = getattr(settings, "NVC_SCENE_TOOLS", None) or {}
    mapping = dict(DEFAULT_SCENE_TOOLS)
    mapping.update({mode: tuple(names) for mode, names in overrides.items()})
    return mapping


def tools_for(mode: str, *, step: str | None = None) -> tuple[str, ...]:
    """The tool names granted in ``mode`` (narrowed to ``step`` in the structured mode)."""
    granted = scene_mapping().get(mode, ())
    if mode == Mode.STRUCTURED and step in STRUCTURED_STEP_TOOLS:
        return tuple(name for name in STRUCTURED_STEP_TOOLS[step] if name in granted)
    return granted
