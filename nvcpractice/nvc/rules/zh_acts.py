"""Chinese dialogue acts: which acts a message carries, and the words that show each.

Why this exists: the practice modes react to what the learner is doing — 打招呼, 告别, 问教练, 放弃, 威胁 —
not only to the four components. Each act is a class of words (``lexicons/zh_acts.py``) in a place: a greeting
opens the message, an agreement heads its first clause, a threat is a consequence after a condition (再…就…,
要是…就…), a vent speaks about someone who is not there. Entries count only on the segmenter's word boundaries
(``words.py``).
"""

from __future__ import annotations

import re

from ..findings import Span, plain_regex
from ..lexicons import zh_acts
from ..words import first_on_words as _first
from ..words import on_words
from .shared import GLAD_ZH
from .zh_ask_coach import ask_coach as ask_coach  # each act is found by a function of its name in this module
from .zh_vent import QUOTED as _QUOTED
from .zh_vent import SECOND_PERSON as _SECOND_PERSON
from .zh_vent import vent as vent  # (as ask_coach above)

_CLAUSE = re.compile(r"[^.,!?;:\n~ ]+")
_FILLER = r"(?:(?:哦|噢|啊|唉|诶|哎|哈|呃|emm+|那个)[\s,.!~]*)*"
_GREETING = plain_regex(zh_acts.GREETINGS_ZH)
_TITLE_GREETING = re.compile(
    r"(?:[\u4e00-\u9fff]{0,2}(?:总|姐|哥|老师|教练|师傅|阿姨|叔叔|经理|主任|老板|领导|妈|爸|姨|叔)|大家|各位|亲)(?:您|你)?好"
    r"(?=$|[\s,.!~]|[啊呀呢哈您你])"
)
_VOCATIVE = re.compile(r"[\u4e00-\u9fff]{1,3}[,\s]+")
_LEAVE = plain_regex(zh_acts.LEAVINGS_ZH)
_ADDRESSED = re.compile(r"老师|教练|妈|爸|姐|哥|宝|亲")
_SEE_YOU = re.compile(
    r"(?:下周|下次|明天|周[一二三四五六日末]|晚点|回头|改天|下回|一会儿?)见"
    r"|(?:^|[\s,.!~])(?:我|先)?(?:得|要|该)去[\u4e00-\u9fff]{1,6}?了(?=$|[\s,.!~])"
)
"""See you (下次见), or off to something else now (我得去开会了, 该去接娃了)."""
_THANKS = plain_regex(zh_acts.THANKS_ZH)
_APOLOGY = plain_regex(zh_acts.APOLOGIES_ZH)
_NOT_APOLOGY_BEFORE = re.compile(r"[你他她]$|[你他她]们$")
_AGREE = plain_regex(zh_acts.AGREEMENTS_ZH)
_AGREE_ECHO = re.compile(r"([\u4e00-\u9fff0-9]{1,4})就\1(?=$|[\s,.!~]|吧|啊)")

_AGREE_END = re.compile(r"$|[\s,.!?~]|[啊呀吧呢哈的嘞啦哒滴]")
_NOT_AGREE_AFTER = re.compile(r"了|以|先|不|能|会|是|像")
_CONTRAST = re.compile(r"但|不过|可是|只是|but")
_GIVE_UP = plain_regex(zh_acts.GIVING_UP_ZH)
_REFUSAL = plain_regex(zh_acts.REFUSALS_ZH)
_REFUSE_VERB = re.compile(
    r"(?<!你)(?<!您)(?<!你们)(?:我)?(?:真的)?(?:不想再|不想|不要再|不要|不再|不)(?:演|练|继续|试|说|谈|想想|做|改|学|弄|搞)(?:了|下去|啦)?"
    r"(?=$|[\s,.!~])|(?:都|也|现在|今天)?不(?:太)?想(?![你他她我])[\u4e00-\u9fff]{0,2}(?:了|啊)?(?=$|[\s,.!~])"
)
"""The speaker declining to go on (我不想练了, 不说了); said to 你 it is an order (你不要再说了), not a refusal."""
_SOMEONE_SAID = re.compile(
    r"[你您他她](?:们)?(?:是不是|是否|也|还|就|可能|会)?(?:说|觉得|感觉|认为|以为|嫌)[^,.!?]{0,4}$"
)
"""Someone else's words or thought (你说无所谓, 你是不是觉得说了也没用): not the speaker giving up."""
_REFUSE_A_DEED = re.compile(r"不(?:要再|要|再)?(?:做|改)")  # 我不改, 不要再做: what the other person asked is refused
_REFUSE_HEAD = re.compile(r"\s*" + _FILLER + r"(?:不行|不要|不了|不用了|不|没门|休想|no)(?=$|[\s,.!~])")
_CONCEPT = plain_regex(zh_acts.NVC_CONCEPTS_ZH)
_CONCEPT_ASKING = plain_regex(zh_acts.CONCEPT_ASKING_ZH)
_NVC = re.compile(r"nvc|非暴力|共情|自我共情|长颈鹿|豺狗|伪感受")
_WHY_NOT = re.compile(r"(?:为什么|为啥|凭啥)不能(?:这么|这样)?(?:说|用)|为啥不是|不能说\"|能(?:说|用)\"[^\"]{1,20}\"吗")
_METHOD = re.compile(r"这套方法|这个方法|这套|这种沟通|这种说法")
_QUESTION = re.compile(
    r"[?]|吗|啥|(?<!凭)什么|怎么|为什么|为啥|咋|区别|还是|算不算|是不是|一回事|不一样|呢|哪|是吧|对吧"
)
_PERSON_BEFORE = re.compile(r"[你我他她您]$|[你我他她]们$|是不是$|真的$|很$|也$|都$")
_THREAT_PHRASE = plain_regex(zh_acts.THREAT_PHRASES_ZH)
_AUTHORITY = plain_regex(zh_acts.AUTHORITIES_ZH)
_PUNISH = plain_regex(zh_acts.PUNISHMENTS_ZH)
_CONDITION = plain_regex(zh_acts.THREAT_CONDITIONS_ZH)
_CONSEQUENCE_LEAD = re.compile(r"我|那我|我们|就|直接|立马|马上|会|要|去|可就|只能|只好")
_ACCUSE = plain_regex(zh_acts.ACCUSING_VERBS_ZH)
_AUTHORITY_LEAD = re.compile(r"(?:我|我们)(?:就|直接|要|会|马上|立马)\s*(?:去|找|叫|打给|告诉|报)?\s*$")
_TRANSGRESSING = re.compile(r"再|不|没|敢|硬|还")
_AFTER_ITS_CLAUSE = frozenset({"的话", "是吧"})
_PERSISTING = re.compile(r"还不|再不|还没|还是不|又|再")
"""What a condition marked after its clause (…的话, …是吧) must say to threaten: the other keeps doing, or keeps not
doing, it (还不关的话 我就拔网线) — not a circumstance (你没空的话我就自己去)."""
_HOTLINE = re.compile(r"打\s*(?:1\d{2,4}|315)")
"""A complaint or emergency line (打12315, 打110, 打315): an authority by its number."""
_CONSEQUENCE = re.compile(r"(?:我|我们|那我)(?:[\u4e00-\u9fff]{0,3}?)(?:就|直接|只能|只好|马上|立马)")
_ENDING = re.compile(r"(?:咱俩|我们|咱们)?(?:就(?:完了|离|离婚|分手|分|散|拉倒|绝交)(?=$|[\s,.!~]|了|吧)|就?别想)")
_BARE_CONDITION = re.compile(
    r"(?:^|[,\s])(?:(?!我)[\u4e00-\u9fff\d]){0,8}(?:不|没|再)[\u4e00-\u9fff]{1,8}?[,\s]*"
    r"(?:那)?(?:我|我们|咱俩|咱们)?(?:[\u4e00-\u9fff]{0,2})就[\u4e00-\u9fff\d]{0,4}$"
)
"""A condition said without 如果 (这周不退 我就…, 你再跟她聊 咱俩就分了): a clause with 不, 没 or 再 whose doer is
not the speaker, then the consequence's 就."""
_POTENTIAL = re.compile(r"不到|不着|不了|不见|不动|得到|得着|得了")
_DARE = re.compile(r"你(?:敢|再)[^,.!?]{1,12}试试")
_OFF_TOPIC = plain_regex(zh_acts.OFF_TOPIC_SUBJECTS_ZH)
_OFF_TOPIC_FRAME = plain_regex(zh_acts.OFF_TOPIC_FRAMES_ZH)
_BY_THE_WAY = re.compile(
    r"(?:^|[\s,.!~])(?:哈+\s*)?(?:话说|说起来|对了(?=[\s,.!~]*[^\s,.!~]{4,}))(?!回来|容易|简单|也是)"
)
"""话说…, 说起来…, 对了… opening a clause: a change of subject (not 话说回来, "back to it", nor 说起来容易, nor 对了
said alone, "right")."""
_SPEAKER = re.compile(r"我")
_STATEMENT_CUE = re.compile(r"觉得|感到|希望|需要|愿意|能不能|可以吗|能.{0,12}吗|请|当时|挺|有点")
_MATH = re.compile(r"(?<!\d)\d+\s*(?:乘以|乘|除以|加|减|x|\*)\s*\d+")
_TO_THE_BOT = re.compile(
    r"[?]|帮我|推荐|你知道|你喜欢|吗|嘛|啥|什么|怎么|咋|到底|干嘛|还是|能不能|几|哪|讲个|来个|给我|查|写|"
    r"(?:不|没|没有)(?=$|[\s?~!])"
)


def _head(text: str) -> Span | None:
    clauses = [m.span() for m in _CLAUSE.finditer(text)]
    for start, end in clauses:
        if not _GREETING.fullmatch(text, start, end):
            return start, end
    return None


def greeting(text: str, edges: frozenset[int]) -> Span | None:
    start = len(text) - len(text.lstrip())
    for at in (start, _vocative_end(text, start)):
        title = _TITLE_GREETING.match(text, at)
        if title:
            return title.span()
        match = _GREETING.match(text, at)
        if match and match.end() in edges:
            return match.span()
    return None


def _vocative_end(text: str, start: int) -> int:
    """Past a name or title that opens the message (妈，您好)."""
    vocative = _VOCATIVE.match(text, start)
    return vocative.end() if vocative else start


def leave(text: str, edges: frozenset[int]) -> Span | None:
    for match in on_words(_LEAVE, text, edges):
        after = text[match.end() : match.end() + 1]
        before = text[max(0, match.start() - 1) : match.start()]
        if len(match.group()) >= 3:
            return match.span()
        if (
            after in ("", " ", ",", ".", "!", "~", "啦", "啊", "哈", "了", "吧") or _ADDRESSED.match(text, match.end())
        ) and before in (
            "",
            " ",
            ",",
            ".",
            "!",
            "~",
            "我",
            "先",
            "那",
            "啦",
            "了",
            "哈",
        ):
            return match.span()
    see_you = _SEE_YOU.search(text)
    return see_you.span() if see_you else None


def thanks(text: str, edges: frozenset[int]) -> Span | None:
    return _first(_THANKS, text, edges)


def apology(text: str, edges: frozenset[int]) -> Span | None:
    for match in on_words(_APOLOGY, text, edges):
        if not _NOT_APOLOGY_BEFORE.search(text[max(0, match.start() - 2) : match.start()]):
            return match.span()
    return None


def _answer_head(text: str) -> Span | None:
    """The first clause that is no greeting, past the fillers that open it (哦, 呃, 那个): where a yes would be."""
    head = _head(text)
    if head is None:
        return None
    start, end = head
    filler = re.match(_FILLER, text[start:end])
    return start + (filler.end() if filler else 0), end


def agree(text: str, edges: frozenset[int], threat_span: Span | None) -> Span | None:
    if threat_span is not None and not _CONTRAST.search(text[: threat_span[0]]):
        return None
    head = _answer_head(text)
    if head is None:
        return None
    start, end = head
    match = _AGREE.match(text, start)
    if match and _HESITATING.fullmatch(match.group()) and _TRAILING_OFF.match(text, match.end()):
        match = None  # 嗯…有点难过吧: a 嗯 trailing off before the answer hesitates
    if match and match.end() in edges and _agreement_ends(text, match) and not _GIVE_UP.search(text, start, end):
        return match.span()
    for echo in _AGREE_ECHO.finditer(text):  # 行就行, 那行 练练就练练 answer; 停车费说涨就涨 complains
        if echo.start() == start or text[echo.start() - 1] in " ,":
            return echo.span()
    return None


def _agreement_ends(text: str, match: re.Match[str]) -> bool:
    """好, 可以, 对 agree when the clause ends there (好的王总, 嗯 行); not as 对了 ("by the way"), 可以先….
    Fixed phrases of three characters or more (没问题, 一言为定) agree wherever the clause goes on."""
    after = text[match.end() : match.end() + 1]
    if len(match.group()) >= 3:
        return True
    return bool(_AGREE_END.match(text, match.end())) or (after != "" and not _NOT_AGREE_AFTER.match(after))


def _phrase(pattern: re.Pattern[str], text: str, edges: frozenset[int]) -> Span | None:
    for match in on_words(pattern, text, edges):
        before = text[max(0, match.start() - 12) : match.start()]
        if _SOMEONE_SAID.search(before) or "吗" in text[match.end() : match.end() + 3]:
            continue  # someone else's word (你说无所谓), or a question (这套方法不就没用了吗)
        return match.span()
    return None


def give_up(text: str, edges: frozenset[int]) -> Span | None:
    """Giving up the practice itself (算了, 不练了, 不想聊), not refusing what the other person asked (我不去)."""
    found = _phrase(_GIVE_UP, text, edges)
    if found:
        return found
    found = _first(_REFUSE_VERB, text, edges)
    return found if found and not _REFUSE_A_DEED.search(text, *found) else None


def refuse_or_give_up(text: str, edges: frozenset[int]) -> Span | None:
    found = _phrase(_GIVE_UP, text, edges) or _phrase(_REFUSAL, text, edges) or _first(_REFUSE_VERB, text, edges)
    if found:
        return found
    head = _REFUSE_HEAD.match(text)
    return (head.end() - len(head.group().lstrip()), head.end()) if head else None


def nvc_question(text: str, edges: frozenset[int]) -> Span | None:
    if not _QUESTION.search(text):
        return None
    nvc = _NVC.search(text) or _WHY_NOT.search(text) or _METHOD.search(text)
    if nvc:
        return nvc.span()
    quoted = _QUOTED.search(text)
    if quoted and _CONCEPT_ASKING.search(text, quoted.end()):
        return quoted.span()
    for match in on_words(_CONCEPT, text, edges):
        if _PERSON_BEFORE.search(text[max(0, match.start() - 3) : match.start()]):
            continue
        near = text[max(0, match.start() - 4) : match.end() + 6]
        if _CONCEPT_ASKING.search(near) or _CONCEPT.search(text, match.end()):
            return match.span()
    return None


def threat(text: str, edges: frozenset[int]) -> Span | None:
    found = _first(_THREAT_PHRASE, text, edges) or (m.span() if (m := _DARE.search(text)) else None)
    if found:
        return found
    consequence = _conditional_consequence(text)
    if consequence:
        return consequence
    for pattern in (_ACCUSE, _AUTHORITY, _PUNISH, _ENDING, _HOTLINE):
        matches = pattern.finditer(text) if pattern in (_ENDING, _HOTLINE) else on_words(pattern, text, edges)
        for match in matches:
            if _POTENTIAL.match(text, match.end()):
                continue  # 我找不到了, 扣不了: what the speaker can or cannot do, no deed done to anyone
            before = text[: match.start()]
            condition = _CONDITION.search(before) or _BARE_CONDITION.search(before)
            ending = match.group() if pattern is _ENDING else ""  # 就分了; 别想 (…别想要了) needs no lead
            if condition and ("别想" in ending or _CONSEQUENCE_LEAD.search(ending or before[-6:])):
                return condition.start(), match.end()
            lead = r"(?:我|我们)(?:就|直接|要|去|会)?\s*$" if pattern is _ACCUSE else None
            found_lead = re.search(lead, before[-4:]) if lead else _AUTHORITY_LEAD.search(before[-8:])
            if pattern in (_ACCUSE, _AUTHORITY, _HOTLINE) and found_lead:
                return match.start() - len(found_lead.group()), match.end()
    return None


def _conditional_consequence(text: str) -> Span | None:
    """再…我就…, 今天不退我就…, 不然我只能…: what the speaker will do if the other person does (or fails to do) it.
    The condition names a transgression (再, 不, 没, 敢, 硬, 还), so "如果你累了，我就来接你" offers, it does not
    threaten."""
    for clause in re.finditer(r"[^.!?\n]+", text):
        consequence = _CONSEQUENCE.search(clause.group())
        if consequence is None or GLAD_ZH.match(clause.group(), consequence.end()):
            continue  # 如果你能还我就太好了: a wish, not a consequence
        before = clause.group()[: consequence.start()]
        condition = _CONDITION.search(before)
        if condition is None:
            continue
        if condition.group() in _AFTER_ITS_CLAUSE:  # 今晚还不关的话 我就…: the condition comes before its marker
            transgressing = _PERSISTING.search(before)
        else:
            transgressing = _TRANSGRESSING.search(before, condition.start()) or condition.group() in ("不然", "否则")
        if transgressing:
            return clause.start() + (
                condition.start() if condition.group() not in _AFTER_ITS_CLAUSE else 0
            ), clause.end()
    return None


def off_topic(text: str, edges: frozenset[int]) -> Span | None:
    """An aside that leaves the practice: a frame (跑题一下, 插一句) or an everyday subject asked of the coach, in a
    message that is not about the learner and someone else (我 … 你 together) nor about NVC."""
    if _NVC.search(text) or _CONCEPT.search(text):
        return None
    frame = _first(_OFF_TOPIC_FRAME, text, edges) or (m.span() if (m := _BY_THE_WAY.search(text)) else None)
    if frame:
        return frame
    relation = _SPEAKER.search(text) and _SECOND_PERSON.search(text)
    if relation and _STATEMENT_CUE.search(text) and "帮我" not in text:
        return None
    found = _first(_OFF_TOPIC, text, edges) or (m.span() if (m := _MATH.search(text)) else None)
    if found is None:
        return None
    aside = not _SECOND_PERSON.search(text) and not _STATEMENT_CUE.search(text)  # 我猫把水杯打翻了
    return found if _TO_THE_BOT.search(text) or aside else None


def yes_at_start(text: str, edges: frozenset[int], line: str = "") -> Span | None:
    """The yes a message opens with (好的，那你能…？, 嗯 行), whatever follows it, or its echo of the proposal's verb
    (要不要换个场景？— 换吧; 准备好了吗？— 准备好了)."""
    head = _answer_head(text)
    if head is None:
        return None
    start, end = head
    if _GIVE_UP.search(text, start, end):
        return None
    match = _AGREE.match(text, start)
    if match is not None and match.end() in edges and not _HESITATING.fullmatch(match.group()):
        return match.span()
    echo = _ECHO.match(text, start)
    if echo and _OFFERS.search(line) and echo.group(1) in line and not _NOT_AN_ECHO.match(echo.group(1)):
        return echo.span(1)
    return None


_OFFERS = re.compile(
    r"要不要|愿不愿意|愿意|能不能|可不可以|可以吗|好不好|行不行|好吗|行吗|准备好|一起|咱们|我们来|试试|吧\s*[?~]?\s*$"
)
"""A proposal (not a question of fact like 你还在吗？, which 在 answers without agreeing to anything)."""
_HESITATING = re.compile(r"嗯+")
"""A 嗯 that opens an answer hesitates (嗯…有点失落吧); on its own, it is the 嗯 of ``agree``."""
_TRAILING_OFF = re.compile(r"\s*(?:\.{2,}|…|~)")
_ECHO = re.compile(r"([\u4e00-\u9fff]{1,4}?)(?:了|吧|啊|呀|的|！|!|\s|$)")
_NOT_AN_ECHO = re.compile(r"[不没别我你他她]")
_ACKNOWLEDGING = re.compile(r"\s*(?:不错|挺好|还行|还可以|没事|没关系|没事儿|好吧|嗯+|懂了)\s*$")


def only_acknowledges(text: str, span: Span) -> bool:
    """Whether an agreement's words only acknowledge (没事, 还行, a 嗯 not followed by 对 or 有道理) when nothing was
    proposed."""
    return bool(_ACKNOWLEDGING.match(text, *span)) and not _AGREEING_AFTER.match(text, span[1])


_AGREEING_AFTER = re.compile(r"[\s,.!~]*(?:对|是的|是啊|有道理|确实|没错|好|行|可以|同意|明白)")
