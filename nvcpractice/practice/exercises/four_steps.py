"""The four-step practice's progress: the server, not the model, decides when a step is right.

After ``evaluate_nvc`` runs in the structured mode (which then only evaluates), the answer is judged on the current
step's component alone and stored as a step result: the ideal label accepts it and moves on; anything else keeps
the step and comes with a ready-made answer the learner can use. An answer that already holds a later step (a
feeling "because I need …") is credited for that step too, and the practice moves past it. When the request is
accepted, the four answers are assembled and the statement is stored once as a whole-statement evaluation.

The practice never traps: an aside to the coach, a question or giving up is answered, not judged as a try; a bare
answer is read in the step's own frame ("annoyed" asked for the feeling is "I feel annoyed"); an answer that fits
another step not yet done is kept for that step; and a ready-made answer the coach offered passes the step with
help (``with_help``).
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import COMPONENTS, StatementAnalysis, analyze, is_ideal
from nvcpractice.nvc.lexicons import names_step_word
from nvcpractice.nvc.ready_answers import OFFER_FROM
from nvcpractice.nvc.step_frames import joined_pieces, pieces, reading
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice.exercises.empathy import empathy_progress
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.practice.model_answers import model_answer
from nvcpractice.practice.models import PracticeSession, StructuredStep
from nvcpractice.practice.services import (
    session_advance_step,
    session_keep_answers,
    session_offer_keep,
    statement_evaluation_record,
    step_result_record,
)
from nvcpractice.practice.statements import assemble_statement
from nvcpractice.practice.step_answers import answer_parts

#: Acts that speak to the coach rather than answer the step: answered, never judged as a try.
NOT_AN_ANSWER = frozenset(
    {"ask_coach", "nvc_question", "refuse_or_give_up", "leave", "thanks", "greeting", "off_topic"}
)
#: Of those, the one a hesitant answer carries ("rest? and teamwork", 安全感？): when the words, read in the step's
#: frame, are the step's answer, the message is that answer, not a question about NVC.
HESITANT = frozenset({"nvc_question"})


def _framed(step: str, text: str, locale: str) -> StatementAnalysis | None:
    """``text`` read in the step's frame, when that reading is the step's ideal answer."""
    framed_text = reading(step, text, locale)
    try:
        framed = analyze(framed_text, locale) if framed_text else None
    except ValueError:
        return None
    return framed if framed is not None and is_ideal(step, framed.label(step)) else None


def _in_the_steps_frame(verdict: StatementAnalysis, text: str, step: str) -> tuple[StatementAnalysis, str]:
    """The answer read as the step asked it, and its words: bare feeling or need words framed as the step's
    sentence; a listed answer ("order? and cooperation", 那是支持吧，还有休息) as the items that are the step's
    answer in that frame, joined ("order and cooperation")."""
    locale = verdict.locale
    if reading(step, text, locale) is None or is_ideal(step, verdict.label(step)):
        return verdict, text
    if not names_step_word(text, step, locale):
        return verdict, text
    whole = _framed(step, text, locale)
    if whole is not None:
        return whole, text
    items = [item for item in pieces(text) if _framed(step, item, locale) is not None]
    listed = _framed(step, joined_pieces(items, locale), locale) if items else None
    return (listed, joined_pieces(items, locale)) if listed is not None else (verdict, text)


def _aside(
    *, session: PracticeSession, verdict: StatementAnalysis, framed: StatementAnalysis, step: str
) -> dict[str, Any] | None:
    """The payload for a message that is not an answer to ``step`` (an aside, a question, giving up); ``framed`` is
    the message read in the step's frame (``_in_the_steps_frame``)."""
    acts = sorted(set(verdict.act_names()) & NOT_AN_ANSWER)
    if not acts or is_ideal(step, verdict.label(step)):
        return None
    if HESITANT.issuperset(acts) and is_ideal(step, framed.label(step)):
        return None
    answers = SessionState.of(session).answers
    example = model_answer(step=step, answers=answers, text="", locale=verdict.locale)
    return {
        "step": step,
        "accepted": False,
        "aside": acts,
        "next_step": step,
        "answers": answers,
        "model_answer": example,
    }


def structured_progress(*, session: PracticeSession, analysis: dict[str, Any], text: str) -> dict[str, Any]:
    """Record the answer to the current step, advance when it is right; returns the ``practice`` payload."""
    step = session.structured_step
    if step == StructuredStep.EMPATHY:
        return empathy_progress(session=session, analysis=analysis, text=text)
    if step not in COMPONENTS:
        return {"step": step, "accepted": False, "next_step": step, "answers": SessionState.of(session).answers}
    verdict = StatementAnalysis.from_dict(analysis)
    framed, said = _in_the_steps_frame(verdict, text, step)
    aside = _aside(session=session, verdict=verdict, framed=framed, step=step)
    if aside is not None:
        return aside
    verdict = framed
    source = analysis.get("source", "rules")
    parts = answer_parts(text=said, step=step, analysis=verdict)
    answer = parts.get(step, said.strip()) if is_ideal(step, verdict.label(step)) else text.strip()
    helped = text.strip() == SessionState.of(session).offered.get(step, "").strip()
    result = step_result_record(
        session=session, component=step, text=answer, analysis=verdict, source=source, with_help=helped
    )
    credited = _credit_later_steps(session=session, parts=parts, analysis=verdict, source=source)
    if not result.accepted:
        credited = {**_other_steps(session=session, analysis=verdict, text=text, source=source), **credited}
    if result.accepted:
        session_advance_step(session=session, answer=answer, credited=credited)
    elif credited:  # this step is tried again; the later ones it already holds are kept
        session_keep_answers(session=session, answers=credited)
    answers = SessionState.of(session).answers
    progress: dict[str, Any] = {
        "step": step,
        "accepted": result.accepted,
        "attempt": result.attempt,
        "label": result.label,
        "label_text": label_text(step, result.label, verdict.locale),
        "next_step": session.structured_step,
        "answers": answers,
        "with_help": result.with_help,
    }
    if credited:
        progress["credited"] = credited
    if not result.accepted:
        progress["model_answer"] = model_answer(step=step, answers=answers, text=text, locale=verdict.locale)
        if result.attempt >= OFFER_FROM:
            session_offer_keep(session=session, step=step, answer=progress["model_answer"])
    elif session.structured_step == StructuredStep.DONE and all(c in answers for c in COMPONENTS):
        evaluation = statement_evaluation_record(session=session, locale=verdict.locale)
        progress["statement"] = evaluation.text
        progress["score"] = evaluation.score
    elif session.structured_step == StructuredStep.DONE:
        # a practice that started at a weak component: its parts were practised, not a whole statement to score
        progress["statement"] = assemble_statement(answers, verdict.locale)
    return progress


def _other_steps(*, session: PracticeSession, analysis: StatementAnalysis, text: str, source: str) -> dict[str, str]:
    """An answer that misses this step but fits another one not yet done ("I felt scared" asked for the
    observation) is kept for that step, as an accepted step result; ``{step: its part}``."""
    answers = SessionState.of(session).answers
    readings = {
        c: _in_the_steps_frame(analysis, text, c)
        for c in COMPONENTS
        if c != session.structured_step and c not in answers
    }
    fits = [c for c, (read, _said) in readings.items() if is_ideal(c, read.label(c))]
    kept = {}
    for component in fits:
        read, said = readings[component]
        part = said.strip() if len(fits) == 1 else (analysis.components[component].evidence or said.strip())
        step_result_record(session=session, component=component, text=part, analysis=read, source=source)
        kept[component] = part
    return kept


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
