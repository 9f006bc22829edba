"""Small intent detectors for the offline coach (English and Chinese)."""

from __future__ import annotations

import re

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
HELP = re.compile(
    r"^\s*(what('s| is| are)|how (do|does|can|should)|why|explain|help|i don'?t (know|understand))\b"
    r"|^\s*(什么是|怎么|为什么|如何|不懂|不明白|不知道)",
    re.IGNORECASE,
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
FILLER = re.compile(
    r"\b(please|can you|could you|i want to|i'd like to|let'?s|create|generate|make|write|a|an|the|new|scenario|"
    r"situation|role[- ]?play|practi[cs]e|about|with|on|for|me|some|hard|easy|difficult)\b"
    r"|请|帮我|我想|生成|新建|创建|一个|新的|情景|场景|角色扮演|练习|关于|和|的",
    re.IGNORECASE,
)


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
    if re.search(r"[\u4e00-\u9fff]", clean):
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
    described = _ZH_LEAD.sub("", clean) if re.search(r"[\u4e00-\u9fff]", clean) else _EN_LEAD.sub("", clean)
    return (described or clean)[:200]
