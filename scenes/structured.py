"""The four-step practice's progress: the server, not the model, decides when a step is right.

After ``evaluate_nvc`` runs in the structured mode, the label of the current step's component decides: the ideal
label accepts the answer and moves on; anything else keeps the step. When the request is accepted, the four
answers are assembled into one statement.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import COMPONENTS, analyze
from nvcpractice.practice.models import PracticeSession, StructuredStep
from nvcpractice.practice.services import session_advance_step


def assemble_statement(answers: dict[str, str], locale: str) -> str:
    """One NVC statement from the four accepted answers."""
    parts = [answers.get(component, "").strip() for component in COMPONENTS]
    if locale == "zh-hans":
        head = "，".join(part.rstrip("。，,.！!") for part in parts[:3] if part)
        return f"{head}。{parts[3]}" if head else parts[3]
    head = ", ".join(part.rstrip(".,!") for part in parts[:3] if part)
    return f"{head}. {parts[3]}" if head else parts[3]


def structured_progress(*, session: PracticeSession, analysis: dict[str, Any], text: str) -> dict[str, Any]:
    """Advance the session when the current step's component is right; returns what happened."""
    step = session.structured_step
    if step == StructuredStep.DONE:
        return {"step": step, "accepted": False, "next_step": step}
    label = analysis["components"][step]["label"]
    accepted = label == step
    if accepted:
        session_advance_step(session=session, answer=text.strip())
    progress: dict[str, Any] = {
        "step": step,
        "accepted": accepted,
        "label": label,
        "next_step": session.structured_step,
    }
    if session.structured_step == StructuredStep.DONE and accepted:
        statement = assemble_statement(session.state.get("answers", {}), analysis.get("locale", "en"))
        progress["statement"] = statement
        progress["score"] = analyze(statement, analysis.get("locale")).score
    return progress
