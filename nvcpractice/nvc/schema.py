"""JSON Schema of an analysis answer, for validating (and constraining) an LLM evaluator's output.

Why this exists: the LLM evaluator asks the model for ``{"components": {...}}`` with OpenAI strict structured
output, which requires every property to be listed as required and ``additionalProperties: false`` at every
level. The schema is built from ``LABELS`` so it can never drift from the rubric's label strings.
"""

from __future__ import annotations

from typing import Any

from .result import COMPONENTS, LABELS


def _component_schema(component: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "label": {"type": "string", "enum": list(LABELS[component])},
            "evidence": {"type": "string", "description": "Exact span of the user's text the label points at."},
            "suggestion": {"type": "string", "description": "Concrete advice in the statement's language."},
        },
        "required": ["label", "evidence", "suggestion"],
        "additionalProperties": False,
    }


def build_analysis_schema() -> dict[str, Any]:
    """A fresh copy of the analysis JSON Schema."""
    return {
        "type": "object",
        "properties": {
            "components": {
                "type": "object",
                "properties": {component: _component_schema(component) for component in COMPONENTS},
                "required": list(COMPONENTS),
                "additionalProperties": False,
            }
        },
        "required": ["components"],
        "additionalProperties": False,
    }


ANALYSIS_JSON_SCHEMA: dict[str, Any] = build_analysis_schema()
