"""What a Chinese request asks for when it is vague: not doing something, or a quality rather than an action.

Why this exists: by the rubric a question asking for a quality (你能体贴一点吗？, 能不能有点诚意？) or for not doing
something (可不可以不开外放？) is ``vague``, while the same words doing a task stay concrete (你愿意明天负责接送孩子
吗？, 能不能给他多留十分钟？). ``zh_request`` asks this of every request's body; its commands share the quality
words and the "a bit" ending.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import accumulate
from operator import itemgetter

from ..findings import alternation
from ..lexicons import zh_judgements, zh_requests
from ..words import tagged

_ZH = r"\s*"
QUALITY = re.compile("(?:" + alternation(zh_requests.QUALITY_WORDS_ZH, spaces=_ZH) + ")")
_ABSTRACT = re.compile("(?:" + alternation(zh_requests.ABSTRACT_MARKERS_ZH, spaces=_ZH) + ")")
_LABELS = re.compile("(?:" + alternation(zh_judgements.LABELS_ZH, spaces=_ZH) + ")")
A_BIT_END = re.compile(
    r"(?<![关调开放拉拿挪移靠坐站说走吃喝写做弄搬收剪切])[^\s\d一二三四五六七八九十几半]\s*(?:一点儿|一点|点儿|点|一些|些)\s*(?:吗|吧|呢|嘛|啊|呀|哈|好吗|行吗|可以吗|好不好)?"
    r"\s*[.!?~]*\s*$"
)
_MORE_VERB = re.compile(r"(?<![许很太好])(?:多|更)(?!少|久|大|长|远|么|次|个|半|了|数)[\u4e00-\u9fff]")

_NOT_DOING = re.compile(r"(?:再|就|也|先|晚上|以后)?\s*不(?![用如是过好错太够会要想行能对])[\u4e00-\u9fff]")
"""A question asking someone not to do something (可不可以不开外放？): a negative action, vague even with a time."""
_SOME_QUALITY = re.compile(r"(?:有|讲|长|上|带)\s*(?:一)?点儿?(?![事钱东西时间])[\u4e00-\u9fff]")
"""Asking someone to have "a bit of" something (能不能有点诚意？, 讲点信用, 长点心): a quality, not an action."""


_OBJECT_TAGS = frozenset({"v", "vn", "n", "ns", "nz", "t", "m", "mq"})
"""A task, a thing or a time: 体谅我 / 理解一下他 take a person and stay an attitude asked for."""
_A_BIT = frozenset({"一点", "一点儿", "点", "点儿", "一些", "些", "一下", "下"})
_AMOUNT_TAGS = frozenset({"m", "mq"})


def _takes_an_object(words: list[tuple[str, str, int]], start: int, end: int, body: str) -> bool:
    """Whether the quality word at ``start:end`` is a verb doing something concrete: a verb with its object
    (负责打扫客厅, 负责周三那次), 这么/那么 before a verb (为什么那么说), or 多 + a verb with an amount (多留十分钟,
    多出三分之一) — not a quality asked for (负责一点, 多陪陪孩子). ``words`` are the body's words, tags and ends."""
    index = bisect_left(words, end, key=itemgetter(2))
    if index >= len(words) - 1:
        return False
    word_tag = words[index][1]
    following = next((item for item in words[index + 1 :] if item[0].strip()), None)
    if following is None or following[0] in _A_BIT:
        return False
    if body[start] in "多更" and end - start <= 2:
        return following[1] in _AMOUNT_TAGS or (word_tag in _AMOUNT_TAGS and following[1] in _AMOUNT_TAGS)
    return (word_tag == "v" and following[1] in _OBJECT_TAGS) or (word_tag == "r" and following[1] == "v")


def _words_with_ends(body: str) -> list[tuple[str, str, int]]:
    words = tagged(body)
    ends = accumulate(len(word) for word, _ in words)
    return [(word, tag, stop) for (word, tag), stop in zip(words, ends, strict=True)]


def vague_reason(body: str, *, lead_pattern: re.Pattern[str], negative_head: re.Pattern[str]) -> tuple[str, str] | None:
    """``(trigger, "negative" | "quality")`` when a request body is negative or abstract, else ``None``;
    ``lead_pattern`` matches what may open the body before the action (今天, 好了…), ``negative_head`` 别/不要…."""
    lead = lead_pattern.match(body)
    rest = (body[lead.end() :] if lead else body).lstrip()
    if m := negative_head.match(body) or (lead and negative_head.match(rest)) or _NOT_DOING.match(rest):
        return m.group(0).strip(), "negative"
    if m := _SOME_QUALITY.match(rest):
        return m.group(0), "quality"
    words: list[tuple[str, str, int]] | None = None
    for pattern in (QUALITY, _LABELS, _ABSTRACT, _MORE_VERB):
        for m in pattern.finditer(body):
            words = _words_with_ends(body) if words is None else words
            if not _takes_an_object(words, m.start(), m.end(), body):
                return m.group(0), "quality"
    if m := A_BIT_END.search(body):
        return m.group(0).strip(" .!?~"), "quality"
    return None
