"""One role-play turn, before the model answers: read the learner's moves, move the partner, evaluate the turn.

Why this exists: the partner's reaction is the server's decision, not the model's — the same with the offline coach
and a real model. The reaction (and what worked so far) goes into the prompt's context, where the offline coach
puts it into words and a real model is told how its character feels now. Each learner turn that is a statement is
stored as a whole-statement evaluation linked to the message, for the compact evaluation row and the dashboard.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.llm.parts import parse_parts
from nvcpractice.nvc import COMPONENTS, StatementAnalysis, analyze, is_ideal
from nvcpractice.nvc.judgements import judgements_in
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice import services
from nvcpractice.practice.evaluator import EvaluationOutcome
from nvcpractice.practice.models import Message, Mode, PracticeSession
from nvcpractice.practice.roleplay import PartnerState, moves_of, partner_react


def _tip(analysis: StatementAnalysis, locale: str) -> dict[str, str]:
    """The first component that is not yet right, in plain words, with the evaluator's suggestion."""
    for component in COMPONENTS:
        result = analysis.components[component]
        if not is_ideal(component, result.label):
            return {
                "component": component,
                "label_text": label_text(component, result.label, locale),
                "suggestion": result.suggestion,
            }
    return {}


def _judgements(text: str, analysis: StatementAnalysis) -> list[dict[str, str]]:
    """Each judgement the learner made, in their words, so the partner and the coach react to what was said."""
    return [
        {"words": j.words, "kind": j.kind, "bare": j.bare(analysis.locale)}
        for j in judgements_in(text, analysis.locale)
    ]


def _is_statement(analysis: StatementAnalysis, empathy_guess: bool) -> bool:
    return not empathy_guess and any(analysis.label(c) != "absent" for c in COMPONENTS)


def _active(session: PracticeSession) -> bool:
    return session.mode == Mode.SCENARIO and session.scenario_id is not None


def roleplay_turn(*, session: PracticeSession, message: Message) -> dict[str, Any] | None:
    """React to the learner's ``message`` in an active scenario; returns the turn's context (``None`` otherwise)."""
    if not _active(session):
        return None
    try:
        analysis = analyze(message.content)
    except ValueError:
        return None
    empathy_guess = analysis.empathy.is_guess
    moves = moves_of(analysis, text=message.content, empathy_guess=empathy_guess)
    state = PartnerState.from_dict(session.state.get("partner"), difficulty=session.scenario.difficulty)
    new_state, reaction = partner_react(state, moves)
    turn = {
        "reaction": reaction.kind,
        "tension_before": reaction.tension_before,
        "tension": reaction.tension,
        "resolved": reaction.resolved,
        "quotes": moves.quotes,
        "worked": new_state.worked,
        "next_focus": new_state.next_focus(),
        "tip": _tip(analysis, analysis.locale),
        "judgements": _judgements(message.content, analysis) if moves.judgement else [],
    }
    services.session_partner_update(session=session, state=new_state.to_dict(), turn=turn)
    if _is_statement(analysis, empathy_guess):
        services.evaluation_record(
            user=session.user,
            text=message.content,
            outcome=EvaluationOutcome(analysis, "rules"),
            session=session,
            message=message,
        )
    return turn


def reply_parts(session: PracticeSession, content: str, *, tools_ran: bool = True) -> list[dict[str, str]] | None:
    """A role-play reply's partner and coach parts (``None`` outside an active scenario).

    A reply with no tags is the partner speaking once the learner has answered them, and the coach before that
    (introducing the scenario it just started). ``tools_ran``: a tool may have started a scenario during the turn,
    so the session is read again.
    """
    if session.mode != Mode.SCENARIO:
        return None
    if tools_ran:
        session.refresh_from_db(fields=["scenario", "state"])
    if not _active(session):
        return None
    untagged = "partner" if session.state.get("partner") else "coach"
    return parse_parts(content, partner_name=session.scenario.other_role, untagged=untagged)
