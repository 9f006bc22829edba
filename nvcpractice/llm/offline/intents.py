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
        "妈|爸|父母|儿子|女儿|哥|姐|弟|妹|家人",
    ),
    "school": (r"teachers?|classmates?|school|students?|professor", "老师|同学|学校|学生|导师"),
    "friends": (r"friends?|roommates?|flatmates?|neighbou?rs?", "朋友|室友|邻居"),
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


def topic_of(text: str) -> str:
    """The topic words of a request such as 'create a scenario about money with my partner'."""
    topic = re.sub(r"\s+", " ", FILLER.sub(" ", text)).strip(" .,!?;:，。！？；：")
    return (topic or text.strip())[:60] or "everyday life"
