"""A finished four-step statement: the four accepted answers joined into one, and its verdict.

Why this exists: the four-step practice judges each answer on its own component; the finished statement is stored
once as a whole-statement evaluation whose component verdicts are those accepted answers' verdicts. The structured
mode, the practice services and the data migration that converted old per-step rows all build it the same way.
Pure functions, no database.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import COMPONENTS, ComponentResult, StatementAnalysis
from nvcpractice.nvc.step_frames import joined_statement


def assemble_statement(answers: dict[str, str], locale: str) -> str:
    """One NVC statement from the four accepted answers, each in its step's frame (``nvc.step_frames``)."""
    return joined_statement(answers, locale)


def statement_from_steps(*, verdicts: dict[str, dict[str, Any]], locale: str) -> StatementAnalysis:
    """The whole statement's analysis from each component's accepted verdict ``{label, evidence, suggestion}``.

    The score follows from the labels (``nvcpractice.nvc.result.score_labels``); ``ValueError`` for a missing
    component or a label outside the rubric.
    """
    components = {}
    for component in COMPONENTS:
        if component not in verdicts:
            raise ValueError(f"no accepted answer for {component!r}")
        verdict = verdicts[component]
        components[component] = ComponentResult(
            label=verdict.get("label", component),
            evidence=str(verdict.get("evidence", "")),
            suggestion=str(verdict.get("suggestion", "")),
        )
    return StatementAnalysis.build(locale, components)
