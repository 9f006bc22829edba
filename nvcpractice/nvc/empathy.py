"""Empathy guesses: does a sentence guess the *other* person's feeling and need, offered as a question?

Why this exists: NVC practice includes listening as well as speaking. "Are you feeling tired because you need
rest?" and 你是不是很累，需要休息？ name the listener's feeling and need and leave room for "no". The four
rubric labels stay as they are; this is a separate result beside them. The speaker's own feelings ("I'm tired
because I need rest?"), a statement without a question, or a guess at only a feeling or only a need are not
empathy guesses.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from typing import Any

from .findings import Span, alternation
from .lexicons import en_faux, en_feelings, need_words, zh_feelings, zh_needs
from .locale import ZH_HANS
from .text import PreparedText
from .words import boundaries

_RB = r"(?![\w'])"

# The other person as people type them ("u", "ye" and "r" are read as "you" and "are" by ``text.prepare``): "you",
# "ya"; "you're" also as "youre", "ur", "yer".
_EN_YOU = r"(?:you|ya)"
_EN_YOU_ARE = r"(?:you're|youre|ur|yer|(?:you|ya)\s+are)"
_EN_YOUR = r"(?:your|yer|ur)"


@dataclass(frozen=True, slots=True)
class EmpathyGuess:
    """Whether a sentence is an empathy guess, and the feeling and need it names (as written, else "")."""

    is_guess: bool = False
    feeling: str = ""
    need: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"is_guess": self.is_guess, "feeling": self.feeling, "need": self.need}

    @classmethod
    def from_dict(cls, data: Any) -> EmpathyGuess:
        """Validate ``{"is_guess", "feeling", "need"}``; ``ValueError`` on a wrong shape."""
        if not isinstance(data, dict) or not isinstance(data.get("is_guess"), bool):
            raise ValueError("empathy must be an object with a boolean 'is_guess'")
        feeling, need = data.get("feeling", ""), data.get("need", "")
        if not isinstance(feeling, str) or not isinstance(need, str):
            raise ValueError("empathy.feeling and empathy.need must be strings")
        return cls(is_guess=data["is_guess"], feeling=feeling.strip(), need=need.strip())


NOT_A_GUESS = EmpathyGuess()

# ---------------------------------------------------------------- English


def _g_dropped(words: tuple[str, ...]) -> tuple[str, ...]:
    """Each word, and its -ing forms typed without the g ("understandin", "hurtin'")."""
    return words + tuple(f"{w[:-1]}{end}" for w in words if w.endswith("ing") for end in ("", "'"))


_EN_FEELING_WORDS = _g_dropped(en_feelings.FEELINGS_MET + en_feelings.FEELINGS_UNMET)
_EN_FEELINGS = alternation(_EN_FEELING_WORDS)
_EN_ANY_WORDS = (
    r"(?:\s+(?!(?:not|never|no|i|me|my|the|that|this|because|and|or|but|if|when|to|need|needs|want|wants|have|has|"
    r"got|gotta|should|must|can|will|would|make|makes|made)(?![\w']))[a-z'-]+){0,2}?"
)
"""Up to two more words before the feeling, whatever the idiom ("you're plumb tuckered", "you sound real
irritated"), never a negation, a new clause or a verb of its own ("you need to calm down")."""
_EN_LISTED = (
    r"(?:\s+(?:" + alternation(tuple(en_faux.FAUX_FEELINGS) + _EN_FEELING_WORDS) + r")(?:\s*,|\s+(?:and|or|n|&)))?"
)
"""A feeling or a thought of what was done to them listed before the feeling ("feeling trapped and scared", "hurt,
angry"): the guess names the genuine one."""
_EN_FEELING = re.compile(
    r"(?<![\w'])(?:(?:are|r|were)\s+"
    + _EN_YOU
    + "|"
    + _EN_YOU_ARE
    + "|"
    + _EN_YOU
    + r"\s+were|(?:do|did)\s+"
    + _EN_YOU
    + "|"
    + _EN_YOU
    + r"|(?:you've|youve)\s+been|have\s+"
    + _EN_YOU
    + r"\s+been)"
    r"(?:\s+(?:feeling|feelin'?|feel|felt|getting|a\s+bit|a\s+little|a\s+wee\s+bit|a\s+lil|really|quite|so|very|"
    r"kind\s+of|kinda|"
    r"pretty|maybe|perhaps|still|also|seem|seemed|sound|look|looked|seem\s+to\s+be|to\s+be|been))*"
    + _EN_ANY_WORDS
    + _EN_LISTED
    + r"\s+(?P<f>(?:"
    + _EN_FEELINGS
    + r")(?:in'?|ing)?)"
    + _RB
)
_EN_NEED_VERB = re.compile(
    r"(?<![\w'])(?:(?:because|since|as|cause|cos|bc|and|an|n|so)\s+)?(?:"
    + _EN_YOU
    + r"(?:'d|'re)?\s+|"
    + _EN_YOU_ARE
    + r"\s+)?(?:really\s+|just\s+|maybe\s+|kind\s+of\s+|kinda\s+|also\s+|still\s+)?"
    r"(?:need(?:s|ed|ing|in'?)?|want(?:s|ed|ing|in'?)?|would\s+like|'d\s+like|would\s+love|'d\s+love|"
    r"(?<='d\s)(?:like|love)|"
    r"valu(?:e|es|ed|ing)|"
    r"(?:long|longed|longing|wish|wished|wishing|hope|hoped|hoping|looking|searching)\s+for|crav(?:e|es|ed|ing)|"
    r"care\s+about|caring\s+about|are\s+hoping\s+for|in\s+need\s+of|miss(?:es|ed|ing|in'?)?|"
    r"would\s+(?:you|ya)\s+(?:really\s+)?(?:like|love))\s+"
)
"""The other person's wanting verb in every form ("because you need", "and needing", "wanting", "hoping for")."""
_EN_NEED_NOUNS = _g_dropped(need_words("en"))
_EN_NEED_OBJECT = re.compile(
    r"(?:(?:some|more|a\s+little|a\s+bit\s+of|a\s+bit\s+more|a\s+sense\s+of|the|real|enough|some\s+more)\s+)*"
    r"(?:(?:" + alternation(_EN_NEED_NOUNS) + r")" + _RB + r"|to\s+(?!(?:me|us)\b)[a-z][\w'-]*)"
    r"|(?:some|more|a\s+little|a\s+bit\s+of|a\s+bit\s+more|a\s+sense\s+of|enough)\s+(?!(?:of\s+)?(?:me|us|my|our)\b)"
    r"[a-z][\w'-]*"
)
"""What a guess says the other person needs: a need word, "to …", or a measure of anything ("some breathing room",
"a bit more say"), the way people name a need in their own words."""
_EN_NEED_NOUN_OBJECT = re.compile(
    r"(?:(?:some|more|a\s+little|a\s+bit\s+of|a\s+bit\s+more|a\s+sense\s+of|the|real|enough|some\s+more)\s+)*"
    r"(?:" + alternation(_EN_NEED_NOUNS) + r")" + _RB
)
EN_PERSON_OBJECT = re.compile(r"(?:me|him|her|them|us|my|his|their|our)(?![\w'])")
_EN_BEING_SEEN = re.compile(
    r"(?:(?:me|us|everyone|people|others)\s+to\s+(?:really\s+)?(?:see|know|understand|get|hear|trust|believe|"
    r"recogni[sz]e|appreciate|respect|value|notice|acknowledge|be\s+on|be\s+there|have\s+your\s+back)"
    r"|(?:" + _EN_YOUR + r"|the|all\s+" + _EN_YOUR + r"|how\s+much|it|what\s+you\s+do|what\s+you've\s+done)\s+"
    r"(?:[\w'-]+\s+){0,3}?(?:to\s+be\s+)?"
    r"(?:recogni[sz]ed|seen|heard|"
    r"appreciated|acknowledged|valued|respected|understood|noticed|trusted|believed|taken\s+seriously|included|"
    r"supported|counted|considered))(?![\w'])"
)
"""A need named through being seen: "wanting me to understand", "want your effort recognised" (need: recognition)."""
_EN_STATE_OF_THINGS = re.compile(
    r"(?:things|it|everything|life|work|this|that|stuff|the\s+[a-z]+|your\s+[a-z]+|our\s+[a-z]+)\s+to\s+"
    r"(?:be|stay|feel|come\s+across|turn\s+out|work\s+out|matter|count|land|go\s+(?:smoothly|well|right|ok|okay))"
    r"(?![\w'])|(?:things|everything)\s+(?:more\s+|to\s+be\s+)?(?!to\b)[a-z]+(?:er)?(?![\w'])"
)
"""A need named as how things should be for them ("needing things to be efficient", "wanting it to go smoothly")."""
_EN_MATTERS = re.compile(
    r"(?<![\w'])(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:really\s+)?(?:matters?|mattered|means?|meant|"
    r"is\s+(?:so\s+|really\s+)?important|are\s+(?:so\s+|really\s+)?important)\s+(?:a\s+lot\s+|so\s+much\s+|"
    r"a\s+great\s+deal\s+)?to\s+" + _EN_YOU + r"(?![\w'])"
)
_EN_MATTERS_ASKED = re.compile(
    r"(?<![\w'])(?:is|are|does|do)\s+(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:really\s+|so\s+|super\s+)?"
    r"(?:important|matter|mean\s+(?:a\s+lot|so\s+much|a\s+great\s+deal))\s+to\s+" + _EN_YOU + r"(?![\w'])"
)
"""The same, asked: "is trust really important to you?", "does belonging matter to you?"."""
"""A need named as what matters to the other person ("because family traditions matter a lot to you")."""
_EN_MATTERS_LEAD = re.compile(r"^(?:.*\b(?:because|bc|cos|cause|since|that|and|so|maybe|if))\s+", re.IGNORECASE)
_EN_PHRASE_END = re.compile(r"[,;.!?\n]|\s+(?:is\s+that|am\s+i|right\s*\?|or\s+)")
_EN_BARE_FEELING = re.compile(
    r"(?:^|(?<=[.!?,;:\n])|(?<=\.\.\.))\s*(?:(?:so|and|or|but|ok|okay|wait|hmm|sorry|maybe|just|still|also|kinda|"
    r"kind\s+of|sort\s+of|a\s+bit|a\s+little|a\s+wee\s+bit|a\s+lil|bit|really|pretty|quite|very|feeling|feelin'?)"
    r"\s+)*(?!(?:ok|okay|alright|all\s+right|fine|good|great|cool|sure|right)"
    + _RB
    + r")(?P<f>"
    + _EN_FEELINGS
    + r")"
    + _RB
    + r"[^.!?\n]{0,120}\?"
)
"""A feeling asked with the subject left out, as a clause of its own: "disappointed i forgot the bins?",
"overwhelmed with it all?" — a question about the listener's feeling; a tag ("…, ok?") is not one."""
EN_TAG = re.compile(r"(?:is\s+that\s+(?:right|it|true|so)|am\s+i\s+right|right|correct)\s*\??\s*$")

# ---------------------------------------------------------------- Chinese

_ZH_FEELINGS = zh_feelings.feelings_alternation()
_ZH_FEELING = re.compile(
    r"(?:你们|您|你)(?:是不是|是否|现在|真的|可能|也|还|已经|一直)*(?:觉得|感到|感觉|有点儿|有点|有些)?"
    r"(?:很|有点|有些|挺|特别|非常|太|比较|好|真的|有点儿)*(?P<f>" + _ZH_FEELINGS + ")"
)
# 你, polite 您 and plural 你们 all address the other person.
_ZH_DEGREE = r"(?:很|有点儿|有点|有些|挺|特别|非常|太|比较|好|真的|蛮|超级|超|怪|还|贼|巨|特|老)*"
_ZH_NOT_THEIRS = r"(?:(?!(?<![觉显懂晓])得)[^，,。！？!?；;、\n我他她让使令叫把])"
"""A character of a clause about the listener: not me, a third person or a cause, nor the 得 of how something is
done (当得太轻松 describes the doing, not a feeling; 觉得 stays)."""
_ZH_FEELING_WORD = re.compile(r"(?P<f>" + _ZH_FEELINGS + ")")
_ZH_LEAD = re.compile(
    r"(?:(?:你们|您|你)"
    + _ZH_NOT_THEIRS
    + r"{0,10}?|(?<![^，,。！？!?；;\s])(?:是不是|是否|会不会|其实|可能|也许)"
    + _ZH_NOT_THEIRS
    + r"{0,6}?|(?:你们|您|你)(?:是不是|是否|会不会)"
    + _ZH_NOT_THEIRS
    + r"{0,10}?[，,、]\s*(?:也|还|又|都)?)(?P<d>"
    + _ZH_DEGREE
    + r")$"
)
"""What leads to the listener's feeling: a clause about them, a question clause, or the next clause of a question
about them (你是不是很忙，压力很大？), where the question goes on."""
_ZH_LEAD_REACH = 24
_ZH_LEAD_WORD = re.compile(r"你|您|是不是|是否|会不会|其实|可能|也许")
"""The other person's feeling anywhere in a clause about them (你是不是其实挺失落的, 你当时是不是也挺紧张的), or in a
question clause that leaves them out (是不是还挺担心的) — never in a clause that brings in me, a third person or a
cause (你让我很生气)."""
_ZH_NEED_VERB = re.compile(
    r"(?:因为|是因为|所以|也)?(?:你们|您|你)?(?:很|真的|也|更|挺|特别|比较)?(?:(?:需要|想要|在乎|在意|看重|要)的是|需要|想要|渴望|希望|在乎|在意|看重|重视|怀念|想)"
)
_ZH_NEED_WORDS = need_words(ZH_HANS)
_ZH_NEED_OBJECT = re.compile(
    r"(?:(?:"
    + alternation(zh_needs.NEED_FILLERS)
    + r")\s*)*(?:(?:"
    + alternation(_ZH_NEED_WORDS)
    + r")|被|知道|了解|确定)"
)
_ZH_PERSON_OBJECT = re.compile(r"[我他她]|别人|大家")
_ZH_NEED_IN_CLAUSE = re.compile(
    r"(?:" + alternation(_ZH_NEED_WORDS + zh_needs.WISHED_STATES_ZH + zh_needs.WISHED_RESTS_ZH) + r")"
    r"|被(?:[\u4e00-\u9fff]{1,2})"
    r"|自己(?:来)?(?:做主|做决定|决定|拿主意|选择|选|安排|说了算)|有人(?:能)?(?:陪|帮|关心|理解|支持|听|懂|在乎|搭把手)"
    r"|(?P<a>[\u4e00-\u9fff])(?P=a)(?P<b>[\u4e00-\u9fff])(?P=b)"
)
"""A need named in the wish's clause: a need word, a wished-for state (能专心) or rest (歇会儿), being treated some
way (被信任), deciding for oneself (自己做主 — autonomy), someone being there (有人陪 — support), or a state in
doubled form (和和气气, 顺顺利利)."""
_ZH_WISH = re.compile(r"(?:想要|希望|渴望|需要|在乎|在意|看重|盼着|巴不得|怀念)")
_ZH_NOT_A_STATE = re.compile(r"[我他她]|别人|[一两几\d]+[个台部件套只本份顿]|让|叫|把")
_ZH_ORDER = re.compile(r"别|不要|不准|不许|赶紧|马上|必须|给我")
_ZH_STATE_REACH = 24
_ZH_SPEAKER_BEFORE = re.compile(r"我(?:们)?(?:在|也|很|真|就|还|一直|特别|真的|其实)?$")
_ZH_WISH_STOP = re.compile(r"[;.!?\n]|是吗|对吗|对不对|是这样吗|,\s*(?:我|他|她)")
_ZH_PHRASE_END = re.compile(r"[,;.!?\n]|是吗|对吗|对不对|是不是|吗|吧|呢")
ZH_QUESTION = re.compile(r"(?:吗|吧|呢|是吗|对吗|对不对|是不是|是这样吗)\s*[.!~]*\s*$")


def _phrase_span(text: str, start: int, end_re: re.Pattern[str]) -> Span:
    stop = end_re.search(text, start)
    return start, stop.start() if stop else len(text)


def _en_matters(text: str) -> Span | None:
    """What matters to the other person, as the span of the need ("family traditions" in "… matter to you")."""
    found = _EN_MATTERS.search(text)
    if found is None:
        asked = _EN_MATTERS_ASKED.search(text)
        return asked.span("n") if asked else None
    start, end = found.span("n")
    lead = _EN_MATTERS_LEAD.match(text[start:end])
    return (start + (lead.end() if lead else 0), end) if not (lead and lead.end() == end - start) else None


def _en_need(prepared: PreparedText) -> Span | None:
    """Where the other person's need is named ("because you need rest"), as the span of the need."""
    text = prepared.text
    for verb in _EN_NEED_VERB.finditer(text):
        pos = verb.end()
        seen = _EN_BEING_SEEN.match(text, pos) or _EN_STATE_OF_THINGS.match(text, pos)
        if not seen and (EN_PERSON_OBJECT.match(text, pos) or not _EN_NEED_OBJECT.match(text, pos)):
            continue
        before = text[max(0, verb.start() - 12) : verb.start()]
        if re.search(r"(?<![\w'])(?:i|i'm|i'd|we|we'd)\s*$", before) or re.match(
            r"\s*(?:i|we)\s", text[verb.start() :]
        ):
            continue  # the speaker's own need
        return _phrase_span(text, pos, _EN_PHRASE_END)
    return _en_matters(text)


class _ClauseNeeds:
    """Where a need is named in the wish that starts at a position (希望我跟你说话的时候能尊重你一点 → 尊重): the wish
    runs over a list of clauses (想有个伴儿，合群，有归属感; 希望作为导师，您的判断被信任) to the sentence's end or a
    clause with a subject of its own (…，我需要安静). The need words and stops are found once per text, so each
    wanting verb costs a lookup, not a scan."""

    def __init__(self, text: str) -> None:
        self.stops = [m.start() for m in _ZH_WISH_STOP.finditer(text)] + [len(text)]
        self.needs = [m.start() for m in _ZH_NEED_IN_CLAUSE.finditer(text)]

    def after(self, position: int) -> int | None:
        """Where the first need word of the wish at ``position`` begins, or ``None``."""
        end = self.stops[bisect_left(self.stops, position)]
        first = bisect_left(self.needs, position)
        return self.needs[first] if first < len(self.needs) and self.needs[first] < end else None


def _zh_feeling_in_clause(text: str) -> re.Match[str] | None:
    """The looser reading of the other person's feeling, kept only where the feeling, with its degree word
    (有点烦), is whole words (不安 is not read in 不安全)."""
    edges: frozenset[int] | None = None
    for found in _ZH_FEELING_WORD.finditer(text):  # each feeling once, then a bounded look at what leads to it
        reach = max(0, found.start() - _ZH_LEAD_REACH)
        if not _ZH_LEAD_WORD.search(text, reach, found.start()):
            continue  # no one addressed within reach: the full look is not needed
        lead = _ZH_LEAD.search(text, reach, found.start())
        if lead is None:
            continue
        edges = edges or boundaries(text)
        if (lead.start("d") in edges or found.start() in edges) and found.end() in edges:
            return found
    return None


def _zh_need(prepared: PreparedText) -> Span | None:
    """Where the other person's need is named (因为你需要休息), as the span of the need."""
    text = prepared.text
    clause_needs: _ClauseNeeds | None = None
    for verb in _ZH_NEED_VERB.finditer(text):
        pos = verb.end()
        direct = not _ZH_PERSON_OBJECT.match(text, pos) and _ZH_NEED_OBJECT.match(text, pos)
        start = pos
        if not direct:
            clause_needs = clause_needs or _ClauseNeeds(text)
            named = clause_needs.after(pos)
            if named is None:
                continue
            start = max(pos, text.rfind(",", pos, named) + 1)  # the listed clause that names it
        if _ZH_SPEAKER_BEFORE.search(text, max(0, verb.start() - 4), verb.start()) or "我" in verb.group():
            continue  # the speaker's own need or thought (我需要, 我在想, 我也希望)
        return _phrase_span(text, start, _ZH_PHRASE_END)
    return _zh_wished_state(text)


def _zh_wished_state(text: str) -> Span | None:
    """A wish of the listener's that names how they want things to be, in words no list holds (需要心里有个底,
    想要上班时安安心心的): the wish's clause, unless it is an action for me or a third person, a thing, or an order."""
    for verb in _ZH_WISH.finditer(text):
        if text[max(0, verb.start() - 1) : verb.start()] == "我":
            continue
        start = verb.end()
        stop = _ZH_PHRASE_END.search(text, start, start + _ZH_STATE_REACH + 1)
        if stop is None and start + _ZH_STATE_REACH < len(text):
            continue  # no clause end within reach: too long to be a state (and the look stays bounded)
        end = stop.start() if stop else len(text)
        clause = text[start:end].strip()
        if len(clause) >= 2 and not _ZH_NOT_A_STATE.search(clause) and not _ZH_ORDER.search(clause):
            return start, end
    return None


GuessParts = tuple[Span | None, Span | None, bool]


def guess_parts(prepared: PreparedText, locale: str) -> GuessParts:
    """The other person's feeling and need as spans, and whether the sentence asks (a question or a tag)."""
    text = prepared.text
    if locale == ZH_HANS:
        feeling_match = _ZH_FEELING.search(text) or _zh_feeling_in_clause(text)
        need = _zh_need(prepared)
        question = "?" in text or bool(ZH_QUESTION.search(text.rstrip(" .!~")))
    else:
        feeling_match = _EN_FEELING.search(text) or _EN_BARE_FEELING.search(text)
        need = _en_need(prepared)
        question = "?" in text or bool(EN_TAG.search(text))
    return (feeling_match.span("f") if feeling_match else None), need, question


_ZH_WISHED_FOR = re.compile(
    r"(?:自己的?[\u4e00-\u9fff]{0,4}?|[\u4e00-\u9fff]{0,4}?的)?被[\u4e00-\u9fff]{1,2}"
    r"|有人(?:能|可以)?(?:陪|帮|关心|理解|支持|听|懂|在乎|搭把手|照顾)"
)
"""What a guess wishes for the other person without a need noun: being seen (希望自己的付出被看见), someone there for
them (希望有人支持你): no particular person or action, so a universal need."""


def _zh_wished_for(text: str, need: Span) -> bool:
    """Whether the guessed need at ``need`` wishes to be treated some way, or for someone to be there."""
    return bool(_ZH_WISHED_FOR.match(text, need[0], need[1]))


def others_feeling_and_need(prepared: PreparedText, locale: str, parts: GuessParts) -> tuple[Span | None, Span | None]:
    """The other person's genuine feeling and universal need as a guess names them ("are you tired because you
    need rest?"): the feeling from the feelings lexicon, the need only when it is a need word, not an action.
    ``parts`` are the sentence's ``guess_parts``."""
    feeling, need, _question = parts
    if need is not None:
        words = _ZH_NEED_OBJECT if locale == ZH_HANS else _EN_NEED_NOUN_OBJECT
        if not (words.match(prepared.text, need[0]) or (locale == ZH_HANS and _zh_wished_for(prepared.text, need))):
            need = None
    return feeling, need


def detect_empathy(prepared: PreparedText, locale: str, parts: GuessParts | None = None) -> EmpathyGuess:
    """The empathy result for a prepared statement in ``locale``: a full guess names a feeling and a need and asks.
    ``parts`` are its ``guess_parts`` when the caller has them already."""
    feeling, need, question = parts if parts is not None else guess_parts(prepared, locale)
    return EmpathyGuess(
        is_guess=bool(question and feeling and need),
        feeling=prepared.evidence(*feeling) if feeling else "",
        need=prepared.evidence(*need) if need else "",
    )
