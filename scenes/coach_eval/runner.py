"""Plays one script through the agent runtime, as the app does, and records what the learner would have seen.

Each script gets its own learner (deleted afterwards) and a session started the way the practice page starts it
(a role-play opens with the other person's first line, the empathy exercise with the line to hear). Each turn goes
through :class:`~scenes.orchestrator.Orchestrator`; the record keeps the reply, its parts, the safety level and
the session's step, status and answers before and after, for the checks.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from nvcpractice.llm.base import ChatModel
from nvcpractice.practice.models import Message, Mode, PracticeSession
from nvcpractice.practice.selectors import session_get, session_messages
from nvcpractice.practice.services import session_create, session_start_empathy
from nvcpractice.profiles.services import account_delete, user_register
from nvcpractice.scenarios.selectors import scenario_get_visible_by_slug
from scenes.coach_eval.scripts import Script, Turn
from scenes.orchestrator import Orchestrator


@dataclass(frozen=True)
class SessionView:
    """What the checks need of the session at one moment."""

    step: str
    status: str
    care: str
    answers: tuple[str, ...]
    line: int

    @classmethod
    def of(cls, session: PracticeSession) -> SessionView:
        state = session.state if isinstance(session.state, dict) else {}
        return cls(
            step=session.structured_step,
            status=session.status,
            care=session.care,
            answers=tuple(sorted(state.get("answers", {}))),
            line=int((state.get("other") or {}).get("index", 0)),
        )


@dataclass
class TurnRecord:
    """One learner turn and what came back."""

    turn: Turn
    before: SessionView
    after: SessionView
    content: str = ""
    parts: list[dict[str, str]] = field(default_factory=list)
    safety_level: str | None = None
    error: str | None = None
    skipped: bool = False  # the session had ended before this turn: the learner could not send it

    def coach_text(self) -> str:
        """What the coach said (the whole reply outside a role-play)."""
        if not self.parts:
            return self.content
        return "\n\n".join(p["text"] for p in self.parts if p["speaker"] == "coach")

    def partner_text(self) -> str:
        return "\n\n".join(p["text"] for p in self.parts if p["speaker"] == "partner")


@dataclass
class ScriptRun:
    """A played script: its opening (what the learner saw first), each turn, and the session at the end."""

    script: Script
    opening: list[str]
    records: list[TurnRecord]
    final: SessionView
    other_role: str = ""


def _start(script: Script, user_id: int) -> PracticeSession:
    if script.mode == "free_dialog":
        return session_create(user_id=user_id, mode=Mode.FREE_DIALOG)
    if script.mode == "structured":
        return session_create(user_id=user_id, mode=Mode.STRUCTURED)
    scenario = scenario_get_visible_by_slug(user_id=user_id, slug=script.scenario or "")
    if script.mode == "empathy":
        return session_start_empathy(user_id=user_id, locale=script.locale, scenario_id=scenario.pk)
    return session_create(user_id=user_id, mode=Mode.SCENARIO, scenario_id=scenario.pk)


def _play(orchestrator: Orchestrator, user_id: int, session_id: int, turn: Turn) -> TurnRecord:
    session = session_get(user_id=user_id, session_id=session_id)
    before = SessionView.of(session)
    if session.status != PracticeSession.Status.ACTIVE:
        return TurnRecord(turn=turn, before=before, after=before, skipped=True)
    result = orchestrator.run(session=session, content=turn.text)
    after = SessionView.of(session_get(user_id=user_id, session_id=session_id))
    return TurnRecord(
        turn=turn,
        before=before,
        after=after,
        content=result.reply.get("content", ""),
        parts=list(result.reply.get("parts") or []),
        safety_level=result.safety_level,
        error=result.error,
    )


def script_play(*, script: Script, model: ChatModel | None = None) -> ScriptRun:
    """Play ``script`` as a new learner; the learner and everything of theirs is deleted afterwards."""
    user = user_register(
        username=f"coach-eval-{secrets.token_hex(6)}", password=secrets.token_urlsafe(24), locale=script.locale
    )
    try:
        session = _start(script, user.pk)
        opening = [m.content for m in session_messages(session=session) if m.role == Message.Role.ASSISTANT]
        orchestrator = Orchestrator(model=model)
        records = [_play(orchestrator, user.pk, session.pk, turn) for turn in script.turns]
        final = session_get(user_id=user.pk, session_id=session.pk)
        role = final.scenario.other_role if final.scenario_id else ""
        return ScriptRun(script=script, opening=opening, records=records, final=SessionView.of(final), other_role=role)
    finally:
        account_delete(user=user)


def run_summary(run: ScriptRun) -> dict[str, Any]:
    """The run as plain data (for the results file)."""
    return {
        "id": run.script.id,
        "mode": run.script.mode,
        "locale": run.script.locale,
        "part": run.script.part,
        "final_status": run.final.status,
        "final_step": run.final.step,
    }
