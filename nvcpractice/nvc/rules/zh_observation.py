"""Simplified Chinese observation rules: is a situation described, and is judgement mixed into it?

Why this exists: once the feeling, thought, need and request parts are set aside, what is left is the
description. It is an ``evaluation`` when it (or a request) carries 总是/从来/每次…, a label (懒, 自私…), a motive
guess (故意, 根本不在乎…) or 太…了; an ``observation`` when a clause describes behaviour (看到/听到, a time or
count, …的时候, quoted words, a person followed by an action verb); otherwise ``absent``.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation
from ..lexicons import zh_judgements, zh_requests, zh_situations
from ..text import keep_only, mask
from ..words import boundaries, on_words, tagged
from .shared import (
    DEADLINE_ZH,
    HAN_SPACE_BREAK,
    counted_before,
    first_description,
    sarcasm_hits,
    scare_quote,
    split_clauses,
    uncounted_hits,
)
from .zh_rhetoric import rhetorical_question
from .zh_verdict import is_feeling, just_is_hits

_ZH = r"\s*"
_GENERALISATION = re.compile(
    "(?:"
    + alternation(zh_judgements.GENERALISATIONS_ZH, spaces=_ZH)
    + r")|(?:你们|您|你|他们|她们|他|她)\s*总(?!共|算|经理|监|部)"
    r"|总(?=在|要|爱|不|没|把|说|忘|拿|让|跟|对|觉得|迟到|玩|看|找|拖)"
    r"|(?:你们|您|你|他们|她们|他|她)[\u4e00-\u9fff]{1,3}?总(?![共算经监部结之体的裁数额价计是统理得])(?=[\u4e00-\u9fff])"
    r"|(?<![到至晨上午天从])一点[\u4e00-\u9fff]{0,4}?(?:都|也)(?:没|不)"
    r"|(?:你们|您|你|他们|她们|他|她|别|不要)\s*老(?=在|要|爱|不|没|把|说|忘|拿|让|跟|对|觉得|迟到|玩|看|找|拖|翻|提|催|问)"
    r"|(?:你们|他们|她们)\s*(?:这些|那些|这种|这帮|那帮)|(?:你们|他们|她们)[\u4e00-\u9fff]{1,4}?就是"
    r"|(?<=[\u4e00-\u9fff])的人(?:都|全)(?:不|没)|人人都(?:不|没)"
)
"""总是, 每次…; 一点责任心都没有 (not 到一点都没睡着, one o'clock); 总 and 老 before what someone does (你老翻旧账,
你最近总加班, 别老拿我比); and a whole group judged at once (你们这些程序员, 你们年轻人就是…, 小区的人都不…)."""
_MOTIVE = re.compile("(?:" + alternation(zh_judgements.MOTIVES_ZH, spaces=_ZH) + ")")
_LABELS = zh_judgements.LABELS_ZH + tuple(
    w[0] * 2 + w[1] * 2 for w in zh_judgements.LABELS_ZH if len(w) == 2 and w[0] != w[1]
)
"""Each two-character label also in its AABB form (拖拉 → 拖拖拉拉, 马虎 → 马马虎虎), a word of its own."""
_LABEL = re.compile("(?:" + alternation(_LABELS, spaces=_ZH) + ")")
_TOO = re.compile(r"(?<![不没])太\s*(?P<w>[\u4e00-\u9fff]{1,5}?)\s*了")
"""太…了 judges a degree; 不太…了 (跟以前不太一样了) hedges one, and judges nothing."""
_SO = re.compile(r"(?:这么|那么|如此|多么)\s*(?P<w>[\u4e00-\u9fff]{1,4})")
_DEGREE_JUDGED = re.compile(
    r"(?:(?:(?:你们|您|你|他们|她们|他|她)(?:这人|这个人)?|这人|这个人)(?:最近|今天|平时|总|真是|真的|可真|也太|还挺|可|"
    r"说话|做事|办事|干活|脾气|态度|"
    r"真|好|挺|特别|非常|很|蛮|超|太)+|(?P<how>(?<![觉记懂显获值舍晓])[得的])(?:可真|也太|还挺|真|挺|特别|非常|很|蛮|超|太)+)"
    r"(?P<w>[\u4e00-\u9fff]{1,2}?)(?:了|的|啊|呀|吧|哈)*(?=\s*(?:[,.!?~]|$))"
)
"""A person, or how something was done, given a degree (你这个人就是太计较, 汇报做的挺烂的, 说话特别冲): a judgement,
unless a person's degree is of a feeling (他挺难过的); how a thing was done judges even in feeling words (老师当得也太
轻松了)."""
_EXTREME = re.compile(
    r"[\u4e00-\u9fff]{1,2}(?:到家了|透了|到极点|得要命|得不行了)|(?:八百|一万|一百|几百|几千|无数|多少|好多|好几|N多|n多)\s*(?:遍|次|回)|"
    r"第几(?:次|回|遍)|每(?:一)?(?:天|晚|周|个月|个周末|个|件|样|句|条|回)[^,.!?]{0,6}都|[\u4e00-\u9fff]成(?:这样|那样|这个样子)|"
    r"没(?:有)?一个|随手|随随便便|随便就|(?:怎么|咋)(?:能|会|可以)\s*(?:这么|这样)|"
    r"就这么对|(?:都|已经)[^,.!?]{1,6}了还(?:不|没|在)|简直|这(?:么)?点[^,.!?]{0,4}都|"
    r"(?:你们|您|你)(?:[\u4e00-\u9fff]{1,3}?)?是不是(?:故意|存心|成心|巴不得|想[^,.!?]{0,4}死|觉得(?:我|我们|业主|别人|大家|人家)(?:好欺负|好说话|好骗|"
    r"傻|没脾气))|"
    r"(?:你|您)(?:说的)?(?:都对|最有理|最对|说了算)(?:呢|行了吧|好了吧)?"
)
"""Degree pushed to the limit (懒到家了), a count no one kept (说了八百遍, 这都第几次了), every day… all
(每天晚上都在跳, 你的每一个决定都没问过我), an outcome exclaimed at (哭成这样, 带成这样), not one (没一个靠谱的),
carelessness guessed (随手就丢), how could you (你怎么能这样), and 都三十了还不结婚: judgements by
their form. So are 简直, 这点小事都…, a motive asked about (你是不是想累死我, 你们是不是觉得业主好欺负) and a
sarcastic concession (您说的都对呢, 你最有理)."""
_PERCEPTION = re.compile("(?:" + alternation(zh_situations.PERCEPTION_VERBS_ZH, spaces=_ZH) + ")")
_TIME = re.compile(
    "(?:"
    + alternation(zh_situations.TIME_WORDS_ZH, spaces=_ZH)
    + ")|"
    + zh_situations.NUMERAL_RUN_ZH
    + r"\s*(?:"
    + alternation(zh_situations.COUNT_UNITS_ZH, spaces=_ZH)
    + ")"
    + r"|\d{1,2}\s*[:：]\s*\d{2}"
)
_TIME_CLAUSE = re.compile(
    r"(?:(?<!有)的时候|(?<!有)(?<!有的)时候|之后|以后|之前|以前|那天|那次)|[\u4e00-\u9fff](?<!有)时\s*$|^\s*当"
)
"""A clause set at a time (…的时候, 那天); 有时候 ("sometimes") names no time at all."""
_SUBJECT_ACTION = re.compile(
    r"(?<![对跟和给向同替为朝冲])(?:"
    + alternation(zh_situations.SUBJECTS_ZH)
    + r")们?(?:\s*(?:和|跟|与|还有)\s*[\u4e00-\u9fff]{1,4}?)?\s*"
    r"(?:(?:刚才|刚刚|刚|已经|又|也|就|都|还|没有|没|不|正在|在|"
    r"一直|今天|昨天|早上|晚上|先|才|突然|马上|直接|一个人|自己|居然|竟然|" + _TIME.pattern + r")\s*)*"
    r"(?:(?<!我)(?<!我们)(?:对|跟|和|给|向|朝|冲|在|从|替|帮|当着)[\u4e00-\u9fff]{1,8}?)?(?:"
    + alternation(zh_situations.ACTION_VERBS_ZH, spaces=_ZH)
    + ")"
)
_STOPPED_ATTITUDE = re.compile(
    r"(?:别再|别|不要再|不要)\s*(?:老|总|一直)?\s*(?P<w>"
    + alternation(zh_requests.ATTITUDE_VERBS_ZH)
    + r")\s*(?:了|啦)?\s*[.!~]"
)
_SUBJECT = re.compile("(?:" + alternation(zh_situations.SUBJECTS_ZH) + ")")
_ASPECT = re.compile(r"[\u4e00-\u9fff](?:了|过)(?![解去来])")
_BA_DONE = re.compile(
    r"[\u4e00-\u9fff]{1,4}(?:在[\u4e00-\u9fff]{1,4})?把[\u4e00-\u9fff]{1,8}?[\u4e00-\u9fff](?:了|掉了|走了|完了)"
)
"""Someone, named by any word, doing something to a thing, done (产品在群里把需求改了): an action whoever did it."""
_QUOTE_SPEECH = re.compile(r"说|讲|问|喊|回|写|发")
_CLAUSE_SPLIT = re.compile(r"[,;.!?\n:]|" + HAN_SPACE_BREAK)
_FUTURE = re.compile(
    r"(?:你|我|他|她|们|就|也|还|不|都|可能|一定|肯定|应该|总)会(?!议)|将要|将会|可能|也许|打算|准备|(?:我|你|他|她)(?:得|要|必须|应该|需要)"
    r"|(?:我|你|他|她)(?:们)?(?:到底|究竟|又|还)?该|就是了|便是了|^\s*(?:要不|要不然|不如)|(?:求|拜托|麻烦)(?:你|您)了"
    r"|(?P<a>[\u4e00-\u9fff])不(?P=a)"
)
"""What will or should happen (我该怎么跟室友说…, 我改就是了: "I'll just change it"), a proposal (要不你周六…),
a plea (求你了) or an A-not-A question (方不方便, 去不去) is no description of what happened."""
_SELF_DOUBT = re.compile(r"^\s*(?:[\u4e00-\u9fff]{1,3}[,\s]+)?我(?:是不是|是否|这样|这么|这样子)")
"""The speaker asking about themselves (我是不是搞砸了, 我这么说会不会…) describes nothing that happened."""
_PAST = re.compile(
    r"昨天|前天|昨晚|昨夜|今早|刚才|刚刚|上周|上星期|上个星期|上个月|去年|上次|那天|那次|前几天|最近|以来|"
    r"从[^,.!?]{1,6}(?:开始|起)"
)
_HAPPENED = re.compile(
    _PAST.pattern + r"|[\u4e00-\u9fff](?:了|过)(?![解去来])|" + zh_situations.NUMERAL_RUN_ZH + r"\s*(?:次|遍|回)|"
    r"(?:你|他|她|你们|他们|她们)[^,.!?]{0,8}?(?:没|不|在|又|就|才|还)|还没"
    r"|(?:" + _TIME.pattern + r")\s*(?:(?![我你您他她们])[\u4e00-\u9fff]){1,2}的"
    r"|有人\s*在\s*[\u4e00-\u9fff]"
)
"""A time makes a clause an observation when something happened in it: a past time, a completed action (了/过,
or a time and a verb with 的: 3月15号交的押金, 11:05进的), a count, something not yet done (押金还没退), someone
doing something now (有人在唱K), or someone else doing or not doing something — not "我今天特别累" (a state) nor
"今天下班前发我" (an order)."""
_SPEAKER_DECLINES = re.compile(
    r"我(?:们)?(?:这次|这回|今天|明天|周末|以后|再也|就|也|都|真的|绝对|坚决|可|才)*不(?![是在知对])[\u4e00-\u9fff]{1,2}(?:了|啦)?"
)
"""The speaker declining, now or from now on (这次我不改, 我不去了): an answer, not something that happened."""
_SPEAKERS_OWN = re.compile(r"我(?:们)?(?:也|真|真的|其实|就|只|只是|并|并不|不|又|还|是)?$")
_KNOWING = re.compile(r"(?:知道|明白|晓得|懂|清楚|理解)(?:了|过)")
"""Knowing, done (我知道了, 我明白了): an understanding reached, no behaviour a camera records."""
_ONGOING = re.compile(r"(?:正在|还在|又在|一直在|都在)\s*[\u4e00-\u9fff]")
"""Something going on, whoever does it (十一点以后还在拖椅子)."""
_HYPOTHETICAL = re.compile(r"要是|如果|假如|万一|假设|(?<![我你您他她们])的话")
"""If: 要是, 如果…, a clause ending 的话 — not 我的话 ("my words")."""
_REPORTED = re.compile(r"(?:你|他|她|他们|你们)\s*(?:说|答应|保证|承诺|告诉我)(?:过|了)?")
_ONLY_A_TIME = re.compile(r"[\s从到至\-~]*")
_DONE_BY = re.compile(r"是\s*(?:我们|你们|他们|她们|我|你|您|他|她)[\u4e00-\u9fff]{1,4}?的")
"""是…的 puts who did a done thing in focus (水电费是我垫的, 都是您陪的床)."""
_EXISTENTIAL = re.compile(r"[\u4e00-\u9fff]{1,6}(?:上|里|下|中|边|旁)\s*(?:有|放着|堆着|摆着|扔着|留着|躺着)")
_NOT_TOO = frozenset({"好", "棒", "感谢", "谢谢", "晚", "早", "多", "少", "久", "远", "近"})


_SARCASTIC_PRAISE = re.compile(
    r"(?P<w>(?:(?:你|您|你们)\s*)?(?:可真是|可真|还真是|还真|真是|真)\s*(?:"
    + alternation(zh_judgements.SARCASTIC_PRAISE_ZH)
    + r")(?:了|啊|呀|哈|嘛)*|"
    + alternation(zh_judgements.SARCASTIC_PHRASES_ZH)
    + ")"
)
_AGAIN = re.compile(r"又(?!是一|一年)|再一次|又一次|照样|一如既往")
_INDIGNATION = re.compile(
    r"居然|竟然|(?:终于|总算|可算|还)舍得|你还知道[\u4e00-\u9fff]{1,4}(?:啊|呀|呢|吗)|又(?!是一|一年|一次)|(?:可|还)真(?:会|能|行|有你的)|真有你的|连[^,.!?]{1,10}都|得跟[^,.!?]{1,8}一样|"
    r"到底还?[^,.!?]{0,6}?(?:管不管|会不会|有没有|行不行|懂不懂|在干嘛|在听什么)|就是[^,.!?]{1,8}吧\s*[,.!?]|"
    r"(?:跟|像)[^,.!?]{1,8}似的|堪比|"
    r"(?<!我)(?<!我就)是(?:想|不想|存心|故意|成心)(?:让|看|气|整|逼|害|坑|把|拿|给我|要)[^,.!?]{0,12}吧|"
    r"我(?:真的|就是|其实)?认为(?:你们|您|你)|(?:你们|您|你)这种(?!情况|状态|心情|感受|需要|想法|感觉)|"
    r"(?:全世界|全天下|整个[\u4e00-\u9fff]{1,2})?就(?:你|您|你们)最"
)
"""Indignation and rhetorical blame: 居然, 竟然, an uncounted 又, 你可真会…, 连这点忙都不帮, 做得跟小学生一样,
到底还管不管事, 就是机器人吧; a likeness made to mock (跟个门神似的, 效率堪比乌龟); a motive presumed, closing with
吧 (是想看我出丑吧, 是不想要了吧), 全世界就你最忙 (a superlative of the listener alone), 我认为你… (the rubric's
"I think you're…") and 你这种人 (a kind pinned on the listener)."""
_THANKS_BY_ME = re.compile(r"我(?:真的|真是|可真|可|是)?谢谢(?:你|您)(?:全家)?(?:啊|了|哈|嘞)")
"""我谢谢你啊: thanks said by 我, the idiom's sarcasm."""
_COUNTED = re.compile(
    r"第" + zh_situations.NUMERAL_RUN_ZH + r"\s*(?:次|回|遍)|" + zh_situations.NUMERAL_RUN_ZH + r"\s*(?:次|回|遍)"
)
_BOTH = re.compile(r"又[^又,.!?]{1,3}又")
_TREATED_AS = re.compile(r"(?:把|拿)\s*(?:我|我们)\s*当(?!成功|面|时|初|天)|当\s*(?:我|我们)\s*是")
"""Saying how the listener treats the speaker is a judgement of them (你当我是保姆吗, 把我当什么了, 拿我当傻子)."""
_DARING_QUESTION = re.compile(r"让不让(?:人|我)|还让不让|(?:有|讲)没有(?:良心|人性|公德)|凭什么|凭啥")
_WHY_SO = re.compile(
    r"(?:为什么|为啥|怎么|咋|干嘛|干啥)\s*(?:你们|你|您)?\s*(?:(?:这么|那么)\s*(?P<w>[\u4e00-\u9fff]{1,3})"
    r"|老是|总是|老|总|又|从来|每次|一[\u4e00-\u9fff]{1,5}?就)"
)
"""Why, and a degree or a habit (你咋这么冲, 为啥你一回家就躺着, 怎么老是…): a rhetorical question blames, unless
what follows is a feeling or plain manner (你怎么这么难过？, 怎么这么早, 怎么这么说)."""
_PLAIN_MANNER = re.compile(alternation(zh_judgements.PLAIN_MANNERS_ZH))
"""A question that dares the listener (让不让人睡了？, 有没有良心？) blames rather than asks."""


_COUNTABLE = frozenset({"每次", "每一次", "每回", "回回", "次次", "没人", "没有人", "一次都没", "一次也没"})
"""Words that say "every time" or "nobody" of the times or people just counted, when a count comes before them."""


def _only_a_time(clause: str) -> bool:
    """Whether ``clause`` only sets a time (周六晚上十一点到凌晨一点, 周日早上八点零五分): by the time patterns, or
    every word a time, a numeral or a measure."""
    if _ONLY_A_TIME.fullmatch(_TIME.sub("", clause)):
        return True
    words = [(word, tag) for word, tag in tagged(clause) if word.strip(" ,")]
    return bool(words) and all(tag in ("t", "m", "q", "mq") or word in "从到至" for word, tag in words)


def _clauses(text: str) -> list[Span]:
    """The clauses of ``text``; a clause that only sets a time is joined to the next (周六晚上十一点到凌晨一点，…)."""
    spans = split_clauses(text, _CLAUSE_SPLIT)
    joined: list[Span] = []
    for span in spans:
        if joined and _only_a_time(text[joined[-1][0] : joined[-1][1]]):
            joined[-1] = (joined[-1][0], span[1])
        else:
            joined.append(span)
    return joined


def _indignation_hits(text: str) -> list[tuple[int, int, str, str]]:
    """居然/竟然 and an uncounted 又 blame (the rubric's clarification): "你又把袜子扔沙发上了" judges by repetition,
    "这周第三次" counts and stays an observation; 又急又累 is two feelings, not a repetition."""

    def excused(m: re.Match[str], end: int, counts: bool) -> bool:
        return m.group() == "又" and (counts or _BOTH.match(text, m.start(), end) is not None)

    return uncounted_hits(text, ((_INDIGNATION, "indignation"),), _COUNTED, excused)


def evaluation_hits(text: str) -> list[tuple[int, int, str, str]]:
    """Every judgement in ``text`` as ``(start, end, kind, key)`` (generalisation, motive guess, label, too …)."""
    hits: list[tuple[int, int, str, str]] = []
    edges = boundaries(text)  # a label or motive is a word of its own: 有意 is not in 有意见
    for m in _GENERALISATION.finditer(text):
        start = m.start()  # it begins a word (从来不, 每次都 are cut whole; 你老 | 是 glues the pronoun on)
        if m.group(0) in _COUNTABLE and counted_before(text, start, _COUNTED):
            continue  # 打了三次电话，每次都被转走: each of the counted times, not "every time"
        if start in edges or (start - 1 in edges and text[start - 1] in "你您我他她别要"):  # not 方向来着, 一整天
            hits.append((m.start(), m.end(), "generalisation", m.group(0)))
    for kind, pattern in (("motive", _MOTIVE), ("label", _LABEL)):
        for m in on_words(pattern, text, edges):
            if kind == "motive" and _SPEAKERS_OWN.search(text, max(0, m.start() - 6), m.start()):
                continue  # 我就是想聊聊, 我不是故意的: the speaker's own intent, no guess at anyone's motive
            hits.append((m.start(), m.end(), kind, m.group(0)))
    for m in _TOO.finditer(text):
        word = m.group("w")
        if not is_feeling(word) and word not in _NOT_TOO:
            hits.append((m.start(), m.end(), "too", m.group(0)))
    for kind, pattern in (("label", _TREATED_AS), ("rhetorical", _DARING_QUESTION), ("sarcasm", _THANKS_BY_ME)):
        hits.extend((m.start(), m.end(), kind, m.group(0)) for m in pattern.finditer(text))
    for m in _WHY_SO.finditer(text):
        word = m.group("w")
        if word is None or not (is_feeling(word) or _PLAIN_MANNER.match(word)):
            hits.append((m.start(), m.end(), "rhetorical", m.group(0)))
    hits.extend(sarcasm_hits(text, _SARCASTIC_PRAISE, _AGAIN))
    hits.extend(_indignation_hits(text))
    hits.extend(just_is_hits(text))
    for m in _DEGREE_JUDGED.finditer(text):
        if (m.group("how") or not is_feeling(m.group("w"))) and not (
            _LABEL.search(m.group()) or _MOTIVE.search(m.group())
        ):
            hits.append((m.start(), m.end(), "too", m.group(0)))
    hits.extend((m.start(), m.end(), "generalisation", m.group(0)) for m in _EXTREME.finditer(text))
    for m in _SO.finditer(text):
        if _LABEL.match(m.group("w")):
            hits.append((m.start(), m.end(), "too", m.group(0)))
    return hits


def _evaluation(text: str) -> Finding | None:
    """The first judgement in ``text``."""
    hits = evaluation_hits(text)
    if not hits:
        return None
    start, end, kind, key = min(hits)
    return Finding("evaluation", (start, end), key, kind)


_SAYING = frozenset({"说", "讲", "告诉", "说过", "讲过", "告诉我", "问", "回"})
_TO_WHOM = frozenset({"跟", "和", "对", "给", "向", "同", "替", "帮"})
"""跟同事说 tells the colleague: the noun after a preposition is who is told, not who said."""


def _reported_by_someone(clause: str) -> bool:
    """Someone named by a noun saying something (医生说没事, 班主任讲过…): what was said is a description, read by
    parts of speech rather than a list of who may speak."""
    if not any(saying in clause for saying in _SAYING):
        return False  # no word of saying at all: nothing to tag
    words = [("", "x"), *(item for item in tagged(clause) if item[0].strip())]
    return any(
        tag in ("n", "nr", "nz") and following in _SAYING and before not in _TO_WHOM
        for (before, _), (_, tag), (following, _) in zip(words, words[1:], words[2:], strict=False)
    )


def _is_description(clause: str, has_quote: bool) -> str | None:
    if _HYPOTHETICAL.search(clause):
        return None
    reported = _REPORTED.search(clause) or _reported_by_someone(clause)
    if (
        _FUTURE.search(clause) or _SELF_DOUBT.match(clause) or _to_come(clause) or _SPEAKER_WANTS.match(clause)
    ) and not reported:
        return None
    declined = _SPEAKER_DECLINES.search(clause)
    if declined and not reported and not _HAPPENED.search(_SPEAKER_DECLINES.sub("", clause)):
        return None
    if reported or _EXISTENTIAL.search(clause) or _DONE_BY.search(clause):
        return "action"
    if re.match(r"\s*(?:因为|由于)\s*我", clause) and not _TIME.search(clause):
        return None  # "因为我没睡够" explains a feeling rather than describing what happened
    perceived = _PERCEPTION.search(clause)
    if perceived and not (perceived.group() == "收到" and not clause[perceived.end() :].strip(" .!~")):
        return "perception"  # 收到 with nothing after it acknowledges ("roger"), it perceives nothing
    if _TIME.search(clause) and _HAPPENED.search(clause):
        return "time"
    if _TIME_CLAUSE.search(clause) and (
        _HAPPENED.search(clause) or _SUBJECT_ACTION.search(clause) or _ONGOING.search(clause)
    ):
        return "time"  # …的时候 with something done in it; 周三之前就行 and 下班以后 set a time for nothing
    if has_quote and _QUOTE_SPEECH.search(clause):
        return "quote"
    if _SUBJECT_ACTION.search(clause):
        return "action"
    if (_SUBJECT.search(clause) or _BA_DONE.search(clause)) and _ASPECT.search(_KNOWING.sub("", clause)):
        return "action"
    return "counted" if _dated_or_counted_deed(clause) else None


_NOT_A_DEED = frozenset(
    "是 会 能 要 想 觉得 感到 感觉 希望 需要 愿意 可以 应该 得 让 请 麻烦 记得 别 有 在 知道 担心 怕".split()
)
_ASKING_OR_WANTING = re.compile(
    r"吗|呢|吧|求|[?!]|能不能|可不可以|愿不愿意|希望|需要|想要|请|麻烦|记得|别|不要|一定要|之前|前(?:把|给|交|发|回|来)"
)
"""A question, an order, a wish or a time still to come: nothing has happened yet."""
_TO_COME = re.compile(r"明天|明早|明晚|明年|后天|下次|下周|下个|下星期|待会|等会|回头|将来|" + DEADLINE_ZH.pattern)
"""A time still to come (明晚七点陪我去趟超市吧) or a deadline (今天之内, 九点前): a plan or an order, nothing that
happened."""


def _to_come(clause: str) -> bool:
    """A time still to come, unless a past time dates the clause (上周五下班前你把文件删了)."""
    return bool(_TO_COME.search(clause)) and not _PAST.search(clause)


_SPEAKER_WANTS = re.compile(
    r"^\s*我(?:们)?(?:只是|就是|其实|真的|也|还|是|就)*(?:不)?(?:想|想要|希望|盼着)(?!到|起|过|了)"
)
"""The speaker's wish (我只是想被看见, 我不想再加班了): what they want, not what happened."""
_A_COUNT = re.compile(r"\d|[二两三四五六七八九十百千万]")


def _dated_or_counted_deed(clause: str) -> bool:
    """A clause with a time or a count and someone doing something (今天10:30的会你11:05进的会议室, 这周有三天没交作业),
    read by the words' parts of speech rather than a list of verbs; 一 (一下, 一个) counts nothing."""
    if _ASKING_OR_WANTING.search(clause) or _to_come(clause):
        return False
    words = tagged(clause)
    when = any(tag == "t" or (tag.startswith("m") and _A_COUNT.search(word)) for word, tag in words)
    deed = any(tag.startswith("v") and word not in _NOT_A_DEED and not is_feeling(word) for word, tag in words)
    return when and deed


def _stopped_attitudes(text: str) -> list[Span]:
    """“别唠叨了”: the attitude a negative command stops is named, not pinned on the person as a label."""
    return [m.span("w") for m in _STOPPED_ATTITUDE.finditer(text)]


def detect_observation(
    text: str,
    *,
    component_regions: list[Span],
    request_regions: list[Span],
    quotes: list[Span],
    rhetorical: list[Finding],
) -> Finding:
    """Observation verdict; ``component_regions`` are the feeling/thought/need parts, set aside first."""
    describing = mask(text, component_regions + request_regions)
    if found := _evaluation(mask(describing, quotes)) or rhetorical_question(mask(describing, quotes), text):
        return found
    in_requests = mask(keep_only(text, request_regions), quotes + component_regions + _stopped_attitudes(text))
    if found := _evaluation(in_requests):
        return found  # 您能不能别总是催我？, 别一天到晚就知道打游戏: the judgement rides in the request
    if rhetorical:
        first = rhetorical[0]
        return Finding("evaluation", first.span, first.key, "rhetorical")
    return scare_quote(text, quotes, _QUOTE_SPEECH) or first_description(describing, quotes, _clauses, _is_description)
