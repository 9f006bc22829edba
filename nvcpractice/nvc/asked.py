"""What the line a message answers asks of it: whose feelings and needs (someone else's, a guess, or the learner's
own), and whether it proposes something or asks yes or no.

Why this exists: "exhausted, and needing some rest" answers "what might your sister be feeling?" as a guess at the
sister, and "a bit lost, kind of hurt" answers "how are you feeling right now?" with the learner's own feeling;
"yes, can you give me an example?" agrees to "shall we practise?", while "no worries" after an apology agrees to
nothing. The words alone cannot say which; the line they answer can. ``analyze(text, context=...)`` takes that line
(the coach's question or the other person's words) and ``answering`` reads it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicons import zh_acts
from .locale import ZH_HANS
from .text import mask, prepare, quoted_spans, sentence_spans

MAX_CONTEXT_LENGTH = 1000
"""Only the end of a long line is read: the question a message answers comes last."""
OTHER = "other"
"""The line asks the learner to guess another person's feeling or need."""
OWN = "own"
"""The line asks for the learner's own feeling or need."""

_EN_SELF_EMPATHY = re.compile(r"(?<![\w'])self[\s-]*empath", re.I)
_EN_GUESS = re.compile(
    r"(?<![\w'])(?<!i\s)(?<!i'd\s)(?<!i'll\s)(?:guess|guessing|empathi[sz]e|empathy|reflect\s+back)(?![\w'])", re.I
)
"""Asking for a guess; "I guess" in someone's own words is a hedge, not the asking."""
_EN_OWN = re.compile(
    r"(?<![\w'])(?:(?:are|were|do|did|have|would)\s+you\s+(?:\w+\s+)?(?:feel|feeling|felt|need|needing|needed)|"
    r"you\s+(?:feel|felt|need|needed)|(?:make|made|makes|leave|left)\s+you\s+feel|"
    r"(?:how|what)\s+(?:did|does|do|is|was)\s+(?:that|it|this)\s+(?:\w+\s+)?feel|"
    r"your\s+(?:own\s+)?(?:feelings?|needs?|emotions?|anger|frustration|reaction|body)|"
    r"(?:feelings?|needs?|came\s+up|comes\s+up|alive|going\s+on)\s+(?:\w+\s+){0,2}?(?:for|in|of)\s+(?:you|yours)|"
    r"how\s+you\s+feel|what\s+you\s+need|(?:feelings?|needs?)\s+(?:behind|under|underneath)\s+your\s+(?:own\s+)?"
    r"(?:request|words|answer|message|reply|statement|sentence|anger|frustration|reaction)|"
    r"(?:feelings?|needs?)\s+(?:that\s+)?you\s+(?:\w+\s+)?(?:notice|noticed|have|had|"
    r"feel|felt|find|get|carry|hold)|of\s+your\s+own|of\s+yours|"
    r"^(?:(?!(?:your|his|her|their|he|she|they|him|them)\s)[^?])*?(?:feelings?|needs?|come\s+up|comes\s+up)\s+"
    r"(?:(?!(?:him|her|them|his|their|your)\s)\w+\s+){0,3}?when\s+you)(?![\w'])",
    re.I,
)
"""Asked about the learner's own: "how are you feeling?", "what need of yours…", "a need you have", and a feeling
that comes up when
the learner does something, no one else named before it ("what feelings come up when you picture talking to your
landlord?")."""
_EN_OTHER = re.compile(
    r"(?<![\w'])(?:he|she|they|(?:your|the)\s+(?:[a-z]+\s+)?(?!feelings?|needs?)[a-z]+|(?!(?:what|that|it|there|here|let|who|how)'s)"
    r"[a-z]+'s\s+[a-z]+)(?:\s+(?:might|may|could|would|will|be|is|was|are|were|been|really|probably|actually|have|"
    r"has|had|do|does|did|also|still))*\s+(?:feel|feels|feeling|felt|need|needs|needing|needed|want|wants|wanting)"
    r"(?![\w'])|(?:alive\s+in|going\s+on\s+(?:for|with|inside))\s+(?:him|her|them|your\s+[a-z]+|the\s+[a-z]+)"
    r"(?![\w'])",
    re.I,
)
"""Someone else as the subject of feeling or needing ("what might your sister be feeling?", "what does he need?")."""
_EN_WHY_SOMEONE = re.compile(
    r"(?<![\w'])why\s+(?:do|would|might)\s+you\s+(?:think|reckon|imagine|guess)\s+(?:that\s+)?(?:he|she|they|"
    r"(?:your|the|this|that)\s+[a-z]+|[a-z]+'s\s+[a-z]+)(?![\w'])",
    re.I,
)
"""Why someone acted as they did ("why do you think the parent brought it up?"): what they felt and needed is
what the answer guesses."""
_EN_ASKED_ABOUT_ME = re.compile(
    r"(?<![\w'])(?:(?:what|how)\s+(?:do\s+)?you\s+(?:think|reckon|imagine|guess)|(?:do|did)\s+you\s+(?:even\s+)?"
    r"(?:know|care|realise|realize|understand|get)|(?:any|no)\s+idea|guess|tell\s+me)\s+(?:what|how|whether)?\s*"
    r"(?:i|i'?m|it\s+(?:made|makes)\s+me|that\s+(?:made|makes)\s+me)\s+(?:\w+\s+){0,2}?(?:feel|feeling|felt|need|needing|"
    r"want)(?![\w'])",
    re.I,
)
"""The speaker asks the learner to hear them ("do you even know how I feel?"): in a scene, a guess at the other
person is what is asked for."""
_EN_ASKING = re.compile(
    r"\?|(?<![\w'])(?:what|how|which|try|tell\s+me|imagine|name|let'?s|now|write|give|make|have\s+a\s+go|go\s+ahead|"
    r"practi[sc]e|exercise|next|again|another)(?![\w'])|(?:^|[.!:]\s*)guess(?![\w'])",
    re.I,
)
"""A line that asks or sets a task; "nice empathy guess" praises a guess already made."""

_ZH_SELF_EMPATHY = re.compile(r"自我共情")
_ZH_ASKING = re.compile(
    r"\?|吗|吧|呢|试|先|做个|做一下|一起|猜猜|猜一|来|请|要不|能|可以|再|说说|想想|想一想|什么|怎么|如何|练习|看看|听听|描述|表达"
)
"""A line that asks or sets a task; 你刚才那个猜测非常到位 praises a guess already made."""
_ZH_GUESS = re.compile(
    r"猜|共情(?!得)|反映一下|换位|站在.{1,6}角度|体会一下(?:他|她|对方)|(?:如果|假如|要是|假设|换成|换作)(?:你|您)是"
)
"""Asked to guess, or to take someone's place (如果你是你室友，你会是什么感受？): the feelings asked for are theirs."""
_ZH_OWN = re.compile(
    r"你(?:自己)?(?:当时|此刻|现在|今天)?的\s*(?:感受|需要|心情|情绪)|自己(?:的|在这段对话里)?\s*(?:感受|需要|心情)|"
    r"你(?:当时|此刻|现在|今天)?(?:是|有)?什么(?:感受|心情)|(?:你|您)(?:当时|此刻|现在|今天)?(?:感到|感觉|心情)(?!\s*(?:他|她|对方))|说说你"
)
_ZH_ASKED_ABOUT_ME = re.compile(
    r"你(?:知道|明白|懂|想过|猜|觉得|能理解)(?:不)?(?:我|人家)[^，。？！,.?!]{0,8}?(?:感受|心情|需要|什么滋味|难受|委屈|在想什么)"
)
"""你知道我心里什么感受吗: the other person in a scene asks to be heard."""
_ZH_PEOPLE = tuple(sorted({w.removeprefix("我") for w in zh_acts.THIRD_PARTIES_ZH} - {"他", "她", "他们", "她们"}))
_ZH_HOLDER = re.compile(
    r"(?<!被)(?P<other>他们|她们|他|她|对方|人家|(?:那|这)(?:位|个|些)[\u4e00-\u9fff]{1,3}?(?=[\u4e00-\u9fff]{0,8}?(?:[,?]|$|时|的时候|"
    r"是|为|会|可能|在|心里|当时))|(?:你|您)(?:的)?(?="
    + "|".join(map(re.escape, _ZH_PEOPLE))
    + r")|"
    + "|".join(map(re.escape, _ZH_PEOPLE))
    + r"|[\u4e00-\u9fff]{1,3}?(?:员|师傅|司机|保安|小哥|大叔|大爷|大妈|阿姨)(?![\u4e00-\u9fff]{0,1}的)"
    + r")|(?P<own>你们|您|你(?!的)|自己)"
)
"""Who a feeling or need belongs to: someone else (他, 对方, 你女儿, 组长, someone named by their work: 快递员, 保安)
or the learner (你, 自己); 你的件 names what is the learner's, not whose feelings are asked."""
_YOUR_SOMEONE = re.compile(
    r"(?:的)?(?:表|堂)?(?:妹|姐|哥|弟|舅|叔|姨|姑|爷|奶|公|婆|妈|爸|儿|女|侄|甥|孙|师|室|舍|领|下属|同(?!意|样)|"
    r"老(?!是|说|想|觉得|不)|上(?!次|周|回|个|午|班))"
)
"""你 before someone of the listener's (你表妹, 你舅舅, 你同桌, 你上司): that person, not the listener."""
_ZH_WHY = re.compile(r"为什么|为啥|干嘛|图什么|图啥")
"""Why someone acted (你觉得你室友为什么每次都把空调开到16度？): what they felt and needed is what the answer
guesses."""
_ZH_GUESSING = re.compile(r"(?:你|您)(?:能)?(?:觉得|感觉|猜|认为|看|想想|能体会|体会一下|理解一下|想象)|站在")
_ZH_STATE = re.compile(
    r"感受|需要|心情|情绪|状态|背后|在意|在乎|滋味|在急|在想|心里|期待|怎么想|想法|担心|着急|处境|出于|害怕|顾虑|难处|动机|图(?:什么|啥)"
)
"""What someone feels, needs, fears, hopes for or acts from: a state of mind asked about."""
_ZH_CLAUSE_START = re.compile(r"[，。？！,.?!;；\n]")


@dataclass(frozen=True, slots=True)
class Answering:
    """What the line a message answers asks: whose feelings (``OTHER``, ``OWN`` or ``None``) and whether it
    proposes or asks yes or no (``None`` with no line to answer)."""

    whose: str | None = None
    proposal: bool | None = None
    line: str = ""
    """The line itself, normalised: a Chinese yes echoes its verb (要不要试试？— 试试吧)."""


NOTHING = Answering()

_EN_PROPOSAL = re.compile(
    r"(?:^|[.!?]\s+)(?:so\s+|ok(?:ay)?,?\s+|and\s+)?(?:can|could|would|will|shall|do|does|did|are|is|have|has|want|wanna|"
    r"should|may|might|were|was|fancy)\s[^.!?]*\?\s*$|(?<![\w'])(?:let'?s|shall\s+we|how\s+about|what\s+about|why\s+don'?t|"
    r"want\s+to|would\s+you\s+like|ready\s+(?:to|for)|you\s+up\s+for|ok\?|right\?|deal\?|i'?ll|i\s+will|i\s+can|"
    r"we\s+(?:can|could)|is\s+(?:okay|ok|fine)\s+(?:for|with)\s+me)(?![\w'])|(?:^|[.!:]\s+)(?:please\s+)?(?:try|tell|write|"
    r"say|give|think|imagine|describe|pick|choose|go|take|have\s+a|start|read|look|practi[sc]e|repeat|name|guess|add|"
    r"turn|rephrase|swap|keep|focus|notice|remember)(?![\w'])",
    re.I,
)
"""A yes-or-no question, a proposal or an instruction ("shall we practise?", "can you cover my table?", "let's try
again", "try it with a feeling")."""
_ZH_PROPOSAL = re.compile(
    r"(?:吗|吧|好不好|行不行|可不可以|能不能|要不要|愿不愿意|是不是|对不对)\s*[?!.~]*\s*$|要不|咱们|我们(?:今天|明天|现在|这周|下次|待会)?(?:可以|就|来|先|再|一起|试)|一起|"
    r"(?P<a>[\u4e00-\u9fff])不(?P=a)[^.!?]*\?\s*$|"
    r"试试|来吧|好吗|行吗|可以吗|我来|我(?:明天|今天|马上|待会|等会|下次|以后)?(?:会|就|再)|^(?:那|好|嗯)?[,\s]*(?:试着|试一下|"
    r"请|说说|来|写|想想|想一想|接下来|现在|下面|先|再|把|用|换)"
)
"""是非问（任何正反问：想不想、会不会…？）、提议或指令：要不要试试？我们来练习吧、我们可以聊聊、你能帮我顶一下班吗？试着加上
感受。"""
_ZH_WH = re.compile(r"什么|怎么|怎样|哪|为什么|为啥|几|多少|谁|啥")


def answering(context: str | None, locale: str) -> Answering:
    """What ``context`` (the line a message answers) asks of it; ``NOTHING`` when there is no such line."""
    if not context or not context.strip():
        return NOTHING
    line = prepare(context[-MAX_CONTEXT_LENGTH:]).text
    unquoted = mask(line, quoted_spans(line))
    return Answering(whose=_whose(unquoted, locale), proposal=_proposes(unquoted.strip(), locale), line=line)


def _proposes(text: str, locale: str) -> bool:
    """Whether the line (normalised, quotations masked) proposes something or asks yes or no."""
    if locale == ZH_HANS:
        last = re.split(r"[.!?~]\s*(?=.)", text)[-1]
        return bool(_ZH_PROPOSAL.search(last)) and not _ZH_WH.search(last)
    return bool(_EN_PROPOSAL.search(text))


def asked_about(context: str | None, locale: str) -> str | None:
    """``OTHER`` when ``context`` asks the learner to guess someone else's feeling or need ("what might your boss be
    feeling?", 猜猜他的需要), ``OWN`` when it asks for the learner's own ("how are you feeling?", 说说你的感受),
    ``None`` when it asks for neither or there is no context. Quoted words are someone's speech, not the asking."""
    if not context or not context.strip():
        return None
    text = prepare(context[-MAX_CONTEXT_LENGTH:]).text
    return _whose(mask(text, quoted_spans(text)), locale)


def _whose(text: str, locale: str) -> str | None:
    """``asked_about`` of a line already normalised, its quotations masked: its last sentence that asks anything on
    its own decides ("你刚才说了自己的需要，很勇敢！你觉得你爸可能还需要什么？" asks about the father), else the whole
    line ("Think about your brother. Feeling? Need?" needs the sentence before its question). Each sentence is read
    once, so a long line costs no more than twice its length."""
    read = _chinese if locale == ZH_HANS else _english
    for start, end in reversed(sentence_spans(text)):
        if (whose := read(text[start:end])) is not None:
            return whose
    return read(text)


_EN_SOMEONE = re.compile(
    r"(?<![\w'])(?:he|she|they|him|them|his|their|(?:your|the)\s+(?!(?:own\s+)?(?:feelings?|needs?|anger|frustration|"
    r"reaction|body|request|words|answer|message|statement|sentence|reply|judgements?|judgments?)(?![\w']))[a-z]+|"
    r"(?!(?:what|that|it|there|here|let|who|how|where)'s)[a-z]+'s)(?![\w'])",
    re.I,
)
_EN_STATE_WORD = re.compile(
    r"(?<![\w'])(?:feel|feels|feeling|feelings|felt|need|needs|needing|going\s+on|behind|underneath|inside)(?![\w'])",
    re.I,
)


def _english(text: str) -> str | None:
    if not _EN_ASKING.search(text):
        return None
    if _EN_SELF_EMPATHY.search(text):
        return OWN
    if _EN_GUESS.search(text) or _EN_ASKED_ABOUT_ME.search(text) or _EN_WHY_SOMEONE.search(text):
        return OTHER
    if _EN_OWN.search(text):
        return OWN
    if _EN_OTHER.search(text) or (_EN_SOMEONE.search(text) and _EN_STATE_WORD.search(text)):
        return OTHER  # "what need might your grandad be meeting…", "think about your brother. feeling? need?"
    return None


def _chinese(text: str) -> str | None:
    if not _ZH_ASKING.search(text):
        return None
    if _ZH_SELF_EMPATHY.search(text):
        return OWN
    if _ZH_GUESS.search(text) or _ZH_ASKED_ABOUT_ME.search(text):
        return OTHER
    if _ZH_OWN.search(text):
        return OWN
    return _chinese_holder(text)


def _chinese_holder(text: str) -> str | None:
    """Whose the first feeling or need word is: the first person named before it in its clause, else anyone
    else named earlier in the line (你组长在群里@你的时候，可能是什么心情？); or whose act the line asks why of."""
    state = _ZH_STATE.search(text) or _ZH_WHY.search(text)
    if state is None:
        return None
    before = _ZH_GUESSING.sub(lambda m: " " * len(m.group()), text[: state.start()])
    starts = [m.end() for m in _ZH_CLAUSE_START.finditer(before)]
    holders = list(_ZH_HOLDER.finditer(before, starts[-1] if starts else 0))
    if holders:  # the clause's subject comes first: 你妈听到你说…会是什么感受
        first = holders[0]
        return OTHER if first.group("other") or _YOUR_SOMEONE.match(before, first.end()) else OWN
    return OTHER if any(m.group("other") for m in _ZH_HOLDER.finditer(before)) else None
