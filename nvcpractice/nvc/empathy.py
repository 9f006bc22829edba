"""Empathy guesses: does a sentence guess the *other* person's feeling and need, offered as a question?

Why this exists: NVC practice includes listening as well as speaking. "Are you feeling tired because you need
rest?" and 你是不是很累，需要休息？ name the listener's feeling and need and leave room for "no". The four
rubric labels stay as they are; this is a separate result beside them. The speaker's own feelings ("I'm tired
because I need rest?"), a statement without a question, or a guess at only a feeling or only a need are not
empathy guesses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .findings import Span, alternation
from .lexicons import en_faux, en_feelings, en_needs, zh_faux, zh_feelings, zh_judgements, zh_needs
from .locale import ZH_HANS
from .text import PreparedText

_RB = r"(?![\w'])"


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

_EN_FEELINGS = alternation(en_feelings.FEELINGS_MET + en_feelings.FEELINGS_UNMET)
_EN_FEELING = re.compile(
    r"(?<![\w'])(?:are\s+you|were\s+you|you're|you\s+are|you\s+were|do\s+you|did\s+you|you|you've\s+been|"
    r"have\s+you\s+been)(?:\s+(?:feeling|feel|felt|getting|a\s+bit|a\s+little|really|quite|so|very|kind\s+of|"
    r"pretty|maybe|perhaps|still|also|seem|seemed|sound|look|looked|seem\s+to\s+be|to\s+be|been))*\s+"
    r"(?P<f>" + _EN_FEELINGS + r")" + _RB
)
_EN_NEED_VERB = re.compile(
    r"(?<![\w'])(?:(?:because|since|as|cause|and|so)\s+)?(?:you(?:'d|'re)?\s+)?(?:really\s+|just\s+|maybe\s+)?"
    r"(?:need|needed|want|wanted|would\s+like|'d\s+like|value|long\s+for|longing\s+for|wish\s+for|hope\s+for|"
    r"care\s+about|are\s+hoping\s+for)\s+"
)
_EN_NEED_NOUNS = tuple(n for group in en_needs.NEEDS_BY_CATEGORY.values() for n in group) + en_needs.EXTRA_NEED_PHRASES
_EN_NEED_OBJECT = re.compile(
    r"(?:(?:some|more|a\s+little|a\s+bit\s+of|a\s+bit\s+more|a\s+sense\s+of|the|real|enough|some\s+more)\s+)*"
    r"(?:(?:" + alternation(_EN_NEED_NOUNS) + r")" + _RB + r"|to\s+(?!(?:me|us)\b)[a-z][\w'-]*)"
)
_EN_NEED_NOUN_OBJECT = re.compile(
    r"(?:(?:some|more|a\s+little|a\s+bit\s+of|a\s+bit\s+more|a\s+sense\s+of|the|real|enough|some\s+more)\s+)*"
    r"(?:" + alternation(_EN_NEED_NOUNS) + r")" + _RB
)
_EN_PERSON_OBJECT = re.compile(r"(?:me|him|her|them|us|my|his|their|our)(?![\w'])")
_EN_PHRASE_END = re.compile(r"[,;.!?\n]|\s+(?:is\s+that|am\s+i|right\s*\?|or\s+)")
_EN_TAG = re.compile(r"(?:is\s+that\s+(?:right|it|true|so)|am\s+i\s+right|right|correct)\s*\??\s*$")

# ---------------------------------------------------------------- Chinese

_ZH_FEELINGS = alternation(zh_feelings.FEELINGS_MET + zh_feelings.FEELINGS_UNMET, spaces=r"\s*")
_ZH_FEELING = re.compile(
    r"(?:你们|您|你)(?:是不是|是否|现在|真的|可能|也|还|已经|一直)*(?:觉得|感到|感觉|有点儿|有点|有些)?"
    r"(?:很|有点|有些|挺|特别|非常|太|比较|好|真的|有点儿)*(?P<f>" + _ZH_FEELINGS + ")"
)
# 你, polite 您 and plural 你们 all address the other person.
_ZH_NEED_VERB = re.compile(
    r"(?:因为|是因为|所以|也)?(?:你们|您|你)?(?:很|真的|也|更)?(?:需要|想要|渴望|希望|在乎|看重|想)"
)
_ZH_NEED_WORDS = tuple(n for group in zh_needs.NEEDS_BY_CATEGORY.values() for n in group) + zh_needs.EXTRA_NEEDS_ZH
_ZH_NEED_OBJECT = re.compile(
    r"(?:(?:"
    + alternation(zh_needs.NEED_FILLERS)
    + r")\s*)*(?:(?:"
    + alternation(_ZH_NEED_WORDS)
    + r")|被|知道|了解|确定)"
)
_ZH_PERSON_OBJECT = re.compile(r"[我他她]|别人|大家")
_ZH_PHRASE_END = re.compile(r"[,;.!?\n]|是吗|对吗|对不对|是不是|吗|吧|呢")
_EN_TENTATIVE = re.compile(
    r"(?<![\w'])(?:sounds?\s+like|seems?\s+like|you\s+seem|you\s+sound|you\s+look|i\s+guess|i'?m\s+guessing|"
    r"i\s+imagine|i\s+can\s+imagine|i\s+wonder|i\s+bet|must\s+(?:be|have|feel)|maybe|perhaps|probably|"
    r"so\s+you(?:'re|re|\s+are)?)(?![\w'])"
)
_EN_TENTATIVE_STATE = re.compile(
    r"(?<![\w'])(?:sounds?\s+like|seems?\s+like|so|i\s+guess|i\s+imagine|i\s+bet|i'?m\s+guessing)\s+"
    r"(?:you're|youre|you\s+are|you\s+were|you've\s+been|you\s+must\s+be|you\s+feel|you\s+sound|you\s+seem)\s+"
    r"(?:(?:really|so|a\s+bit|a\s+little|kind\s+of|kinda|pretty|quite|totally|just)\s+)*[a-z][\w-]+"
)
_EN_INVITATION = re.compile(r"(?<![\w'])(?:do\s+you|would\s+you|wanna|d'you)\s+(?:\w+\s+)?(?:want|like)\s+to(?![\w'])")
_ZH_TENTATIVE = re.compile(r"听起来|看起来|好像|似乎|一定|应该|可能|是不是|是否|系咪|估计|我猜|大概|想必|肯定|也许")
_EN_GUESS_WORDS = alternation(
    en_feelings.FEELINGS_MET
    + en_feelings.FEELINGS_UNMET
    + tuple(en_faux.FAUX_FEELINGS)
    + ("pressure", "stress", "feeling like", "feel like", "felt like")
)
_EN_WANTING = frozenset(
    "need needing needed want wanting wanted wish wishing hoping hope value valuing long longing".split()
)
_EN_GUESS = re.compile(
    r"(?<![\w'])(?:you|u|ya|youre|you're|you've|youve|you'd)(?:\s+(?:are|were|must|might|may|have|had|be|been|feel|"
    r"feeling|felt|really|so|kind\s+of|kinda|a\s+bit|a\s+little|quite|pretty|very|also|too|still|just|getting|got|"
    r"seem|seemed|sound|look|looked|maybe|perhaps|probably|both|all|kinda|totally|a\s+lot|like|lot|of|being|left|"
    r"under))*\s+(?P<w>(?:" + _EN_GUESS_WORDS + r")|need|needing|needed|want|wanting|wanted|wish|wishing|hoping|"
    r"hope|value|valuing|long|longing|care\s+about|would\s+like|'d\s+like|'d\s+love|would\s+love|missing|miss|"
    r"desperate\s+for|craving|'d\s+have\s+liked|would'?ve\s+liked|'d\s+love|love)(?![\w'])"
    r"|(?<![\w'])(?P<z>" + _EN_GUESS_WORDS + r")\s+for\s+you(?![\w'])"
    r"|(?<![\w'])(?:are|were|do|did)\s+you\s+(?:[a-z']+\s+){1,4}?(?:and\s+)?(?P<v>needing|wanting|longing|hoping|"
    r"wishing|missing|craving)(?![\w'])"
)
_EN_NOT_THE_GUESSER = re.compile(
    r"(?<![\w'])(?:know|knowing|sure|hope|when|whether|because|cos|cause|bc|until|unless|(?<!wonder\s)(?<!wondering\s)"
    r"(?<!guess\s)(?<!curious\s)if)\s+$"
)
_EN_TO_KNOW = re.compile(
    r"\s+to\s+(?:see|know|understand|notice|hear|recognise|recognize|appreciate|respect|trust|value|believe)(?![\w'])"
)
_EN_ASKS = re.compile(
    r"(?:^|[.,!;]\s*|\s(?:so|and|or)\s)(?:do|did|are|were|is|have|would|could|was)\s+(?:it\s+that\s+)?you(?![\w'])"
)
_EN_IT_MUST = re.compile(
    r"(?<![\w'])(?:that|it|this)\s+must\s+(?:have\s+been|be|have|feel|have\s+felt)\s+(?:so\s+|really\s+|pretty\s+)?"
    r"(?:" + _EN_GUESS_WORDS + r"|\w+ing|stung|hard|rough|tough|awful|scary|lonely)(?![\w'])"
)
_ZH_GUESS_WORDS = alternation(
    zh_feelings.FEELINGS_MET
    + zh_feelings.FEELINGS_UNMET
    + tuple(zh_faux.FAUX_PLAIN)
    + tuple(need for group in zh_needs.NEEDS_BY_CATEGORY.values() for need in group)
    + ("希望", "需要", "想要", "渴望", "在乎", "担心", "怕", "期待", "盼着", "没安全感", "被", "想"),
    spaces=r"\s*",
)
_ZH_GUESS = re.compile(
    r"(?:你们|您|你)(?:是不是|是否|是|可能|一定|应该|大概|也|当时|现在|真的|还|其实|已经|一直|挺|很|特别|非常|太|有点儿?|"
    r"有些|比较|好像|感觉|觉得|感到|都|就|更|最)*(?P<w>" + _ZH_GUESS_WORDS + ")"
    r"|(?:你们|您|你)(?:是不是|是否|系咪|系唔系)[^.!?\n]{0,40}?(?P<x>" + _ZH_GUESS_WORDS + ")"
    r"|(?:你们|您|你)(?:是觉得|觉得|是不是觉得)[^,.!?\n]{0,10}?(?P<u>" + _ZH_GUESS_WORDS + ")"
)
_ZH_GUESS_AROUND = re.compile(r"(?:你们|您|你)(?P<between>[^,.!?\n我]{1,12}?)(?P<y>" + _ZH_GUESS_WORDS + ")")
_ZH_THIRD_GUESS = re.compile(
    r"(?:他们|她们|他|她|对方)[^,.!?\n我]{0,4}?(?:可能|大概|也许|是不是|应该|估计|或许)[^,.!?\n我]{0,8}?(?P<t>"
    + _ZH_GUESS_WORDS
    + ")"
    r"|(?:^|[,.!?\s])(?:可能是|是不是|也许是|大概是)[^,.!?\n我]{0,10}?(?P<s>" + _ZH_GUESS_WORDS + r")(?=[^.!\n]*\?)"
)
_EN_THIRD_GUESS = re.compile(
    r"(?<![\w'])(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+might|\s+may|\s+must|\s+probably|\s+seems?)(?:\s+(?:be|feel|"
    r"feeling|really|just|a\s+bit|kind\s+of|also|too|maybe))*\s+(?P<t>" + _EN_GUESS_WORDS + r"|needs?|wants?|needing|"
    r"wanting)(?![\w'])(?=[^.!]*(?:\?|maybe|perhaps|i\s+guess|close|way\s+off))"
)
"""A guess at the feeling or need of someone the learner talks about, offered to the coach ("he's stressed and needs
space? am i close?", 他可能需要被信任？): practising hearing them before speaking to them."""
_ZH_ASKS = re.compile(r"(?:吗|吧|呢|对吧|是吧|对吗|是吗)(?=$|[\s,.!?~])")
_ZH_MENTAL = re.compile(r"被|知道|确认|确定|得到|让|要|有人|感到|自己|一个人|安静|静一静|休息")
_CLAUSE_END = re.compile(r"[,.!?;\n]")
_ZH_JUDGING = re.compile("(?:" + alternation(zh_judgements.MOTIVES_ZH + zh_judgements.LABELS_ZH, spaces=r"\s*") + ")")
_ZH_NOT_A_GUESS = re.compile(r"[我他她]去|办法|一想|想看")
_ZH_QUESTION = re.compile(r"(?:吗|吧|呢|是吗|对吗|对不对|是不是|是这样吗)\s*[.!~]*\s*$")


def _phrase_span(text: str, start: int, end_re: re.Pattern[str]) -> Span:
    stop = end_re.search(text, start)
    return start, stop.start() if stop else len(text)


def _en_need(prepared: PreparedText) -> Span | None:
    """Where the other person's need is named ("because you need rest"), as the span of the need."""
    text = prepared.text
    for verb in _EN_NEED_VERB.finditer(text):
        pos = verb.end()
        if _EN_PERSON_OBJECT.match(text, pos) or not _EN_NEED_OBJECT.match(text, pos):
            continue
        before = text[max(0, verb.start() - 12) : verb.start()]
        if re.search(r"(?<![\w'])(?:i|i'm|we)\s*$", before) or re.match(r"\s*(?:i|we)\s", text[verb.start() :]):
            continue  # the speaker's own need
        return _phrase_span(text, pos, _EN_PHRASE_END)
    return None


def _zh_need(prepared: PreparedText) -> Span | None:
    """Where the other person's need is named (因为你需要休息), as the span of the need."""
    text = prepared.text
    for verb in _ZH_NEED_VERB.finditer(text):
        pos = verb.end()
        if _ZH_PERSON_OBJECT.match(text, pos) or not _ZH_NEED_OBJECT.match(text, pos):
            continue
        if text[max(0, verb.start() - 1) : verb.start()] == "我" or "我" in text[verb.start() : verb.end()]:
            continue  # the speaker's own need
        return _phrase_span(text, pos, _ZH_PHRASE_END)
    return None


def _parts(prepared: PreparedText, locale: str) -> tuple[Span | None, Span | None, bool]:
    """The other person's feeling and need as spans, and whether the sentence asks (a question or a tag)."""
    text = prepared.text
    if locale == ZH_HANS:
        feeling_match = _ZH_FEELING.search(text)
        need = _zh_need(prepared)
        question = "?" in text or bool(_ZH_QUESTION.search(text.rstrip(" .!~")))
    else:
        feeling_match = _EN_FEELING.search(text)
        need = _en_need(prepared)
        question = "?" in text or bool(_EN_TAG.search(text))
    return (feeling_match.span("f") if feeling_match else None), need, question


def others_feeling_and_need(prepared: PreparedText, locale: str) -> tuple[Span | None, Span | None]:
    """The other person's genuine feeling and universal need as a guess names them ("are you tired because you
    need rest?"): the feeling from the feelings lexicon, the need only when it is a need word, not an action."""
    feeling, need, _question = _parts(prepared, locale)
    if need is not None:
        words = _ZH_NEED_OBJECT if locale == ZH_HANS else _EN_NEED_NOUN_OBJECT
        if not words.match(prepared.text, need[0]):
            need = None
    return feeling, need


def detect_empathy(prepared: PreparedText, locale: str) -> EmpathyGuess:
    """The empathy result for a prepared statement in ``locale``: a full guess names a feeling and a need and asks."""
    feeling, need, question = _parts(prepared, locale)
    return EmpathyGuess(
        is_guess=bool(question and feeling and need),
        feeling=prepared.evidence(*feeling) if feeling else "",
        need=prepared.evidence(*need) if need else "",
    )


def empathy_guess_span(prepared: PreparedText, locale: str) -> Span | None:
    """Where a message guesses the other person's feeling or need, offered as a question or tentatively ("sounds
    like you're swamped", 您一定吓坏了吧); ``None`` when it does not. Looser than a full guess: the other person
    (you / 你 / 您 / 你们) with a feeling word or a wanting verb close after, in the same clause, is enough."""
    text = prepared.text
    zh = locale == ZH_HANS
    tentative = (_ZH_TENTATIVE if zh else _EN_TENTATIVE).search(text)
    asks = (_ZH_QUESTION if zh else _EN_TAG).search(text.rstrip(" .!~")) or (_ZH_ASKS if zh else _EN_ASKS).search(text)
    if not (tentative or "?" in text or asks):
        return None
    guesses = _ZH_GUESS.finditer(text) if zh else _EN_GUESS.finditer(text)
    if zh and tentative:
        guesses = (*guesses, *_ZH_GUESS_AROUND.finditer(text), *_ZH_THIRD_GUESS.finditer(text))
    if not zh:
        guesses = (*guesses, *_EN_THIRD_GUESS.finditer(text))
    for match in guesses:
        word = next(group for group in match.groups() if group)
        if not zh and _EN_NOT_THE_GUESSER.search(text[max(0, match.start() - 12) : match.start()]):
            continue
        if zh and (
            _ZH_NOT_A_GUESS.match(text, match.end())
            or _ZH_JUDGING.search(text, match.start(), _clause_end(text, match.end()))
            or (text[match.end() - 1] == "想" and tentative is None and not _ZH_MENTAL.match(text, match.end()))
        ):
            continue
        if not zh and word.split()[0] in _EN_WANTING and not _en_guessed_want(text, match, tentative is not None):
            continue
        return match.span()
    found = (_EN_IT_MUST.search(text) or _EN_TENTATIVE_STATE.search(text)) if not zh else None
    return found.span() if found else None


def _clause_end(text: str, position: int) -> int:
    stop = _CLAUSE_END.search(text, position)
    return stop.start() if stop else len(text)


def _en_guessed_want(text: str, match: re.Match[str], tentative: bool) -> bool:
    """ "you want some space" guesses; "do you want to grab lunch" or "you need to clean up" asks or tells."""
    after = text[match.end() :]
    person = _EN_PERSON_OBJECT.match(after.lstrip())
    if person:
        return bool(_EN_TO_KNOW.match(after.lstrip(), person.end()))
    if re.match(r"\s+to\s+(?:feel|be|know|matter|belong|trust|have\s+a\s+say)(?![\w'])", after):
        return True
    if re.match(r"\s+to\s", after):
        return tentative and not _EN_INVITATION.search(text, 0, match.end())
    return True
