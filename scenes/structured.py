"""The four-step practice's progress: the server, not the model, decides when a step is right.

After ``evaluate_nvc`` runs in the structured mode (which then only evaluates), the answer is judged on the current
step's component alone and stored as a step result: the ideal label accepts it and moves on; anything else keeps
the step and comes with a ready-made answer the learner can use. An answer that already holds a later step (a
feeling "because I need …") is credited for that step too, and the practice moves past it. When the request is
accepted, the four answers are assembled and the statement is stored once as a whole-statement evaluation.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import COMPONENTS, StatementAnalysis, is_ideal
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice.model_answers import model_answer
from nvcpractice.practice.models import PracticeSession, StructuredStep
from nvcpractice.practice.services import (
    session_advance_step,
    session_keep_answers,
    statement_evaluation_record,
    step_result_record,
)
from nvcpractice.practice.statements import assemble_statement
from nvcpractice.practice.step_answers import answer_parts
from scenes.empathy import empathy_progress


def structured_progress(*, session: PracticeSession, analysis: dict[str, Any], text: str) -> dict[str, Any]:
    """Record the answer to the current step, advance when it is right; returns the ``practice`` payload."""
    step = session.structured_step
    if step == StructuredStep.EMPATHY:
        return empathy_progress(session=session, analysis=analysis, text=text)
    if step not in COMPONENTS:
        return {"step": step, "accepted": False, "next_step": step, "answers": session.state.get("answers", {})}
    verdict = StatementAnalysis.from_dict(analysis)
    source = analysis.get("source", "rules")
    parts = answer_parts(text=text, step=step, analysis=verdict)
    answer = parts.get(step, text.strip()) if is_ideal(step, verdict.label(step)) else text.strip()
    result = step_result_record(session=session, component=step, text=answer, analysis=verdict, source=source)
    credited = _credit_later_steps(session=session, parts=parts, analysis=verdict, source=source)
    if result.accepted:
        session_advance_step(session=session, answer=answer, credited=credited)
    elif credited:  # this step is tried again; the later ones it already holds are kept
        session_keep_answers(session=session, answers=credited)
    answers = dict(session.state.get("answers", {}))
    progress: dict[str, Any] = {
        "step": step,
        "accepted": result.accepted,
        "attempt": result.attempt,
        "label": result.label,
        "label_text": label_text(step, result.label, verdict.locale),
        "next_step": session.structured_step,
        "answers": answers,
    }
    if credited:
        progress["credited"] = credited
    if not result.accepted:
        progress["model_answer"] = model_answer(step=step, answers=answers, text=text, locale=verdict.locale)
    elif session.structured_step == StructuredStep.DONE and all(c in answers for c in COMPONENTS):
        evaluation = statement_evaluation_record(session=session, locale=verdict.locale)
        progress["statement"] = evaluation.text
        progress["score"] = evaluation.score
    elif session.structured_step == StructuredStep.DONE:
        # a practice that started at a weak component: its parts were practised, not a whole statement to score
        progress["statement"] = assemble_statement(answers, verdict.locale)
    return progress


def _credit_later_steps(
    *, session: PracticeSession, parts: dict[str, str], analysis: StatementAnalysis, source: str
) -> dict[str, str]:
    """Store each later step the answer already holds as an accepted step result; ``{step: its part}``."""
    credited = {}
    for component in [c for c in parts if c != session.structured_step]:
        step_result_record(
            session=session, component=component, text=parts[component], analysis=analysis, source=source
        )
        credited[component] = parts[component]
    return credited
