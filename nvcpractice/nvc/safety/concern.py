"""What the safety check tells apart: what a worrying message speaks of, and how sure the check is."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Concern(StrEnum):
    """What a message speaks of; replies differ between harm to oneself, harm from (or to) others, and abuse
    (coercive control, sexual abuse)."""

    SELF_HARM = "self_harm"
    VIOLENCE = "violence"
    ABUSE = "abuse"


class Level(StrEnum):
    """``crisis``: clear risk, practice steps aside at once; ``check_in``: possible risk, the coach asks first."""

    CRISIS = "crisis"
    CHECK_IN = "check_in"


#: When one message speaks of several kinds, the reply speaks of the first of these.
CONCERN_ORDER = (Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE)


@dataclass(frozen=True, slots=True)
class Assessment:
    """The check's verdict on one message: how sure, of what, and the name of the cue that decided (for tests and
    reports; it never quotes the message)."""

    level: Level
    concern: Concern
    cue: str

    @property
    def crisis(self) -> bool:
        return self.level == Level.CRISIS
