"""Venting in English: a message that lets off steam to the coach about someone who is not in the conversation.

Why this exists: "my flatmate's boyfriend has basically moved in, doesn't pay a penny" speaks to nobody in it; the
coach hears it as a story to be heard, not an NVC statement to score. A complaint word, a grievance or someone
reported doing something, in a sentence about a third person that speaks to no "you", makes it a vent.
"""

from __future__ import annotations

import re

from ..findings import Span
from ..lexicons import en_acts, en_judgements
from .en_act_words import LB as _LB
from .en_act_words import RB as _RB
from .en_act_words import spelled as _spelled
from .en_act_words import whole_words as _words

_THIRD_PARTY = re.compile(
    _words(en_acts.THIRD_PARTIES)
    + "|"
    + _LB
    + r"(?:my|the|our|his|her|their|one\s+of\s+the|one\s+of\s+my|this|that|some)\s+(?:\w+\s+)?(?:"
    + "|".join(_spelled(en_acts.PERSON_NOUNS))
    + r")(?:'?s)?"
    + _RB
)
_YOU_KNOW = re.compile(_LB + r"(?:you\s+know|ya\s+know|y'?know|thank\s+you|you\s+too)" + _RB)
_COMPLAINT = re.compile(
    _words(
        en_acts.COMPLAINTS
        + en_judgements.LABEL_WORDS
        + en_judgements.PREDICATE_LABELS
        + ("always", "never", "constantly", "every day")
    )
)
_GRIEVANCE = re.compile(_words(en_acts.GRIEVANCE_MARKERS))
_TOLD = re.compile(
    r"(?:'s|\s+(?:\w+\s+)?(?:has|had|have|just|literally|basically|actually|always|never|then|still|even|also)?)\s*"
    r"(?:said|told|threw|took|left|made|slammed|broke|ate|used|uses|keeps|kept|starts|started|texted|rang|called|"
    r"yelled|laughed|ignored|ignores|forgot|forgets|moved\s+in|turned\s+up|criticised|criticized|blamed|blames|"
    r"reported|dumped|micromanages|timed|parks|parked|screeched|screams|screamed|shouted|shouts|refuses|refused|"
    r"won't|doesn't|didn't|never)" + _RB
)
"""Someone not in the conversation doing something, told to the coach: a vent when it speaks to nobody."""
_SENTENCE = re.compile(r"[^.!?\n]+[.!?\n]*")
_SECOND_PERSON = re.compile(_LB + r"(?:you|your|u|ur|you'?re|yours|ya)" + _RB)
_QUOTE = re.compile(r"\"[^\"]*\"|(?<![\w])'[^']*'(?![\w])")


def vent(text: str) -> Span | None:
    """A sentence about someone who is not there, with a complaint, addressed to nobody in it ("you")."""
    unquoted = _YOU_KNOW.sub(lambda m: " " * len(m.group()), _QUOTE.sub(lambda m: " " * len(m.group()), text))
    asks = "?" in text
    for sentence in _SENTENCE.finditer(unquoted):
        start, end = sentence.span()
        if _SECOND_PERSON.search(unquoted, start, end):
            continue
        party = _THIRD_PARTY.search(unquoted, start, end)
        if party is None:
            continue
        complaint = (
            _COMPLAINT.search(unquoted, start, end)
            or (None if asks else _GRIEVANCE.search(unquoted, start, end))
            or _TOLD.match(unquoted, party.end(), end)
        )
        if complaint:
            return min(party.start(), complaint.start()), max(party.end(), complaint.end())
    return _told_then_exclaimed(unquoted)


def _told_then_exclaimed(unquoted: str) -> Span | None:
    """Someone not there, told about in one sentence, and the complaint exclaimed in another ("matron told us off
    for cups on the desk. priorities ffs"), in a message that speaks to no "you"."""
    if _SECOND_PERSON.search(unquoted):
        return None
    party = _THIRD_PARTY.search(unquoted)
    complaint = _COMPLAINT.search(unquoted, party.end()) if party else None
    return (party.start(), complaint.end()) if party and complaint else None
