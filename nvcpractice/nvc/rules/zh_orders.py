"""Chinese orders known by their form rather than by a command word: an exclamation that has someone do something,
a reminder, the words that urge an order on (赶紧, 以后), whom an order is said to (老师，…), and what marks a
clause as stating rather than ordering.

Why this exists: 写完了再玩！ and 出门记得关灯。 are bare commands (by the rubric, demands) though no listed command
word opens them; 你又迟到了！ and 我记得你说过 are not. ``zh_request`` asks these after its own readings.
"""

from __future__ import annotations

import re

from ..words import tagged
from .shared import DEADLINE_ZH

# A reminder is a bare command: “出门记得关灯。”, “你们周末别忘了交作业。” (not “我记得…”, which remembers, and not a
# question, “你还记得吗？”).
_REMINDER = re.compile(r"(?:一定|千万)?(?:要)?(?P<cue>记得|记着|别忘了|不要忘了|别忘记|不要忘记)(?=\s*[\u4e00-\u9fff])")
_REMEMBERER = re.compile(r"[我他她它]|大家|谁")
_STILL_OR_NOT = re.compile(r"(?:还|不|没|没有|从来不|都)$")
"""你还记得我生日, 你从来不记得…: remembering or forgetting told, not a reminder."""


def reminder(segment: str) -> re.Match[str] | None:
    """A reminder cue whose clause names nobody but the listener before it (“我们都记得…” remembers)."""
    for found in _REMINDER.finditer(segment):
        clause = segment[: found.start()].rsplit(",", 1)[-1]
        if not _REMEMBERER.search(clause) and not _STILL_OR_NOT.search(clause):
            return found
    return None


_EXCLAIMED = re.compile(r"!+\s*$")
NARRATES = re.compile(
    r"(?<![给帮替跟陪让叫])我|又|居然|竟然|什么|啥|怎么|谁|哪|吗|呢|吧$|真|太|没|不(?![要许准])|想|都"
)
NOT_AN_ORDER = frozenset("是 有 在 会 能 要 想 觉得 感到 感觉 希望 需要 知道 服 受够 气 烦".split())


def exclaimed_order(segment: str) -> tuple[int, str] | None:
    """An exclamation whose last clause has someone to do something and no one who did it (写完了再玩！,
    快递给我放驿站！, 用完厕所冲水！！): a command by its form, read by the words' parts of speech; not what
    happened (你又迟到了！), the speaker's own state (气死我了！) nor a question or a degree (太过分了！)."""
    if not _EXCLAIMED.search(segment):
        return None
    body = segment.rstrip(" !~")
    start = max(body.rfind(","), body.rfind(" ")) + 1
    clause = body[start:]
    done = clause.endswith("了") and not clause.startswith(("别", "不要", "不许", "不准"))
    if not clause or done or NARRATES.search(clause):
        return None
    verbs = [word for word, tag in tagged(clause) if tag.startswith("v") and word not in NOT_AN_ORDER]
    return (start, clause) if verbs else None


_COAXING = re.compile(r"(?:嘛|啦)+[\s~!.]*$")
_MODAL = re.compile(r"能|可以|愿意|会不会|要不要|行不行|好不好")


def coaxes(clause: str) -> bool:
    """嘛 or 啦 closing a clause with no modal in it coaxes, it does not ask (你快点回来嘛); 你能来嘛 asks. The request
    rules take it so only in a clause urged on (快点, 赶紧)."""
    return bool(_COAXING.search(clause)) and not _MODAL.search(clause)


FROM_NOW_ON = re.compile(r"以后|下次|今后|从现在开始|从今天起")
MANNER = r"早点|早些|晚点|慢点|轻点|小点声|小声点|安静点"
"""How to do it, urged (早点睡, 慢点开, 轻点关门): no one is told "earlier" or "gently" of what they did."""
URGING = re.compile(r"^(?:(?:赶紧|赶快|快点|快|马上|立刻|立即|现在就|先|都|给我|直接|" + MANNER + r")\s*)+")
URGED = re.compile(
    r"赶紧|赶快|快点|快|马上|立刻|立即|现在就|直接|给我|"
    + MANNER
    + "|"
    + DEADLINE_ZH.pattern
    + "|"
    + FROM_NOW_ON.pattern
)


STATED = re.compile(
    r"老是|总是|一直|对我(?:来说|而言)|是吧|对吧|我(?:感觉|觉得|认为)|(?<![别不])(?:很|挺|蛮)(?=[\u4e00-\u9fff])"
)
"""A clause that says how things are rather than what to do: a habit (快递员老是…), what it is to the speaker
(陪伴对我来说是…), a claim put up for agreement (…很好玩是吧), a view (跟你说话我感觉…) or a degree."""


VOCATIVE = (
    r"(?:老师|师傅|老公|老婆|媳妇|妈妈|爸爸|妈|爸|哥|姐|宝|亲爱的|老板|阿姨|大爷|大姐|大哥|兄弟|同学|各位|大家|家长们|"
    r"[\u4e00-\u9fff]{1,2}(?:老师|师傅|总|姐|哥|叔|姨))(?=\s*[,\s]|\s*(?:您|你|麻烦|请|辛苦))"
)
"""Whom a sentence is said to, before what is said (老师麻烦您…, 妈 您…别…, 师傅，…): no part of the command."""
