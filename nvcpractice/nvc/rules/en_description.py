"""What describes a situation in English: a perception, someone doing something, a place, a time or a count.

Why this exists: the observation verdict asks two questions, whether the words judge and whether they describe.
This module answers the second one for a clause ("you left at 9", "there were four plates in the sink", "I saw…");
``en_observation`` answers the first one and assembles the verdict.
"""

from __future__ import annotations

import re

from ..findings import Span, alternation
from ..lexicons import en_situations
from ..words import is_past_tense
from .shared import split_clauses

_LB = r"(?<![\w'])"
_RB = r"(?![\w'])"


def _verb_forms() -> frozenset[str]:
    forms: set[str] = set(en_situations.IRREGULAR_PAST)
    for verb in en_situations.ACTION_VERBS:
        head = verb.split()[0]
        forms.add(head)
        forms.add(head + "s" if not head.endswith(("s", "sh", "ch", "x")) else head + "es")
        if head.endswith("e"):
            forms.update({head + "d", head[:-1] + "ing"})
        elif head.endswith("y") and head[-2:-1] not in "aeiou":
            forms.update({head[:-1] + "ied", head[:-1] + "ies", head + "ing"})
        else:
            forms.update({head + "ed", head + "ing", head + head[-1] + "ed", head + head[-1] + "ing"})
    return frozenset(forms)


_VERB_FORMS = _verb_forms()
_STATES_OF_MIND = frozenset(
    "thought wanted hoped wished wondered felt needed knew believed guessed assumed figured meant liked loved hated "
    "preferred expected decided realised realized understood seemed appeared sounded supposed imagined feared "
    "worried cared minded doubted remembered".split()
)
"""Past verbs of a state of mind ("I thought", "you seemed"): no behaviour a camera records."""
_PERCEPTION = re.compile(
    _LB
    + r"(?:i|we)(?:'ve|'d|\s+have|\s+had)?(?:\s+(?:just|also|then|first|finally|suddenly|recently|only))?\s+(?:"
    + alternation(en_situations.PERCEPTION_VERBS)
    + r")"
    + _RB
)
_UNDERSTOOD = re.compile(
    r"\s*(?:(?:you|u|ya|that|it|now|what\s+you\s+mean|what\s+you'?re\s+saying|your\s+point|where\s+you'?re\s+"
    r"coming\s+from|ok|okay)(?![\w']))?[\s.!?,]*$"
)
"""What follows "I see" / "I hear" when it means "I understand" ("I see.", "I hear you", "I see your point"): nothing
was perceived, so nothing is described."""
_SUBJECT_VERB = re.compile(
    _LB + r"(?:you|he|she|they|we|i|someone|somebody|(?:my|your|his|her|their|our|the|this|[a-z]+'s)"
    r"(?:\s+[a-z]+)?\s+[a-z]+|[a-z]+\s+and\s+i|mom|mum|dad|grandma|grandpa)"
    r"(?:'ve|'d|'s|'re|\s+(?:have|has|had|did|didn't|did\s+not|don't|do\s+not|doesn't|does\s+not|haven't|"
    r"hasn't|hadn't|just|also|then|still|already|only|again|even|finally|was|were|are|is|been|got|kept|keep|"
    r"started|began|actually|suddenly|immediately|quickly|first|later|once|twice|each|all|both|two))*\s+"
    r"(?P<verb>[a-z]+)" + _RB
)
_NAMED_SUBJECT_PAST = re.compile(  # "Dad fell asleep ...", "Sam yelled ..." at the start of a clause
    r"\s*(?:and\s+|then\s+)?[a-z]+\s+(?P<verb>" + alternation(en_situations.IRREGULAR_PAST) + r"|[a-z]{2,}ed)" + _RB
)
_EXISTENTIAL = re.compile(_LB + r"there(?:'s|\s+(?:is|are|was|were|have\s+been|has\s+been))\s+[a-z0-9]")
_COPULA_PLACE = re.compile(
    _LB + r"(?:you|he|she|they|i|your\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|the\s+[a-z]+|my\s+[a-z]+|[a-z]+'s\s+[a-z]+)"
    r"(?:'re|'s|'m|\s+(?:are|is|was|were|am|have\s+been|has\s+been|weren't|wasn't|aren't|isn't|were\s+not|was\s+not|"
    r"haven't\s+been|hasn't\s+been))(?:\s+not)?\s+(?:still\s+|already\s+|just\s+|even\s+)?"
    r"(?:on|in|at|under|next\s+to|by|outside|inside|home|here|there|out|up|asleep|awake|gone|away|\d+|"
    r"on\s+your\s+phone|on\s+the)" + _RB
)
_SCHEDULED = re.compile(
    r"(?:'s|'re|\s+(?:is|are))\s+(?:on|at|in)\s+(?:the\s+)?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday|tomorrow|tonight|next|january|february|march|april|may|june|july|august|september|october|november|"
    r"december|noon|midnight)",
    re.IGNORECASE,
)
SPEECH = re.compile(
    _LB + r"(?:said|say|says|wrote|told|texted|asked|yelled|shouted|called\s+me|replied|answered|typed|posted|"
    r"messaged|whispered|screamed|muttered)" + _RB
)
NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)"
_MONTHS = "january february march april june july august september october november december sept"
_MAY = r"may(?=\s*(?:$|[^\sa-z']|\d|(?:and|or|but|then|so|when|last|next|this|i|we|you|he|she|they|it|the|my|our)\b))"
"""May, the month, where the modal cannot be: at a clause's end, or before a connective or a new subject ("in May
and", "last May we"), never before a verb ("this may have upset you")."""
_CALENDAR = (
    r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}(?:/\d{2,4})?|"
    r"(?:in|since|until|till|before|after|on|by|from|last|this|early|late|mid)[\s-]+(?:"
    + "|".join(_MONTHS.split())
    + "|"
    + _MAY
    + r")|(?:since|until|till|before|after|from)\s+\d{1,2}(?::\d\d)?|\d+\s+(?:[a-z]+\s+)?[a-z]+s\b"
)
"""Times and counts any calendar or tally gives: a date (the 3rd, 12/3, in March), an hour a span runs from or to
(since 9), and a count of anything (12 typos, 3 pages)."""
_TIME = re.compile(
    _LB
    + r"(?:"
    + alternation(en_situations.TIME_EXPRESSIONS)
    + r"|"
    + NUMBER
    + r"\s+(?:times|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|dinners?|messages?|texts?|calls?|"
    r"emails?|nights?|meetings?)|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|at\s+"
    + NUMBER
    + r"(?:\s*o'clock)?|"
    + _CALENDAR
    + r")"
    + _RB
)
_MODAL_FUTURE = re.compile(
    _LB + r"(?<!before\s)(?<!before\si\s)(?:will|'ll|won't|would|might|may|going\s+to|gonna|could|should|must)" + _RB
)
"""What will or might happen; "before I could" is part of something that happened."""
_HAPPENED = re.compile(
    r"[a-z]+ed\b|\b(?:were|was|has\s+been|have\s+been|had\s+been|'s\s+been|'ve\s+been|hasn't|haven't|still|got)\b|"
    + _LB
    + r"(?:"
    + alternation(en_situations.IRREGULAR_PAST)
    + r")"
    + _RB
)
"""A clause with a time describes something that happened when its verb is past or perfect ("went down twice
yesterday", "has been jammed since 9"), not a plan ("on Saturday morning")."""
_THANKED_FOR = re.compile(_LB + r"(?:thanks|thank\s+you|thank\s+u|ty)\s+(?:so\s+much\s+)?for\s+[a-z]+ing" + _RB)
_SUBORDINATE = re.compile(_LB + r"(?:when|after|before|while|since|as\s+soon\s+as|the\s+moment|whenever)" + _RB)
_CLAUSE_SPLIT = re.compile(r"[,;.!?\n]|(?<!\d):(?!\d)")
_HYPOTHETICAL = re.compile(r"\s*(?:and\s+|but\s+)?(?:if|unless|in\s+case|suppose|supposing|what\s+if)(?![\w'])")
_ASKS_WHAT_I_DO = re.compile(
    r"\s*(?:[a-z]+,\s*)*(?:so\s+|ok\s+|and\s+)?(?:what|how|why|where|should|shall|can|could|do|would)\s+"
    r"(?:(?:do|does|should|shall|can|could|would|am|will)\s+)?(?:i|we)(?![\w'])"
)
"""A question about what the speaker should do or say ("help, what do I say here?") describes nothing that happened."""
_SELF_REASON = re.compile(r"\s*(?:and\s+)?(?:because|since|as|'cause|cause)\s+(?:i|i'm|i've|i'd)(?![\w'])")


def clauses(text: str) -> list[Span]:
    return split_clauses(text, _CLAUSE_SPLIT)


_AUXILIARIES = frozenset("could would should might must had did was were".split())
_BE_BEFORE = re.compile(r"(?:'re|'s|'m|\s(?:is|are|am|was|were|been|be|get|got))\s+[a-z]+$")


def _did(match: re.Match[str], verb: str) -> bool:
    """Someone did something, in any verb's simple past ("my parcel arrived", "we ended the call") — not a modal
    ("you could"), a state ("you're obsessed"), nor a passive whose doer is left out ("this has been handled")."""
    return is_past_tense(verb) and verb not in _AUXILIARIES and not _BE_BEFORE.search(match.group(0))


def is_description(clause: str, has_quote: bool) -> str | None:
    """Return the reason ``clause`` describes a situation, or ``None``."""
    if _MODAL_FUTURE.search(clause) and not _TIME.search(clause):
        return None
    if _HYPOTHETICAL.match(clause) or _ASKS_WHAT_I_DO.match(clause):
        return None
    if _SELF_REASON.match(clause) and not _TIME.search(clause):
        return None  # "because I didn't sleep enough" explains a feeling rather than describing what happened
    perceived = _PERCEPTION.search(clause)
    if perceived and _UNDERSTOOD.match(clause, perceived.end()):
        if not (_TIME.search(clause) or _SUBORDINATE.search(clause)):
            return None  # "I see.", "I hear you": understanding, with nothing perceived
    elif perceived:
        return "perception"
    pos = 0
    while match := _SUBJECT_VERB.search(clause, pos):  # overlapping: "this morning you left" tries "you left" too
        verb = match.group("verb")
        if verb not in _STATES_OF_MIND and (verb in _VERB_FORMS or _did(match, verb)):
            return "action"
        pos = match.start() + 1
    if (named := _NAMED_SUBJECT_PAST.match(clause)) and named.group("verb") not in _STATES_OF_MIND:
        return "action"
    if _thing_did(clause):
        return "action"
    if has_quote and SPEECH.search(clause):
        return "quote"
    planned = _SCHEDULED.search(clause) and not _HAPPENED.search(clause)  # "the launch is on Monday": a plan
    if (_COPULA_PLACE.search(clause) and not planned) or _EXISTENTIAL.search(clause):
        return "place"
    if _TIME.search(clause) and (_SUBORDINATE.search(clause) or _HAPPENED.search(clause)) and not planned:
        return "time"
    if _THANKED_FOR.search(clause):
        return "action"
    return None


_THING = re.compile(_LB + r"(?:my|your|his|her|their|our|the|this|that|[a-z]+'s)((?:\s+[a-z]+){2,4})" + _RB)


def _thing_did(clause: str) -> bool:
    """A longer noun phrase doing something in the simple past ("the kitchen light fitting fell down", "my
    sister's new flatmate moved out"), found by the verb's form rather than a list of subjects."""
    for match in _THING.finditer(clause):
        words = match.group(1).split()
        for position, word in enumerate(words[1:], start=1):
            before = words[position - 1]
            if before in ("was", "were", "is", "are", "be", "been", "got", "get"):
                break
            if is_past_tense(word) and word not in _AUXILIARIES and word not in _STATES_OF_MIND:
                return True
    return False
