"""Venting in Chinese: a message that lets off steam to the coach about someone who is not in the conversation.

Why this exists: 我们组长天天画饼 speaks to nobody in it; the coach hears it as a story to be heard, not an NVC
statement to score. A vent on its own (烦死了), the speaker's own worn-out state said to no one, or a third person
with a complaint, in clauses that speak to no 你/您, make it a vent.
"""

from __future__ import annotations

import re

from ..findings import Span, plain_regex
from ..lexicons import zh_acts, zh_judgements
from ..words import first_on_words as _first
from ..words import tagged

QUOTED = re.compile(r"\"[^\"]{1,40}\"")
"""Someone's quoted words (normalised quotation marks)."""
SECOND_PERSON = re.compile(r"你|您")
_THIRD_PARTY = plain_regex(zh_acts.THIRD_PARTIES_ZH)
_COMPLAINT = plain_regex(zh_acts.COMPLAINTS_ZH + zh_judgements.LABELS_ZH + zh_judgements.GENERALISATIONS_ZH)
_ZH_CLAUSE = re.compile(r"[^.!?,;\n ]+")
_ON_ITS_OWN = plain_regex(zh_acts.VENTS_ON_THEIR_OWN_ZH)
_TOLD_YOU = re.compile(r"我跟你说|跟你说|你知道吗|你懂的")
_AGAIN = re.compile(r"又(?!来)")
_SELF_STATE = plain_regex(zh_acts.SELF_STATES_ZH)


_OURS = re.compile(r"(?:我们|咱们|我家|我们家|我们班|我们组)(?!的)")


def _ours(text: str) -> Span | None:
    """Someone of the speaker's own circle named by their role (我们辅导员, 我们班主任, 咱们物业): a person or body
    that is not in the conversation; 我们的友谊 names something shared, no one."""
    for match in _OURS.finditer(text):
        words = [item for item in tagged(text[match.end() : match.end() + 6]) if item[0].strip()]
        if words and words[0][1] in ("n", "nr", "nz", "nt") and len(words[0][0]) > 1:
            return match.start(), match.end() + len(words[0][0])
    return None


def vent(text: str, edges: frozenset[int]) -> Span | None:
    """A sentence about someone who is not there, with a complaint, that speaks to nobody in it (你/您)."""
    unquoted = QUOTED.sub(lambda m: " " * len(m.group()), text)
    unquoted = _TOLD_YOU.sub(lambda m: " " * len(m.group()), unquoted)
    for clause in _ZH_CLAUSE.finditer(unquoted):  # a clause that speaks to someone (你/您) is not about them
        if SECOND_PERSON.search(clause.group()):
            unquoted = unquoted[: clause.start()] + " " * len(clause.group()) + unquoted[clause.end() :]
    on_its_own = _first(_ON_ITS_OWN, unquoted, edges)
    if on_its_own:
        return on_its_own
    if not SECOND_PERSON.search(text):
        self_state = _first(_SELF_STATE, unquoted, edges)
        if self_state:
            return self_state
    party = _first(_THIRD_PARTY, unquoted, edges) or _ours(unquoted)
    complaint = _first(_COMPLAINT, unquoted, edges)
    if complaint is None and "?" not in text and "吗" not in text:
        complaint = _first(_AGAIN, unquoted, edges)
    if party and complaint:
        return min(party[0], complaint[0]), max(party[1], complaint[1])
    return None
