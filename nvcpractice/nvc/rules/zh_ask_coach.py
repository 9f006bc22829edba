"""Asking the coach in Chinese: what to say (我接下来该说啥), how to say it (咋开口), a check on one's own attempt
(这样改对吗, 我这样说他会不会生气), practice material (给我个感受词表) or help (帮我, 教练教我).

Why this exists: the practice modes answer a question to the coach as coaching, not as a line of the scene nor as an
NVC statement to be scored. Entries of the lexicon count only on the segmenter's word boundaries (``words.py``).
"""

from __future__ import annotations

import re

from ..findings import Span, plain_regex
from ..lexicons import zh_acts
from ..words import on_words

_COACH_ASK = plain_regex(zh_acts.COACH_ASKS_ZH)
_WHAT_TO_SAY = re.compile(
    r"(?:该|应该|应当|要|得)[^,.!?;，。！？]{0,3}?(?:说|回|讲|接|回复|写)(?:他|她|你|他们|她们)?(?:点|些)?(?:什么|啥)"
)
"""Asking what one should say (我接下来该说啥, 我要回他什么): the learner asks the coach, not the other person; 我说什么
你都不听 says nothing of what to say."""
_HELP = re.compile(r"帮我(?=$|[\s,.!?~]|吗|一下|下)|帮帮忙|能帮|求助|help")
_HOW_TO_SAY = re.compile(
    r"(?<![你您他她])(?:怎么|咋个|咋|怎样|如何|怎么样)(?:才能|才|能|要|该)?(?:说|讲|回|接|开口|表达|写|改|问)"
)
"""Asking how to say it, in any of the ways 怎么 is written (咋个说才对, 怎样开口)."""
_SELF_CHECK = re.compile(
    r"(?:我(?:这么|这样|那样|刚才|刚刚|刚)?|这么|这样|那样)(?:说|讲|问|写)?(?:的|得)?(?:话)?(?:是不是|会不会|有没有|算不算)"
    r"[^,.!?\n]{0,8}?"
    r"(?:搞砸|说错|做错|说得不对|太|过分|显得|不对|不好|冒犯|伤人|凶|冲|重了|越界|评判)"
)
"""The learner asking about their own words (我是不是搞砸了, 我这么说会不会显得很较真): a question for the coach."""
_CHECK_TAG = re.compile(
    r"(?:这样|这么|那样)(?:说|猜|写|讲|问|表达|改|翻|回)?(?:对|行|可以|ok|OK|合适)(?:吗|么|不|不行|不对|不可以|不合适)"
    r"(?:\s*[?~。！!]*\s*$|\s*[:：])|猜(?:得)?对(?:了)?吗|"
    r"(?:我|我们)?(?:这样|这么|那样)(?:说|讲|问|写|做)(?:的话)?[,\s]*(?:他|她|他们|她们|对方|人家)(?:会不会|会|能不能)"
)
"""A check on one's own attempt (这样猜对吗, 这样说行不：…, 我这样说他会不会生气): feedback asked of the coach;
是这样吗 after a guess checks the guess with the other person."""
_COACHING_ME = re.compile(
    r"(?:给我|帮我|替我)\s*(?:改改|改一改|改一下|看看|看一下|示范|演示|举个|写个|打个)|教(?:教)?我(?!们)"
)
"""Asking the coach to work on the learner's words (要不你给我改改？, 教练教我)."""
_MATERIAL = re.compile(
    r"(?:给|发|发给|写|列|告诉)(?:我|俺)?(?:一下|个|一个|几个|点)?[^,.!?\s]{0,6}?(?:词表|清单|列表|例句|例子|示范|模板|"
    r"标准答案|参考答案|答案|完整的|样子)|(?:有没有|有木有|求)[^,.!?\s]{0,4}?(?:词表|清单|列表|例句|例子|模板|答案)|打个样"
)
"""Practice material asked for (能给我个感受词表吗, 有没有感受词清单, 求例句, 先给我打个样): help from the coach."""
_COACH = re.compile(r"教练|老师(?=[\s,]*[^\s,]*(?:怎么|咋|该|帮))")
_NOT_ASKING_AFTER = re.compile(r"了?这么久|到这|到这里|到这儿")
_COACH_QUESTION = re.compile(r"[?吗]|怎么|咋|该|帮|可以|能不能|行不行|对不对|好不好")


def ask_coach(text: str, edges: frozenset[int]) -> Span | None:
    for pattern in (_COACH_ASK, _HELP, _WHAT_TO_SAY):
        for match in on_words(pattern, text, edges):
            if not _NOT_ASKING_AFTER.match(text, match.end()):
                return match.span()
    coach = _COACH.search(text)
    if coach and _COACH_QUESTION.search(text, coach.end()):
        return coach.span()
    found = (
        _SELF_CHECK.search(text)
        or next(on_words(_HOW_TO_SAY, text, edges), None)
        or _MATERIAL.search(text)
        or _CHECK_TAG.search(text)
        or _COACHING_ME.search(text)
    )
    return found.span() if found else None
