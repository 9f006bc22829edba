"""Small intent detectors for the offline coach (English and Chinese)."""

from __future__ import annotations

import re

from nvcpractice.nvc.locale import HAN_RE

PROGRESS = re.compile(
    r"\b(progress|statistic|stats|dashboard|streak|how am i doing|how have i been doing|my scores?)\b"
    r"|进步|进展|统计|成绩|打卡|表现怎么样|练得怎么样",
    re.IGNORECASE,
)
PROFILE = re.compile(r"\b(my (profile|goals?)|who am i)\b|我的(资料|目标)", re.IGNORECASE)
WIKI_WRITE = re.compile(
    r"^\s*(add to (the )?wiki|save to (the )?wiki|wiki note|new wiki entry"
    r"|写入百科|添加到百科|加到百科|记到百科)\s*[:：]?\s*",
    re.IGNORECASE,
)
GENERATE = re.compile(
    r"\b(create|generate|make|write|invent|new)\b.*\b(scenario|situation|role[- ]?play)\b"
    r"|生成|新建|编一个|创建|新的(情景|场景)",
    re.IGNORECASE,
)
START = re.compile(
    r"^\s*(hi|hello|hey|start|begin|let'?s (start|begin|go)|ok|ready|开始|你好|好的|准备好了)\b", re.IGNORECASE
)

USE_THIS = re.compile(
    r"^\s*(?:ok(?:ay)?[,!.]?\s*)?(?:i'?ll\s+)?(?:use|take)\s+(?:this|it|that)(?:\s+one)?\s*[.!]?\s*$"
    r"|^\s*(?:好的?[，,]?\s*)?(?:就)?(?:用|采用)(?:这个|这句|它)(?:吧)?\s*[。！!]?\s*$",
    re.IGNORECASE,
)

RELATIONSHIP_WORDS = {
    "workplace": (
        r"boss|manager|colleagues?|co-?workers?|work|office|team|clients?",
        "领导|老板|同事|上司|工作|公司|客户",
    ),
    "partner": (r"partner|husband|wife|boyfriend|girlfriend|spouse", "老公|老婆|丈夫|妻子|男朋友|女朋友|伴侣|对象"),
    "family": (
        r"mom|mum|mother|dad|father|parents?|son|daughter|brother|sister|family",
        "妈|爸|父母|儿子|女儿|哥|姐|弟|妹|家人|婆婆|公公|岳母|岳父|丈母娘",
    ),
    "school": (r"teachers?|classmates?|school|students?|professor|tutor", "老师|同学|学校|学生|导师|班主任"),
    "friends": (r"friends?|roommates?|flatmates?|housemates?|neighbou?rs?", "朋友|室友|邻居|闺蜜|发小"),
}
HARD = re.compile(r"\b(hard|difficult|heated|tough)\b|难|激烈", re.IGNORECASE)
EASY = re.compile(r"\b(easy|mild|gentle|simple)\b|简单|容易|轻松", re.IGNORECASE)


def relationship_of(text: str) -> str:
    for relationship, (english, chinese) in RELATIONSHIP_WORDS.items():
        if re.search(rf"\b({english})\b|{chinese}", text, re.IGNORECASE):
            return relationship
    return "friends"


def difficulty_of(text: str) -> int:
    if HARD.search(text):
        return 3
    if EASY.search(text):
        return 1
    return 2


_EN_LEAD = re.compile(
    r"^(?:(?:please|pls|ok|okay|so|can you|could you|would you|can we|could we|help me|i'?d like to|"
    r"i would like to|i want to|i wanna|let'?s|let me|we could)\s+)*"
    r"(?:(?:create|generate|make|write|invent|practi[cs]e|start|do|have|rehearse|try|give me)\s+)?(?:me\s+)?"
    r"(?:(?:a|an|the|some|one|new|another|hard|easy|difficult|tough|tense|heated|mild|gentle|simple|short|"
    r"real|little)\s+)*"
    r"(?:(?:scenario|situation|role[- ]?play|talk|conversation|chat|discussion|exercise)s?\b\s*)?",
    re.IGNORECASE,
)
_EN_ROLE_FIRST = re.compile(
    r"^(?:with|to)\s+(?:my|a|an|the|our)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?\s+(?:about|on|regarding|over)\s+", re.IGNORECASE
)
_EN_ABOUT = re.compile(r"^(?:about|on|regarding|over|where|in which|for)\s+", re.IGNORECASE)
_EN_TAIL = re.compile(
    r"(?:[,;]?\s*(?:(?:with|and)\s+(?:my|a|an|the|our|his|her)\s+[\w'-]+(?:\s+[\w'-]+){0,2}"
    r"|(?:make it\s+)?(?:a bit\s+|quite\s+)?(?:hard|easy|difficult|tough|heated|mild|gentle|simple)(?:\s+one)?"
    r"|please))+\s*$",
    re.IGNORECASE,
)
_ZH_LEAD = re.compile(
    r"^(?:请|麻烦|帮我|给我|我想|我要|想|来)*(?:练习|练练|练一练|试试|模拟)?"
    r"(?:生成|新建|创建|编|写|做|来)?(?:一个|一段|一次|个)?(?:新的)?(?:(?:情景|场景|对话|角色扮演)[，,：:]?)?"
    r"(?:关于|有关)?"
)
_ZH_ROLE_TALK = re.compile(r"^(?:和|跟|与|同)[^，,。]{1,8}?(?:谈谈|聊聊|说说|谈一谈|聊一聊|沟通|谈|聊|说)")
_ZH_TAIL = re.compile(r"(?:的|这件)?(?:事情|事|情景|场景|对话|话题|问题)$")


def topic_of(text: str) -> str:
    """The topic of a request such as 'create a scenario about money with my partner' ("money"), in its own words.

    Only the request around the topic is removed (what to create, with whom, how hard); the topic keeps its
    grammar, so a generated scenario can quote it.
    """
    clean = re.sub(r"\s+", " ", text).strip(" .!?;:。！？；：")
    if HAN_RE.search(clean):
        clauses = [c for c in re.split(r"[，,；;]", clean) if c.strip()]
        clause = next((c for c in clauses if "关于" in c or "有关" in c), clauses[0] if clauses else "")
        topic = _ZH_TAIL.sub("", _ZH_ROLE_TALK.sub("", _ZH_LEAD.sub("", clause.strip())))
    else:
        topic = _EN_ROLE_FIRST.sub("", _EN_LEAD.sub("", clean))
        topic = _EN_TAIL.sub("", _EN_ABOUT.sub("", topic)).strip(" ,")
    topic = topic.strip(" .,!?;:，。！？；：")
    return (topic or clean)[:60] or "everyday life"


def situation_of(text: str) -> str:
    """What a learner describes when asking to practise: the request words go, who and what stay (for search)."""
    clean = re.sub(r"\s+", " ", text).strip(" .!?;:。！？；：")
    described = _ZH_LEAD.sub("", clean) if HAN_RE.search(clean) else _EN_LEAD.sub("", clean)
    return (described or clean)[:200]


# --- free dialogue: goals, rewrites, follow-ups, "is X a feeling?" -------------------------------------------------

GOALS_CHANGE = re.compile(
    r"\b(add|put|set|change|update|edit|remove|delete|write)\b.{0,30}\bgoals?\b"
    r"|\bgoals?\b.{0,20}\b(add|change|update|set)\b"
    r"|(加|添加|写|放|改|设|设定|更新|删|删除|修改).{0,16}目标|目标.{0,6}(加上|改成|改为|设为|设成|更新)",
    re.IGNORECASE,
)
_GOAL_TEXT = (
    re.compile(r"\bgoals?\b\s*(?:that|:|：|to)?\s*(?P<goal>.+)$", re.IGNORECASE),
    re.compile(r"把(?P<goal>.+?)(?:加|添加|写|放)(?:到|进|入)?.{0,4}目标"),
    re.compile(r"目标.{0,6}(?:加上|改成|改为|设为|设成)[:：]?\s*(?P<goal>.+)$"),
)

REWRITE = re.compile(
    r"^\s*(?:(?:please|can you|could you|would you)\s+)?(?:help me\s+)?"
    r"(?:say|put|rephrase|rewrite|reword|phrase|turn|translate|make|change)\s+(?:this|that|it|the following)?\s*"
    r"(?:into|in|to|as)?\s*(?:the|an?)?\s*(?:nvc|nonviolent)[^:：]*[:：]\s*(?P<text>.+)$"
    r"|^\s*(?:请)?(?:帮我|帮忙|麻烦你)?(?:把这句话|把这句|这句话|把它)?(?:换成|改成|转成|变成|翻译成|说成|用)"
    r"[^：:]{0,12}(?:非暴力沟通|NVC)[^：:]{0,10}[：:]\s*(?P<zh>.+)$",
    re.IGNORECASE | re.DOTALL,
)

FOLLOW_WHY = re.compile(
    r"^\s*(why|why\s+(is\s+that|so|does\s+(that|it)\s+matter|would\s+that\s+(help|work))|how\s+come)\s*[?？!.]*\s*$"
    r"|^\s*(为什么|为啥|为什么呢|这是为什么|为什么要这样|有什么用)\s*[？?！。呢]*\s*$",
    re.IGNORECASE,
)
FOLLOW_EXAMPLE = re.compile(
    r"^\s*((can you\s+|could you\s+)?(give|show) me (an|another|one more) example|(an|another) example"
    r"|example|for example|for instance|like what)(,? please)?\s*[?？!.]*\s*$"
    r"|^\s*(能|可以)?(再|多)?(举|给我举|给)(个|一个)?例子(吗|吧)?\s*[？?！。]*\s*$|^\s*(比如|例如|比如说)(呢)?\s*[？?]*\s*$",
    re.IGNORECASE,
)
FOLLOW_MORE = re.compile(
    r"^\s*(tell me more|say more|more( please)?|go on|and\??|(can you )?explain( that)?( more| further)?"
    r"|what else|can you elaborate|elaborate)(,? please)?\s*[?？!.]*\s*$"
    r"|^\s*(再|多)?(说说|讲讲|说说看|多说一点|多讲一点|详细说说|展开说说|还有呢|然后呢|继续|接着说)(吧|吗)?\s*[？?！。]*\s*$",
    re.IGNORECASE,
)

_QUOTED = re.compile(r"[\"“'‘「](?P<phrase>[^\"”’」]{2,200})[\"”’'」]")
_ASKED_COMPONENT = (
    ("feeling", r"\bfeelings?\b|感受|情绪"),
    ("need", r"\bneeds?\b|需要"),
    ("request", r"\brequests?\b|请求"),
    ("observation", r"\bobservations?\b|观察"),
)
_IS_QUESTION = re.compile(
    r"^\s*(is|are|does|do|would|can|could|was)\b.*(\?|$)|(算|是不是|是|属于).{0,8}(吗|么|嘛)?\s*[？?]?\s*$",
    re.IGNORECASE,
)
QUESTION = re.compile(
    r"[?？]\s*$|^\s*(what|why|how|when|where|who|which|is|are|can|could|should|do|does|would)\b"
    r"|[吗呢么]\s*[。！]?\s*$|^\s*(什么|怎么|为什么|如何|是不是|能不能|可不可以)",
    re.IGNORECASE,
)
ADDRESSED = re.compile(r"\byou\b|\byour\b|\bI feel\b|\bI felt\b|你|我觉得|我感到|我感觉", re.IGNORECASE)


def goal_text(text: str) -> str:
    """The goal a learner asks to add ("…add to my goals that I want to practise requests" → the last part)."""
    for pattern in _GOAL_TEXT:
        match = pattern.search(text)
        if match and match.group("goal").strip(" .。!！:："):
            return match.group("goal").strip(" .。!！:：")
    return ""


def rewrite_target(text: str) -> str | None:
    """The sentence after "say this the NVC way:" / "帮我换成非暴力沟通的说法：", or ``None``."""
    match = REWRITE.match(text)
    if match:
        return (match.group("text") or match.group("zh") or "").strip() or None
    cued = _CUED_COLON.search(text) or _cued_before(text)
    if cued is None:
        return None
    return cued.group("text").strip(" '\"‘’“”「」,，") or None


def quoted_classification(text: str) -> tuple[str, str] | None:
    """``(phrase, component)`` for "is 'I feel ignored' a feeling?" / "“我觉得被忽视”算感受吗？", else ``None``."""
    match = _QUOTED.search(text)
    if not match:
        return None
    rest = text[: match.start()] + " " + text[match.end() :]
    if not _IS_QUESTION.search(rest.strip()):
        return None
    for component, pattern in _ASKED_COMPONENT:
        if re.search(pattern, rest, re.IGNORECASE):
            return match.group("phrase").strip(), component
    return None


_REWRITE_CUE = (
    r"\bnvc\b|\bnon-?violent\b|\b(rephrase|rewrite|reword|translate)\b|\b(say|put|phrase|word) (it|this|that) "
    r"(better|differently|nicer|kindly)\b|\bbetter way to (say|put)\b|\bhow (do|would|should|could|can) i (say|put|"
    r"phrase|word)\b|\b(change|fix) (it|this|that)\b"
    r"|改成|换成|改一下|改改|怎么改|怎么说|非暴力|(?i:nvc)"
)
_ASK_ABOUT_SAYING = re.compile(
    r"\b(is|was) (that|this|it) (ok|okay|alright|right|fine|good|nvc|a good way)\b|\bwhat do you think\b"
    r"|\bhow did i do\b|(对吗|对不对|可以吗|行吗|好吗|合适吗|有问题吗|怎么样|该怎么说|怎么说更好|说得对吗)|"
    + _REWRITE_CUE,
    re.IGNORECASE,
)
_CUED_COLON = re.compile(r"(?:" + _REWRITE_CUE + r")[^:：]{0,40}[:：]\s*(?P<text>.{6,})$", re.IGNORECASE | re.DOTALL)
"""A sentence shared after a colon for a rewrite: "can you nvc this for me: my husband never helps…"."""
_LAST_CLAUSE = re.compile(
    r"^(?P<text>.{6,}?)\s*[,，.。!！?？;；~]+\s*(?P<ask>[^,，.。!！?？;；~]+)[?？!！.。~]*\s*$", re.DOTALL
)
_POINTS_BACK = re.compile(r"这句话|这句|这话|这么说|(?<![\w'])(?:this|that|it)(?![\w'])", re.IGNORECASE)
_REWRITE_ASKED = re.compile(_REWRITE_CUE, re.IGNORECASE)
"""A sentence shared before the question that points back at it: "我室友老是半夜打游戏，这句话怎么改？", "my boss never
listens. how do I say this in NVC?", "you always leave a mess. can you rewrite that?"."""


def _cued_before(text: str) -> re.Match[str] | None:
    found = _LAST_CLAUSE.match(text)
    ask = found.group("ask") if found else ""
    return found if _POINTS_BACK.search(ask) and _REWRITE_ASKED.search(ask) else None


_I_SAID = re.compile(
    r"\bi (said|told|texted|wrote|snapped|yelled|asked|replied|answered|messaged)\b"
    r"|我(说|跟.{0,8}说|对.{0,8}说|回|发了?)",
    re.IGNORECASE,
)
"""The learner reporting their own words before a quote ("i said this to my coworker: …", 我跟他说“…”)."""
_ASKS = re.compile(r"[?？]|(?:^|[.!:;]\s*)(?:how|what|is|was|did|should|could|would)\b|吗|呢|怎么样|行不行", re.I)
"""…and asking about them ("how bad is that", 这样行不行)."""


def quoted_sentence_to_check(text: str) -> str | None:
    """The quoted sentence in "I told him 'You never help' — was that OK?" / "我说“你总是迟到”，这样说对吗？": a
    quote asked about, or the learner's own words reported and asked about."""
    match = _QUOTED.search(text)
    if not match or quoted_classification(text):
        return None
    rest = text[: match.start()] + " " + text[match.end() :]
    asked = _ASK_ABOUT_SAYING.search(rest) or (_I_SAID.search(text[: match.start()]) and _ASKS.search(rest))
    return match.group("phrase").strip() if asked else None
