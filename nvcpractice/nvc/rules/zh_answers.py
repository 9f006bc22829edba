"""A Chinese no that answers what the other line asked: 不行, 不了不了, 今晚真不行, and the asked verb echoed with 不
(必须带对象回来！— 不带; 签不签？— 不签; 再来一次？— 不来了; 留下来 — 留不了).

Why this exists: Chinese refuses by echoing the verb it was asked with, negated, as it agrees by echoing it (换吧).
Read alone, 不签 or 不行哦 says nothing; read with the line it answers, it declines what that line asked.
"""

from __future__ import annotations

import re

from ..findings import Span
from ..text import mask, quoted_spans, sentence_spans
from ..words import tagged
from .zh_request import detect_request

_OPENING = re.compile(
    r"\s*(?:(?:哎呀|哎|呃+|额+|emm+|嗯+|啊|nope|no|老板|妈|爸|老公|老婆|亲|宝|那|这个|这次|今晚|今天|现在|我)\s*[,~…]*\s*)*"
)
_NO = re.compile(
    r"(?:真|真的|实在|确实)?(?:不行|不了|不能|没门|不要|不用了?|免了|不成|不可以|不同意)(?:哦|啊|呀|了|啦|吧|呢)*"
    r"(?:\s*(?:不行|不了|不要|不用))*"
)
_ECHOED = re.compile(
    r"(?:先|就|我|真|真的)?不(?:想|要|再)?(?P<verb>[\u4e00-\u9fff])(?:了|啦|哦)?(?:\s*不(?P=verb)(?:了|啦)?)*"
)
_CANNOT = re.compile(r"(?P<verb>[\u4e00-\u9fff])不了")
_PROPOSES = re.compile(r"要不要|愿不愿意|好不好|行不行|好吗|行吗|吧|呗|再来|试试|试着|一起|咱们|我们来|签不签|同意")
"""A proposal or a request by its particle (…一下呗, 再来一次？, 行吧？), which the request rules leave to the tone."""


def _asks(line: str) -> bool:
    """Whether ``line`` asks something of the learner: a proposal, or a request or order by the request rules (a
    question of fact, 你今天累吗？, asks nothing to decline)."""
    if _PROPOSES.search(line):
        return True
    found, _ = detect_request(mask(line, quoted_spans(line)), sentence_spans(line))
    return found.label != "absent"


_END = re.compile(r"\s*(?:[,.!?~，。！？…]|\s|$)")


def no_at_start(text: str, line: str) -> Span | None:
    """The no a reply opens or closes with, when ``line`` asked something of the learner: a plain no (不行哦,
    不了不了) or the asked verb echoed with 不 (不签, 不猜了, 留不了)."""
    if not line:
        return None
    clauses = [m.start() for m in _CLAUSE_START.finditer(text)]
    for start in dict.fromkeys(clauses[:1] + clauses[-1:]):
        start = _OPENING.match(text, start).end()
        for pattern in (_NO, _ECHOED, _CANNOT):
            found = pattern.match(text, start)
            if found and _END.match(text, found.end()) and (pattern is _NO or _echoes(found.group("verb"), line)):
                return found.span() if _asks(line) else None  # the line is read only when a no is there to answer it
    return None


def _echoes(verb: str, line: str) -> bool:
    """Whether ``verb`` is a verb of ``line``: 不签 echoes 签字, while 不好 answers 你还好吗 with a state, declining
    nothing."""
    return any(tag.startswith("v") and (word.startswith(verb) or word == "再" + verb) for word, tag in tagged(line))


_CLAUSE_START = re.compile(r"(?:^|(?<=[,.!?~，。！？…\s]))(?=\S)")
