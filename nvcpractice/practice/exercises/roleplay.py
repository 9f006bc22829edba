"""One role-play turn, before the model answers: read the learner's moves, move the partner, evaluate the turn.

Why this exists: the partner's reaction is the server's decision, not the model's — the same with the offline coach
and a real model. The reaction (and what worked so far) goes into the prompt's context, where the offline coach
puts it into words and a real model is told how its character feels now. Each learner turn that is a statement is
stored as a whole-statement evaluation linked to the message, for the compact evaluation row and the dashboard.
"""

from __future__ import annotations

import re
from typing import Any

from nvcpractice.llm.parts import parse_parts
from nvcpractice.nvc import COMPONENTS, StatementAnalysis, analyze, is_ideal
from nvcpractice.nvc.judgements import judgements_in
from nvcpractice.nvc.mixed_script import fill
from nvcpractice.nvc.roles import role_in_sentence
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice import selectors, services
from nvcpractice.practice.evaluator import EvaluationOutcome
from nvcpractice.practice.exercises.partner import PartnerState, moves_of, partner_react
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.practice.models import Message, Mode, PracticeSession

_SAYING_NO = re.compile(
    r"(?<![\w'])(?:say(?:ing)?\s+no|turn(?:ing)?\s+(?:\w+\s+)?down|declin(?:e|ing)|refus(?:e|ing)|push(?:ing)?\s+back|"
    r"(?:set|hold)(?:ing)?\s+(?:a\s+)?boundar(?:y|ies))(?![\w'])|拒绝|说不|推掉|回绝|推辞",
    re.IGNORECASE,
)
"""An aside asking how to say no ("how do I turn her down?", 怎么拒绝他): the coach answers that question."""


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
        analysis = analyze(message.content, context=selectors.session_last_partner_line(session=session))
    except ValueError:
        return None
    empathy_guess = analysis.empathy.is_guess
    moves = moves_of(analysis, text=message.content, empathy_guess=empathy_guess)
    state = PartnerState.from_dict(SessionState.of(session).partner, difficulty=session.scenario.difficulty)
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
        "acts": sorted(set(analysis.act_names())),
        "ended": new_state.ended,
        "refusal": moves.bare_refusal and not moves.blaming,
        "apology": moves.apology,
        "reassurance": moves.reassurance,
    }
    if moves.aside and _SAYING_NO.search(message.content):
        turn["aside_about"] = "saying_no"
    if moves.threat:
        threat = next((a.evidence for a in analysis.acts if a.act == "threat"), "")
        turn["threat"] = threat or message.content.strip()
    services.session_partner_update(session=session, state=new_state.to_dict(), turn=turn)
    if _is_statement(analysis, empathy_guess) and not (moves.aside or moves.leaving):
        services.evaluation_record(
            user=session.user,
            text=message.content,
            outcome=EvaluationOutcome(analysis, "rules"),
            session=session,
            message=message,
        )
    return turn


FINISHED = {
    "en": {
        "resolved": "This conversation with {role} is finished: you reached an agreement. Start the next scenario from "
        "Practice, or try this one again.",
        "ended": "You ended this conversation with {role}. Start it again from Practice, or try another scenario.",
    },
    "zh-hans": {
        "resolved": "这次和{role}的对话已经结束：你们达成了一致。可以在“练习”里开始下一个情境，或者再练一次这个。",
        "ended": "你已经结束了这次和{role}的对话。可以在“练习”里重新开始，或者换一个情境。",
    },
}


def scene_finished(session: PracticeSession) -> bool:
    """A role-play that reached an agreement or that the learner ended: it takes no more lines."""
    return session.mode == Mode.SCENARIO and session.is_finished


def finished_reply(session: PracticeSession, locale: str) -> str:
    """What the coach says to a message sent after the scene finished."""
    table = FINISHED["zh-hans" if locale == "zh-hans" else "en"]
    role = role_in_sentence(session.scenario.other_role if session.scenario_id else "", locale)
    return fill(table[session.status], role=role)


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
    untagged = "partner" if SessionState.of(session).partner else "coach"
    return parse_parts(content, partner_name=session.scenario.other_role, untagged=untagged)
