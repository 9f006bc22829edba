"""English observation rules: is a situation described, and is judgement mixed into it?

Why this exists: the observation is whatever the statement says about what happened, once the feeling, thought,
need and request parts are set aside. It is an ``evaluation`` when that describing part (or a request) carries
a generalisation, label, motive guess or "too/so + judgement"; an ``observation`` when a clause describes
behaviour (a subject with an action verb, a perception, a time or count, quoted words); else ``absent``.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation, word_regex
from ..lexicons import en_feelings, en_judgements
from ..text import keep_only, mask
from .en_description import NUMBER as _NUMBER
from .en_description import SPEECH as _SPEECH
from .en_description import clauses as _clauses
from .en_description import is_description as _is_description
from .shared import (
    counted_before,
    first_description,
    sarcasm_hits,
    scare_quote,
    uncounted_hits,
)

_LB = r"(?<![\w'])"
_RB = r"(?![\w'])"


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
    r"(?:[a-z]+\s+)?[a-z]+\s+(?:is|was|are|were)|being|be)\s+(?P<so>(?:so|such\s+an?|such)\s+(?P<w>[a-z][\w'-]*))"
    + _RB
    + r"(?!\s+as\b)"
)
"""Someone (or what they do) given a "so": "you're so lazy", and in a request "stop being so tight" (not "be so
kind as to")."""
_FEELING_WORDS = frozenset(en_feelings.FEELINGS_MET + en_feelings.FEELINGS_UNMET)
_RHETORICAL_WHY = re.compile(_LB + r"why\s+(?:are|were|do|does|did|can't|won't|must|is)\s+(?:you|he|she|they)" + _RB)

_SARCASTIC_PRAISE = re.compile(
    r"(?:^|(?<=[,;.!?\n])|(?<=[,;.!?\n]\s))\s*(?:oh\s+|wow\s+|well\s+)?(?P<w>"
    + alternation(en_judgements.SARCASTIC_PRAISE)
    + r")(?=\s*(?:[,;.!?\n]|$)|\s*,)"
)
_AGAIN = re.compile(_LB + r"(?:again|once\s+more|as\s+usual|like\s+always)" + _RB)
_SPEAKER_SUBJECT = re.compile(_LB + r"(?:i|we)" + _RB)
_OTHER_SUBJECT = re.compile(r"(?:^|[,;:]|" + _LB + r"(?:and|but|then|so|when))\s*(?:you|u|he|she|they)" + _RB)
_THING_DOING = re.compile(
    _LB + r"(?:the|my|our|his|her|their|this|that)\s+(?:\w+\s+){0,2}?(?:is|was|were|are|went|got|has|had|keeps|kept|"
    r"did|does|goes|came|comes|broke|stopped|turned)" + _RB
)
"""Something else doing what repeats, after the speaker is named ("I'm frustrated the rota went up without me
again"): the repetition is not the speaker's own."""
_COUNTED = re.compile(
    _LB + r"(?:" + _NUMBER + r"\s+times|twice|(?:the\s+)?(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+time)" + _RB
)
_COUNTABLE = frozenset({"each time", "every time", "every single time", "nobody", "no one"})
_HYPERBOLE = re.compile(
    _LB + r"(?:(?:like\s+)?(?:a\s+)?(?:million|thousand|hundred|zillion|gazillion|billion)\s+times|"
    r"for\s+the\s+(?:hundredth|thousandth|millionth|zillionth)\s+time|"
    r"(?:you|u|he|she|they)\s+only\s+(?:ever\s+)?\w+(?:\s+\w+)?\s+when|(?<!for\s)(?<!of\s)(?<!about\s)(?<!with\s)everything\s+(?:you|u|he|she|they)\s+\w+)"
    + _RB,
    re.I,
)
"""A count nobody kept ("like a million times", "for the hundredth time"), a habit pinned on someone ("you only call
when you need money"), everything someone does ("you ruin everything you borrow", not "thanks for everything you
do"): open-ended patterns."""
_EVERY = re.compile(_LB + r"every\s+(?:single\s+)?(?!now\b|other\b|so\b|bit\b|penny\b|chance\b)[a-z]+" + _RB, re.I)
"""Every one of something (in every argument, every single weekend): an open-ended pattern, as "every time" is —
unless the events were counted first."""
_DOES_NOTHING = re.compile(
    _LB
    + r"(?:you|u|he|she|they)\s+(?:\w+ly\s+|just\s+)?(?:do|does)\s+(?:\w+ly\s+)?(?:nothing|zero|sod\s+all)"
    + _RB
    + r"|(?:don't|dont|doesn't|never|won't)\s+(?:\w+\s+){1,2}?(?:to\s+)?(?:anything|anyone|anybody)"
    + _RB,
    re.I,
)
"""Doing nothing, said in the present (you do literally nothing), or never doing anything for anyone ("you don't
reply to anything"): a habit pinned on someone, not one dated event."""
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
    speaker = next(reversed(list(_SPEAKER_SUBJECT.finditer(before))), None)
    after_speaker = before[speaker.end() :] if speaker else ""
    speakers = speaker and not _OTHER_SUBJECT.search(before) and not _THING_DOING.search(after_speaker)
    return counts or bool(speakers)


_INTENSIFIED_NOUN = re.compile(
    _LB + r"(?:a|an|such\s+a|such\s+an)\s+(?:total|complete|absolute|utter)\s+(?!of\b|set\b|list\b)[a-z]+" + _RB
)
"""A noun made a verdict by its intensifier ("a total drama queen", "an absolute joke"): a label."""
_TREATED_LIKE = re.compile(
    _LB + r"(?:treat|treats|treated|treating)\s+(?:[a-z']+\s+){1,3}?like\s+(?:a|an|my|your|the|some)" + _RB
)
"""How the listener treats someone or something, by comparison ("you treat this house like a hotel")."""
_READ_INTO = re.compile(
    _LB + r"(?:you|u|ur|you'?re|youre|he|she|they|he'?s|she'?s|they'?re)\s+(?:just\s+|really\s+|so\s+)?(?P<w>clearly|"
    r"obviously|deliberately|purposely|intentionally|casually|literally|basically|barely)" + _RB
)
"""The listener's doing read into ("you clearly didn't try", "you just casually ignored my text", "ur literally the
reason…"): an interpretation, not what a camera records."""
_SOME_PEOPLE = re.compile(_LB + r"some\s+(?:people|folks|of\s+us)" + _RB)
"""A jab at the listener through "some people" ("some of us actually do our jobs"): a judgement dressed as a
generalisation."""
_LIKENED = re.compile(
    _LB + r"(?:it'?s|it\s+is|this\s+is|that'?s|[a-z]+ed|acts?|acting|behaves?|behaving)\s+(?:just\s+)?like\s+"
    r"(?:a|an|some|living\s+with|talking\s+to|dealing\s+with)\s+[a-z]+"
    + _RB
    + r"|(?<![\w'])(?<!feel\s)(?<!felt\s)(?<!feels\s)(?<!look\s)(?<!looks\s)like\s+(?:a|an)\s+[a-z]+"
    + r"(?=\s*(?:[,.;!?]|$))"
    + r"|"
    + _LB
    + r"(?:for\s+no\s+reason|out\s+of\s+order|(?:some|a\s+lot\s+of)\s+nerve)"
    + _RB
)
"""Likened to something ("screamed at him like a psycho", "it's like living with a teenager"), done "for no reason",
"out of order" or "some nerve": judgements by their form. "felt like a dream" and "you look like a pro" liken
nothing done."""
_DISBELIEF = re.compile(_LB + r"(?:can'?t|cannot|could\s*n'?t)\s+believe|unbelievable" + _RB)
"""Indignation ("I can't believe you…", "unbelievable"), the English of 居然/竟然: an evaluation by the rubric."""


_KEEPS = re.compile(_LB + r"(?<!\bi\s)(?<!\bwe\s)keeps?\s+(?:on\s+)?[a-z]{2,}ing" + _RB)
"""Someone who keeps doing something ("whoever keeps eating my food"): a habit, as "constantly" is; "I keep
thinking" is the speaker's own."""
_PRAISE_ALONE = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?:(?:oh|well|wow|just|really|very|so|how|absolutely)\s+)*(?P<w>"
    + alternation(en_judgements.PRAISE_WORDS)
    + r")(?:\s+(?:job|work|stuff|one))?\s*[.!]+"
)
"""A sentence of praise alone after what was told ("…on our anniversary. Lovely. Really lovely."): a verdict, mock
or meant, either way a judgement."""


def _praise_alone(text: str) -> list[tuple[int, int, str, str]]:
    """Praise said as a sentence of its own in a text that also tells something."""
    return [
        (m.start("w"), m.end("w"), "sarcasm", m.group("w"))
        for m in _PRAISE_ALONE.finditer(text)
        if len((text[: m.start()] + text[m.end() :]).split()) >= 3
    ]


def _each_counted(pattern: re.Pattern[str], m: re.Match[str], text: str) -> bool:
    """ "called four times and each time I was put on hold": "each time" is each of the counted times, no pattern."""
    countable = pattern is _EVERY or (pattern is _GENERALISATION and m.group(0) in _COUNTABLE)
    return countable and counted_before(text, m.start(), _COUNTED)


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
        ("motive", _READ_INTO),
        ("generalisation", _SOME_PEOPLE),
        ("label", _LIKENED),
        ("generalisation", _EVERY),
        ("generalisation", _DOES_NOTHING),
        ("generalisation", _HYPERBOLE),
        ("generalisation", _KEEPS),
    ):
        for m in pattern.finditer(text):
            if not _each_counted(pattern, m, text):
                hits.append((m.start(), m.end(), kind, m.group(0)))
    for m in _predicates(text):
        hits.append((m.start("w"), m.end("w"), "label", m.group("w")))
    hits.extend(sarcasm_hits(text, _SARCASTIC_PRAISE, _AGAIN))
    hits.extend(_blame_hits(text))
    hits.extend(_praise_alone(text))
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
    if found := _described_in_request(in_requests):
        return found
    if rhetorical:
        first = rhetorical[0]
        return Finding("evaluation", first.span, first.key, "rhetorical")
    found = scare_quote(text, quotes, _SPEECH) or first_description(describing, quotes, _clauses, _is_description)
    if found.label == "absent":
        return first_description(_describing_clauses(in_requests), quotes, _clauses, _is_description)
    return found


_DESCRIBING_CLAUSE = re.compile(
    r"\s*(?:and\s+|but\s+|cos\s+|because\s+)?(?:you|u|he|she|they)\s+"
    r"(?!(?:need|needs|have|has|must|should|better|'d|will|'ll|can|could|would|gotta|got)(?![\w']))"
)


def _described_in_request(in_requests: str) -> Finding | None:
    """A generalisation in a clause of a request's sentence that describes what someone does ("…pull your weight,
    you do literally nothing"), not in the action asked for ("could you always text me?")."""
    if not re.search(r"[,;:]", in_requests):
        return None  # one clause: the action asked for itself
    hits = (
        m
        for pattern in (_GENERALISATION, _EVERY, _DOES_NOTHING)
        for m in pattern.finditer(in_requests)
        if not _each_counted(pattern, m, in_requests)
    )
    for m in sorted(hits, key=lambda m: m.start()):
        clause = max(in_requests.rfind(mark, 0, m.start()) for mark in ",;:") + 1
        if clause > 0 and _DESCRIBING_CLAUSE.match(in_requests, clause, m.end()):
            return Finding("evaluation", m.span(), re.sub(r"\s+", " ", m.group(0)), "generalisation")
    return None


def _describing_clauses(in_requests: str) -> str:
    """Only the clauses of a request's sentence after its first that say what someone did ("can you ring me back,
    you cut me off twice"), blanked elsewhere: a description beside the action asked for."""
    spans: list[Span] = []
    for start, end in _clauses(in_requests):
        clause = max(in_requests.rfind(mark, 0, start + 1) for mark in ",;:") + 1
        if clause > 0 and _DESCRIBING_CLAUSE.match(in_requests, clause, end):
            spans.append((start, end))
    return keep_only(in_requests, spans)
