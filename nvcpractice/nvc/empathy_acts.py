"""Empathy guesses as a dialogue act: does a message guess the other person's feeling or need, in any phrasing?

Why this exists: the empathy result (``empathy.py``) asks for the full form — a feeling and a need, offered as a
question. Learners guess in many more ways: "sounds like you're swamped", "exhausted?", "needing some space?",
您一定吓坏了吧, 是不是有点委屈？, a guess about the absent person offered to the coach. This module finds those, so the
practice modes hear a guess as a guess; accusations dressed as questions ("don't you feel guilty?") are not guesses.
"""

from __future__ import annotations

import re

from .asked import OTHER, OWN
from .empathy import EN_PERSON_OBJECT, EN_TAG, ZH_QUESTION
from .empathy_frames import framed_guess
from .empathy_speaker import (
    EN_SPEAKERS_OWN,
    EN_UNKNOWING,
    ZH_GUESSING_VERB,
    ZH_UNKNOWING,
    en_speakers_clause,
)
from .findings import Span, alternation
from .lexicons import en_faux, en_feelings, inventory_needs, zh_faux, zh_feelings, zh_judgements
from .locale import ZH_HANS
from .rules.shared import HAN_SPACE_BREAK
from .text import PreparedText, mask, quoted_spans
from .words import boundaries

_EN_TENTATIVE = re.compile(
    r"(?<![\w'])(?:sounds?\s+like|seems?\s+like|you\s+seem|you\s+sound|you\s+look|i\s+guess|i'?m\s+guessing|"
    r"i\s+imagine|i\s+can\s+imagine|must'?ve|i\s+wonder|i'?m\s+wondering|wondering\s+if|i'?m\s+hearing|i\s+hear|i\s+bet|must\s+(?:be|have|feel)|maybe|perhaps|probably|"
    r"i\s+reckon|i\s+think|i'?d\s+guess|i'?d\s+say|"
    r"so\s+you(?:'re|re|\s+are)?)(?![\w'])"
)
_EN_TENTATIVE_STATE = re.compile(
    r"(?<![\w'])(?:sounds?\s+like|seems?\s+like|so|i\s+guess|i\s+imagine|i\s+bet|i'?m\s+guessing)\s+"
    r"(?:you're|youre|you\s+are|you\s+were|you've\s+been|you\s+must\s+be|you\s+feel|you\s+sound|you\s+seem)\s+"
    r"(?:(?:really|so|a\s+bit|a\s+little|kind\s+of|kinda|pretty|quite|totally|just)\s+)*[a-z][\w-]+"
)
_EN_INVITATION = re.compile(r"(?<![\w'])(?:do\s+you|would\s+you|wanna|d'you)\s+(?:\w+\s+)?(?:want|like)\s+to(?![\w'])")
_ZH_TENTATIVE = re.compile(
    r"听起来|看起来|听上去|看上去|看样子|好像|似乎|一定|应该|可能|是不是|是否|系咪|估计|我猜|大概|想必|肯定|也许|(?:你|您)(?:们)?(?:心里)?(?:有点|有些)"
)
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
    r"(?<![\w'])(?:y'all|yall|you\s+(?:two|guys|both|all)|you|u|ur|ya|youre|you're|you've|youve|you'd(?=\s+(?:like|love)))(?:\s+(?:are|were|must|might|may|have|had|be|been|feel|"
    r"feeling|felt|really|so|kind\s+of|kinda|a\s+bit|a\s+little|quite|pretty|very|also|too|still|just|getting|got|"
    r"seem|seemed|sound|look|looked|maybe|perhaps|probably|both|all|kinda|totally|a\s+lot|like|lot|of|being|left|"
    r"under))*\s+(?P<w>(?:" + _EN_GUESS_WORDS + r")|need|needing|needed|want|wanting|wanted|wish|wishing|hoping|"
    r"hope|value|valuing|long|longing|care\s+about|would\s+like|'d\s+like|'d\s+love|would\s+love|missing|miss|"
    r"desperate\s+for|craving|'d\s+have\s+liked|would'?ve\s+liked|'d\s+love|love|(?<='d\s)like)(?![\w'])"
    r"|(?<![\w'])(?P<z>" + _EN_GUESS_WORDS + r")\s+(?:for|on|to)\s+(?:you|u)(?![\w'])"
    r"|(?<![\w'])(?:are|were|do|did)\s+(?:you|y'all|yall)\s+(?:[a-z']+\s+){1,4}?(?:and\s+)?(?P<v>needing|wanting|longing|hoping|"
    r"wishing|missing|craving)(?![\w'])"
)
_EN_NOT_THE_GUESSER = re.compile(
    r"(?<![\w'])(know|knowing|sure|hope|when|whether|because|cos|cause|bc|until|unless|(?<!wonder\s)(?<!wondering\s)"
    r"(?<!guess\s)(?<!curious\s)if|(?:know|idea|sure|clue|tell|understand)\s+(?:what|how|why|if))\s+$"
)
_EN_BECAUSE = frozenset({"because", "cos", "cause", "bc"})
_EN_LISTENER_CLAUSE = re.compile(r"(?:^|[,;.!?]\s*)(?:\w+\s+)?(?:you|u|you're|youre|ur)(?![\w'])[^,;.!?]*$")


def _listeners_reason(text: str, because: int) -> bool:
    """Whether the "because" at ``because`` gives the listener's reason ("you worry because you want me safe"), not
    the speaker's ("I'm upset because you want to leave")."""
    return bool(_EN_LISTENER_CLAUSE.search(text[:because].rstrip()))


_EN_TO_KNOW = re.compile(
    r"\s+to\s+(?:see|know|understand|notice|hear|recognise|recognize|appreciate|respect|trust|value|believe|be|feel|"
    r"stay)(?![\w'])"
)
_EN_POSSESSIVES = frozenset({"my", "his", "their", "our"})
_EN_NEED_NOUNS = alternation(inventory_needs("en"))
_EN_NEED_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:" + _EN_NEED_NOUNS + r")(?![\w'])")
_EN_ACCUSING = re.compile(
    r"(?:^|[.!?]\s*)(?:don'?t|didn'?t|aren'?t|can'?t|won'?t|doesn'?t)\s+you(?![\w'])|you\s+think\s+you(?![\w'])|"
    r"you\s+just\s+(?:need|want)\s+to(?![\w'])|(?<![\w'])try\s+doing(?![\w'])|too\s+good\s+for|"
    r"(?<![\w'])[a-z]+\s+much\s*\?"
)
_EN_DECLARED = re.compile(
    r"(?<![\w'])(?:you're|youre|you\s+are|you\s+were|you\s+sound|you\s+seem|you\s+look|you\s+must\s+be|you\s+feel|"
    r"you\s+felt|y'all\s+are|you\s+guys\s+sound|you\s+guys\s+are)\s+(?:(?:really|so|a\s+bit|a\s+little|kind\s+of|"
    r"kinda|pretty|quite|totally|completely|just|also|both|all)\s+)*(?:" + _EN_GUESS_WORDS + r")(?![\w'])"
    r"|(?<![\w'])(?:you're\s+carrying|you\s+carry|is\s+there)\s+(?:(?:some|a\s+lot\s+of|so\s+much|a\s+bit\s+of)\s+)?"
    r"(?:" + alternation(en_feelings.FEELING_NOUNS) + r")(?![\w'])"
)
"""Naming the other person's feeling as a statement ("you're furious, huh", "you sound drained", "you're carrying a
lot of guilt", "is there some worry there?") guesses it too."""
_EN_MATTERS_TO_YOU = re.compile(
    r"(?<![\w'])(?:matters?|mattered|means?|meant)\s+(?:a\s+lot\s+|so\s+much\s+|everything\s+|the\s+world\s+)?"
    r"to\s+(?:you|u)(?![\w'])"
)
_EN_INVERTED = re.compile(
    r"(?<![\w'])(?:would|do|are|did)\s+(?:you|u|y'all)\s+(?:really\s+)?(?:like|want|need|needing|wanting|long\s+for)\s+"
    r"(?:(?:some|more|a\s+bit\s+of|a\s+bit\s+more|a\s+little|a\s+little\s+more|any|a\s+sense\s+of|the)\s+)*(?:"
    + _EN_NEED_NOUNS
    + r")(?![\w'])"
)
_EN_FRAGMENT = re.compile(
    r"(?:^|[.!?,;]\s*|\.\.\.\s*|\s-\s)(?:(?:oh\s+no|oh|hmm+|ugh|oof|aww+|idk|so|ok|honestly|um+|wow)[.,!]*\s+)*"
    r"(?:[a-z]+,\s+)?(?P<g>(?:(?:feeling|needing|wanting|wishing|hoping\s+for|longing\s+for|kinda|a\s+bit|really|pretty|so|maybe|probably|"
    r"totally|completely|just|also)\s+)*(?:" + _EN_GUESS_WORDS + "|" + _EN_NEED_NOUNS + r"|"
    r"(?<=needing\s)to\s+(?:be|feel|know|have)|(?<=wanting\s)to\s+(?:be|feel|know|have)))(?![\w'])"
    r"(?=[^.!?;]{0,60}?(?:\?|\.\.\.|…))"
)
_EN_SPEAKERS_FRAME = re.compile(r"(?<![\w'])(?:that|know|knowing|when|because|cos|if|sure)\s+(?:it\s+)?$")
""""I'm sad that you're upset", "I know it matters to you": the speaker's frame around the other person's state."""
"""A guess with no subject: "exhausted?", "feeling left out, and wanting to be kept in the loop?", "respect?
recognition?" — offered in a message that asks or hedges."""
_EN_ASKS = re.compile(
    r"(?:^|[.,!;]\s*|\s(?:so|and|or)\s)(?:do|did|are|were|is|have|would|could|was)\s+(?:it\s+that\s+)?you(?![\w'])"
)
_EN_IT_MUST = re.compile(
    r"(?<![\w'])(?:that|it|this)\s+(?:must(?:'ve|\s+have)\s+(?:been|felt)|must\s+(?:be|feel)|(?:felt|feels)(?=[^.!?]{0,30}"
    r"(?:for|to)\s+(?:you|u)(?![\w'])))\s+(?:so\s+|really\s+|pretty\s+)?"
    r"(?:" + _EN_GUESS_WORDS + r"|\w+ing|stung|hard|rough|tough|awful|scary|lonely)(?![\w'])"
)
_EN_SOUNDS = re.compile(
    r"(?:^|[.,!;]\s*|(?<![\w'])(?:that|it|this)\s+)(?:sounds?|seems?)\s+(?:(?:so|really|pretty|super|very|quite)\s+)?"
    r"(?!(?:good|great|fine|ok|okay|right|fair|nice|cool|better)(?![\w']))(?:" + _EN_GUESS_WORDS + r"|hard|rough|tough|"
    r"awful|draining|" + alternation(en_feelings.SITUATION_FEELING_ADJECTIVES) + r")(?![\w'])"
)
""""sounds stressful", "that seems really hard": the other person's state named through their situation."""
_ZH_NEEDS = inventory_needs(ZH_HANS)
_ZH_GUESS_WORDS = (
    zh_feelings.feelings_alternation()
    + "|"
    + alternation(
        tuple(zh_faux.FAUX_PLAIN)
        + _ZH_NEEDS
        + ("希望", "需要", "想要", "渴望", "在乎", "担心", "怕", "期待", "盼着", "没安全感", "被", "想"),
        spaces=r"\s*",
    )
)
_ZH_GUESS = re.compile(
    r"(?:你们|您|你|妳|侬|恁|各位)(?:是不是|是否|是|可能|一定|应该|大概|也|当时|现在|真的|还|其实|已经|一直|挺|很|特别|非常|太|有点儿?|"
    r"有些|比较|好像|感觉|觉得|感到|都|就|更|最)*(?P<w>" + _ZH_GUESS_WORDS + ")"
    r"|(?:你们|您|你)(?:是不是|是否|系咪|系唔系)[^.!?\n]{0,40}?(?P<x>" + _ZH_GUESS_WORDS + ")"
    r"|(?:你们|您|你)(?:是觉得|觉得|是不是觉得)[^,.!?\n]{0,10}?(?P<u>" + _ZH_GUESS_WORDS + ")"
)
_ZH_YOU = r"(?:你们|您|你|妳|侬|恁|各位|大家)"
_ZH_GUESS_AROUND = re.compile(_ZH_YOU + r"(?P<between>[^,.!?\n我]{1,12}?)(?P<y>" + _ZH_GUESS_WORDS + ")")
_ZH_FRAGMENT = re.compile(
    r"(?:^|[,.!?~\s])(?:(?:(?![我他她])[\u4e00-\u9fff]){1,3}[,\s]*)?(?:是不是|是觉得|感觉|觉得)(?:[^.!?\n我他她]|我们){0,24}?(?P<f>"
    + _ZH_GUESS_WORDS
    + r")|(?:^|[,.!?~\s])(?:(?![我他她])[^,.!?\n]){0,8}?(?:可能|肯定|一定|应该|挺|很|有点|特别|太|好|真|都|也|又|"
    r"快)*(?P<e>"
    + _ZH_GUESS_WORDS
    + r")(?:坏|透|死)?(?:了|的|啦)?(?=[^,.!?\n我\s]{0,16}?(?:吧|吗|[?]|是吗|对吧|对不对|呀))"
)
"""A guess with no subject: 累了？, 挺难受的吧, 是不是觉得被冷落了 — how people ask the other person in chat."""
_ZH_SUPERLATIVE = re.compile(r"最(?!近|后|初|终|好)")  # 最近, 最后: when, not how much
_ZH_THIRD_GUESS = re.compile(
    r"(?:他们|她们|他|她|对方)[^,.!?\n我]{0,4}?(?:可能|大概|也许|是不是|应该|估计|或许)[^,.!?\n我]{0,8}?(?P<t>"
    + _ZH_GUESS_WORDS
    + ")"
    r"|(?:^|[,.!?\s])(?:可能是|是不是|也许是|大概是)[^,.!?\n我]{0,10}?(?P<s>" + _ZH_GUESS_WORDS + r")(?=[^.!\n]*\?)"
)
_EN_THIRD_GUESS = re.compile(
    r"(?<![\w'])(?:(?:i\s+(?:think|reckon|guess|'d\s+guess|wonder\s+if)|maybe|probably|perhaps)\s+)?(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+might|\s+may|\s+must|\s+probably|\s+seems?|(?=\s+(?:feels|needs|wants|"
    r"misses|values)))(?:\s+(?:be|feel|feels|"
    r"feeling|really|just|a\s+bit|kind\s+of|also|too|maybe))*\s+(?P<t>" + _EN_GUESS_WORDS + r"|needs?|wants?|needing|"
    r"wanting|values?)(?![\w'])"
)
"""A guess at the feeling or need of someone the learner talks about, offered to the coach ("he's stressed and needs
space? am i close?", 他可能需要被信任？): practising hearing them before speaking to them."""
_ZH_ASKS = re.compile(r"(?:吗|吧|呢|对吧|是吧|对吗|是吗)(?=$|[\s,.!?~])")
_ZH_MENTAL = re.compile(
    r"被|知道|确认|确定|得到|让|要|有人|感到|自己|一个人|安静|静一静|休息"
    r"|融入|合群|照顾|靠近|亲近|拉近|连接|陪|保护|证明|被认可"
)
"""What a wanting 想 guesses: a state of mind, or a tie to others (想融入, 想照顾我, 想跟我有点连接), not 想吃饭."""
_CLAUSE_END = re.compile(r"[,.!?;\n]")
_PHRASE_END = re.compile(r"[,.!?;\n]|" + HAN_SPACE_BREAK)
"""A judgement belongs to the guess only up to the space chat Chinese writes for a comma (很伤心 觉得我不在乎…: the
second part is the thought guessed, not the speaker's verdict)."""
_ZH_JUDGING = re.compile("(?:" + alternation(zh_judgements.MOTIVES_ZH + zh_judgements.LABELS_ZH, spaces=r"\s*") + ")")
_ZH_NOT_A_GUESS = re.compile(r"[我他她]去|办法|一想|想看|什么|啥|让我")
_ZH_PLEASE = re.compile(r"麻烦\s*(?:您|你|帮|把|收|给|让|再|大家|一下|了)")
"""麻烦您…, 麻烦收进去: the polite "please", not a feeling of bother."""
_ZH_AS_A_TERM = re.compile(r"(?:算|算不算|属于|叫做|叫)\s*$")
"""A word asked about as a term ("面子"算需要吗？): a question about NVC, not a guess at anyone's need."""


def empathy_guess_span(prepared: PreparedText, locale: str, asked: str | None = None) -> Span | None:
    """Where a message guesses the other person's feeling or need, offered as a question or tentatively ("sounds
    like you're swamped", "exhausted?", 您一定吓坏了吧, 累坏了吧); ``None`` when it does not. Looser than a full
    guess: a feeling word or a wanting verb for the other person (or the person talked about, offered to the coach)
    is enough. ``asked`` is whose feelings the line answered asks about (``asked.asked_about``): asked for a guess,
    a feeling or need the speaker does not claim as their own is one ("bored maybe. or anxious"); asked for the
    learner's own, a feeling with no one named ("a bit lost?") is the learner's."""
    text = mask(prepared.text, quoted_spans(prepared.text))  # a quoted sentence is someone's words, not a guess
    if (_ZH_ACCUSING if locale == ZH_HANS else _EN_ACCUSING).search(text):
        return None  # "don't you feel guilty?", "jealous much?", 你难道不觉得…: blame, not a guess
    if asked == OTHER and (answer := _answered_guess(text, locale)):
        return answer
    if locale == ZH_HANS:
        return _chinese_guess(text, fragments=asked != OWN)
    return _english_guess(text, fragments=asked != OWN) or framed_guess(text)


_EN_ANSWER_WORDS = re.compile(
    r"(?<![\w'])(?!(?:ok|okay|fine|good|great|well|better|alright|cool|sure|fun|interesting|amazing|awesome|perfect|lovely|"
    r"empathy|empathetic)(?![\w']))(?:"
    + _EN_GUESS_WORDS
    + "|"
    + _EN_NEED_NOUNS
    + r"|needs?|needing|wants?|wanting|wanted|wishing|hoping|values?|valuing|longing"
    r"|to\s+(?:be|feel|get)\s+(?:\w+\s+)?(?:[a-z]+(?:ed|en|wn)|seen|heard|known|understood)|to\s+know|to\s+be\s+able\s+to"
    r"|to\s+have\s+(?:a\s+say|some|more|a\s+bit))(?![\w'])"
    r"(?!\s+(?:words?|list|guess))"
)
"""Feeling and need words, not the ones that also answer yes ("ok", "fine", "sure") or name the practice; and a need
said as what someone wants to be or have ("to be noticed?", "to know the plan", "to have a say")."""
_ZH_ANSWER_WORDS = re.compile(r"(?!(?:不好意思|好的|还行|行吧)(?![\u4e00-\u9fff]))(?:" + _ZH_GUESS_WORDS + ")")
"""Feeling and need words, not the ones that also apologise or answer yes (不好意思, 好的)."""
_ZH_ACCUSING = re.compile(r"难道|良心|有脸|凭什么|好意思吗")
"""你难道不觉得羞愧吗, 你良心不会痛吗: blame asked as a question, no guess."""


def _answered_guess(text: str, locale: str) -> Span | None:
    """Asked to guess someone else's feeling or need: the first feeling or need word in ``text`` that the speaker
    does not claim as their own ("I feel…", 我很…) and does not ask about as a term or confess not to know."""
    if locale == ZH_HANS:
        words, unknowing = _whole_chinese_words(text), ZH_UNKNOWING
    else:
        words, unknowing = _EN_ANSWER_WORDS.finditer(text), EN_UNKNOWING
    for match in words:
        start, end = match.span()
        clause_start = _clause_start(text, start)
        clause = text[clause_start:start]
        if unknowing.search(text, clause_start, _clause_end(text, end)):
            continue
        if locale == ZH_HANS:
            if "我" in ZH_GUESSING_VERB.sub("", clause).replace("我们", "") or _ZH_AS_A_TERM.search(clause):
                continue
            if (
                _ZH_NOT_A_GUESS.match(text, end)
                or _ZH_PLEASE.match(text, max(0, start - 1))
                or (match.group() == "想" and not _ZH_MENTAL.match(text, end))
            ):
                continue
        elif (
            EN_SPEAKERS_OWN.search(clause)
            or en_speakers_clause(clause)
            or (
                match.group().split()[0] in _EN_WANTING
                and re.match(r"\s+to\s", text[end:])
                and not _EN_TO_BE.match(text, end)
            )
        ):
            continue
        return start, end
    return None


_EN_TO_BE = re.compile(r"\s+to\s+(?:be|feel|know|matter|belong|trust|have\s+a\s+say|rest|relax)(?![\w'])")
"""Wanting "to be heard", "to feel safe": a need guessed; wanting "to get better at that" is the speaker's plan."""


_ZH_DEGREE = "太很好挺超蛮真"


def _whole_chinese_words(text: str) -> list[re.Match[str]]:
    """Feeling and need words that are words of ``text`` (气 of 脾气 is not), a degree fused on (太累) allowed."""
    edges = boundaries(text)
    return [
        m
        for m in _ZH_ANSWER_WORDS.finditer(text)
        if m.end() in edges and (m.start() in edges or (m.start() - 1 in edges and text[m.start() - 1] in _ZH_DEGREE))
    ]


def _clause_start(text: str, position: int, ends: re.Pattern[str] = _CLAUSE_END) -> int:
    """Where the clause holding ``position`` starts; with ``_PHRASE_END``, its phrase (说了也没用 有点心累)."""
    starts = [m.end() for m in ends.finditer(text, 0, position)]
    return starts[-1] if starts else 0


def _english_guess(text: str, *, fragments: bool = True) -> Span | None:
    tentative = _EN_TENTATIVE.search(text)
    asks = EN_TAG.search(text.rstrip(" .!~")) or _EN_ASKS.search(text) or "?" in text
    for pattern in (_EN_DECLARED, _EN_MATTERS_TO_YOU, _EN_INVERTED):
        for found in pattern.finditer(text):
            if not _EN_SPEAKERS_FRAME.search(text[max(0, found.start() - 16) : found.start()]):
                return found.span()
    if sounds := _EN_SOUNDS.search(text):
        return sounds.span()  # "sounds frightening": tentative in itself, with or without a question mark
    if not (tentative or asks):
        return None
    for match in (*_EN_GUESS.finditer(text), *_EN_THIRD_GUESS.finditer(text)):
        word = next(group for group in match.groups() if group)
        if match.groupdict().get("v"):
            return match.span()  # "are you … needing to protect your time?": the question asks what they need
        window = max(0, match.start() - 20)
        blocker = _EN_NOT_THE_GUESSER.search(text[window : match.start()])  # "wondering if " whole
        if blocker and not (blocker.group(1) in _EN_BECAUSE and _listeners_reason(text, window + blocker.start(1))):
            continue
        if word.split()[0] in _EN_WANTING and not _en_guessed_want(text, match, tentative is not None):
            continue
        return match.span()
    found = _EN_IT_MUST.search(text) or _EN_TENTATIVE_STATE.search(text)
    if found:
        return found.span()
    fragment = _EN_FRAGMENT.search(text) if fragments else None
    return fragment.span("g") if fragment else None


def _chinese_guess(text: str, *, fragments: bool = True) -> Span | None:
    tentative = _ZH_TENTATIVE.search(text)
    asks = ZH_QUESTION.search(text.rstrip(" .!~")) or _ZH_ASKS.search(text) or "?" in text
    if not (tentative or asks):
        return None
    guesses = (*_ZH_GUESS.finditer(text), *_ZH_GUESS_AROUND.finditer(text))
    guesses = (*guesses, *(m for m in _ZH_FRAGMENT.finditer(text) if fragments or _asked_of_you(text, m.start())))
    if tentative:
        guesses = (*guesses, *_ZH_THIRD_GUESS.finditer(text))
    for match in guesses:
        named = [match.span(name) for name, value in match.groupdict().items() if value]
        word_start, word_end = min(start for start, _ in named), max(end for _, end in named)
        if (
            _ZH_NOT_A_GUESS.match(text, word_end)
            or _ZH_PLEASE.match(text, max(0, word_start - 1))  # 烦 of 麻烦您
            or _ZH_PLEASE.match(text, word_start)
            or _ZH_AS_A_TERM.search(text, max(0, word_start - 3), word_start)
            or _ZH_SUPERLATIVE.search(text, max(0, match.start()), word_end)
            or _judges(
                text,
                max(match.start(), _clause_start(text, word_start, _PHRASE_END)),
                _clause_end(text, word_end, _PHRASE_END),
            )
            or ZH_UNKNOWING.search(text, _clause_start(text, word_start), _clause_end(text, word_end))
            or (
                text[word_end - 1] == "想"
                and tentative is None
                and not _ZH_MENTAL.match(text, word_end)
                and not (asks and text[word_end - 2 : word_end] == "是想")  # 您是想赶紧吃上饭对吧
            )
        ):
            continue
        return match.span()
    return None


_ZH_YOU_ASKED = re.compile(r"(?:你|您)(?:们)?(?:是不是|是否|是)")


def _asked_of_you(text: str, pos: int) -> bool:
    """Whether ``pos`` is in a question put to the listener (你是不是觉得…，有点失落，想要…？): its later clauses are
    theirs too, whoever the line before asked about."""
    start = max(text.rfind(mark, 0, pos) for mark in ".!?") + 1
    end = text.find("?", pos)
    return end >= 0 and not any(mark in text[pos:end] for mark in ".!") and bool(_ZH_YOU_ASKED.search(text, start, pos))


_ZH_UNMET_NEED = re.compile(r"不\s*(?:" + alternation(_ZH_NEEDS, spaces=r"\s*") + ")")


def _judges(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` judges someone (你是不是很自私), other than naming a need as unmet: 你是觉得不公平
    guesses they miss fairness, as 不被尊重 would."""
    return any(not _ZH_UNMET_NEED.fullmatch(m.group()) for m in _ZH_JUDGING.finditer(text, start, end))


def _clause_end(text: str, position: int, ends: re.Pattern[str] = _CLAUSE_END) -> int:
    stop = ends.search(text, position)
    return stop.start() if stop else len(text)


def _en_guessed_want(text: str, match: re.Match[str], tentative: bool) -> bool:
    """ "you want some space" guesses; "do you want to grab lunch" or "you need to clean up" asks or tells."""
    after = text[match.end() :]
    person = EN_PERSON_OBJECT.match(after.lstrip())
    if person and person.group() in _EN_POSSESSIVES:
        return bool(_EN_NEED_AFTER.match(after.lstrip(), person.end()))  # "you want my attention": a need of theirs
    if person:
        return bool(_EN_TO_KNOW.match(after.lstrip(), person.end()))
    if re.match(r"\s+to\s+(?:feel|be|know|matter|belong|trust|have\s+a\s+say)(?![\w'])", after):
        return True
    if re.match(r"\s+to\s", after):
        return tentative and not _EN_INVITATION.search(text, 0, match.end())
    return True
