"""Spotting a message that speaks of self-harm, suicide, violence or abuse, in English and Chinese.

Why this exists: learners bring real conflicts, and some of them are not conflicts to practise but danger. Before
any coaching, the app asks this module whether a message says that someone may be hurt; if so, practice steps
aside (see ``scenes/safety.py``). This module only recognises; it stores, logs and answers nothing.

It is conservative: it looks for explicit phrasings ("kill myself", "he hits me", "我不想活了", "他打我") and leaves
figures of speech alone ("this deadline is killing me", "hit me up later", "累死了", "笑死我了", "杀价"). A stated
threat ("he said he'd kill me") counts even though it might be a joke: missing a real one costs more.

Pure Python, no Django; one pass over the words for English and bounded ``str.find`` scans for Chinese, so the
time grows linearly with the text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum


class Concern(StrEnum):
    """What a message speaks of; replies differ between harm to oneself and harm from (or to) others."""

    SELF_HARM = "self_harm"
    VIOLENCE = "violence"
    ABUSE = "abuse"


# -- English: token patterns -----------------------------------------------------------------------------------------
_WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)?")
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "`": "'", "\u00b4": "'", "\u2032": "'"})
_WHOLE = {
    "won't": ("will", "not"),
    "can't": ("can", "not"),
    "cannot": ("can", "not"),
    "wanna": ("want", "to"),
    "gonna": ("going", "to"),
    "dont": ("do", "not"),
    "im": ("i", "am"),
    "ive": ("i", "have"),
    "selfharm": ("self", "harm"),
}
_SUFFIXES = (("n't", ("not",)), ("'ll", ("will",)), ("'ve", ("have",)), ("'re", ("are",)), ("'m", ("am",)))
_SUFFIXES_WITH_STEM = (("'d", "would"), ("'s", "is"))
_PEOPLE = frozenset(
    "he she they him her them someone somebody partner husband wife boyfriend girlfriend bf gf spouse fiance fiancee "
    "ex dad father stepdad stepfather mum mom mother stepmum stepmom stepmother parent parents brother sister "
    "stepbrother uncle aunt grandfather grandpa grandmother grandma cousin son daughter boss manager teacher coach "
    "flatmate roommate housemate neighbour neighbor landlord colleague coworker friend guy man woman".split()
)
_GAMES = (
    "play plays played playing game games match race chess tennis cards football soccer basketball poker quiz "
    "scrabble golf squash badminton"
)


def _words(text: str) -> list[str]:
    """Lower-case words with contractions spelled out ("he'll" → "he will", "don't" → "do not")."""
    cleaned = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES).lower()
    words: list[str] = []
    for word in _WORD_RE.findall(cleaned):
        if word in _WHOLE:
            words.extend(_WHOLE[word])
            continue
        for suffix, expansion in _SUFFIXES:
            if word.endswith(suffix) and len(word) > len(suffix):
                stem = word[: -len(suffix)]
                words.extend((stem, *expansion))
                break
        else:
            for suffix, expansion in _SUFFIXES_WITH_STEM:
                if word.endswith(suffix):
                    words.extend((word[: -len(suffix)], expansion))
                    break
            else:
                words.append(word)
    return words


@dataclass(frozen=True, slots=True)
class _Pattern:
    """A run of word slots, each a set of alternatives; optional slots may be skipped.

    ``not_before`` / ``not_after``: words that, right before the run or right after it, make it a figure of speech
    or a negation. ``needs_person``: a person ("he", "my partner", …) must appear among the six words before it.
    ``not_with``: words that, anywhere in the message, make it a game or a sport.
    """

    concern: Concern
    slots: tuple[tuple[frozenset[str], bool], ...]
    not_before: frozenset[str] = frozenset()
    not_after: frozenset[str] = frozenset()
    needs_person: bool = False
    not_with: frozenset[str] = frozenset()

    def match_at(self, words: list[str], start: int) -> int | None:
        """The end of a match starting at ``start`` (trying each way of skipping optional slots), or ``None``."""
        ends = {start}
        for options, optional in self.slots:
            following = {end + 1 for end in ends if end < len(words) and words[end] in options}
            ends = following | ends if optional else following
            if not ends:
                return None
        return max(ends)


def _pattern(concern: Concern, spec: str, **options: str | bool) -> _Pattern:
    """``"want ?to kill|hurt myself"``: slots separated by spaces, alternatives by ``|``, ``?`` marks optional."""
    slots = tuple((frozenset(slot.lstrip("?").split("|")), slot.startswith("?")) for slot in spec.split())
    extra = {key: frozenset(value.split()) if isinstance(value, str) else value for key, value in options.items()}
    return _Pattern(concern, slots, **extra)


_SELF, _VIOLENCE, _ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE
_BEAT = "beat|beats|beating"
_HIT = (
    "hit|hits|hitting|punch|punches|punched|punching|kick|kicks|kicked|kicking|slap|slaps|"
    "slapped|slapping|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|shove|shoves|shoved|"
    "smack|smacks|smacked|throttle|throttled|burn|burns|burned|burnt|whip|whips|whipped"
)
_HARM = "kill|hurt|harm|hit|beat|stab|shoot|attack|strangle|choke|rape|burn|punch|kick|slap"
_KIN = "kids|children|child|son|daughter|baby|wife|husband|partner|mum|mom|mother|sister|brother|dog|cat"
_TRIGGER = (
    "scared|afraid|frightened|terrified|fear|fears|feared|worried|worry|worries|said|says|say|told|swore|swears|"
    "warned|threatens|threatened|texted|yelled|screamed"
)
_MODAL = "will|would|might|may|could|can|is|are|was|going|to"
_OBJECT = "me|us|you|him|her|them|himself|herself|themselves|myself|my|our|the|his|their|kids|children"
_IDIOM_AFTER = (
    "feelings feeling pride reputation chances career business plans sales numbers grades roof ceiling road ground "
    "jackpot gym books shops sack hay wall target deadline button brakes bottle ball nail at up back to"
)

_ENGLISH: tuple[_Pattern, ...] = (
    _pattern(
        _SELF,
        "kill|killing|hang|hanging|drown|drowning|poison|poisoning|shoot|shooting myself",
        not_before="nearly almost",
        not_after="laughing at over working to for trying with",
    ),
    _pattern(_SELF, "end|ending|ended|take|taking my ?own life"),
    _pattern(_SELF, "end|ending it all"),
    _pattern(
        _SELF,
        "suicide|suicidal|suicides",
        not_before="career political social commercial financial electoral professional",
        not_after="squad door doors run runs sprint sprints",
    ),
    _pattern(_SELF, "self harm|harming|harmed|harms|injury|injuring|injure|mutilation|mutilating"),
    _pattern(
        _SELF,
        "cut|cutting|cuts myself",
        not_before="accidentally",
        not_after="a an some off short free loose slack shaving on while by chopping cooking in out",
    ),
    _pattern(_SELF, "slit|slitting|slash|slashing|cut|cutting my wrist|wrists"),
    _pattern(
        _SELF,
        "want|wanted|wanting|going|try|tried|trying|urge|urges|tempted|planning|plan|decided|thought|thinking "
        "to|about|of hurt|harm|injure|cut|burn|starve|kill|hurting|harming|cutting|burning|starving|killing myself",
    ),
    _pattern(_SELF, "been|keep|kept|started|start|stop hurting|harming|burning|starving|cutting myself"),
    _pattern(_SELF, "hurt|hurting|harm|harming|cut|burn|burned|burnt|hit|punch myself on purpose"),
    _pattern(_SELF, "not want to live|exist|wake ?up", not_after="like with in here there near together alone"),
    _pattern(_SELF, "not want to be alive"),
    _pattern(_SELF, "want|wanted|wish ?to die", not_after="of laughing from"),
    _pattern(_SELF, "wish i was|were|am ?already dead"),
    _pattern(_SELF, "i had|would never been born"),
    _pattern(_SELF, "better off dead"),
    _pattern(_SELF, "and never wake up"),
    _pattern(_SELF, "better off without me"),
    _pattern(_SELF, "no point|reason ?in|to living|live|existing|exist"),
    _pattern(_SELF, "no point|reason ?in|to being|be alive"),
    _pattern(_SELF, "took|take|taking|taken an|a overdose"),
    _pattern(_SELF, "overdose|overdosed on purpose"),
    _pattern(_SELF, "pills|tablets|painkillers on purpose"),
    _pattern(
        _SELF,
        "burn|burns|burned|burnt|burning myself with ?a|an|my ?lit cigarette|cigarettes|lighter|lighters|match|matches",
    ),
    _pattern(_SELF, "nobody would|will ?even miss me"),
    _pattern(_SELF, "no one would|will ?even miss me"),
    _pattern(_SELF, "point|reason|sense in|of living|existing", not_after="in here there with near"),
    _pattern(_SELF, "jump|jumping off|from a|the|my bridge|roof|building|balcony|cliff|window"),
    _pattern(
        _VIOLENCE, f"{_HIT} me|us", not_before="not never no", not_after="up at to out off back", needs_person=True
    ),
    _pattern(
        _VIOLENCE,
        f"{_BEAT} me|us",
        not_before="not never no",
        not_after="up at to in out off back",
        needs_person=True,
        not_with=_GAMES,
    ),
    _pattern(
        _VIOLENCE,
        "push|pushes|pushed|pushing|shove|shoves|shoved|throw|throws|threw me|us down|against|onto",
        not_before="not never no",
        needs_person=True,
    ),
    _pattern(_VIOLENCE, f"{_HIT}|{_BEAT} my|our|the|his|her {_KIN}", not_before="not never no", needs_person=True),
    _pattern(
        _VIOLENCE,
        f"threaten|threatens|threatened|threatening ?me|us|them|her|him to|with {_HARM} ?me|us|them|her|him|you",
        not_after="out off up",
    ),
    _pattern(
        _VIOLENCE, "threaten|threatens|threatened|threatening me|us|them|her|him with a|an|his|her knife|gun|weapon"
    ),
    _pattern(
        _VIOLENCE,
        f"{_TRIGGER} ?me|us ?that ?my|our|the|her|his he|she|they|{'|'.join(sorted(_PEOPLE))} "
        f"?{_MODAL} ?{_MODAL} ?{_MODAL} {_HARM}|hurting|hitting|killing {_OBJECT}",
        not_after=_IDIOM_AFTER,
    ),
    _pattern(_VIOLENCE, "tried|try|tries|trying to kill|strangle|choke|drown|stab|poison|smother|suffocate me|us"),
    _pattern(_VIOLENCE, "grab|grabs|grabbed|grabbing|held|holds|hold me by the|my throat|neck|hair", needs_person=True),
    _pattern(
        _VIOLENCE, "scared|afraid|terrified|frightened of what he|she|they will|would|might|could|is ?going ?to do"
    ),
    _pattern(_ABUSE, "touch|touches|touched|touching me inappropriately|there"),
    _pattern(_VIOLENCE, "physically hurt|hurts|hurting|harm|harms|harmed|harming me|us"),
    _pattern(
        _VIOLENCE,
        "want|going|planning to hurt|hit|stab|shoot|strangle|poison|attack|punch him|her|them",
        not_after="up at in back to",
    ),
    _pattern(_ABUSE, "abuse|abuses|abused|abusing me|us"),
    _pattern(_ABUSE, f"abuse|abuses|abused|abusing my|our|the|his|her {_KIN}"),
    _pattern(
        _ABUSE,
        "being|been|was|were|am|is|are|got|get|getting ?sexually|physically|emotionally|verbally "
        "abused|molested|raped|assaulted|groped|trafficked",
    ),
    _pattern(
        _ABUSE,
        "abusive|violent partner|husband|wife|boyfriend|girlfriend|father|dad|mother|mum|mom|parent|parents|home|"
        "marriage|relationship|ex|stepfather|stepdad|household",
    ),
    _pattern(
        _ABUSE,
        "is|was|gets|get|got|becomes|became|being|been|getting ?so|very|really abusive|violent",
        needs_person=True,
    ),
    _pattern(_ABUSE, "domestic violence|abuse"),
    _pattern(_ABUSE, "sexual|sexually abuse|assault|assaulted|abused"),
    _pattern(_ABUSE, "rape|raped|raping|rapes|molest|molested|molesting|molests"),
    _pattern(_ABUSE, "force|forces|forced|forcing|makes|made|pressures|pressured me ?to ?have|into sex|sexual"),
)


def _has_person_before(words: list[str], start: int) -> bool:
    return any(word in _PEOPLE for word in words[max(0, start - 6) : start])


def _english_concern(text: str) -> Concern | None:
    words = _words(text)
    present = frozenset(words)
    for start in range(len(words)):
        for pattern in _ENGLISH:
            end = pattern.match_at(words, start)
            if end is None:
                continue
            if start and words[start - 1] in pattern.not_before:
                continue
            if end < len(words) and words[end] in pattern.not_after:
                continue
            if pattern.needs_person and not _has_person_before(words, start):
                continue
            if not pattern.not_with.isdisjoint(present):
                continue
            return pattern.concern
    return None


# -- Chinese: substrings, optionally followed closely by a second one -------------------------------------------------
_SENTENCE_BREAKS = frozenset("。！？!?；;\n…")
_PHONE = "电话 手机 的主意 主意"
_FEELINGS_NOT_BODIES = "感情 友谊 关系 感受 自尊 面子 信任"
_GAMES = "游戏 比赛 球赛 副本 对手 打怪 关卡 电竞 赛场 下棋 拳击 格斗"
# What follows 被…打 when it is not a beating: 打败 defeated, 打断 interrupted, 打扰 disturbed, 打击 discouraged, …
_NOT_A_BEATING = (
    "败 断 扰 击 动 折 开 醒 发 卡 针 印 包 乱 湿 分 上 磨 通 倒 压 脸 入 趣 量 听 工 破 回 搅 算 滑 出 电话"
)


@dataclass(frozen=True, slots=True)
class _Phrase:
    """``first`` (any of), then optionally ``then`` (any of) within ``gap`` characters; ``not_before`` /
    ``not_after`` are words right before / right after the phrase that make it harmless, ``not_near`` words among the
    eight characters after it; ``not_in_sentence`` are words that, anywhere in the same sentence, make it a game or
    a sport; ``not_in_gap`` characters may not stand between ``first`` and ``then``."""

    concern: Concern
    first: tuple[str, ...]
    then: tuple[str, ...] = ()
    gap: int = 0
    not_before: tuple[str, ...] = ()
    not_after: tuple[str, ...] = ()
    not_near: tuple[str, ...] = ()
    not_in_sentence: tuple[str, ...] = ()
    not_in_gap: str = ""

    def found_in(self, sentence: str) -> bool:
        if any(word in sentence for word in self.not_in_sentence):
            return False
        for first in self.first:
            start = sentence.find(first)
            while start != -1:
                end = self._end(sentence, start + len(first))
                if end is not None and self._harmful(sentence, start, end):
                    return True
                start = sentence.find(first, start + 1)
        return False

    def _end(self, sentence: str, after_first: int) -> int | None:
        if not self.then:
            return after_first
        for word in self.then:
            at = sentence.find(word, after_first, after_first + self.gap + len(word))
            if at != -1 and not any(char in self.not_in_gap for char in sentence[after_first:at]):
                return at + len(word)
        return None

    def _harmful(self, sentence: str, start: int, end: int) -> bool:
        if any(sentence.endswith(word, 0, start) for word in self.not_before):
            return False
        if any(sentence.startswith(word, end) for word in self.not_after):
            return False
        return not any(word in sentence[end : end + 8] for word in self.not_near)


def _zh(concern: Concern, first: str, then: str = "", **options: str | int) -> _Phrase:
    """Alternatives are separated by spaces."""
    extra = {
        key: tuple(value.split()) if isinstance(value, str) and key != "not_in_gap" else value
        for key, value in options.items()
    }
    return _Phrase(concern, tuple(first.split()), tuple(then.split()), **extra)


_CHINESE: tuple[_Phrase, ...] = (
    _zh(_SELF, "自杀", not_after="小队 式"),
    _zh(_SELF, "轻生 寻死 自尽 自残 自伤 割腕 不想活 活不下去 不想再活 不如死了 死了算了 一死了之 想去死 自我了断"),
    _zh(
        _SELF, "了结自己 了结生命 伤害自己 伤害我自己 割自己 割伤自己 划伤自己 划自己 不想醒来 不想再醒来 离开这个世界"
    ),
    _zh(_SELF, "跳楼", not_after="价 大甩卖 甩卖 大减价 清仓"),
    _zh(_SELF, "活着", "没意思 没有意思 没意义 没有意义 有什么意思 有什么意义 没什么意思 没劲", gap=3),
    _zh(_SELF, "想死", not_before="得", not_after="你 您 他 她 大家 我了 我的 我们 了你 宝宝 那 这 家"),
    _zh(_SELF, "楼上 楼顶 天台 桥上 阳台 窗户", "跳下去 跳下来 跳楼", gap=3),
    _zh(_SELF, "没有我会更好 没有我更好 没有我大家会更好 想一了百了 活着就是多余 活着是多余 我是多余的"),
    _zh(_SELF, "割了自己 划了自己 割破自己 划破自己"),
    _zh(_SELF, "结束", "自己的生命 我的生命 生命 自己的性命", gap=2),
    _zh(_SELF, "弄伤自己", not_before="不小心"),
    _zh(_SELF, "打自己", not_after="的脸 脸"),
    _zh(_SELF, "吞药 吞安眠药 喝农药"),
    _zh(_SELF, "吞 喝", "安眠药 农药 一瓶药 整瓶药 一把药 一大把药", gap=3),
    _zh(_SELF, "吃了", "整瓶安眠药 一瓶安眠药 一把安眠药 很多安眠药 一整瓶药 一大把药", gap=1),
    _zh(
        _VIOLENCE,
        "打我 打了我 打我们 打孩子 打我妈 打过我",
        not_before="不 没 别 敲 从来没",
        not_near=_PHONE,
        not_in_sentence=_GAMES,
    ),
    _zh(_VIOLENCE, "揍我 揍了我 扇我 扇了我 掐我 掐住我 掐着我 挨打 挨揍 家暴 家庭暴力 动手打 对我动手 对孩子动手"),
    _zh(_VIOLENCE, "要杀了我 要弄死我 要打死我 就打人 又打人 还打人 会打人 经常打人 总是打人 动手打人"),
    _zh(_VIOLENCE, "抽我 抽了我", not_after="的烟 烟 一根 签", not_in_sentence=_GAMES),
    _zh(_VIOLENCE, "踢我 踢了我", not_after="出"),
    _zh(
        _VIOLENCE,
        "被",
        "打 揍 踢 掐 扇",
        gap=5,
        not_after=_NOT_A_BEATING,
        not_in_sentence=_GAMES,
        not_in_gap="子，,、",
    ),
    _zh(
        _VIOLENCE,
        "威胁",
        "杀了 杀我 杀死 杀掉 伤害 弄死 打死 打我 打孩子 砍 捅 揍 动手 烧死 掐死",
        gap=6,
        not_after="价",
    ),
    _zh(
        _VIOLENCE,
        "怕 担心 担忧",
        "打我 打孩子 打我们 打死 杀了我 杀我 弄死 伤害我 伤害孩子 伤害我们 伤害自己 伤害他自己 伤害她自己 "
        "对我动手 对孩子动手 揍我",
        gap=8,
        not_near=_PHONE + " " + _FEELINGS_NOT_BODIES,
    ),
    _zh(
        _VIOLENCE,
        "说要 扬言要 扬言",
        "杀了 杀我 杀死 杀掉 弄死 打死 砍死 捅 伤害我 伤害孩子 打我",
        gap=4,
        not_after="价",
    ),
    _zh(_VIOLENCE, "拿刀", "对着 指着 砍 捅 威胁 吓", gap=6),
    _zh(_ABUSE, "虐待 性侵 强奸 强暴 猥亵 性骚扰"),
    _zh(_ABUSE, "逼我 强迫我", "发生关系 上床 做爱", gap=4),
)


def _sentences(text: str) -> list[str]:
    cleaned = "".join(char for char in unicodedata.normalize("NFKC", text) if not char.isspace())
    sentences, current = [], []
    for char in cleaned:
        if char in _SENTENCE_BREAKS:
            sentences.append("".join(current))
            current = []
        else:
            current.append(char)
    sentences.append("".join(current))
    return [sentence for sentence in sentences if sentence]


def _chinese_concern(text: str) -> Concern | None:
    for sentence in _sentences(text):
        for phrase in _CHINESE:
            if phrase.found_in(sentence):
                return phrase.concern
    return None


def safety_concern(text: str) -> Concern | None:
    """What the message speaks of, when it speaks of self-harm, suicide, violence or abuse; else ``None``."""
    if not isinstance(text, str) or not text.strip():
        return None
    return _english_concern(text) or _chinese_concern(text)
