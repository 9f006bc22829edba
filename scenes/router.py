"""The mode router: stay in the session's mode unless the message clearly asks for another (English or Chinese).

Naming a mode is not asking for it. "What were the four steps again?", 角色扮演是什么意思, "I'm using the four steps
here" and 我不想练四步 stay where they are; a clause asks for a mode when it names it with a word of doing or wanting
("let's", "can we", "try", 想, 来, 换成…, or the name with 吧) that no negation governs, and does not ask what the mode
is.

Stopping ("stop the role-play", 不练了) asks for no other mode: it is leaving, which the exercise answers (a role-play
ends with a debrief, the four steps stop kindly)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from nvcpractice.practice.models import Mode

_NAMES: tuple[tuple[str, re.Pattern[str]], ...] = (
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
            r"\b(four[- ]steps?|4[- ]steps?|step[- ]by[- ]step|structured|four parts)\b"
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

# A word of doing or wanting in the clause that names the mode; in Chinese the name followed by 吧 asks too.
_ASKING = re.compile(
    r"\b(let'?s|let us|can we|could we|shall we|should we|can i|could i|may i|how about|what about|i'?d like to|"
    r"i would like to|want to|wanna|start|begin|switch|go back to|back to|try|do|run|give me|walk me through|please)\b"
    r"|想|要|来|开始|试|换|切换|改成|进入|练|回到|做|玩",
    re.IGNORECASE,
)
_NAME_THEN_BA = "吧"
_NEGATED = re.compile(r"\b(don'?t|do not|not|never|no)\s+(\w+\s+){0,2}$|[不别没](?![如妨])\w{0,2}$", re.IGNORECASE)
# The clause asks what the mode is, not to do it.
_ABOUT_IT = re.compile(
    r"\b(what(?:'s| is| are| was| were| does| do)|whats|which|how many|how does|explain|meaning|mean by|called|"
    r"remind me|difference)\b|是什么|什么意思|是啥|啥意思|哪几|哪些|哪四|分别|来着|叫什么|有什么用|有啥用|区别",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"[.!?;,\n。！？；，、]+")


@dataclass(frozen=True, slots=True)
class AgentDecision:
    """Which mode answers this message, and why."""

    mode: str
    reason: str


def _asks(clause: str, name: re.Match[str]) -> bool:
    """Whether ``clause``, which names a mode at ``name``, asks to do it."""
    if _ABOUT_IT.search(clause):
        return False
    if clause[name.end() : name.end() + 1] == _NAME_THEN_BA:
        return True
    return any(not _NEGATED.search(clause[: cue.start()]) for cue in _ASKING.finditer(clause))


def route(*, current_mode: str, message: str) -> AgentDecision:
    """The session's mode, unless a clause of the message asks for another mode."""
    for clause in _CLAUSES.split(message):
        for mode, pattern in _NAMES:
            name = pattern.search(clause)
            if name and mode != current_mode and _asks(clause, name):
                return AgentDecision(mode=mode, reason=f"the message asks for {mode}: {name.group(0)!r}")
    return AgentDecision(mode=current_mode, reason="continuing the session's mode")
