"""What a worrying message speaks of: the three kinds the safety check tells apart."""

from __future__ import annotations

from enum import StrEnum


class Concern(StrEnum):
    """What a message speaks of; replies differ between harm to oneself and harm from (or to) others."""

    SELF_HARM = "self_harm"
    VIOLENCE = "violence"
    ABUSE = "abuse"
