"""The Chinese half of the safety check: phrases, optionally followed closely by a second phrase, per sentence.

Figures of speech are ruled out by what stands right before or after a phrase ("想死你了" is missing someone,
"跳楼价" a bargain, "被打断" being interrupted), by a phone nearby ("打我电话"), and by game words in the sentence
("这游戏里我被打死了"). Bounded ``str.find`` scans, so the time grows linearly with the text.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from .concern import Concern

_SELF, _VIOLENCE, _ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE

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


_FIRST_CHARACTERS = frozenset(word[0] for phrase in _CHINESE for word in phrase.first)
"""Every phrase starts with one of these: a text with none of them (any English message) has nothing to find."""


def _sentences(normalized: str) -> list[str]:
    cleaned = "".join(char for char in normalized if not char.isspace())
    sentences, current = [], []
    for char in cleaned:
        if char in _SENTENCE_BREAKS:
            sentences.append("".join(current))
            current = []
        else:
            current.append(char)
    sentences.append("".join(current))
    return [sentence for sentence in sentences if sentence]


def chinese_concern(text: str) -> Concern | None:
    normalized = unicodedata.normalize("NFKC", text)
    if _FIRST_CHARACTERS.isdisjoint(normalized):
        return None
    for sentence in _sentences(normalized):
        for phrase in _CHINESE:
            if phrase.found_in(sentence):
                return phrase.concern
    return None
