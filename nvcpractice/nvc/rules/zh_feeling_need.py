"""Simplified Chinese feeling and need rules.

Why this exists: "我觉得很难过" is a feeling, "我觉得被排斥了" a faux feeling and "我觉得你…" a thought — the
difference is what follows 觉得/感觉/感到. "我需要整洁" is a need, "我需要你…" / "我需要一部新手机" a strategy.
These rules read exactly that, on the normalised text (which has no spaces between words).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from ..findings import Finding, Span, alternation
from ..lexicons import need_words, zh_faux, zh_feelings, zh_needs
from ..scan import Occupied, last_positions, match_starts, next_match
from .shared import HAN_SPACE_BREAK, chosen_feeling, combine_need_candidates

_ZH = r"\s*"
_FEELINGS = zh_feelings.FEELINGS_MET + zh_feelings.FEELINGS_UNMET
_FEELING_RE = re.compile("(?:" + zh_feelings.feelings_alternation() + ")")
_DEGREE_AT = re.compile("(?:(?:" + alternation(zh_feelings.DEGREE_WORDS) + r")\s*)*")
_SINGLE_OK_BEFORE = frozenset("很好太真挺超蛮更些点得我都也又就还特常分么加是有")
_DEGREE_BEFORE = re.compile("(?:" + alternation(zh_feelings.DEGREE_WORDS) + r")\s*$")
"""A one-character feeling after any degree word (特别累, 真的累, 超级烦), not only after one of its last characters."""
_SINGLE_BAD_AFTER: dict[str, str] = {
    "冷": "漠静淡落笑门",
    "痛": "快",
    "累": "积计",
    "困": "难境扰",
    "急": "事忙诊救",
    "气": "候氛质味球话色",
    "疼": "爱",
    "闷": "热",
    "乏": "味",
    "怕": "是",
    "慌": "忙",
    "烦": "人",
    "愁": "容",
}
_OBJECT_OF = "对跟为替向冲朝"
_PRONOUN_RE = re.compile(
    f"(?<![{_OBJECT_OF}])(?:我们|咱们|我|你们|你|您|他们|她们|他|她|它|大家|别人|所有人|每个人|有人|人家|谁)"
)
"""A person who may feel: not the object of a preposition (我对你很失望 is the speaker's disappointment)."""
_FEEL_VERB_RE = re.compile(r"(?:觉得|感觉到|感觉|感到|觉着|感受到|体会到|有一种|有种|有一点被|有点被)")
_BEI_RE = re.compile(r"(?P<neg>不被|没被|没有被|不再被)|(?P<bei>被|受到|遭到|遭受|受)")
_BEI_WORDS = tuple(zh_faux.FAUX_AFTER_BEI) + tuple(zh_faux.POSITIVE_AFTER_BEI)
_BEI_WORD_AT = re.compile("(?:" + alternation(_BEI_WORDS, spaces=_ZH) + ")")
_FAUX_PLAIN_AT = re.compile("(?:" + alternation(zh_faux.FAUX_PLAIN, spaces=_ZH) + ")")
_SELF_AT = re.compile(r"(?:自己)?(?:" + alternation(zh_feelings.SELF_JUDGEMENTS_ZH) + ")")
_CLAUSE_END = re.compile(r"[,;.!?\n:]|" + HAN_SPACE_BREAK)
_NEW_CLAUSE = r"每次|每回|每天|总是|老是|从来|天天|一直|这|那|他|她|它"
"""A clause that opens with how often or with someone or something else (，每次开会都…, 这破车…): a new description,
no longer the thought or need before it."""
_THOUGHT_END = re.compile(
    r"[;.!?\n]|(?:,\s*|"
    + HAN_SPACE_BREAK
    + r")(?=因为|所以|但是|可是|不过|当|我|你愿意|你能|能不能|可以|请|你可以|别|不要|"
    r"不许|不准|你别|你不要|" + _NEW_CLAUSE + ")"
)
_FEELING_LEAD = re.compile(
    r"(?:(?:" + alternation(zh_feelings.DEGREE_WORDS) + r"|我们|我|让我|令我|使我|叫我|心里|"
    r"心情|真是|感到|觉得|感觉|有点儿|实在)\s*)+$"
)
_FEELING_TAIL = re.compile(r"(?:死了|坏了|极了|透了|得不行|得要命|了|啊|呀|的|呢|吧)*")
_LEAD_WINDOW = 20  # a lead ("我真的有点儿…") is a few words long
_NOT_PASSIVE_BEI = ("被动", "被子", "被窝", "被告", "被单", "被褥", "被套", "被面")
"""Words that begin with 被 but say nothing was done to anyone (就有点被动 "a bit on the back foot", 被子 a quilt)."""
_CONTINUED_BEI = re.compile(r"[,]\s*(?:而且|并且|也|又|还|更|甚至)\s*(?:觉得|感觉)?\s*(?P<bei>被|不被|没被|没有被)")
_DIRECT_NEGATED = re.compile(
    r"我\s*(?:(?:一直|总是|从来|好像|真的|根本|完全|也|都|还是|在这里|在家里|在公司)\s*)*(?P<bei>不被|没被|没有被)"
)


_BREAKS = ",;.!?\n: "
_CAUSATIVE_ME = re.compile(r"(?:让|令|使|叫|把|搞得|弄得)\s*我")
_RANG_WO = re.compile("让我")


def _clause_bounds(text: str, index: int) -> Span:
    start = last_positions(text, _BREAKS)[index] + 1
    end = next_match(_CLAUSE_END, text, index)
    return start, len(text) if end is None else end


def _last_start_before(pattern: re.Pattern[str], text: str, index: int) -> int:
    """Start of the last match of a short ``pattern`` that ends by ``index`` (-1 when none)."""
    starts = match_starts(pattern, text)
    at = bisect_left(starts, index) - 1
    while at >= 0:
        m = pattern.match(text, starts[at])
        if m and m.end() <= index:
            return starts[at]
        at -= 1
    return -1


def _speaker_is_subject(text: str, clause_start: int, index: int) -> bool:
    """True when the nearest person before ``index`` in the clause is the speaker (or there is none)."""
    last = _last_start_before(_PRONOUN_RE, text, index)
    if last < clause_start:
        return True
    if text.startswith(("我", "咱们"), last):
        return True
    return _last_start_before(_CAUSATIVE_ME, text, index) >= clause_start


def _feeling_at(text: str, pos: int) -> re.Match[str] | None:
    match = _FEELING_RE.match(text, pos)
    if match and len(match.group(0)) == 1:
        after = text[match.end() : match.end() + 1]
        if after and after in _SINGLE_BAD_AFTER.get(match.group(0), ""):
            return None
    return match


def _after_feel_verb(text: str, pos: int) -> tuple[str, int, str, str]:
    """Classify what follows 觉得/感觉/感到: ``(label, end, key, detail)``."""
    skip = _DEGREE_AT.match(text, pos)
    after = skip.end() if skip else pos
    for start in (after, pos):
        if m := _BEI_RE.match(text, start):
            word = _BEI_WORD_AT.match(text, m.end())
            if m.group("bei") and (feel := _feeling_at(text, start)) and feel.group(0).startswith(("被", "受")):
                return "feeling", feel.end(), feel.group(0), ""
            negated = "!" if m.group("neg") else ""
            if word:
                return "faux_feeling", word.end(), text[start : word.end()], negated + word.group(0)
            rest = re.match(r"[^\s,;.!?\n了的]{1,4}", text[m.end() :])
            passive = m.group("neg") or (
                m.group("bei") in ("被", "受到", "遭到") and not text.startswith(_NOT_PASSIVE_BEI, m.start())
            )
            if rest and passive:
                return "faux_feeling", m.end() + rest.end(), text[start : m.end() + rest.end()], negated + rest.group(0)
        if m := _FAUX_PLAIN_AT.match(text, start):
            return "faux_feeling", m.end(), m.group(0), m.group(0)
        if m := _SELF_AT.match(text, start):
            return "thought", m.end(), m.group(0), ""
        if m := _feeling_at(text, start):
            return "feeling", m.end(), m.group(0), ""
    stop = next_match(_THOUGHT_END, text, pos)
    stop = len(text) if stop is None else stop
    return "thought", min(stop, pos + 12), text[pos:stop].strip(), ""


_FEELING_CLAUSE_AT = re.compile(
    r"\s*(?:我们|我)?\s*(?:(?:"
    + alternation(zh_feelings.DEGREE_WORDS)
    + r")\s*)*(?:"
    + zh_feelings.feelings_alternation()
    + r")(?:你们|你|您|他们|她们|他|她)?"
    + _FEELING_TAIL.pattern
    + r"\s*(?:[,;]|"
    + HAN_SPACE_BREAK
    + ")"
)
"""A clause that only says how the speaker feels (有点着急，…; 我挺担心你的，…)."""


def _feelings_released(text: str, blocked: list[Span]) -> list[Span]:
    """``blocked`` without the clauses that open a region and only say how the speaker feels: a request read
    from the start of its sentence (有点着急，你中午前能放回来吗) does not swallow the feeling before it."""
    released: list[Span] = []
    for start, end in blocked:
        while (clause := _FEELING_CLAUSE_AT.match(text, start, end)) and clause.end() < end:
            start = clause.end()
        released.append((start, end))
    return released


def detect_feeling(text: str, blocked: list[Span]) -> Finding:
    """The speaker's feeling; a genuine feeling wins (the rubric's clarification), then faux, then thought."""
    occupied = Occupied(len(text), _feelings_released(text, blocked))
    candidates = _feel_verb_findings(text, occupied)
    candidates += _direct_faux_findings(text, occupied, after_feel_verb=bool(candidates))
    candidates += _feeling_word_findings(text, occupied)
    return chosen_feeling(candidates, detail_from_key=False)


def _feel_verb_findings(text: str, occupied: Occupied) -> list[Finding]:
    """ "我觉得/感到…": what follows the speaker's feel verb (a feeling, a faux feeling or a thought)."""
    candidates: list[Finding] = []
    free = occupied.free
    for verb in _FEEL_VERB_RE.finditer(text):
        if not free(verb.start()):
            continue
        clause_start, _ = _clause_bounds(text, verb.start())
        if not _speaker_is_subject(text, clause_start, verb.start()):
            continue
        if verb.group(0) in ("有种", "有一种") and not re.search(
            r"(?:被|感觉|感受)", text[verb.end() : verb.end() + 12]
        ):
            continue
        pos = verb.end()
        if verb.group(0).endswith("被"):
            pos -= 1
        label, end, key, detail = _after_feel_verb(text, pos)
        subject = last_positions(text, "我")[verb.start()]
        start = subject if subject >= clause_start else verb.start()
        if label == "thought":
            stop = next_match(_THOUGHT_END, text, verb.end())
            region = (start, len(text) if stop is None else stop)
        else:
            region = (start, _clause_bounds(text, end - 1)[1] if end > 0 else end)
        candidates.append(Finding(label, (start, max(end, verb.end())), key, "feel", detail, regions=[region]))
        occupied.add(*region)
    return candidates


def _direct_faux_findings(text: str, occupied: Occupied, *, after_feel_verb: bool) -> list[Finding]:
    """Faux feelings said without a feel verb ("我被…"), and a "被…" that continues a feel verb's clause."""
    candidates: list[Finding] = []
    continued = list(_CONTINUED_BEI.finditer(text)) if after_feel_verb else []
    for match in list(_DIRECT_NEGATED.finditer(text)) + continued:
        if occupied.free(match.start()):
            label, end, key, detail = _after_feel_verb(text, match.start("bei"))
            if label == "faux_feeling":
                region = (match.start(), _clause_bounds(text, end - 1)[1])
                candidates.append(Finding(label, (match.start(), end), key, "direct", detail, regions=[region]))
                occupied.add(*region)
    return candidates


def _feeling_word_findings(text: str, occupied: Occupied) -> list[Finding]:
    """Feeling words the speaker says of themself ("我很开心"), with their lead-in and tail."""
    candidates: list[Finding] = []
    for match in _FEELING_RE.finditer(text):
        if not occupied.free(match.start()):
            continue
        clause_start, _ = _clause_bounds(text, match.start())
        word = match.group(0)
        if len(word) == 1:
            before = text[match.start() - 1 : match.start()] if match.start() > clause_start else ""
            after = text[match.end() : match.end() + 1]
            degree = _DEGREE_BEFORE.search(text[max(clause_start, match.start() - 4) : match.start()])
            if (before and before not in _SINGLE_OK_BEFORE and not degree) or (
                after and after in _SINGLE_BAD_AFTER.get(word, "")
            ):
                continue
        if not _speaker_is_subject(text, clause_start, match.start()):
            continue
        other = last_positions(text, "你他她")[match.start()]
        if (
            other >= clause_start
            and text[other - 1 : other] not in _OBJECT_OF
            and other > last_positions(text, "我")[match.start()]
            and _last_start_before(_RANG_WO, text, match.start()) < clause_start
        ):
            continue  # "你…开心": the feeling belongs to the person named last
        lead = _FEELING_LEAD.search(text, max(clause_start, match.start() - _LEAD_WINDOW), match.start())
        start = lead.start() if lead else match.start()
        tail = _FEELING_TAIL.match(text, match.end())
        region = (start, tail.end() if tail else match.end())
        candidates.append(Finding("feeling", (start, match.end()), word, "word", regions=[region]))
        occupied.add(*region)
    return candidates


# ---------------------------------------------------------------- needs

_NEED_WORDS = need_words("zh-hans")
_NEED_AT = re.compile("(?:" + alternation(_NEED_WORDS, spaces=_ZH) + ")")
_FILLERS_AT = re.compile("(?:(?:" + alternation(zh_needs.NEED_FILLERS) + r")\s*)*")
_NEED_VERB_RE = re.compile(
    r"(?P<verb>需要|想要|渴望|希望|期待|盼望|看重|重视|珍惜|在乎|珍视|向往|追求|很想|需求是|在意|期望|要|想(?=\s*被))"
)
"""Verbs that name what the speaker needs; a bare 想 only before 被 (我就是想被理解): wanting to be treated some way."""
_VALUE_VERBS = frozenset({"看重", "重视", "珍惜", "在乎", "珍视", "向往", "追求", "在意", "渴望", "需求是"})
_SOFT_VERBS = frozenset({"希望", "期待", "盼望", "期望", "很想", "要"})
_PERSON_AT = re.compile(r"(?:你们|你|您|他们|她们|他|她|大家|老公|老婆|丈夫|妻子|孩子|妈妈|爸爸|同事|老板|室友|别人)")
_OBJECT_AT = re.compile(r"[^\s,;.!?\n]{1,16}")
_NEED_AFTER_DE = re.compile(
    r"(?![你他她])[^\s,;.!?\n]{1,10}?的\s*(?:"
    + alternation(_NEED_WORDS, spaces=_ZH)
    + r")(?=\s*(?:[,;.!?\n]|$)|"
    + HAN_SPACE_BREAK
    + r")"
)
_NEED_IN_OBJECT = re.compile(  # "我需要厨房有点秩序": a need word later in a short object without a person
    r"(?![你他她])(?:(?!一部|一台|一个|一辆|新)[^\s,;.!?\n你他她]){1,8}?(?:"
    + alternation(_NEED_WORDS, spaces=_ZH)
    + r")(?=\s*(?:[,;.!?\n]|$)|"
    + HAN_SPACE_BREAK
    + r")"
)
_IMPORTANT = re.compile(
    r"(?:对我(?:来说|而言)?\s*[,]?\s*(?P<a>[^,;.!?\n]{1,20}?)(?:很|非常|特别|真的|十分|最|更)?重要)"
    r"|(?P<b>[^,;.!?\n\s]{1,20}?)对我(?:来说|而言)?(?:很|非常|特别|真的|十分|最|更)?重要"
    r"|我的需要是(?P<c>[^,;.!?\n]{1,20})"
)
_OPINION = re.compile(r"觉得|感觉|认为|以为|好像")
_BEI_NEED_AT = re.compile(r"被(?P<who>你们|你|您|他们|她们|他|她|老板|领导)?[^\s,;.!?\n]{1,4}")
"""To be treated some way (被理解, 被好好听着): a need; by someone named (被你夸), a strategy."""
_NEED_END = re.compile(
    r"[;.!?\n]|(?:,\s*|" + HAN_SPACE_BREAK + r")(?=所以|但是|可是|你愿意|你能|能不能|可以|请|我们|" + _NEW_CLAUSE + ")"
)


_PUNCTUATION = re.compile(r"[,;.!?\n]|" + HAN_SPACE_BREAK)
_OBJECT_REACH = 14 + max(len(word) for word in _NEED_WORDS)  # the longest object the two patterns below can read


def _clause_ends_soon(text: str, pos: int) -> bool:
    """Whether the clause ends close enough after ``pos`` for a need word to close it (else skip costly patterns)."""
    stop = next_match(_PUNCTUATION, text, pos)
    return (len(text) if stop is None else stop) - pos <= _OBJECT_REACH


def _need_speaker(text: str, verb: int, clause_start: int) -> int | None:
    """Where the need verb's subject, the speaker, is: 我 close before it in its clause; or, in a clause with no
    subject of its own (我今天特别累，需要休息 / 渴望一点亲近), the clause start, when nobody else (你/他/她) is
    the subject since the sentence began. ``None`` when the need is someone else's."""
    speaker = last_positions(text, "我")[verb]
    others = last_positions(text, "你他她您")[verb]
    if speaker >= clause_start:
        return speaker if others < speaker and verb - speaker <= 8 else None
    sentence_start = last_positions(text, ".!?\n")[verb] + 1
    if others >= sentence_start:
        return None
    return clause_start if verb - clause_start <= 8 else None


def detect_need(text: str) -> Finding:
    """A need or strategy stated by the speaker; a universal need wins when both appear."""
    candidates: list[Finding] = []
    for match in _NEED_VERB_RE.finditer(text):
        clause_start = last_positions(text, _BREAKS)[match.start()] + 1
        speaker = _need_speaker(text, match.start(), clause_start)
        if speaker is None or (match.group("verb") == "要" and "我" not in text[: match.start()]):
            continue  # a bare 要 with no 我 before it is "will" or an order (这事要你负责, 要你管), no one's need
        between = text[speaker : match.start()]
        if re.search(r"不|没", between) and not re.search(r"不被|没被", between):
            continue
        if _last_start_before(_OPINION, text, match.start()) >= clause_start:
            continue
        verb = match.group("verb")
        if verb == "要" and text[match.start() - 1 : match.start()] in ("想", "需", "不", "只", "还", "就"):
            continue
        pos = match.end()
        filler = _FILLERS_AT.match(text, pos)
        after = filler.end() if filler else pos
        label = None
        if person := _PERSON_AT.match(text, pos) or _PERSON_AT.match(text, after):
            if verb in ("希望", "期待", "期望", "盼望"):
                continue  # "我希望你…" is a request, scored under request
            label, end, key = "strategy", person.end(), text[match.start() : person.end()]
        elif need := _NEED_AT.match(text, after) or (
            _clause_ends_soon(text, after) and (_NEED_AFTER_DE.match(text, after) or _NEED_IN_OBJECT.match(text, after))
        ):
            if re.match(r"(?:\s*(?:来自|从)\s*)?(?:你|他|她)", text[need.end() : need.end() + 4]):  # not 休息 你愿意
                label, end, key = "strategy", need.end(), need.group(0)
            else:
                label, end, key = "need", need.end(), need.group(0)
        elif rest := _BEI_NEED_AT.match(text, after):
            label, end, key = "strategy" if rest.group("who") else "need", rest.end(), rest.group(0)
        elif verb in _VALUE_VERBS:
            obj = _OBJECT_AT.match(text, after)
            if obj:
                label, end, key = "need", obj.end(), obj.group(0)
        elif verb not in _SOFT_VERBS:
            obj = _OBJECT_AT.match(text, after)
            if obj:
                label, end, key = "strategy", obj.end(), obj.group(0)
        if label is None:
            continue
        start = speaker
        if text[start - 2 : start] == "因为":
            start -= 2
        stop = next_match(_NEED_END, text, end)
        region = (start, len(text) if stop is None else stop)
        candidates.append(Finding(label, (speaker, end), key, verb, regions=[region]))
    for match in _IMPORTANT.finditer(text):
        obj = match.group("a") or match.group("b") or match.group("c") or ""
        label = "strategy" if re.search(r"你|他|她", obj) else "need"
        candidates.append(Finding(label, match.span(), obj, "important", regions=[match.span()]))
    return combine_need_candidates(candidates)
