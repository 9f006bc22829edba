"""The typed view of ``PracticeSession.state``: every exercise reads its keys here, by name, never as raw dict keys.

Why this exists: the session's JSON state is written by the services and read by each exercise, the prompt's
context and the pages. One reader gives each key one meaning and one default, and a malformed value (an old row,
a hand edit) reads as empty instead of failing a turn. Writes stay in ``practice.services``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from nvcpractice.practice.models import PracticeSession
from nvcpractice.practice.selectors import EMPATHY_EXERCISE


def _dict(value: Any) -> dict[str, Any]:
    return dict(value) if isinstance(value, dict) else {}


@dataclass(frozen=True)
class SessionState:
    """What a session's exercise keeps between turns."""

    exercise: str = ""
    answers: dict[str, str] = field(default_factory=dict)  # four steps: the accepted (or kept) answer per step
    offered: dict[str, str] = field(default_factory=dict)  # four steps: the ready-made answer offered per step
    focus: str = ""  # four steps started at a weak component
    other: dict[str, Any] = field(default_factory=dict)  # empathy: the person listened to, their lines, the current one
    heard: list[dict[str, str]] = field(default_factory=list)  # empathy: each accepted guess with its line
    partner: dict[str, Any] = field(default_factory=dict)  # role-play: the other person's state
    partner_turn: dict[str, Any] = field(default_factory=dict)  # role-play: this turn's reaction
    scenario_turns: int = 0  # role-play: the learner's turns in the scene so far

    @classmethod
    def of(cls, session: PracticeSession) -> SessionState:
        state = _dict(session.state)
        heard = state.get("heard")
        return cls(
            exercise=str(state.get("exercise") or ""),
            answers={str(k): str(v) for k, v in _dict(state.get("answers")).items()},
            offered={str(k): str(v) for k, v in _dict(state.get("offered")).items()},
            focus=str(state.get("focus") or ""),
            other=_dict(state.get("other")),
            heard=[item for item in heard if isinstance(item, dict)] if isinstance(heard, list) else [],
            partner=_dict(state.get("partner")),
            partner_turn=_dict(state.get("partner_turn")),
            scenario_turns=state["scenario_turns"] if isinstance(state.get("scenario_turns"), int) else 0,
        )

    @property
    def is_empathy_exercise(self) -> bool:
        return self.exercise == EMPATHY_EXERCISE
