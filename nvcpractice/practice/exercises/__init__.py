"""Each exercise's home: its state, its escalation and its replies, behind one seam to the agent runtime.

Why this exists: a rule of the four steps, the empathy exercise or the role-play lives in one module here, not in
the orchestrator, the tools or the pages. The runtime asks :func:`exercise_for` for the session's exercise and
calls its hooks at three points of a turn: ``before_turn`` (a role-play's partner hears the learner and reacts),
``after_tool`` (the four steps or the empathy exercise judge an ``evaluate_nvc`` result and move on) and
``reply_parts`` (a role-play reply in its two voices). The server decides; the model only words it.

- ``four_steps``: observation → feeling → need → request, never a trap.
- ``empathy``: hearing the other person's feelings and needs, line by line.
- ``roleplay`` and ``partner``: the other person's state and reactions, the scene's end.
- ``state``: the typed view of ``PracticeSession.state`` every exercise reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nvcpractice.practice.exercises.empathy import empathy_progress
from nvcpractice.practice.exercises.four_steps import structured_progress
from nvcpractice.practice.exercises.roleplay import reply_parts, roleplay_turn
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.practice.models import Message, Mode, PracticeSession, StructuredStep

__all__ = ["Exercise", "exercise_for"]


@dataclass(frozen=True)
class Exercise:
    """The session's exercise as the runtime sees it: what happens before the model answers, after a tool ran,
    and how the reply is split into voices."""

    session: PracticeSession

    @property
    def kind(self) -> str:
        """``four_steps``, ``empathy``, ``roleplay`` or ``free`` (no exercise: free dialogue)."""
        if self.session.mode == Mode.SCENARIO:
            return "roleplay"
        if self.session.mode == Mode.STRUCTURED:
            state = SessionState.of(self.session)
            return "empathy" if state.is_empathy_exercise else "four_steps"
        return "free"

    def before_turn(self, *, message: Message) -> dict[str, Any] | None:
        """Before the model answers: a role-play's partner reacts to ``message`` (the turn's context)."""
        return roleplay_turn(session=self.session, message=message) if self.kind == "roleplay" else None

    def after_tool(self, *, name: str, data: dict[str, Any], text: str) -> dict[str, Any] | None:
        """After ``name`` ran: an ``evaluate_nvc`` verdict in the four steps or the empathy exercise is judged on
        the exercise's terms and the exercise moves on; returns the ``practice`` payload (``None`` otherwise)."""
        if name != "evaluate_nvc" or self.kind not in {"four_steps", "empathy"}:
            return None
        if self.session.structured_step == StructuredStep.EMPATHY:
            return empathy_progress(session=self.session, analysis=data, text=text)
        return structured_progress(session=self.session, analysis=data, text=text)

    def reply_parts(self, content: str, *, tools_ran: bool) -> list[dict[str, str]] | None:
        """A role-play reply's partner and coach parts (``None`` outside a role-play)."""
        return reply_parts(self.session, content, tools_ran=tools_ran) if self.kind == "roleplay" else None


def exercise_for(session: PracticeSession) -> Exercise:
    """The exercise ``session`` is practising (read from its mode and state, never from the model)."""
    return Exercise(session=session)
