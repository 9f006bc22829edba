"""Simplified Chinese request rules, decided in the rubric's order: demand, then vague, then request.

Why this exists: 必须/应该/不然/否则/我需要你… and bare commands ("回你房间去。") are demands; 别…/不要…/
体贴一点/能不能别这么… are vague; 你愿意…吗 / 你能…吗 with a concrete action is a request; rhetorical questions
("你怎么总是…？") are not requests.
"""

from __future__ import annotations

import re

from ..findings import ABSENT, Finding, Span, alternation
from ..lexicons import zh_judgements, zh_requests

_ZH = r"\s*"
_QUESTION_TAIL = re.compile(r"(?:吗|呢|嘛|么|好吗|行吗|可以吗|好不好|行不行|怎么样|如何|可不可以|能不能|愿不愿意)\s*[.!?~]*\s*$")
_QUESTION_WORDS = re.compile(r"能不能|可不可以|愿不愿意|要不要|好不好|行不行|是否|能否|介不介意")
_MARKER = re.compile("(?:" + alternation(zh_requests.REQUEST_MARKERS_ZH, spaces=_ZH) + ")")
_STATEMENT_MARKER = re.compile(r"我希望你|我想请你|想请你|麻烦你|麻烦您|拜托你|拜托|我请求你|我想邀请你|我们一起|咱们一起")
_DEMAND = re.compile("(?:" + alternation(zh_requests.DEMAND_MARKERS_ZH, spaces=_ZH) + ")")
_THREAT = re.compile(
    r"(?:要是|如果|假如|万一)\s*你?[^,.!?;]{0,10}?(?:再|不|还|敢|没)[^.!?;]{0,30}?(?:就|我就|我会|你就|我们就)"
    r"|你再[^.!?;,]{0,20}?(?:我就|就别|试试)"
    r"|(?:我|我们)\s*(?:真的|就是|只是)?\s*(?:需要|要)\s*(?:他们|她们|他|她|老公|老婆|丈夫|妻子|孩子|妈妈|爸爸|同事|老板|"
    r"室友|大家|别人|经理|老师)(?!的)"
    r"|(?:你们|你)\s*(?:现在|马上|立刻|赶紧|立马)?\s*给我\s*(?:滚|回来|闭嘴|站住|过来|出去|记住|听着|听好|住手|安静|"
    r"坐下|去|把|起来|下来|滚出去|老实|等着)"
)
_SELF_MODAL = re.compile(r"我\s*(?:也|真的|是不是|可能|就|还)?\s*(?:应该|应当|不应该|不该|得|必须|一定要)$")
_RHETORICAL = re.compile(r"^\s*(?:那|可是|但是|而且|还有|真是|唉|哎)?\s*[,]?\s*(?:"
                         + alternation(zh_judgements.RHETORICAL_ZH, spaces=_ZH) + ")")
_LEAD = re.compile(r"^\s*(?:(?:好了|好吧|行了|那么|那|现在|喂|听着|听好了|嘿|哎|唉|快点|赶紧)\s*[,]?\s*)+")
_POLITE = re.compile("^(?:" + alternation(zh_requests.POLITE_PREFIXES_ZH) + ")")
_COMMAND_START = re.compile(
    r"^(?:你们|你)?\s*(?:(?:" + alternation(zh_requests.COMMAND_STARTS_ZH) + r")(?![到见过了着年始心于系是为得算样起会]))"
)
_DESCRIPTIVE = re.compile(r"的时候|时候|之后|以后|以前|看到|听到|看见|听见|发现|[\u4e00-\u9fff][了过][\u4e00-\u9fff]{2,}")
_VAGUE_START = re.compile(r"^(?:你们|你)?\s*(?:多|更|少|好好|稍微)")
_FIRST_PERSON_CLAUSE = re.compile(r"(?:^|[,;:])\s*(?:因为|所以|但是|可是)?\s*我(?!的)")
_NEGATIVE_HEAD = re.compile(r"^\s*(?:请|你|再|以后|就|也|稍微|可以|能|能不能|可不可以)*\s*(?:"
                            + alternation(zh_requests.NEGATIVE_HEADS_ZH) + ")")
_QUALITY = re.compile("(?:" + alternation(zh_requests.QUALITY_WORDS_ZH, spaces=_ZH) + ")")
_ABSTRACT = re.compile("(?:" + alternation(zh_requests.ABSTRACT_MARKERS_ZH, spaces=_ZH) + ")")
_LABELS = re.compile("(?:" + alternation(zh_judgements.LABELS_ZH, spaces=_ZH) + ")")
_A_BIT_END = re.compile(r"[^\s\d一二三四五六七八九十几半]\s*(?:一点儿|一点|点儿|点|一些|些)\s*(?:吗|吧|呢|嘛|好吗|行吗|可以吗|好不好)?"
                        r"\s*[.!?~]*\s*$")
_MORE_VERB = re.compile(r"(?<![许很太好])(?:多|更)(?!少|久|大|长|远|么|次|个|半|了|数)[\u4e00-\u9fff]")
_SPLIT_MARKER = re.compile(r"(?:你们|你|您)[^,.!?;]{0,8}?(?:愿意|能否|能不能|可不可以|可以|能)")
_DROP_MARKER = re.compile(r"^(?:你|您)?(?:愿意|愿不愿意|是否愿意|能不能|能否|能|可以|可不可以|会不会愿意)?")


def _vague_reason(body: str) -> tuple[str, str] | None:
    """``(trigger, "negative" | "quality")`` when a request body is negative or abstract, else ``None``."""
    if m := _NEGATIVE_HEAD.match(body):
        return m.group(0).strip(), "negative"
    for pattern in (_QUALITY, _LABELS, _ABSTRACT, _MORE_VERB):
        if m := pattern.search(body):
            return m.group(0), "quality"
    if m := _A_BIT_END.search(body):
        return m.group(0).strip(" .!?~"), "quality"
    return None


def _clause_start(text: str, start: int, pos: int) -> int:
    cut = max(text.rfind(mark, start, pos) for mark in ",;:")
    return cut + 1 if cut >= 0 else start


def _sentence_finding(text: str, start: int, end: int) -> Finding | None:
    segment = text[start:end]
    is_question = "?" in segment or bool(_QUESTION_TAIL.search(segment)) or bool(_QUESTION_WORDS.search(segment))
    lead = _LEAD.match(segment)
    body_offset = lead.end() if lead else 0
    body = segment[body_offset:]
    if _RHETORICAL.match(body):
        return Finding("absent", (start + body_offset, end), body.strip(" ?.!"), "rhetorical")
    for m in _DEMAND.finditer(segment):
        if _SELF_MODAL.search(segment[: m.end()]) or segment[max(0, m.start() - 1) : m.start()] == "我" and m.group(
            0
        ) in ("应该", "应当", "不应该", "不该", "得", "必须", "一定要"):
            continue
        whole = m.group(0) in ("不然", "否则", "要不然")
        region = (start, end) if whole else (_clause_start(text, start, start + m.start()), end)
        return Finding("demand", region, m.group(0), "phrase", segment, regions=[region])
    if m := _THREAT.search(segment):
        return Finding("demand", (start, end), m.group(0), "threat", segment, regions=[(start, end)])
    marker = _MARKER.search(segment) or (_SPLIT_MARKER.search(segment) if is_question else None)
    statement = _STATEMENT_MARKER.search(segment)
    if marker and (is_question or statement):
        first = statement if statement and (not is_question or statement.start() <= marker.start()) else marker
        region = (_clause_start(text, start, start + first.start()), end)
        tail = segment[first.end() :]
        tail = _DROP_MARKER.sub("", tail, count=1)
        if reason := _vague_reason(tail):
            return Finding("vague", region, reason[0], reason[1], segment, regions=[region])
        return Finding("request", region, first.group(0), "question", segment, regions=[region])
    if not is_question and not _DESCRIPTIVE.search(segment):
        rest = body
        polite = _POLITE.match(rest)
        if polite:
            rest = rest[polite.end() :]
        starts = _NEGATIVE_HEAD.match(rest) or _COMMAND_START.match(rest) or _VAGUE_START.match(rest)
        if starts or polite or _QUALITY.match(rest) or _A_BIT_END.search(rest):
            if _FIRST_PERSON_CLAUSE.search(rest):
                return None
            region = (start + body_offset, end)
            reason = _vague_reason(rest)
            if reason:
                return Finding("vague", region, reason[0], reason[1], segment, regions=[region])
            key = (polite.group(0) if polite else "") + rest[:2]
            return Finding("demand", region, key.strip(), "command", segment, regions=[region])
    return None


_ORDER = {"demand": 3, "vague": 2, "request": 1}


def detect_request(text: str, sentences: list[Span]) -> tuple[Finding, list[Finding]]:
    """The request verdict for the whole text, plus rhetorical questions found (they count as evaluation)."""
    found: list[Finding] = []
    rhetorical: list[Finding] = []
    for start, end in sentences:
        finding = _sentence_finding(text, start, end)
        if finding is None:
            continue
        (rhetorical if finding.kind == "rhetorical" else found).append(finding)
    if not found:
        return ABSENT, rhetorical
    best = max(found, key=lambda f: _ORDER[f.label])
    regions = [region for f in found for region in f.regions]
    return Finding(best.label, best.span, best.key, best.kind, best.detail, regions), rhetorical
