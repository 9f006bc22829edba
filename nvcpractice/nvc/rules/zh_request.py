"""Simplified Chinese request rules, decided in the rubric's order: demand, then vague, then request.

Why this exists: 必须/应该/不然/否则/我需要你… and bare commands ("回你房间去。") are demands; 别…/不要…/
体贴一点/能不能别这么… are vague; 你愿意…吗 / 你能…吗 with a concrete action is a request; rhetorical questions
("你怎么总是…？") are not requests.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation
from ..lexicons import zh_feelings, zh_judgements, zh_requests
from ..words import boundaries, tagged
from .shared import DEADLINE_ZH, GLAD_ZH, HAN_SPACE_BREAK, SetAside, combine_sentence_requests
from .zh_orders import (
    FROM_NOW_ON,
    NARRATES,
    NOT_AN_ORDER,
    STATED,
    URGED,
    URGING,
    VOCATIVE,
    coaxes,
    exclaimed_order,
    reminder,
)
from .zh_vague import A_BIT_END, QUALITY, vague_reason

_ZH = r"\s*"
_QUESTION_TAIL = re.compile(
    r"(?:吗|呢|嘛|么|好吗|行吗|可以吗|好不好|行不行|怎么样|如何|可不可以|能不能|愿不愿意"
    r"|(?:能|可以|愿意|有空|方便|要|想)[^,.!?]{1,24}?[\u4e00-\u9fff](?:不|没))[^\u4e00-\u9fff\w]*$"
)
"""A question's last word, whatever emoji or marks follow (…吗🥺): 吗, 呢, 好不好…, or 不 closing a question with a
modal in it (周末咱俩能去看个电影不, 你有空来帮我搬下冰箱不)."""
_QUESTION_WORDS = re.compile(
    r"能不能|可不可以|愿不愿意|要不要|好不好|行不行|是否|能否|介不介意|(?P<a>[\u4e00-\u9fff])不(?P=a)"
)
"""A yes/no question without 吗: 能不能, 是否, and any A-not-A form (方不方便, 去不去)."""
_MARKER = re.compile("(?:" + alternation(zh_requests.REQUEST_MARKERS_ZH, spaces=_ZH) + ")")
_WISH = re.compile(
    r"(?:我|我们)?(?:很|真的|特别|真心)?希望(?:你们|你|您|各位|大家)(?!能被|被)"
    r"|(?:如果|要是)(?:你们|你|您)(?:能|可以|愿意)(?=[^.!?]*就太好了)"
)
"""A wish to the listener that leaves room for no (希望你今晚八点前给我回个电话, 如果你能…就太好了): by the rubric a
request when its action is concrete, as a question would be."""
_STATEMENT_MARKER = re.compile(r"我希望你|我想请你|想请你|我请求你|我想邀请你|我们一起|咱们一起|" + _WISH.pattern)
_DEMAND = re.compile("(?:" + alternation(zh_requests.DEMAND_MARKERS_ZH, spaces=_ZH) + ")")
_NEEDING_YOU = re.compile(
    r"我(?:真的|很|特别|非常|好|就是)*需要(?:你|您)(?:们)?(?:能|来|去|帮|给|陪|抱|马上|立刻|尽快|今天)"
)
_THREAT = re.compile(
    r"(?:要是|如果|假如|万一)\s*你?[^,.!?;]{0,10}?(?:再|不|还|敢|没)[^.!?;]{0,30}?(?:就|我就|我会|你就|我们就)"
    r"|你再[^.!?;,]{0,20}?(?:我就|就别|试试)|(?:你敢|再)[^.!?;,]{0,20}?试试|(?:我们|咱们)\s*(?:必须|得)(?![到了出])"
    r"|(?:我|我们)\s*(?:真的|就是|只是)?\s*(?:需要|要)\s*(?:我的?|我们的?)?\s*(?:他们|她们|他|她|老公|老婆|丈夫|妻子|孩子|妈妈|爸爸|同事|老板|"
    r"室友|大家|别人|经理|老师|爸妈|父母|家人|朋友|男朋友|女朋友|领导|邻居|儿子|女儿|哥哥|姐姐|弟弟|妹妹)(?!的)"
    r"|(?:你们|你)\s*(?:现在|马上|立刻|赶紧|立马)?\s*给我\s*(?:滚|回来|闭嘴|站住|过来|出去|记住|听着|听好|住手|安静|"
    r"坐下|去|把|起来|下来|滚出去|老实|等着)"
)
_OBLIGATION_WORDS = frozenset({"必须", "非得", "非要", "一定要", "应该", "应当", "你得", "你该", "你们得", "你就得"})
_SELF_MODAL = re.compile(r"我\s*(?:也|真的|是不是|可能|就|还)?\s*(?:应该|应当|不应该|不该|得|必须|一定要)$")
_RHETORICAL = re.compile(
    r"^\s*+(?:那|可是|但是|而且|还有|真是|唉|哎)?\s*+[,]?\s*+(?:"
    + alternation(zh_judgements.RHETORICAL_ZH, spaces=_ZH)
    + ")"
)
_CANNOT_YOU = re.compile(r"^\s*+(?:你们|你|您)\s*(?P<cue>就不能|就不会|就不可以)")
"""A reproach asked as a question (你就不能成熟一点吗？): by the rubric a vague request, not a rhetorical one;
"why" (为什么你就不能…, 你怎么就不能…) keeps it rhetorical."""
_PLAIN_MANNER_NEXT = re.compile(r"(?<=这么|那么)\s*(?:" + alternation(zh_judgements.PLAIN_MANNERS_ZH) + ")")
_FEELING_NEXT = re.compile(r"\s*+(?:太|很|那么|这么)?(?:" + zh_feelings.feelings_alternation() + ")")
_LEAD = re.compile(
    r"^\s*+(?:(?:(?!别|不要|不许|不准|请|我|他|她)[\u4e00-\u9fff\d]{1,4}(?:之内|以内)|好了|好吧|行了|那么|那|现在|喂|听着|听好了|嘿|哎|唉|快点|赶紧|今天|明天|今晚|晚上|早上|下午|周末|"
    r"哎呀|哎哟|好啦|行啦|宝贝|亲|每天|以后|下次|下个月|下周|这周|本周|月底|从现在开始|从今天起|" + VOCATIVE + "|"
    r"(?!别|不要|不许|不准|请|我|他|她)[\u4e00-\u9fff\d]{1,4}(?:前|之前|以前|以后|之后))\s*+[,]?\s*+)+"
)
_POLITE = re.compile("^(?:" + alternation(zh_requests.POLITE_PREFIXES_ZH) + ")")
_COMMAND_OPENING = (
    r"^(?:(?:你们|您们|你|您)\s*(?=去|把|给我|快|赶紧|马上|立刻|现在就|先|今天就))?\s*(?:"
    + alternation(zh_requests.COMMAND_STARTS_ZH)
    + ")"
)
_COMMAND_START = re.compile(_COMMAND_OPENING + r"(?![到见过了着年始心于系是为得算样起会])")
_STILL = re.compile(r"还\s*(?=[差有没在挺很真是要不])")
"""还 as "still" (还差63块, 还在睡, 还没到), not 还 as "give back" (还钱, 还给我)."""
_COMMAND_WORD_START = re.compile(_COMMAND_OPENING)


def _command_start(rest: str) -> re.Match[str] | None:
    """A command word opening ``rest``: one the list's guard lets through, or one the segmenter cuts as a word of its
    own (把/会议/纪要: the guard refuses 把会, which would open 把会开完 as well)."""
    if _STILL.match(rest):
        return None
    if found := _COMMAND_START.match(rest):
        return found
    found = _COMMAND_WORD_START.match(rest)
    return found if found and found.end() in boundaries(rest) else None


_DESCRIPTIVE = re.compile(
    r"的时候|时候|(?<=[\u4e00-\u9fff])(?<![你您请们])(?:之后|以后)|以前|看到|听到|看见|听见|发现|[\u4e00-\u9fff][了过][\u4e00-\u9fff]{2,}"
    r"|把[^,.!?;]{1,12}?(?:丢|坏|碎|破|脏|乱|砸|翻|洒|断|裂|烂|错)(?:掉)?了"
)
"""What happened rather than what to do: a time, a perception, an action done before more follows, or a mishap
(你把我的书弄丢了: nobody commands a loss, while 你把碗洗了 is a command)."""
_VAGUE_START = re.compile(r"^(?:你们|你)?\s*(?:多|更|少|好好|稍微)")
_FIRST_PERSON_CLAUSE = re.compile(r"(?:^|[,;:])\s*(?:因为|所以|但是|可是)?\s*我(?!的)")
_NEGATIVE_HEAD = re.compile(
    r"^\s*+(?:请|你们|你|您|再|以后|就|也|稍微|可以|能|能不能|可不可以|先|可|千万|一定|最好|还是|暂时)*\s*+(?:"
    + alternation(zh_requests.NEGATIVE_HEADS_ZH)
    + ")"
)
_BRIEFLY = re.compile(
    r"^(?![我他她])(?![^,.!?]*(?:想|需要|要|可以|能|得))[\u4e00-\u9fff]{1,6}?(?:一下|一声)(?:吧|呗|啊)?\s*[.!~]*\s*$"
)
"""A verb done briefly, said to no one named (问一声。, 擦一下吧): a command — not a wish (真的需要休息一下)."""
_PERSON = re.compile(r"我|你|您|他|她|它|大家|孩子|老板|妈|爸")
_PROPOSAL = re.compile(r"^\s*(?:我们|咱们)(?=[^.!?]*吧\s*[.!?~]*\s*$)")
_SPLIT_MARKER = re.compile(
    r"(?:你们|你|您)(?:(?![\u4e00-\u9fff]\s+[\u4e00-\u9fff])[^,.!?;]){0,14}?(?:愿意|能否|能不能|可不可以|可以|能|方便|有空|有时间)"
    r"|(?:^|(?<=[,\s]))(?:请问)?\s*(?!这个|那个|这些|那些|这样|那样|它)(?:(?![我他她])[\u4e00-\u9fff\d]){0,8}?"
    r"(?:能|可以|能否|可否|方便)(?=[\u4e00-\u9fff])"
    r"|(?:^|[,\s])(?:那|那么|要不)?(?:愿意|愿不愿意|是否愿意|会不会愿意)"
)
"""A yes/no question whose predicate opens with a modal asks for an action, with or without a subject
(能给我一个拥抱吗？, 您这周方便打个电话吗？, 下周三能让我调休一天吗？, 周五下午三点可以…吗？: whatever sets
the time before it, so long as no one else nor a thing is its subject: 这个能退吗 asks about a thing), 你有空…吗
asking whether the listener is free to, and 愿意 after the clause that sets the time
(你下次有意见的时候，愿意私下跟我说吗？)."""
_DROP_MARKER = re.compile(r"^(?:你|您)?(?:愿意|愿不愿意|是否愿意|能不能|能否|能|可以|可不可以|会不会愿意)?")


_PROPOSER = re.compile(r"我们|咱们|你看|要不|不如|一起")
_ADDRESSED_NEGATIVE = re.compile(r"^(?:请|你们|您|你)?\s*(?:别|不要|不许|不准)")
_ADDRESSED_COMMAND = re.compile(
    r"^(?:请|麻烦|拜托|(?:马上|立刻|立即|赶紧|赶快|现在就)\s*[\u4e00-\u9fff]"
    r"|(?:(?:你们|你|您)\s*)?(?:马上|立刻|立即|赶紧|赶快|现在就)?\s*给我"
    r"|(?:你们|你|您)\s*(?:去|把|给我|快|赶紧|马上|立刻|现在就|先))"
)
"""A clause that can only be said to the listener: 请…, 你把…, 马上…, (马上)给我道歉."""
_TOPIC_COMMAND = re.compile(
    r"^(?![我他她]|你(?!的|家|们的|们家)|您(?!的|家))[\u4e00-\u9fff]{1,8}?(?:(?:别|不要|不许|不准)(?!人)|(?:发|借|给|还|递|传|寄|转)(?:给)?我"
    r"(?:用下|用一下|一下|看看|看下)?(?:吧|呗)?\s*[.!~]*$)"
)
"""A command after its topic, the listener's things included: 空调别开那么低。, 退款流程发我。, 门禁卡借我用下呗。,
你的车别堵着车库门。"""
_SOFTENED = re.compile(r"(?P<v>[\u4e00-\u9fff])(?P=v)吧\s*[.!~]*$|[\u4e00-\u9fff]一下吧\s*[.!~]*$")
_COMMAND_WORD = re.compile(r"[^\s,.!?;~]{0,4}")


_SPACE_BREAK = re.compile(HAN_SPACE_BREAK)
_CLAUSES = re.compile(r",|" + HAN_SPACE_BREAK)


def _last_break(text: str, start: int, pos: int) -> int:
    """Where the last clause break (a comma, semicolon, colon or a space between two clauses) before ``pos`` is,
    looking back from ``pos`` no further than the last punctuation mark."""
    cut = max(text.rfind(mark, start, pos) for mark in ",;:")
    space = pos
    while (space := text.rfind(" ", cut + 1, space)) > cut:
        run = space
        while run > cut + 1 and text[run - 1].isspace():
            run -= 1  # each run of spaces is looked at once, from its first space
        if _SPACE_BREAK.match(text, run):
            return run
        space = run
    return cut


def _clause_start(text: str, start: int, pos: int) -> int:
    """Start of the clause holding ``pos``, extended over short leading clauses without a person ("周五晚上，…")."""
    cut = _last_break(text, start, pos)
    while cut >= 0:
        previous = _last_break(text, start, cut)
        lead = text[previous + 1 if previous >= 0 else start : cut]
        if len(lead.strip()) > 8 or _PERSON.search(lead) or _DESCRIPTIVE.search(lead):
            break
        cut = previous
    return cut + 1 if cut >= 0 else start


_ASKED_THEN_TOLD = re.compile(r"(?P<q>吗|呢)(?=\s+[\u4e00-\u9fff])")
"""A question closed by 吗 and then, after a space, a clause that tells something (能捡一下吗 今早门口有一坨): the
request ends with its question."""
_TAG = re.compile(
    r"(?<![\u4e00-\u9fff\w])(?:好吗|好不好|行吗|行不行|可以吗|听到没有|听见没有|听到没|听见没|懂吗|懂不懂|明白吗|明白没|"
    r"知道吗|知道没|ok|okay)[?!.~\s]{0,4}$",
    re.I,
)
_TAG_WINDOW = 12
"""A tag closing a sentence after a comma or a space (looked for in its last ``_TAG_WINDOW`` characters): what
comes before it decides what is asked."""


def _asks(segment: str) -> bool:
    """Whether the sentence is a question: a question mark, a clause ending like one, or an A-not-A or 是否 form."""
    return (
        "?" in segment
        or any(
            _QUESTION_TAIL.search(clause) and not (coaxes(clause) and URGED.search(clause))
            for clause in _CLAUSES.split(segment)
        )  # 你愿意…吗，三五条就行
        or bool(_QUESTION_WORDS.search(segment))
    )


def _sentence_finding(text: str, start: int, end: int) -> Finding | None:
    """The request verdict for one sentence (or its rhetorical question), ``None`` when it asks for nothing; a
    command or an obligation before a tag (你今晚必须把碗洗了 好吗, 你去把垃圾倒了 OK？) stays a demand, the tag
    included: the tag leaves no room for no."""
    tag = _TAG.search(text, max(start, end - _TAG_WINDOW), end)
    inner = _untagged_finding(text, start, tag.start()) if tag and tag.start() > start else None
    if inner and inner.label == "demand":
        region = (min(r[0] for r in inner.regions or [inner.span or (start, end)]), end)
        return Finding("demand", region, inner.key, inner.kind, inner.detail, regions=[region])
    return _untagged_finding(text, start, end)


def _untagged_finding(text: str, start: int, end: int) -> Finding | None:
    """The verdict for the words of a sentence as they are, a closing tag read as part of them."""
    segment = text[start:end]
    is_question = _asks(segment)
    lead = _LEAD.match(segment)
    body_offset = lead.end() if lead else 0
    body = segment[body_offset:]
    rhetorical = _RHETORICAL.match(body)
    asks = rhetorical and (
        _FEELING_NEXT.match(body, rhetorical.end()) or _PLAIN_MANNER_NEXT.match(body, rhetorical.end())
    )
    if rhetorical and not asks:  # 你怎么不开心？ asks with care; 你怎么这么早就到了？ asks in surprise
        exclaimed = exclaimed_order(segment) or _verb_first_order(segment)
        if exclaimed and exclaimed[0] > 0:  # 说了多少遍了，车不要停消防通道！ 你怎么这么懒，赶紧起床
            return Finding("demand", (start + exclaimed[0], end), exclaimed[1], "command", segment)
        return Finding("absent", (start + body_offset, end), body.strip(" ?.!"), "rhetorical")
    if demand := _demand_words(text, start, end, is_question):
        return demand
    if is_question and (cannot := _CANNOT_YOU.match(body)):
        region = (start + body_offset, end)
        return Finding("vague", region, cannot.group("cue"), "quality", segment, regions=[region])
    marker = _MARKER.search(segment)
    if (
        marker
        and marker.group(0) in ("怎么样", "如何")
        and not segment[: marker.start()].rstrip().endswith(",")
        and not _PROPOSER.search(segment, 0, marker.start())
    ):
        marker = None  # “…过得怎么样” asks how something went; “周六去爬山，怎么样？” proposes
    marker = marker or (_SPLIT_MARKER.search(segment) if is_question else None)
    if not marker and (proposal := _PROPOSAL.search(segment)):
        marker = proposal
    statement = _STATEMENT_MARKER.search(segment) or (marker if marker and marker.re is _PROPOSAL else None)
    marker = marker or _WISH.search(segment)  # 希望你今晚八点前…: the wish is its own marker
    if marker and (is_question or statement):
        first = statement if statement and (not is_question or statement.start() <= marker.start()) else marker
        asked_end = _ASKED_THEN_TOLD.search(text, start + first.end(), end)
        region = (_clause_start(text, start, start + first.start()), asked_end.end("q") if asked_end else end)
        tail = segment[first.end() :]
        tail = _DROP_MARKER.sub("", tail, count=1)
        if reason := vague_reason(tail, lead_pattern=_LEAD, negative_head=_NEGATIVE_HEAD):
            return Finding("vague", region, reason[0], reason[1], segment, regions=[region])
        return Finding("request", region, first.group(0), "question", segment, regions=[region])
    if not is_question and (reminded := reminder(segment)):
        region = (_clause_start(text, start, start + reminded.start("cue")), end)
        return Finding("demand", region, reminded.group("cue"), "command", segment, regions=[region])
    if not is_question:
        return _command_finding(start, end, segment, body)
    return None


def _demand_words(text: str, start: int, end: int, is_question: bool) -> Finding | None:
    """A demand said in words (必须, 不然, 我需要你…, a threat), unless the speaker is its subject or, in a question,
    it asks about an obligation."""
    segment = text[start:end]
    for m in _DEMAND.finditer(segment):
        if m.group(0) in ("我需要你", "我们需要你", "我要你") and not segment[m.end() :].strip(" .!?~"):
            continue  # "我需要你。" states a need for a person, it asks for no action
        if is_question and m.group(0) in _OBLIGATION_WORDS:
            continue  # "你非得这么早走吗？" asks about an obligation
        if _SELF_MODAL.search(segment[: m.end()]) or (
            segment[max(0, m.start() - 1) : m.start()] == "我"
            and m.group(0) in ("应该", "应当", "不应该", "不该", "得", "必须", "一定要")
        ):
            continue
        whole = m.group(0) in ("不然", "否则", "要不然")
        region = (start, end) if whole else (_clause_start(text, start, start + m.start()), end)
        return Finding("demand", region, m.group(0), "phrase", segment, regions=[region])
    for kind, pattern in (("phrase", _NEEDING_YOU), ("threat", _THREAT)):
        if (m := pattern.search(segment)) and not GLAD_ZH.match(segment, m.end()):
            region = (_clause_start(text, start, start + m.start()), end)
            return Finding("demand", region, m.group(0), kind, segment, regions=[region])
    return None


def _command_finding(start: int, end: int, segment: str, body: str) -> Finding | None:
    """A bare command in a sentence that asks no question: a demand, whether it names an action, a quality or an
    attitude (rule 1: every bare command is a demand).

    The command may follow another clause: a judgement (“你们真不靠谱，马上处理好。”) or, when it opens with
    别/不要 and so cannot be the speaker narrating, a thought or feeling (“我觉得…，别再…了。”).
    """
    first_person = bool(_FIRST_PERSON_CLAUSE.search(body)) and not _NEGATIVE_HEAD.match(_CLAUSES.split(body, 1)[0])
    descriptive = bool(_DESCRIPTIVE.search(body))  # a lead (以后, 下次) sets when to act, not what happened
    found = None if first_person else _command_in(body, descriptive)
    region_start, offset = start, 0
    while found is None and (comma := _CLAUSES.search(body, offset)) is not None:
        offset = comma.end()
        following = _CLAUSES.search(body, offset)
        clause = body[offset:] if following is None else body[offset : following.start()]
        lead = _LEAD.match(clause)
        clause = (clause[lead.end() :] if lead else clause).lstrip()
        addressed = _ADDRESSED_NEGATIVE.match(clause) or _ADDRESSED_COMMAND.match(clause) or _BRIEFLY.match(clause)
        addressed = addressed or (lead and FROM_NOW_ON.search(lead.group()))  # …我需要秩序，下次注意点
        if first_person and not addressed:
            continue
        if _FIRST_PERSON_CLAUSE.search(clause) or (
            "了" in clause.replace("了解", "") and not _NEGATIVE_HEAD.match(clause) and not addressed
        ):
            continue  # “…，去睡了。”, 还给孩子洗了澡 narrate
        found = _command_in(clause, bool(_DESCRIPTIVE.search(clause)))  # this clause's own time, not the first's
        region_start = end - len(body) + offset
    if found is None and (exclaimed := exclaimed_order(segment) or _verb_first_order(segment)):
        return Finding("demand", (end - len(segment) + exclaimed[0], end), exclaimed[1], "command", segment)
    if found is None:
        return None
    label, key, kind = found
    after = _CLAUSES.search(body, offset)  # the command's own clause ends here
    speaker = _FIRST_PERSON_CLAUSE.search(body, after.start()) if after else None
    region = (region_start, end - len(body) + speaker.start() if speaker else end)  # 别吵了，我在开会: not mine
    return Finding(label, region, key, kind, segment, regions=[region])


_DIRECTIONAL = re.compile(r"(?:过|回|出|进|下|上|起)(?:来|去)")
"""A verb of coming and going (过来, 回去), whatever the tagger calls it (it tags 过来 a time word)."""
_THEN_BA = re.compile(r"[\u4e00-\u9fff]{1,3}?(?:来|去|下来|回来|回去|过来|好)?\s*把(?=[^,.!?]{2,})")
"""A verb, then a 把-clause (留下来把报表做完, 回家把碗洗了): the first act leads to the one asked for."""


_LISTENER = re.compile(r"^(?:你们|你|您)?\s*(?:自己)?\s*")


def _verb_first_order(segment: str) -> tuple[int, str] | None:
    """A last clause urged on (赶紧, 马上, 以后, 下次) that then opens with a verb or 把 and names no one who did it
    (赶紧辞职, 以后放到脏衣篮里): a command by its form, read by the words' parts of speech, not a list of verbs; not
    the speaker's own doing, a question nor what happened (了 closes it with no time still to come)."""
    body = segment.rstrip(" .!~,")
    start = max(body.rfind(","), body.rfind(" ")) + 1
    clause = body[start:]
    rest = clause
    for opening in (_LEAD, _LISTENER, _LEAD, URGING):  # 你下午四点前把表交给我: listener, time, then the act
        rest = rest[found.end() :] if (found := opening.match(rest)) else rest
    words = [item for item in tagged(rest) if item[0].strip()]
    if (
        not words
        or NARRATES.search(rest)
        or (_QUESTION_TAIL.search(clause) and not coaxes(clause))
        or _DESCRIPTIVE.search(rest)
    ):
        return None
    first, tag = words[0]
    done = rest.endswith("了") and not (DEADLINE_ZH.search(clause) or URGING.search(clause, 0, len(clause) - len(rest)))
    urged = URGED.search(clause, 0, len(clause) - len(rest)) or _THEN_BA.match(rest)
    verb_as_preposition = tag == "p" and not any(t.startswith("v") for _, t in words[1:])  # 以后用你自己的
    told = "给我" in clause[: len(clause) - len(rest)]  # 都给我安静: whatever follows 给我 is ordered
    verb = tag.startswith("v") or verb_as_preposition or _DIRECTIONAL.match(rest) or told
    opens = rest.startswith("把") or (verb and first not in NOT_AN_ORDER)
    return (start, clause) if urged and opens and not done else None


def _command_in(rest: str, descriptive: bool) -> tuple[str, str, str] | None:
    """``("demand", key, "command")`` when ``rest`` opens with a command or a quality wish, else ``None``.

    In a ``descriptive`` sentence (…的时候, 看到…) only a negative or quality opening counts.
    """
    polite = _POLITE.match(rest)
    if polite:
        rest = rest[polite.end() :]
        if not _POLITE.sub("", rest).strip(" 了啦啊呀哈嘛.!~,"):
            return None  # 麻烦你了, 拜托拜托: thanks or pleading, with nothing asked
    vague_start = _NEGATIVE_HEAD.match(rest) or _VAGUE_START.match(rest) or QUALITY.match(rest)
    topic = _TOPIC_COMMAND.match(rest) or (None if _PROPOSER.search(rest) else _SOFTENED.search(rest))
    command = (_command_start(rest) or polite or A_BIT_END.search(rest) or topic or _BRIEFLY.match(rest)) and not (
        descriptive or STATED.search(_CLAUSES.split(rest, maxsplit=1)[0])
    )
    if not (vague_start or command):
        return None
    if vague_start and not command:  # “别抱怨了。”, “多支持我一点。”: still a bare command, so a demand (rule 1)
        return "demand", vague_start.group(0), "command"
    key = (polite.group(0) if polite else "") + _COMMAND_WORD.match(rest).group(0)
    return "demand", key.strip(), "command"


def detect_request(
    text: str, sentences: list[Span], set_aside: SetAside | None = None
) -> tuple[Finding, list[Finding]]:
    """The request verdict for the whole text, plus rhetorical questions found (they count as evaluation)."""
    return combine_sentence_requests(text, sentences, _sentence_finding, set_aside)
