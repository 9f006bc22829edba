"""English request rules, decided in the rubric's order: demand, then vague, then request.

Why this exists: a request is a positive, concrete action asked as a question the other person can decline.
Obligation or threat words make it a ``demand`` (so does a bare command), abstract or negative wording makes it
``vague``; rhetorical questions ("Why are you so rude?") are not requests at all.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation, word_regex
from ..lexicons import en_judgements, en_requests
from .en_imperative import COMMAND_FIRST, commands
from .shared import SetAside, combine_sentence_requests

_LB = r"(?<![\w'])"
_RB = r"(?![\w'])"

_STATEMENT_OPENERS = tuple(
    o
    for o in en_requests.REQUEST_OPENERS
    if o.startswith(("i'd", "i would", "i'm", "i am", "i was", "i wonder", "my request", "let", "i request"))
)
_OPENER = re.compile(
    _LB
    + "(?:"
    + alternation((*en_requests.REQUEST_OPENERS, "are you free", "are you available", "do you have time"))
    + r")(?!\w)"
)
_STATEMENT_OPENER = re.compile(_LB + "(?:" + alternation(_STATEMENT_OPENERS) + r")(?!\w)")
_DEMAND_PHRASE = word_regex(en_requests.DEMAND_PHRASES)
_MODAL = re.compile(
    _LB + r"(?P<subj>you|you\s+guys|you\s+all|y'all|we|he|she|they|everyone|everybody|your\s+\w+|the\s+kids|kids)"
    r"(?:'ll|'re)?(?:\s+(?:really|just|definitely|absolutely|seriously|simply|honestly|all|both|also|still|now|then|"
    r"at\s+least|totally|clearly|probably|urgently|finally))*\s*(?P<modal>"
    + alternation(en_requests.OBLIGATION_MODALS)
    + r")"
    + _RB
)
_MODAL_BLOCKERS = re.compile(
    r"(?:when|because|since|if|that|as|after|while|whenever|how|what|where|why|though|although|feel|think|"
    r"believe|worried|afraid|scared|sad|sorry|glad|know|do|does|did|hope|wish|sure|unless|whether|said|told)\s+$"
)
_EPISTEMIC = re.compile(
    r"\s+(?:be\s+(?:joking|kidding|tired|exhausted|hungry|feeling|so|really|very|crazy|mad|out\s+of|a\s+|an\s+|"
    r"the\s+|right|wrong|sure|proud|happy|sad|worried)|have\s+(?:been|had|forgotten|missed|known|thought))"
)
_THIRD_PARTY_NEED = re.compile(
    _LB + r"(?:i|we)\s+(?:really\s+|just\s+|absolutely\s+)?(?:need|want|expect)\s+(?:my|our|the|his|her|their)\s+"
    r"[a-z]+(?:\s+[a-z]+)?\s+to(?=\s+[a-z])"
)
_CONSEQUENCE = (
    r"(?:i'll|i\s+will|we'll|we\s+will|you'll|you\s+will|i'm\s+going\s+to|i\s+am\s+going\s+to|i'm\s+gonna|"
    r"(?:i'm|i\s+am|we're|we\s+are)\s+(?:straight\s+|just\s+)?[a-z]+ing|(?:you|we)(?:'re|\s+are)\s+(?:going\s+to|gonna)|"
    r"there\s+will|there'll|i'm\s+leaving|i\s+won't|you\s+won't|you\s+can\s+forget|no\s+more|forget|that's\s+it|"
    r"we're\s+done|we\s+are\s+done|i'm\s+done|you're\s+(?:out|fired|done|grounded|finished|off)|"
    r"then\s+(?:you're|you\s+are|you\s+can|you\s+won't|you\s+lose|i'm|i\s+am|we're|no))"
)
_THREAT_PATTERNS = (
    # "if you don't ..., I'll ..."
    r"if\s+you\s+(?:(?:don't|do\s+not)(?!\s+mind)|won't|can't|refuse\s+to|ever|keep|do\s+that|continue|aren't|are\s+not|haven't|"
    r"fail\s+to|dare)(?![\w'])[^.!?;]{0,300}?(?:,\s*|\s+)" + _CONSEQUENCE,
    # "if you touch my stuff again, I'll ..."
    r"if\s+you(?:'re|'ve)?\s+[^.!?;]{0,300}?(?:again|one\s+more\s+time|ever)(?![\w'])[^.!?;]{0,300}?(?:,\s*|\s+)"
    + _CONSEQUENCE,
    # "I'll tell your parents if you ..."
    r"(?:i'll|i\s+will)\s+(?:tell\s+(?:your|the)|report\s+you|kick\s+you|take\s+away|take\s+your|ground\s+you|"
    r"throw\s+(?:it|them|your)|sell\s+your|cancel\s+your|stop\s+paying|leave\s+you)[^.!?;]{0,300}?\s+(?:if|unless)\s+you",
)
_THREAT = re.compile(_LB + "(?:" + "|".join(_THREAT_PATTERNS) + r")(?![\w'])")
_RHETORICAL = re.compile(
    r"^\W*(?:(?:and|so|oh|well|seriously|honestly|really)\s*,?\s+)?(?:"
    + alternation(en_judgements.RHETORICAL_OPENERS)
    + r")"
    + _RB
)
_LEAD_FILLERS = re.compile(
    r"^(?:(?:please|just|now|ok|okay|so|and|then|hey|look(?!\s+(?:at|to|after|for|out)\b)|listen(?!\s+to\b)|"
    r"come\s+on|seriously|honestly|right|also|oh|"
    r"well|again|for\s+once|for\s+god's\s+sake|for\s+heaven's\s+sake|for\s+goodness'\s+sake|kindly|quickly|"
    r"go\s+and)\s*,?\s+)+"
)
"""Words that open a sentence without asking anything ("Look, I…", "ok so…"); "look at me", "listen to me" are the
commands themselves."""
_VOCATIVE = re.compile(r"^[a-z]+,\s+")
_NEGATIVE_HEAD = re.compile(
    r"(?:(?:please|just|maybe|possibly|at\s+least|kindly|be\s+willing\s+to|be\s+able\s+to|try\s+to|agree\s+to|"
    r"consider|promise\s+to|to|you|mind)\s+)*(?:"
    + alternation(en_requests.NEGATIVE_HEADS)
    + r")"
    + _RB
    + r"(?!\s+(?:by|at|in|over|off|for)\b)"
)
_QUALITY = word_regex(en_requests.QUALITY_VERB_PHRASES)
_ABSTRACT = word_regex(en_requests.ABSTRACT_MARKERS)
_LABEL_ONLY = word_regex(en_judgements.LABEL_WORDS)
_BE_LABEL = re.compile(  # predicate labels judge only when predicated: "so dramatic", not "the rubbish"
    _LB
    + r"(?:be|being|so|too|less|more|as)\s+(?:a\s+|an\s+)?(?:"
    + alternation(en_judgements.PREDICATE_LABELS)
    + r")"
    + _RB
)
_BE_QUALITY = re.compile(
    _LB + r"be\s+(?!(?:" + alternation(en_requests.BE_CONCRETE) + r")" + _RB + r")"
    r"(?!(?:more|less)\s+than\b|\d)(?:a\s+(?:bit|little|lot)\s+)?[a-z][\w'-]*"
)
_MORE_LESS_STRICT = re.compile(
    _LB + r"(?:(?:more|less)\s+(?:[a-z]+(?:ive|ful|ous|ble|ent|ant|al|ic|ly|ate|ing|ed)|often|attention|effort|"
    r"time\s+with\s+me|help|respect|care|patience|consideration|involved|engaged|present)|(?:more|less|better|"
    r"harder|nicer|kinder)\s*(?=[,;.!?\n]|$|please|for\s+me|with\s+me|to\s+me|around|at\s+home|from\s+now))" + _RB
)


_LATER_COMMAND = re.compile(
    r",\s*(?:(?:so|now|then|just|and\s+now)\s+)?(?:please\s+|just\s+)?(?P<cmd>"
    + alternation(sorted(COMMAND_FIRST - {"enough", "never", "look", "listen", "mind", "see", "wait", "say", "be"}))
    + r")"
    + _RB
    + r"(?=\s+[a-z]|\s*[.!]*\s*$)"
)
"""A command in a later clause ("your music is so loud, turn it down", "You never clean up, so tidy the kitchen."),
not a discourse word ("…, look, …", "…, mind you")."""
_DECLARATIVE_SECOND = re.compile(
    r"(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)[a-z][\w'-]*)*\s+(?:is|are|was|were|matters|means|has|have|had|seems|makes|made|feels|sounds|looks|can|could|will|would|"
    r"should|must|does|did|isn't|wasn't|doesn't|didn't|takes|took|helps|helped|gets|got)(?![\w'])"
)


def _strip_lead(segment: str) -> tuple[str, int]:
    """Drop leading fillers and a vocative ("Sam, ..."); return the rest and how many characters were dropped."""
    stripped = segment.lstrip(" \"'")
    offset = len(segment) - len(stripped)
    for pattern in (_LEAD_FILLERS, _VOCATIVE, _LEAD_FILLERS):
        m = pattern.match(stripped)
        if m and not re.match(r"(?:i|you|we|he|she|they|it),", stripped):
            stripped = stripped[m.end() :]
            offset += m.end()
    return stripped, offset


_SUBORDINATE = re.compile(
    r"(?<![\w'])(?:if|when|whenever|because|cause|since|until|till|unless|while|before|after|once"
    r"|so(?=\s+(?:that|i|we|you|he|she|they|it|the|my|our|your|his|her|their|everyone|nobody)(?![\w'])))(?![\w'])"
)
"""Where the action asked for ends and a clause about something else begins ("send me a text if you're going to be
later than midnight", "move your car so the skip can be dropped off")."""


def _vague_reason(body: str) -> tuple[str, str] | None:
    """``(trigger, "negative" | "quality")`` when a request body is negative or abstract, else ``None``; only the
    action asked for is read, not a clause after it that says when or why."""
    body = re.sub(r"(?<![\w'])(?:more|less)\s+than(?![\w'])", "over", body)  # "more than an hour" is a bound
    if m := _NEGATIVE_HEAD.match(body):
        return m.group(0), "negative"
    clause = _SUBORDINATE.search(body, 1)
    asked = body if clause is None else body[: clause.start()]
    for pattern in (_QUALITY, _LABEL_ONLY, _BE_LABEL, _BE_QUALITY, _ABSTRACT, _MORE_LESS_STRICT):
        if m := pattern.search(asked):
            return m.group(0), "quality"
    return None


def _body_after_opener(text: str, pos: int) -> str:
    body = text[pos:].strip(" ?.!")
    return re.sub(
        r"^(?:please|kindly|possibly|maybe|perhaps|just|be\s+willing\s+to|be\s+open\s+to|be\s+able\s+to|"
        r"be\s+so\s+kind\s+as\s+to|be\s+kind\s+enough\s+to|"
        r"consider|agree\s+to|mind|to|if\s+you\s+would|if\s+you\s+could|if\s+you|that\s+you|for\s+you\s+to|"
        r"you\s+to|us\s+to|it\s+if\s+you|whether\s+you|if)\s+",
        "",
        body,
    ).strip()


def _clause_start(text: str, start: int, pos: int) -> int:
    """Start of the clause containing ``pos`` within the sentence beginning at ``start``."""
    cut = max(text.rfind(mark, start, pos) for mark in ",;:")
    return cut + 1 if cut >= 0 else start


_FUTURE_ORDER = re.compile(
    r"\W*(?:you'?ll|you\s+will|you'?re\s+going\s+to|you\s+are\s+going\s+to)\s+(?!be\s+(?:fine|ok|okay|alright|all\s+right|"
    r"glad|happy|sorry|surprised|amazed|pleased|tired|great|good)(?![\w']))[a-z]"
)
_ORDER_TAG = re.compile(
    r"(?:,\s*|\s+)(?:ok|okay|alright|understood|understand|got\s+it|do\s+you\s+hear\s+me|you\s+hear\s+me|"
    r"is\s+that\s+clear|clear|right|yeah)\s*\?+[\s!.]*$"
)
"""Telling the listener what they will do, then asking only for assent ("you'll be home by 11, ok?",
"you're going to apologise, do you hear me?"): an order."""
_GENERIC_OBLIGATION = re.compile(
    r"\W*(?:all\s+|any\s+|every\s+)?(?:[a-z]+\s+){0,2}?[a-z]+s\s+(?:must|have\s+to|are\s+to|are\s+required\s+to|"
    r"need\s+to)\s+(?:not\s+)?[a-z]"
)
"""A rule laid down for a group ("students must submit…", "all leave requests have to go through me"): a demand."""
_PROHIBITION = re.compile(
    r"\W*no\s+(?!(?:one|way|idea|worries|problem|thanks|need|offence|offense|rush|pressure|doubt|kidding|matter|wonder|"
    r"clue|chance|longer|more|less)(?![\w']))[a-z]+\s+(?:at|in|on|after|before|during|until|till|past|near|inside)(?![\w'])"
)
"""A rule laid down as "no …" ("no phones at the table", "no shoes in the house"): a demand."""
_TAG_QUESTION = re.compile(
    r"(?:,\s*|\s+)(?:ok|okay|k|alright|all\s+right|right|yeah|yes|yea|ya|understood|got\s+it|deal|will\s+you|"
    r"won't\s+you|would\s+you|can\s+you|could\s+you|please|pls|plz)\s*\?+[\s!.]*$"
)
"""A tag that asks only for assent after what came before ("Text me when you're home, ok?", "tidy up, will
you?"): the sentence is still what it was before the tag, a command if that was one."""


def _sentence_finding(text: str, start: int, end: int) -> Finding | None:
    """The request verdict for one sentence (or its rhetorical question), ``None`` when it asks for nothing."""
    segment = text[start:end]
    tag = _TAG_QUESTION.search(segment)
    is_question = "?" in (segment[: tag.start()] if tag else segment)
    body, lead = _strip_lead(segment)
    body_start = start + lead
    if _RHETORICAL.match(body) and not re.match(r"why\s+don't\s+we", body):
        return Finding("absent", (body_start, end), body.split("?")[0], "rhetorical")
    for kind, pattern in (("phrase", _DEMAND_PHRASE), ("threat", _THREAT), ("phrase", _THIRD_PARTY_NEED)):
        m = pattern.search(segment)
        if m and re.match(r"\s*(?:know|understand|hear\s+this)\b", segment[m.end() :]):
            m = None  # "I want you to know ..." shares information, it obliges nothing
        if m and m.group(0) == "or no" and re.search(r"yes\s+$", segment[: m.start()]):
            m = None  # "a yes or no by Thursday" is an answer asked for, no threat
        if m:
            whole = kind == "threat" or m.group(0).startswith(("or ", "otherwise", "unless"))
            region = (start, end) if whole else (_clause_start(text, start, start + m.start()), end)
            return Finding("demand", region, m.group(0), kind, detail=segment, regions=[region])
    if (
        (_FUTURE_ORDER.match(body) and _ORDER_TAG.search(segment))
        or _GENERIC_OBLIGATION.match(body)
        or (_PROHIBITION.match(body))
    ):
        return Finding(
            "demand", (body_start, end), body.split()[0], "modal", detail=segment, regions=[(body_start, end)]
        )
    for m in _MODAL.finditer(segment):
        prefix = segment[: m.start()]
        if _MODAL_BLOCKERS.search(prefix) or re.match(r"\W*(?:should|must|do|does|did|have|has)\s", segment):
            continue
        if _EPISTEMIC.match(segment, m.end()):
            continue  # "you must be tired" guesses, it does not oblige
        third_person = m.group("subj") in ("he", "she", "they")
        if third_person and m.group("modal").strip() in ("should", "shouldn't") and not re.search(r"\byou\b", segment):
            continue
        region = (_clause_start(text, start, start + m.start()), end)
        return Finding("demand", region, m.group(0), "modal", detail=segment, regions=[region])
    opener = _OPENER.search(segment)
    if opener and (is_question or _STATEMENT_OPENER.match(segment, opener.start()) or opener.start() <= lead):
        region = (start + opener.start(), end)
        reason = _vague_reason(_body_after_opener(segment, opener.end()))
        if reason:
            return Finding("vague", region, reason[0], reason[1], detail=segment, regions=[region])
        return Finding("request", region, opener.group(0), "question", detail=segment, regions=[region])
    if not is_question:
        first = re.match(r"[a-z][\w']*", body)
        if first and commands(body, first) and not _DECLARATIVE_SECOND.match(body, first.end()):
            region = (body_start, end)  # every bare command is a demand, whatever it asks for (rule 1)
            return Finding("demand", region, first.group(0), "command", detail=segment, regions=[region])
        # "please" anywhere; "kindly" only as the sentence's opening word ("She kindly offered…" narrates)
        polite = re.search(_LB + r"please" + _RB, segment) or re.search(_LB + r"kindly" + _RB, segment[:lead])
        if polite and not re.match(r"(?:i|we|you|it)\b", body):
            region = (start, end)
            return Finding("demand", region, polite.group(0), "command", detail=segment, regions=[region])
        later = _LATER_COMMAND.search(segment)  # "You never clean up, so tidy the kitchen."
        if later and not _DECLARATIVE_SECOND.match(segment, later.end("cmd")):
            region = (start + later.start("cmd"), end)
            return Finding("demand", region, later.group("cmd"), "command", detail=segment, regions=[region])
    return None


def detect_request(
    text: str, sentences: list[Span], set_aside: SetAside | None = None
) -> tuple[Finding, list[Finding]]:
    """The request verdict for the whole text, plus rhetorical questions found (they count as evaluation)."""
    return combine_sentence_requests(text, sentences, _sentence_finding, set_aside)
