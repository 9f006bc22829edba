"""English observation rules: is a situation described, and is judgement mixed into it?

Why this exists: the observation is whatever the statement says about what happened, once the feeling, thought,
need and request parts are set aside. It is an ``evaluation`` when that describing part (or a request) carries
a generalisation, label, motive guess or "too/so + judgement"; an ``observation`` when a clause describes
behaviour (a subject with an action verb, a perception, a time or count, quoted words); else ``absent``.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation, word_regex
from ..lexicons import en_feelings, en_judgements, en_situations
from ..text import keep_only, mask
from ..words import is_past_tense
from .shared import (
    counted_before,
    first_description,
    sarcasm_hits,
    scare_quote,
    split_clauses,
    uncounted_hits,
)

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
_GENERALISATION = word_regex(en_judgements.GENERALISATIONS)
_MOTIVE = word_regex(en_judgements.MOTIVE_PHRASES)


def _adverb(adjective: str) -> str:
    """The manner adverb of a judging adjective: lazy → lazily, rude → rudely, horrible → horribly."""
    if adjective.endswith("y") and not adjective.endswith("ey"):
        return adjective[:-1] + "ily"
    if adjective.endswith("le"):
        return adjective[:-1] + "y"
    if adjective.endswith("ic"):
        return adjective + "ally"
    return adjective + "ly"


_DEGREE_ADVERBS = frozenset(
    "terribly awfully horribly insanely crazily ridiculously absurdly hopelessly grossly weirdly impossibly "
    "stupidly pathetically".split()
)
"""Adverbs of judging adjectives that mostly say how much ("terribly sorry", "insanely busy"), not how."""
_LABEL = word_regex(
    en_judgements.LABEL_WORDS
    + tuple(
        adverb
        for word in en_judgements.LABEL_WORDS
        if word.isalpha() and not word.endswith("ing") and (adverb := _adverb(word)) not in _DEGREE_ADVERBS
    )
)
"""A label, or the same judgement as the manner of an act ("aggressively banged", "rudely interrupted")."""
_PREDICATE = re.compile(
    r"(?:(?<![\w'])(?:are|is|was|were|be|being|been|so|too|very|really|quite|pretty|such|just|you|seem|seemed|"
    r"look|looked|sound|sounded|acting|act|acted)|'re|'s)\s+(?:a\s+|an\s+)?(?:(?:so|really|very|too|kind\s+of|"
    r"pretty|incredibly|totally|such\s+a|complete|total|absolute|utter|real)\s+)?(?P<w>"
    + alternation(en_judgements.PREDICATE_LABELS)
    + r")"
    + _RB
)
_VERB_AFTER_YOU = frozenset({"mean"})
"""Labels that are verbs right after "you": "I see what you mean" means, it does not call anyone mean."""


def _predicates(text: str):
    """The matches of :data:`_PREDICATE` that are labels, not a verb after "you"."""
    for m in _PREDICATE.finditer(text):
        if not (m.group("w") in _VERB_AFTER_YOU and m.group(0).startswith("you")):
            yield m


_FUNCTION_WORDS = frozenset(
    [
        "and",
        "but",
        "so",
        "to",
        "because",
        "when",
        "if",
        "or",
        "the",
        "a",
        "an",
        "i",
        "you",
        "me",
        "my",
        "your",
        "it",
        "that",
        "this",
        "of",
        "for",
        "with",
        "at",
        "on",
        "in",
        "as",
        "is",
    ]
)
_TOO = re.compile(_LB + r"too\s+(?:much|many|little|few|often|long|late|early|[a-z][\w'-]*)" + _RB)
_SO_JUDGEMENT = re.compile(
    _LB + r"(?:you're|you\s+are|you\s+were|he's|she's|they're|he\s+is|she\s+is|they\s+are|it's|that's|this\s+is|"
    r"that\s+was|it\s+was|he\s+was|she\s+was|they\s+were|(?:the|my|your|our|his|her|their|this|that)\s+"
    r"(?:[a-z]+\s+)?[a-z]+\s+(?:is|was|are|were))\s+(?P<so>(?:so|such\s+an?|such)\s+(?P<w>[a-z][\w'-]*))" + _RB
)
_FEELING_WORDS = frozenset(en_feelings.FEELINGS_MET + en_feelings.FEELINGS_UNMET)
_RHETORICAL_WHY = re.compile(_LB + r"why\s+(?:are|were|do|does|did|can't|won't|must|is)\s+(?:you|he|she|they)" + _RB)

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
    r"started|began|actually|suddenly|immediately|quickly|first|later|once|twice|each))*\s+(?P<verb>[a-z]+)" + _RB
)
_NAMED_SUBJECT_PAST = re.compile(  # "Dad fell asleep ...", "Sam yelled ..." at the start of a clause
    r"\s*(?:and\s+|then\s+)?[a-z]+\s+(?P<verb>" + alternation(en_situations.IRREGULAR_PAST) + r"|[a-z]{2,}ed)" + _RB
)
_EXISTENTIAL = re.compile(_LB + r"there(?:'s|\s+(?:is|are|was|were|have\s+been|has\s+been))\s+[a-z0-9]")
_COPULA_PLACE = re.compile(
    _LB + r"(?:you|he|she|they|i|your\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|the\s+[a-z]+|my\s+[a-z]+|[a-z]+'s\s+[a-z]+)"
    r"(?:'re|'s|'m|\s+(?:are|is|was|were|am|have\s+been|has\s+been))\s+(?:still\s+|already\s+|just\s+)?"
    r"(?:on|in|at|under|next\s+to|by|outside|inside|home|here|there|out|up|asleep|awake|gone|away|\d+|"
    r"on\s+your\s+phone|on\s+the)" + _RB
)
_SCHEDULED = re.compile(
    r"(?:'s|'re|\s+(?:is|are))\s+(?:on|at|in)\s+(?:the\s+)?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday|tomorrow|tonight|next|january|february|march|april|may|june|july|august|september|october|november|"
    r"december|noon|midnight)",
    re.IGNORECASE,
)
_SPEECH = re.compile(
    _LB + r"(?:said|say|says|wrote|told|texted|asked|yelled|shouted|called\s+me|replied|answered|typed|posted|"
    r"messaged|whispered|screamed|muttered)" + _RB
)
_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)"
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
    + _NUMBER
    + r"\s+(?:times|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|dinners?|messages?|texts?|calls?|"
    r"emails?|nights?|meetings?)|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|at\s+"
    + _NUMBER
    + r"(?:\s*o'clock)?|"
    + _CALENDAR
    + r")"
    + _RB
)
_MODAL_FUTURE = re.compile(_LB + r"(?:will|'ll|won't|would|might|may|going\s+to|gonna|could|should|must)" + _RB)
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


_SARCASTIC_PRAISE = re.compile(
    r"(?:^|(?<=[,;.!?\n])|(?<=[,;.!?\n]\s))\s*(?:oh\s+|wow\s+|well\s+)?(?P<w>"
    + alternation(en_judgements.SARCASTIC_PRAISE)
    + r")(?=\s*(?:[,;.!?\n]|$)|\s*,)"
)
_AGAIN = re.compile(_LB + r"(?:again|once\s+more|as\s+usual|like\s+always)" + _RB)
_SPEAKER_SUBJECT = re.compile(_LB + r"(?:i|we)" + _RB)
_OTHER_SUBJECT = re.compile(r"(?:^|[,;:]|" + _LB + r"(?:and|but|then|so|when))\s*(?:you|u|he|she|they)" + _RB)
_COUNTED = re.compile(
    _LB + r"(?:" + _NUMBER + r"\s+times|twice|(?:the\s+)?(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+time)" + _RB
)
_COUNTABLE = frozenset({"each time", "every time", "every single time", "nobody", "no one"})
_I_THINK_YOU = re.compile(
    _LB
    + r"i\s+(?:think|reckon|believe)\s+(?:that\s+)?(?:you|u|he|she|they)(?:'re|'ve|'d|'ll|'s)?"
    + _RB
    + r"(?!\s*(?:[.!?,;]|$))"
)
""""I think you're…" judges; "I believe you." trusts what was said."""
_MOCKING = re.compile(
    _LB + r"(?:nice\s+of\s+you\s+to|look\s+who|about\s+time|thanks\s+for\s+nothing|thanks\s+a\s+lot\s+for|"
    r"must\s+be\s+nice|oh\s+sure|yeah\s+right|it'?s\s+only\s+the|as\s+if|because\s+of\s+course|"
    r"(?:great|wow|oh\s+great|oh\s+sure|oh\s+look),\s+(?:another|thanks|you|that'?s\s+totally|leave))" + _RB
)


def _clauses(text: str) -> list[Span]:
    return split_clauses(text, _CLAUSE_SPLIT)


_AUXILIARIES = frozenset("could would should might must had did was were".split())
_BE_BEFORE = re.compile(r"(?:'re|'s|'m|\s(?:is|are|am|was|were|been|be|get|got))\s+[a-z]+$")


def _did(match: re.Match[str], verb: str) -> bool:
    """Someone did something, in any verb's simple past ("my parcel arrived", "we ended the call") — not a modal
    ("you could"), a state ("you're obsessed"), nor a passive whose doer is left out ("this has been handled")."""
    return is_past_tense(verb) and verb not in _AUXILIARIES and not _BE_BEFORE.search(match.group(0))


def _is_description(clause: str, has_quote: bool) -> str | None:
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
    if has_quote and _SPEECH.search(clause):
        return "quote"
    planned = _SCHEDULED.search(clause) and not _HAPPENED.search(clause)  # "the launch is on Monday": a plan
    if (_COPULA_PLACE.search(clause) and not planned) or _EXISTENTIAL.search(clause):
        return "place"
    if _TIME.search(clause) and (_SUBORDINATE.search(clause) or _HAPPENED.search(clause)) and not planned:
        return "time"
    if _THANKED_FOR.search(clause):
        return "action"
    return None


def _blame_hits(text: str) -> list[tuple[int, int, str, str]]:
    """The rubric's clarifications: an uncounted "again" blames by repetition ("You used my shampoo again"; "for the
    third time this week" counts), "I think you're…" judges, and mock thanks or praise ("nice of you to finally…",
    "thanks for nothing") is sarcasm."""
    patterns = ((_AGAIN, "again"), (_I_THINK_YOU, "label"), (_MOCKING, "sarcasm"))
    return uncounted_hits(text, patterns, _COUNTED, _repetition_excused)


def _repetition_excused(match: re.Match[str], _end: int, counts: bool) -> bool:
    """ "again" blames by repetition unless the events are counted or the repetition is the speaker's own ("I
    pinged him on Monday and again on Wednesday")."""
    if match.re is not _AGAIN:
        return False
    text = match.string
    before = text[max(0, text.rfind(".", 0, match.start()) + 1, text.rfind("\n", 0, match.start()) + 1) : match.start()]
    speakers = _SPEAKER_SUBJECT.search(before) and not _OTHER_SUBJECT.search(before)
    return counts or bool(speakers)


_INTENSIFIED_NOUN = re.compile(
    _LB + r"(?:a|an|such\s+a|such\s+an)\s+(?:total|complete|absolute|utter)\s+(?!of\b|set\b|list\b)[a-z]+" + _RB
)
"""A noun made a verdict by its intensifier ("a total drama queen", "an absolute joke"): a label."""
_TREATED_LIKE = re.compile(
    _LB + r"(?:treat|treats|treated|treating)\s+(?:[a-z']+\s+){1,3}?like\s+(?:a|an|my|your|the|some)" + _RB
)
"""How the listener treats someone or something, by comparison ("you treat this house like a hotel")."""
_DISBELIEF = re.compile(_LB + r"(?:can'?t|cannot|could\s*n'?t)\s+believe|unbelievable" + _RB)
"""Indignation ("I can't believe you…", "unbelievable"), the English of 居然/竟然: an evaluation by the rubric."""


def evaluation_hits(text: str) -> list[tuple[int, int, str, str]]:
    """Every judgement in ``text`` as ``(start, end, kind, key)`` (generalisation, motive guess, label, too/so …)."""
    hits: list[tuple[int, int, str, str]] = []
    for kind, pattern in (
        ("generalisation", _GENERALISATION),
        ("motive", _MOTIVE),
        ("label", _LABEL),
        ("rhetorical", _RHETORICAL_WHY),
        ("label", _INTENSIFIED_NOUN),
        ("label", _TREATED_LIKE),
        ("indignation", _DISBELIEF),
    ):
        for m in pattern.finditer(text):
            if pattern is _GENERALISATION and m.group(0) in _COUNTABLE and counted_before(text, m.start(), _COUNTED):
                continue  # "called four times and each time I was put on hold": each of the counted times
            hits.append((m.start(), m.end(), kind, m.group(0)))
    for m in _predicates(text):
        hits.append((m.start("w"), m.end("w"), "label", m.group("w")))
    hits.extend(sarcasm_hits(text, _SARCASTIC_PRAISE, _AGAIN))
    hits.extend(_blame_hits(text))
    for m in _TOO.finditer(text):
        word = m.group(0).split()[-1]
        if word not in _FUNCTION_WORDS and word not in _FEELING_WORDS:
            hits.append((m.start(), m.end(), "too", m.group(0)))
    for m in _SO_JUDGEMENT.finditer(text):
        if m.group("w") not in _FEELING_WORDS and m.group("w") not in _FUNCTION_WORDS:
            hits.append((m.start("so"), m.end("so"), "so", m.group("so")))
    return hits


def _evaluation(text: str) -> Finding | None:
    """The first judgement in ``text``."""
    hits = evaluation_hits(text)
    if not hits:
        return None
    start, end, kind, key = min(hits)
    return Finding("evaluation", (start, end), re.sub(r"\s+", " ", key), kind)


def detect_observation(
    text: str,
    *,
    component_regions: list[Span],
    request_regions: list[Span],
    quotes: list[Span],
    rhetorical: list[Finding],
) -> Finding:
    """Observation verdict; ``component_regions`` are the feeling/thought/need parts, set aside first."""
    describing = mask(text, component_regions + request_regions)
    unquoted = mask(describing, quotes)
    if found := _evaluation(unquoted):
        return found
    in_requests = mask(keep_only(text, request_regions), quotes + component_regions)
    if m := _LABEL.search(in_requests):
        return Finding("evaluation", m.span(), re.sub(r"\s+", " ", m.group(0)), "label")
    if m := next(_predicates(in_requests), None):
        return Finding("evaluation", m.span("w"), re.sub(r"\s+", " ", m.group("w")), "label")
    for m in _SO_JUDGEMENT.finditer(in_requests):
        if m.group("w") not in _FEELING_WORDS:
            return Finding("evaluation", m.span("so"), m.group("so"), "so")
    if rhetorical:
        first = rhetorical[0]
        return Finding("evaluation", first.span, first.key, "rhetorical")
    return scare_quote(text, quotes, _SPEECH) or first_description(describing, quotes, _clauses, _is_description)
