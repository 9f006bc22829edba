"""Empathy guesses as a dialogue act: does a message guess the other person's feeling or need, in any phrasing?

Why this exists: the empathy result (``empathy.py``) asks for the full form — a feeling and a need, offered as a
question. Learners guess in many more ways: "sounds like you're swamped", "exhausted?", "needing some space?",
您一定吓坏了吧, 是不是有点委屈？, a guess about the absent person offered to the coach. This module finds those, so the
practice modes hear a guess as a guess; accusations dressed as questions ("don't you feel guilty?") are not guesses.
"""

from __future__ import annotations

import re

from .empathy import EN_PERSON_OBJECT, EN_TAG, ZH_QUESTION
from .findings import Span, alternation
from .lexicons import en_faux, en_feelings, en_needs, zh_faux, zh_feelings, zh_judgements, zh_needs
from .locale import ZH_HANS
from .text import PreparedText, mask, quoted_spans

_EN_TENTATIVE = re.compile(
    r"(?<![\w'])(?:sounds?\s+like|seems?\s+like|you\s+seem|you\s+sound|you\s+look|i\s+guess|i'?m\s+guessing|"
    r"i\s+imagine|i\s+can\s+imagine|i\s+wonder|i\s+bet|must\s+(?:be|have|feel)|maybe|perhaps|probably|"
    r"i\s+reckon|i\s+think|i'?d\s+guess|i'?d\s+say|"
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
    r"(?<![\w'])(?:y'all|yall|you\s+(?:two|guys|both|all)|you|u|ya|youre|you're|you've|youve|you'd)(?:\s+(?:are|were|must|might|may|have|had|be|been|feel|"
    r"feeling|felt|really|so|kind\s+of|kinda|a\s+bit|a\s+little|quite|pretty|very|also|too|still|just|getting|got|"
    r"seem|seemed|sound|look|looked|maybe|perhaps|probably|both|all|kinda|totally|a\s+lot|like|lot|of|being|left|"
    r"under))*\s+(?P<w>(?:" + _EN_GUESS_WORDS + r")|need|needing|needed|want|wanting|wanted|wish|wishing|hoping|"
    r"hope|value|valuing|long|longing|care\s+about|would\s+like|'d\s+like|'d\s+love|would\s+love|missing|miss|"
    r"desperate\s+for|craving|'d\s+have\s+liked|would'?ve\s+liked|'d\s+love|love)(?![\w'])"
    r"|(?<![\w'])(?P<z>" + _EN_GUESS_WORDS + r")\s+for\s+you(?![\w'])"
    r"|(?<![\w'])(?:are|were|do|did)\s+(?:you|y'all|yall)\s+(?:[a-z']+\s+){1,4}?(?:and\s+)?(?P<v>needing|wanting|longing|hoping|"
    r"wishing|missing|craving)(?![\w'])"
)
_EN_NOT_THE_GUESSER = re.compile(
    r"(?<![\w'])(?:know|knowing|sure|hope|when|whether|because|cos|cause|bc|until|unless|(?<!wonder\s)(?<!wondering\s)"
    r"(?<!guess\s)(?<!curious\s)if)\s+$"
)
_EN_TO_KNOW = re.compile(
    r"\s+to\s+(?:see|know|understand|notice|hear|recognise|recognize|appreciate|respect|trust|value|believe)(?![\w'])"
)
_EN_NEED_NOUNS = alternation(tuple(n for group in en_needs.NEEDS_BY_CATEGORY.values() for n in group))
_EN_ACCUSING = re.compile(
    r"(?:^|[.!?]\s*)(?:don'?t|didn'?t|aren'?t|can'?t|won'?t|doesn'?t)\s+you(?![\w'])|you\s+think\s+you(?![\w'])|"
    r"you\s+just\s+(?:need|want)\s+to(?![\w'])|(?<![\w'])try\s+doing(?![\w'])|too\s+good\s+for"
)
_EN_DECLARED = re.compile(
    r"(?<![\w'])(?:you're|youre|you\s+are|you\s+were|you\s+sound|you\s+seem|you\s+look|you\s+must\s+be|you\s+feel|"
    r"you\s+felt|y'all\s+are|you\s+guys\s+sound|you\s+guys\s+are)\s+(?:(?:really|so|a\s+bit|a\s+little|kind\s+of|"
    r"kinda|pretty|quite|totally|completely|just|also|both|all)\s+)*(?:" + _EN_GUESS_WORDS + r")(?![\w'])"
)
"""Naming the other person's feeling as a statement ("you're furious, huh", "you sound drained") guesses it too."""
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
    r"(?:[a-z]+,\s+)?(?P<g>(?:(?:feeling|needing|wanting|longing\s+for|kinda|a\s+bit|really|pretty|so|maybe|probably|"
    r"totally|completely|just|also)\s+)*(?:" + _EN_GUESS_WORDS + "|" + _EN_NEED_NOUNS + r"))(?![\w'])"
    r"(?=[^.!?;]{0,40}?(?:\?|\.\.\.|…))"
)
_EN_SPEAKERS_FRAME = re.compile(r"(?<![\w'])(?:that|know|knowing|when|because|cos|if|sure)\s+(?:it\s+)?$")
""""I'm sad that you're upset", "I know it matters to you": the speaker's frame around the other person's state."""
"""A guess with no subject: "exhausted?", "feeling left out, and wanting to be kept in the loop?", "respect?
recognition?" — offered in a message that asks or hedges."""
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
    r"快)*(?P<e>" + _ZH_GUESS_WORDS + r")(?:坏|透|死)?(?:了|的|啦)?(?=\s*(?:吧|吗|[?]|是吗|对吧|对不对|呀))"
)
"""A guess with no subject: 累了？, 挺难受的吧, 是不是觉得被冷落了 — how people ask the other person in chat."""
_ZH_SUPERLATIVE = re.compile(r"最")
_ZH_THIRD_GUESS = re.compile(
    r"(?:他们|她们|他|她|对方)[^,.!?\n我]{0,4}?(?:可能|大概|也许|是不是|应该|估计|或许)[^,.!?\n我]{0,8}?(?P<t>"
    + _ZH_GUESS_WORDS
    + ")"
    r"|(?:^|[,.!?\s])(?:可能是|是不是|也许是|大概是)[^,.!?\n我]{0,10}?(?P<s>" + _ZH_GUESS_WORDS + r")(?=[^.!\n]*\?)"
)
_EN_THIRD_GUESS = re.compile(
    r"(?<![\w'])(?:(?:i\s+(?:think|reckon|guess|'d\s+guess|wonder\s+if)|maybe|probably|perhaps)\s+)?(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+might|\s+may|\s+must|\s+probably|\s+seems?)(?:\s+(?:be|feel|"
    r"feeling|really|just|a\s+bit|kind\s+of|also|too|maybe))*\s+(?P<t>" + _EN_GUESS_WORDS + r"|needs?|wants?|needing|"
    r"wanting|values?)(?![\w'])"
)
"""A guess at the feeling or need of someone the learner talks about, offered to the coach ("he's stressed and needs
space? am i close?", 他可能需要被信任？): practising hearing them before speaking to them."""
_ZH_ASKS = re.compile(r"(?:吗|吧|呢|对吧|是吧|对吗|是吗)(?=$|[\s,.!?~])")
_ZH_MENTAL = re.compile(r"被|知道|确认|确定|得到|让|要|有人|感到|自己|一个人|安静|静一静|休息")
_CLAUSE_END = re.compile(r"[,.!?;\n]")
_ZH_JUDGING = re.compile("(?:" + alternation(zh_judgements.MOTIVES_ZH + zh_judgements.LABELS_ZH, spaces=r"\s*") + ")")
_ZH_NOT_A_GUESS = re.compile(r"[我他她]去|办法|一想|想看|什么|啥|让我")
_ZH_AS_A_TERM = re.compile(r"(?:算|算不算|属于|叫做|叫)\s*$")
"""A word asked about as a term ("面子"算需要吗？): a question about NVC, not a guess at anyone's need."""


def empathy_guess_span(prepared: PreparedText, locale: str) -> Span | None:
    """Where a message guesses the other person's feeling or need, offered as a question or tentatively ("sounds
    like you're swamped", "exhausted?", 您一定吓坏了吧, 累坏了吧); ``None`` when it does not. Looser than a full
    guess: a feeling word or a wanting verb for the other person (or the person talked about, offered to the coach)
    is enough."""
    text = mask(prepared.text, quoted_spans(prepared.text))  # a quoted sentence is someone's words, not a guess
    if locale == ZH_HANS:
        return _chinese_guess(text)
    return _english_guess(text)


def _english_guess(text: str) -> Span | None:
    if _EN_ACCUSING.search(text):
        return None  # "don't you feel guilty?", "you just need to be the centre of attention": blame, not a guess
    tentative = _EN_TENTATIVE.search(text)
    asks = EN_TAG.search(text.rstrip(" .!~")) or _EN_ASKS.search(text) or "?" in text
    for pattern in (_EN_DECLARED, _EN_MATTERS_TO_YOU, _EN_INVERTED):
        for found in pattern.finditer(text):
            if not _EN_SPEAKERS_FRAME.search(text[max(0, found.start() - 16) : found.start()]):
                return found.span()
    if not (tentative or asks):
        return None
    for match in (*_EN_GUESS.finditer(text), *_EN_THIRD_GUESS.finditer(text)):
        word = next(group for group in match.groups() if group)
        if _EN_NOT_THE_GUESSER.search(text[max(0, match.start() - 20) : match.start()]):  # "wondering if " whole
            continue
        if word.split()[0] in _EN_WANTING and not _en_guessed_want(text, match, tentative is not None):
            continue
        return match.span()
    found = _EN_IT_MUST.search(text) or _EN_TENTATIVE_STATE.search(text)
    if found:
        return found.span()
    fragment = _EN_FRAGMENT.search(text)
    return fragment.span("g") if fragment else None


def _chinese_guess(text: str) -> Span | None:
    tentative = _ZH_TENTATIVE.search(text)
    asks = ZH_QUESTION.search(text.rstrip(" .!~")) or _ZH_ASKS.search(text) or "?" in text
    if not (tentative or asks):
        return None
    guesses = (*_ZH_GUESS.finditer(text), *_ZH_GUESS_AROUND.finditer(text), *_ZH_FRAGMENT.finditer(text))
    if tentative:
        guesses = (*guesses, *_ZH_THIRD_GUESS.finditer(text))
    for match in guesses:
        named = [match.span(name) for name, value in match.groupdict().items() if value]
        word_start, word_end = min(start for start, _ in named), max(end for _, end in named)
        if (
            _ZH_NOT_A_GUESS.match(text, word_end)
            or _ZH_AS_A_TERM.search(text, max(0, word_start - 3), word_start)
            or _ZH_SUPERLATIVE.search(text, max(0, match.start()), word_end)
            or _ZH_JUDGING.search(text, match.start(), _clause_end(text, word_end))
            or (text[word_end - 1] == "想" and tentative is None and not _ZH_MENTAL.match(text, word_end))
        ):
            continue
        return match.span()
    return None


def _clause_end(text: str, position: int) -> int:
    stop = _CLAUSE_END.search(text, position)
    return stop.start() if stop else len(text)


def _en_guessed_want(text: str, match: re.Match[str], tentative: bool) -> bool:
    """ "you want some space" guesses; "do you want to grab lunch" or "you need to clean up" asks or tells."""
    after = text[match.end() :]
    person = EN_PERSON_OBJECT.match(after.lstrip())
    if person:
        return bool(_EN_TO_KNOW.match(after.lstrip(), person.end()))
    if re.match(r"\s+to\s+(?:feel|be|know|matter|belong|trust|have\s+a\s+say)(?![\w'])", after):
        return True
    if re.match(r"\s+to\s", after):
        return tentative and not _EN_INVITATION.search(text, 0, match.end())
    return True
