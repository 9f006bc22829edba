"""English dialogue acts: which acts a message carries, and the words that show each.

Why this exists: the practice modes react to what the learner is doing — greeting, leaving, asking the coach,
giving up, threatening — not only to the four components. Each act is a class of words (``lexicons/en_acts.py``)
in a place: a greeting opens the message, an agreement heads its first clause, a threat is a consequence the
speaker will bring about, a vent speaks about someone who is not there. Matching is over whole words; apostrophes
may be left out.
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from ..findings import Span
from ..lexicons import en_acts
from ..words import NOW, inflected
from .en_act_words import LB as _LB
from .en_act_words import RB as _RB
from .en_act_words import spelled as _spelled
from .en_act_words import whole_words as _words
from .en_threats import threat
from .en_vent import vent

__all__ = [
    "agree",
    "apology",
    "ask_coach",
    "give_up",
    "greeting",
    "leave",
    "nvc_question",
    "off_topic",
    "only_acknowledges",
    "refuse_or_give_up",
    "thanks",
    "threat",
    "vent",
    "yes_at_start",
]

_CLAUSE = re.compile(r"[^.,!?;:\n]+")
_FILLER = r"(?:(?:oh+|um+|uh+|hm+|well|ah+|aw+|omg|lol|haha|wait|hmm+|so|mm+|mhm|meh|pfft|ugh|erm)\s*[,.!]*\s+)*"
_GREETING = re.compile(r"\s*" + _FILLER + "(?:" + _words(en_acts.GREETINGS) + ")")
_NOT_LEAVING_AFTER = r"(?!\s+(?:to|through|over|with|of|on|and\s+(?:get|do)))"
_LEAVE_SHORT = frozenset({"later", "laters", "night", "nite", "take care", "im out", "im off"})
"""Goodbyes that are also ordinary words, spelled without apostrophes."""
_ADDRESS = frozenset(
    "then all x xx xxx everyone coach mum mom dad babe mate guys lol haha now ok okay thanks ty".split()
)
_THANKS = re.compile(_words(en_acts.THANKS) + r"(?!\s+to\b)")
_NO_THANKS = re.compile(_LB + r"no\s+thanks?" + _RB)
_NOT_APOLOGY_BEFORE = re.compile(
    _LB + r"(?:feel|feels|felt|feeling|be|say|said|saying|says|never|not|won't|wont|should|you|he|she|they|him|her|"
    r"them|make|made|owe|an?)\s+$"
)
_AGREE_ANYWHERE = re.compile(
    _LB + r"(?:sounds\s+(?:good|great|fair|fine|like\s+a\s+plan)|that\s+works|works\s+for\s+me|fine\s+(?:by|with)\s+me|"
    r"(?:good|great)\s+idea|makes\s+sense|you'?re\s+right|you\s+are\s+right|fair\s+enough|i\s+agree|agreed|deal|"
    r"i\s+can\s+do\s+that|let'?s\s+(?:do\s+(?:it|that)|go)|count\s+me\s+in|i'?m\s+in|fair\s+point|go\s+on\s+then|"
    r"that'?s\s+(?:true|fair|right|fine|good|lovely|great|a\s+deal)(?!\s+but)|go\s+for\s+it|"
    r"that'?d\s+be\s+(?:grand|great|lovely|perfect|good|brilliant|fine)|"
    r"(?:is|are|works?)\s+(?:fine|good|ok|okay|perfect|great)(?:\s+(?:for|with)\s+me)?)"
    + _RB
    + r"|(?<![\w'])\w+\s+works(?=\s*(?:[,.!]|$|for\s+me))"
)
_AGREE_HEAD = re.compile(
    r"\s*(?!oh\s+sure|oh\s+great|yeah\s+right)"
    + _FILLER
    + r"(?:ok+|okay|okey|sure|yes+|yeah|yea|yep|yup|ya|yah|fine|alright|all\s+right|perfect|"
    r"absolutely|exactly|definitely|(?:of\s+)?course|sure\s+thing|no\s+problem|no\s+worries|deal|agreed|"
    r"yeah\s+no\s+worries|mhm|mm\s+yeah|true|ja|jah|aye)" + _RB
)
_ASKS_NEXT = re.compile(r",*\s*(?:sorry|[^.!?]*\?)")  # a yes that opens a question in its sentence, not before "."
_TAIL_CHARS = 60
"""What may follow an agreement in its clause and still leave it one ("ok then", "yes i'll do it", "yeah it does")."""
_AGREE_TAIL = re.compile(
    r"\s*(?:(?:then|thanks|thank\s+you|dad|mum|mom|coach|lol|haha|fine|good|great|please|pls|sure|yes|yeah|ok|okay|"
    r"cool|deal|babe|mate|x+|actually|tbh|really|fair|perfect|alright|interesting|sounds\s+good|of\s+course|"
    r"no\s+worries|no\s+problem|sure\s+thing|absolutely|definitely|will\s+do|sorry|i\s+like\s+(?:that|it)|"
    r"agreed|cheers|ty|thx|tysm|got\s+it|gotcha|understood|ready|i'?m\s+ready|you\s+can|"
    r"i'?ll\s+\w+(?:\s+\w+){0,3}|we\s+can(?:\s+\w+){0,3}|i\s+can(?:\s+\w+){0,3}|"
    r"exactly|totally|definitely|absolutely|for\s+sure|it\s+(?:does|is|did|was|would|will)|i\s+(?:do|am|did|would)|"
    r"that'?s\s+(?:right|it|true|fair|enough(?:\s+\w+){0,3})|lets|let'?s(?:\s+\w+){0,3}|that\s+works|"
    r"works\s+for\s+me)\s*)*"
)
_AGREE_WHOLE = re.compile(
    r"\s*" + _FILLER + r"(?:great|cool|good|true|correct|lovely|brilliant|done|got\s+it|will\s+do|k|kk|nice|"
    r"fair|oh\s+true|oh\s+ok|too\s+right|go\s+for\s+it|sound|please\s+yes|yes\s+please|please|pls)\s*$"
)
_NEGATION = re.compile(_LB + r"(?:not|no|never|n't|dont|won't|wont|can't|cant|whatever)" + _RB + "|n't")
_GIVING_UP_FORMS = (
    _LB + r"(?:i\s+)?(?:don'?t|do\s+not)\s+(?:want|wanna)\s+(?:to\s+)?(?:talk|do|say|discuss|practi[sc]e|try|continue|"
    r"go\s+on|keep|hear|think|deal|play|guess|apologi[sz]e)"
    + r"|(?:this|it|that|its|it'?s|that'?s|thats|so|is)\s+(?:so\s+|just\s+|totally\s+)?(?:pointless|useless|"
    r"hopeless|stupid|a\s+waste)" + _RB
)
_NO_CLAUSE = re.compile(r"\s*(?!oh+\s+no)" + _FILLER + r"(?:no+|nope|nah|no\s+way|nah\s+thanks|skip)\s*")
_NO_HEAD = re.compile(r"\s*" + _FILLER + r"(?:no+|nope|nah)\s+i\b")
_FOR_NOW = re.compile(r"\s+(?:for\s+(?:today|now|tonight|the\s+day)|once\s+more|again|and\s+you)")
_THIS_THING = re.compile(
    r"\s+(?!(?:any\s*more|again|now|right\s+now|either|at\s+all|anyway)\b)(?:one\b|[a-z])", re.IGNORECASE
)
_GIVE_UP_ENDS = re.compile(
    r"(?:\s+(?:(?:about|with|w/?)\s+(?:it|this|that|you|u)(?:\s+one)?|any\s*more|anyway|already|at\s+all|honestly|"
    r"seriously|lol|tbh|man|mate|ok|okay|then|now|right\s+now|i\s+guess))*\s*(?:$|[.,!?;:…)~—-])",
    re.IGNORECASE,
)
_EMBEDDED = re.compile(
    r"(?<!\w)(?:without|as\s+if|as\s+though|(?:sound|sounds|sounding|seem|seems|seeming|look|looks|looking)\s+like|"
    r"(?:tell|telling|say|saying|explain)\s+(?:him|her|them|my\s+\w+|\w+)(?:\s+that)?)(?:\s+[\w']+){0,2}\s+$",
    re.IGNORECASE,
)
_WHATEVER_OBJECT = re.compile(r"whatever\s+(?:you|u)\s+(?:want|need|like|prefer|think)|whatever\s+(?:works|is)")
_COACH = re.compile(
    r"(?<!the\s)(?<!new\s)(?<!my\s)(?<!his\s)(?<!her\s)(?<!our\s)(?<!your\s)(?<!a\s)" + _LB + r"coach" + _RB
)
_COACH_ASK = re.compile(_words(w for w in en_acts.COACH_ASKS if w not in {"help", "help me", "helpp"}))
_HELP = re.compile(_LB + r"(?:pls\s+|please\s+)?help(?:p+)?(?:\s+me)?(?:\s+pls|\s+please)?" + _RB)
_NOT_HELP_BEFORE = re.compile(
    _LB + r"(?:the|your|for|of|no|any|some|u|you|ur|that|it|this|would|'d|really|honestly|which|might|will|to|"
    r"can'?t|cant|could|may|does|did|doesn'?t|didn'?t|wouldn'?t|won'?t|helps?|never|always|ever|even|barely|"
    r"rarely|not|also|too|they|he|she|we)\s+$|that'?d\s+(?:\w+\s+)?$"
)
_HELP_WITH_OBJECT = re.compile(
    r"\s+(?!(?:me|pls|please|here|now|asap|plz|coach|with\s+(?:this|that|it|the\s+(?:wording|words|request|next)))"
    + _RB
    + r")[a-z]"
)
""""you never help anyone", "he helps out with the kids": help as someone's action, not a call for help."""
_HOW_DO_I = re.compile(
    _LB + r"(?:how|what)\s+(?:do|should|can|would|could|shall)\s+(?:i|we)\s+(?:even\s+|just\s+|actually\s+)?"
    r"(?!(?:make|cook|bake|get\s+to|fix|change|boil|buy|book|install|reset)\b)\w+"
)
_CAN_WE = re.compile(
    _LB + r"(?:can|could|shall)\s+we\s+(?:just\s+|please\s+|pls\s+)?(?:run|try|do|go|redo|practi[sc]e|start|switch|"
    r"swap|continue|repeat|replay|role\s*play)"
    + _RB
    + "|"
    + _LB
    + r"(?:can|could)\s+(?:u|you)\s+(?:just\s+|please\s+|pls\s+)?(?:play|pretend|act\s+as|be\s+my|be\s+the|"
    r"rewrite|rephrase|suggest|make\s+it|check\s+(?:this|that|my|if)|show\s+me\s+how|give\s+me\s+(?:a|an|some)\s+"
    r"(?:example|hint|tip|idea|line|sentence))" + _RB
)
_DRAFT_QUESTION = re.compile(r"(?<!\w)['\"][^'\"]{8,200}['\"](?!\w)[^?]{0,40}\?")
_SELF_CHECK = re.compile(
    _LB + r"(?:was\s+(?:that|this|it)|is\s+(?:that|this)|did\s+(?:that|this|it|i)|does\s+(?:that|this)|am\s+i)\s+"
    r"(?:[\w']+\s+){0,2}?(?:too|ok|okay|alright|good|bad|rude|harsh|mean|wrong|right|fine|better|worse|judgy|"
    r"judgmental|judgemental|passive|aggressive|nvc|mess(?:ed)?\s+(?:it\s+|that\s+)?up|screw(?:ed)?\s+(?:it\s+)?up|"
    r"blow\s+it|blew\s+it|ruin(?:ed)?)" + _RB + r"|(?<![\w'])(?:what\s+now|now\s+what|what\s+next)\s*[?!.]*\s*$"
)
"""The learner asking about their own last words or what comes next ("was that too much", "did i mess it up",
"what now"): a question for the coach."""
_COACH_QUESTION = re.compile(r"\?|" + _LB + r"(?:what|how|is|was|help|can|could|should|did|does|do)" + _RB)
_NVC = re.compile(_words(en_acts.NVC_CONCEPTS))
_CONCEPT = re.compile(
    _LB + r"(?:a|an|the|real|actual|genuine|true|proper|count\s+as|counts\s+as|same\s+as|between|is|are|vs|versus|"
    r"their|your|my|his|her|our)\s+(?:real\s+|genuine\s+|true\s+)?(?:"
    + "|".join(_spelled(en_acts.CONCEPT_NOUNS))
    + ")"
    + _RB
    + r"(?!\s+(?:word|words|bit|part)"
    + _RB
    + ")"
)
_QUOTED_CONCEPT = re.compile(r"['\"][^'\"]{2,60}['\"]\s+(?:a\s+|an\s+|really\s+)?(?:count|counts|is|a\s|an\s|ok)")
_QUESTION_FORM = re.compile(
    r"\?|(?:^|[.!,;]\s*)\s*" + _FILLER + r"(?:(?:hey|hi|hello|thanks|thx)\s*,?\s+)?(?:what|whats|what's|why|how|is|are|"
    r"does|do|can|should|who|which|when|isn't|doesn't|wait|so|difference|is\s+there)" + _RB
)
_WHY_NOT = re.compile(
    _LB + r"why\s+(?:can'?t|cant|shouldn'?t|not|do\s+i\s+have\s+to|does\s+it\s+have\s+to|is\s+it\s+wrong\s+to)"
    r"(?:\s+i)?\s+(?:say|use|ask|do)" + _RB + r"|" + _LB + r"(?:all\s+)?four\s+(?:parts|steps|components)" + _RB
)
_OFF_TOPIC_FRAME = re.compile(_words(en_acts.OFF_TOPIC_FRAMES))
_COMMUNICATION = re.compile(_words(en_acts.COMMUNICATION_WORDS))
_OFF_TOPIC = re.compile(
    _words(en_acts.OFF_TOPIC_SUBJECTS) + r"|(?<!\d)\d+\s*(?:x|\*|times|plus|minus|divided\s+by)\s*\d+"
)
_TO_THE_BOT = re.compile(
    r"\?|"
    + _LB
    + r"(?:tell\s+me|write\s+me|write\s+a|give\s+me|recommend|can\s+you|can\s+u|could\s+you|do\s+you\s+know|"
    r"how\s+do\s+i|how\s+many|how\s+much|what'?s|whats|what\s+is|btw|random|unrelated|did\s+you)" + _RB
)


class _Verbs(NamedTuple):
    leave: re.Pattern[str]
    apology: re.Pattern[str]
    give_up: re.Pattern[str]
    refusal: re.Pattern[str]


@cache
def _verbs() -> _Verbs:
    """The patterns whose verbs match every form (lemminflect), built on first use rather than on import."""
    return _Verbs(
        leave=re.compile(_words(inflected(en_acts.LEAVINGS, NOW)) + _NOT_LEAVING_AFTER),
        apology=re.compile(_words(inflected(en_acts.APOLOGIES))),
        give_up=re.compile(_words(inflected(en_acts.GIVING_UP)) + "|" + _GIVING_UP_FORMS),
        refusal=re.compile(_words(inflected(en_acts.REFUSALS))),
    )


_LAUGH = re.compile(r"(?<![\w'])(?:lol+|lmao+|lmfao|rofl|ha(?:ha)+h?|he(?:he)+|xd)(?![\w'])")  # ends a clause


def _clauses(text: str) -> list[Span]:
    broken = _LAUGH.sub(lambda m: "," * len(m.group()), text)  # the same length: the spans stay the text's
    return [m.span() for m in _CLAUSE.finditer(broken) if m.group().strip()]


def greeting(text: str) -> Span | None:
    match = _GREETING.match(text)
    return (match.start() + len(match.group()) - len(match.group().lstrip()), match.end()) if match else None


_BARE_GOODBYE_WORDS = 8
"""A goodbye that is also an ordinary word stands alone, with a name or two: a clause longer than this is not one."""


def leave(text: str) -> Span | None:
    """A goodbye; one that is also an ordinary word ("later", "night") only when it is its clause, with at most a
    name or "then" beside it ("ok, night all"), not in "every night"."""
    clauses = None
    words: dict[Span, int] = {}  # each clause's word count, counted once: a long clause is no bare goodbye
    for match in _verbs().leave.finditer(text):
        if " ".join(match.group().replace("'", "").split()) not in _LEAVE_SHORT:
            return match.span()
        clauses = clauses if clauses is not None else _clauses(text)
        start, end = next(((s, e) for s, e in clauses if s <= match.start() < e), match.span())
        if (start, end) not in words:
            words[start, end] = len(text[start:end].split())
        if words[start, end] > _BARE_GOODBYE_WORDS:
            continue
        rest = (text[start : match.start()] + " " + text[match.end() : end]).split()
        if all(other in _ADDRESS for other in rest):
            return match.span()
    return None


def thanks(text: str) -> Span | None:
    for match in _THANKS.finditer(text):
        if not _NO_THANKS.match(text, max(0, match.start() - 3)):
            return match.span()
    return None


def apology(text: str) -> Span | None:
    for match in _verbs().apology.finditer(text):
        if not _NOT_APOLOGY_BEFORE.search(text[max(0, match.start() - 12) : match.start()]):
            return match.span()
    return None


def agree(text: str, threat_span: Span | None) -> Span | None:
    clauses = [span for span in _clauses(text) if not _GREETING.fullmatch(text, *span)]
    head = clauses[0] if clauses else None
    if head is None:
        return None
    clause = text[head[0] : head[1]]
    if threat_span is not None and not re.search(_LB + r"but" + _RB, text[: threat_span[0]]):
        return None
    if _GREETING.match(clause) and clause.strip() and len(clauses) > 1:
        head = clauses[1]
        clause = text[head[0] : head[1]]
    found = _AGREE_HEAD.match(clause) or _AGREE_WHOLE.match(clause)
    if found and found.end() == len(clause.rstrip()) and _ASKS_NEXT.match(text, head[1]):
        found = None  # "yeah, do you have to …?": how the question starts
    short = len(clause) - found.end() <= _TAIL_CHARS if found else False
    if found and short and _AGREE_TAIL.fullmatch(clause, found.end()) and not _verbs().give_up.search(clause):
        return head[0] + len(found.group()) - len(found.group().lstrip()), head[0] + found.end()
    anywhere = _AGREE_ANYWHERE.search(text)
    if anywhere and not _NEGATION.search(text[max(0, anywhere.start() - 12) : anywhere.start()]):
        return anywhere.span()
    return None


def _counts(match: re.Match[str], *, things_too: bool = False) -> bool:
    """Whether a giving-up or refusing phrase is one: not "whatever you want", "skip it for now", and (unless
    ``things_too``) not "I can't do this one / this weekend", a thing declined rather than the practice."""
    text = match.string
    if _WHATEVER_OBJECT.match(text, match.start()) or _FOR_NOW.match(text, match.end()):
        return False
    if _EMBEDDED.search(text[max(0, match.start() - 40) : match.start()]):
        return False  # "without sounding like I don't care": what the speaker fears to sound like, not what they do
    return things_too or not (match.group().endswith(("this", "that")) and _THIS_THING.match(text, match.end()))


def _phrase(pattern: re.Pattern[str], text: str, *, things_too: bool = False) -> Span | None:
    return next((m.span() for m in pattern.finditer(text) if _counts(m, things_too=things_too)), None)


def give_up(text: str) -> Span | None:
    """Giving up the practice itself ("forget it", "I can't do this"), not refusing what the other person asked:
    the phrase ends its clause ("not working this weekend" declines a weekend; "this is not working." gives up)."""
    for match in _verbs().give_up.finditer(text):
        if _counts(match) and _GIVE_UP_ENDS.match(text, match.end()):
            return match.span()
    return None


def refuse_or_give_up(text: str) -> Span | None:
    found = give_up(text) or _phrase(_verbs().refusal, text, things_too=True)
    found = found or _phrase(_verbs().give_up, text, things_too=True)
    if found:
        return found
    for start, end in _clauses(text):
        if _NO_CLAUSE.fullmatch(text, start, end):
            return start + len(text[start:end]) - len(text[start:end].lstrip()), end
    head = _NO_HEAD.match(text)
    return (head.start() + len(head.group()) - len(head.group().lstrip()), head.end()) if head else None


def ask_coach(text: str) -> Span | None:
    found = _COACH_ASK.search(text) or _HOW_DO_I.search(text) or _CAN_WE.search(text) or _SELF_CHECK.search(text)
    if found:
        return found.span()
    if nvc_question(text):
        return None  # a quoted phrase asked about, or "coach, is … a feeling?", is a question about NVC
    found = _DRAFT_QUESTION.search(text)
    if found:
        return found.span()
    for match in _HELP.finditer(text):
        if _HELP_WITH_OBJECT.match(text, match.end()) and not match.group().endswith("me"):
            continue
        if not _NOT_HELP_BEFORE.search(text[max(0, match.start() - 16) : match.start()]):
            return match.span()
    coach = _COACH.search(text)
    if coach and _COACH_QUESTION.search(text):
        return coach.span()
    return None


def nvc_question(text: str) -> Span | None:
    if not _QUESTION_FORM.search(text):
        return None
    for pattern in (_NVC, _QUOTED_CONCEPT, _CONCEPT, _WHY_NOT):
        found = pattern.search(text)
        if found:
            return found.span()
    return None


def off_topic(text: str) -> Span | None:
    if _NVC.search(text) or _COMMUNICATION.search(text):
        return None
    frame = _OFF_TOPIC_FRAME.search(text)
    if frame:
        return frame.span()
    found = _OFF_TOPIC.search(text)
    return found.span() if found and (_TO_THE_BOT.search(text) or _QUESTION_FORM.search(text)) else None


def yes_at_start(text: str) -> Span | None:
    """The yes a message opens with ("yes, can you…", "yeah sorry, sending it now"), whatever follows it, or the one
    it closes with, said alone ("the one who shouts?? ok fine")."""
    clauses = [span for span in _clauses(text) if not _GREETING.fullmatch(text, *span)]
    if not clauses:
        return None
    found = _AGREE_HEAD.match(text, clauses[0][0])
    if found is None and len(clauses) > 1:
        last = _AGREE_HEAD.match(text, clauses[-1][0])
        found = last if last and _AGREE_TAIL.fullmatch(text, last.end(), clauses[-1][1]) else None
    if found is None or _verbs().give_up.search(text, *clauses[0]):
        return None
    return found.end() - len(found.group().lstrip()), found.end()


_NO_ANSWER = re.compile(
    r"\s*"
    + _FILLER
    + r"(?:no+|nope|nah|not\s+really|no\s+chance|not\s+(?:right\s+)?now|not\s+today|(?:i'?d\s+)?rather\s+not|"
    r"no\s+thanks?|no\s+thank\s+you|pass)(?:[,\s]+(?:no+|sorry|thanks|mate|lol|tbh|honestly|really))*[\s.!]*"
)
"""A no said alone, answering a proposal ("not really no", "my brother? no chance")."""


def no_to_proposal(text: str) -> Span | None:
    """The clause of a reply to a proposal that only says no, first or last ("not really", "hmm, no chance")."""
    clauses = [span for span in _clauses(text) if not _GREETING.fullmatch(text, *span)]
    for start, end in clauses[:1] + clauses[-1:]:
        if _NO_ANSWER.fullmatch(text, start, end):
            return start + len(text[start:end]) - len(text[start:end].lstrip()), end
    return None


_ACKNOWLEDGING = re.compile(
    r"\s*(?:oh\s+)?(?:good|great|nice|cool|lovely|no\s+worries|no\s+problem|makes\s+sense|true|that'?s\s+good|"
    r"thats\s+good|perfect|it'?s\s+fine|that'?s\s+fine)\s*$"
)


def only_acknowledges(text: str, span: Span) -> bool:
    """Whether an agreement's words only acknowledge ("good", "no worries", "makes sense") when nothing was proposed."""
    return bool(_ACKNOWLEDGING.match(text, *span))
