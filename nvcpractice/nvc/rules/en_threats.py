"""English threats: a consequence the speaker will bring about, or a complaint taken to someone with power over
the listener.

Why this exists: "turn it down or I'll call the police" and "if it happens again I'll take it up with HR" are
threats, whatever else the message asks; "I'll check with HR about the policy" is not. A consequence counts when a
condition on the listener's behaviour comes before it (if, or, next time, keep …); a complaint to an authority
counts on its own.
"""

from __future__ import annotations

import re
from functools import cache

from ..findings import Span
from ..lexicons import en_acts, en_feelings
from ..words import inflected
from .en_act_words import LB as _LB
from .en_act_words import RB as _RB
from .en_act_words import spelled as _spelled
from .en_act_words import whole_words as _words

_THREAT_PHRASE = re.compile(_words(en_acts.THREAT_PHRASES))
_FIRST_PERSON_FUTURE = (
    _LB + r"(?:i'?ll\s+be|i\s+will\s+be|shall\s+i|should\s+i|do\s+i\s+have\s+to|i'?ll\s+have\s+to|"
    r"i\s+will\s+have\s+to|i'?d\s+have\s+to|"
    r"i\s+might|i\s+may|i'?ll|ill|i\s+will|i'?m\s+going\s+to|im\s+going\s+to|i'?m\s+gonna|im\s+gonna|i'?m|im|i\s+am|"
    r"next\s+time\s+i'?m|i'?ll\s+just|i\s+will\s+just)\s+(?:just\s+|straight\s+|definitely\s+)?"
)
_TO_AUTHORITY = re.compile(
    _FIRST_PERSON_FUTURE + r"(?:(?:tak|rais|bring)(?:e|es|ing)?\s+(?:it|this|that|them)\s+(?:up\s+)?with\s+|"
    r"(?:\w+ing|\w+)\s+(?:(?:you|it|this|them|straight|right|directly)\s+)?(?:to\s+|into\s+)?)(?:the\s+)?(?:"
    + "|".join(_spelled(en_acts.AUTHORITIES))
    + ")"
    + _RB
)
_CONDITION = re.compile(
    _LB + r"(?:if|or|otherwise|next\s+time|one\s+more|keep|again\s+and|and)" + _RB + r"[^.?!]*$"
    r"|(?P<answered>^\s*(?:(?:ok|okay|fine|right|well)\s*[,.!]*\s*)?then[\s,]+[^.?!]*$)"
)
"""What makes a consequence conditional: if, or, next time…, or a reply that opens with "then" (the other person's
refusal being the condition: "fine. then I'm going to the union")."""
_TRANSGRESSION = re.compile(
    _LB + r"(?:again|not|don't|dont|doesn't|isn't|won't|ever|one\s+more|next\s+time|any\s*more|still|keep|by|late|"
    r"or)" + _RB
)
_SAYING = re.compile(_LB + r"(?:call|ring|phone|email|text|tell|contact|post|leave|go\s+to)\w*" + _RB)
"""Consequences that are only a message or a move ("then I'll call you tomorrow"): after a bare "then" they threaten
nothing; to an authority they do (``_TO_AUTHORITY``)."""
_IMPERATIVE_AND = re.compile(
    r"^\s*(?!(?:i|you|u|he|she|we|they|it|this|that|the|my|our|his|her|their|there|ive|i've|im|i'm|so|and|but|hi|"
    r"hey|ok|okay|yes|no|when|if|thanks|sorry|well|oh|just)\b)[a-z]+\b[^.?!]*\band\b[^.?!]*$"
)
_LOSS = re.compile(
    _LB + r"(?:goes\s+off|is\s+going|gets\s+(?:cut|thrown|binned)|is\s+out|no\s+\w+\s+(?:next|this|for\s+a)\s+"
    r"(?:week|month|weekend|year))" + _RB
)


_ULTIMATUM = re.compile(
    r"(?:^|[,;]|\s)\s*(?:or(?:\s+else)?|otherwise|else)\s*,?\s+(?P<c>"
    + _FIRST_PERSON_FUTURE
    + r"(?!(?:be\s+)?(?:"
    + en_feelings.feelings_alternation()
    + r"|worry|worrying|miss|understand|assume|take\s+that\s+as)"
    + _RB
    + r")[a-z]|you(?:'ll|\s+will|\s+won't|\s+wont|\s+can\s+forget|'re\s+(?:going|gonna)|\s+are\s+(?:going|gonna))"
    + _RB
    + r"|(?:the|your|my)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|goes|go)\s+(?:gone|off|going)|no\s+more)"
)
"""An ultimatum: something asked, then "or I'll…", "otherwise you won't…", "or else the keys are gone" — whatever
the consequence, unless it is only the speaker's feeling ("or I'll worry")."""
_AGAIN_AND = re.compile(
    _LB + r"again\s+and\s+(?P<c>you(?:'ll|\s+will|\s+won't|\s+wont|\s+can\s+forget)|(?:you're|youre|ur)\s+[a-z]+ing"
    r"|i(?:'ll|\s+will|'m\s+gonna))" + _RB
)
"""Do it again and you'll see / and I'll…: a condition and its consequence joined by "and"."""
_NOT_A_DEED = (
    r"(?!(?:be|feel|feeling|talk|talking|ask|asking|remind|need|want|understand|try|help|call\s+you|worry|worrying|"
    + en_feelings.feelings_alternation()
    + r")\b)"
)
"""What the speaker may say they will do that is no consequence: a feeling, a talk, an offer of help."""
_IMPERATIVE_OR = re.compile(
    r"\s*(?!(?:i|you|u|he|she|we|they|it|this|that|the|my|our|his|her|their|there|ive|i've|im|i'm|so|and|but|hi|"
    r"hey|ok|okay|yes|no|when|if|thanks|sorry|well|oh|just|do|does|can|could|would|will|shall|should|is|are|what|"
    r"which|tea|coffee)\b)[a-z]+\b[^.?!]*?\bor\s+(?:else\s+)?(?P<c>i\s+" + _NOT_A_DEED + r"[a-z]+"
    r"|your\s+[a-z]+(?:\s+[a-z]+)?\s+(?:goes|go|gets|get|will))" + _RB
)
"""A command, then "or I …" in the plain present, or "or your … goes/gets …": "fix it today or I cancel my
contract", "pay me by friday or your stuff goes out on the lawn"."""
_AGAIN_IF = re.compile(
    _LB + r"if\b[^.?!]*\bagain\b[^.?!]*?[,\s]\s*(?P<c>(?:(?:i'?m|im|i\s+am)\s+(?:going\s+to\s+|gonna\s+)?|"
    r"(?:i'?ll|i\s+will)\s+)" + _NOT_A_DEED + r"[a-z]+)" + _RB
)
"""If it happens again, then whatever the speaker will do: "if u read it again im moving in with dad"."""


@cache
def _consequence() -> re.Pattern[str]:
    """A consequence in every form of its verb (lemminflect), built on first use rather than on import."""
    return re.compile(_FIRST_PERSON_FUTURE + "(?:" + "|".join(_spelled(inflected(en_acts.PUNISHMENTS))) + ")" + _RB)


def threat(text: str) -> Span | None:
    found = _THREAT_PHRASE.search(text) or _TO_AUTHORITY.search(text)
    if found:
        return found.span()
    ultimatum = _ULTIMATUM.search(text) or _AGAIN_AND.search(text) or _AGAIN_IF.search(text)
    if ultimatum:
        return ultimatum.span("c")
    for sentence in re.finditer(r"[^.!?]+", text):
        if ordered := _IMPERATIVE_OR.match(text, sentence.start(), sentence.end()):
            return ordered.span("c")
    for pattern in (_consequence(), _LOSS):
        for match in pattern.finditer(text):
            before = text[: match.start()]
            condition = _CONDITION.search(before[-120:])
            answered = condition and condition.group("answered") and not _SAYING.search(match.group())
            if condition and (answered or _TRANSGRESSION.search(condition.group()) or _IMPERATIVE_AND.match(before)):
                return match.span()
    return None
