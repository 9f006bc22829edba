"""The mode router: stay in the session's mode unless the message clearly asks for another (English or Chinese).

Stopping ("stop the role-play", 不练了) asks for no other mode: it is leaving, which the exercise answers (a role-play
ends with a debrief, the four steps stop kindly)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from nvcpractice.practice.models import Mode

_INTENTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        Mode.SCENARIO,
        re.compile(
            r"\b(role[- ]?play|scenario|act (it )?out|pretend to be|practi[cs]e (a|the) (conversation|situation))\b"
            r"|角色扮演|情景|场景|模拟(一下|对话)|扮演",
            re.IGNORECASE,
        ),
    ),
    (
        Mode.STRUCTURED,
        re.compile(
            r"\b(four[- ]steps?|4[- ]steps?|step[- ]by[- ]step|structured|four parts|walk me through)\b"
            r"|四步|四个步骤|一步一步|分步|结构化",
            re.IGNORECASE,
        ),
    ),
    (
        Mode.FREE_DIALOG,
        re.compile(
            r"\b(free (chat|dialog(ue)?)|just (chat|talk)|ask (you )?a question)\b|自由(对话|聊天)|随便聊",
            re.IGNORECASE,
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class AgentDecision:
    """Which mode answers this message, and why."""

    mode: str
    reason: str


def route(*, current_mode: str, message: str) -> AgentDecision:
    """The session's mode, unless the message's intent names another mode."""
    for mode, pattern in _INTENTS:
        match = pattern.search(message)
        if match and mode != current_mode:
            return AgentDecision(mode=mode, reason=f"the message asks for {mode}: {match.group(0)!r}")
    return AgentDecision(mode=current_mode, reason="continuing the session's mode")
