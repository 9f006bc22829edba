"""Simplified Chinese feeling words (感受词), after the CNVC feelings inventory, with colloquial forms.

Why this exists: "我有点烦" and "我很难过" are feelings, "我觉得被排斥了" is a faux feeling and "我觉得你…" is
a thought. These lists say what counts as an emotion or body state in Chinese and feed the UI pickers.
"""

from __future__ import annotations

import re

from ..findings import alternation
from ._parse import words

# 需要被满足时的感受
FEELINGS_MET: tuple[str, ...] = words(
    """
    开心, 高兴, 快乐, 愉快, 愉悦, 兴奋, 喜悦, 欣喜, 欢喜, 感激, 感动, 感恩, 温暖, 温馨, 放松, 平静, 安心, 踏实,
    满足, 欣慰, 轻松, 自在, 舒服, 舒畅, 舒坦, 幸福, 甜蜜, 自豪, 骄傲, 充满希望, 有希望, 好奇, 振奋, 受鼓舞,
    激动, 惊喜, 放心, 宽慰, 如释重负, 松了一口气, 松了口气, 心满意足, 平和, 宁静, 安详, 期待, 热情, 精力充沛,
    有活力, 充实, 感到安全, 安全, 被感动, 被打动, 被鼓舞, 被激励, 受感动, 投入, 专注, 神清气爽, 心旷神怡, 痛快,
    畅快, 释然, 好多了, 心安, 乐观, 有信心, 自信, 满意, 感兴趣, 着迷, 陶醉, 安稳, 安宁, 亲切, 友好, 柔软, 心动,
    欢欣, 雀跃, 喜出望外
    """
)

# 需要未被满足时的感受
FEELINGS_UNMET: tuple[str, ...] = words(
    """
    为难, 舍不得, 心凉, 无力感, 不是滋味, 心乱, 上头, 光火,
    # 网上和口头的说法
    气死, emo, 破防, 心态崩了, 心态崩, 累成狗, 困成狗,
    难过, 伤心, 悲伤, 痛苦, 沮丧, 失望, 绝望, 灰心, 心碎, 心痛, 委屈, 受伤, 害怕, 恐惧, 担心, 担忧, 忧虑, 焦虑,
    紧张, 不安, 慌张, 惊慌, 恐慌, 生气, 愤怒, 恼火, 恼怒, 气愤, 烦躁, 烦恼, 心烦, 厌烦, 不耐烦, 烦闷, 郁闷,
    苦恼, 困惑, 迷茫, 茫然, 纠结, 矛盾, 尴尬, 难堪, 羞愧, 惭愧, 内疚, 愧疚, 后悔, 懊悔, 孤单, 孤独, 寂寞, 无助,
    无力, 无奈, 疲惫, 疲倦, 筋疲力尽, 精疲力尽, 疲劳, 心累, 压力大, 有压力, 压力很大, 压力好大, 压力太大,
    压力特别大, 压力非常大, 压力挺大, 压力山大, 想哭, 好想哭, 想大哭, 不堪重负, 崩溃, 震惊, 吃惊, 惊讶, 意外,
    诧异, 出乎意料, 嫉妒, 羡慕, 不满, 不爽, 不高兴, 不开心, 不舒服, 不自在, 别扭, 心慌, 着急, 焦急, 揪心,
    牵挂, 想念, 思念, 惆怅,
    忧郁, 抑郁, 低落, 消沉, 沉重, 心情沉重, 无聊, 厌倦, 麻木, 空虚, 受挫, 挫败, 气馁, 泄气, 窝火, 憋屈, 抓狂,
    火大, 冒火, 害羞, 胆怯, 畏惧, 惶恐, 不知所措, 手足无措, 发愁, 头疼, 心疼, 难受, 痛心, 遗憾, 悲痛, 哀伤,
    心寒, 寒心, 忐忑, 七上八下, 坐立不安, 提心吊胆, 心神不宁, 紧绷, 慌乱, 烦死了, 累坏了, 累死了, 气死了, 吓到,
    吓坏, 吓死, 吓着, 吓一跳, 吓了一跳, 吓一大跳, 吓了一大跳, 被吓到, 被吓坏, 丢脸, 丢人, 没面子, 难为情,
    不好意思, 失落, 落寞, 心灰意冷, 伤感, 悲哀, 凄凉,
    痛心疾首, 闹心, 烦心, 糟心, 堵得慌, 心里很堵, 心里很凉, 心里很酸, 心里很苦, 心里很乱, 心里很空, 心里很慌,
    心里很沉, 心里很暖, 暖暖的, 暖洋洋的, 酸酸的, 空落落, 空荡荡的, 喘不过气, 透不过气, 压抑, 憋闷, 窒息, 疲累,
    困倦, 没精神, 没劲,
    乏力, 虚弱, 不踏实, 不放心, 恼, 怨恨, 愤恨, 不甘心, 不甘, 吃醋, 慌, 怕, 烦, 累, 困, 急, 气, 愁, 闷, 乏, 饿,
    冷, 痛, 疼, 孤立无援, 忧心, 忧伤, 心酸, 辛酸, 心塞, 焦躁, 暴躁, 急躁, 不耐烦了, 不满意, 不甘心, 受不了,
    招架不住, 撑不住, 扛不住
    """
)

# Single-character feelings match only right after a degree word or the speaker ("我好烦", "有点累").
SINGLE_CHAR_FEELINGS: frozenset[str] = frozenset(w for w in FEELINGS_UNMET + FEELINGS_MET if len(w) == 1)

# Degree words and fillers between 我/觉得 and a feeling word ("我觉得有点难过").
DEGREE_WORDS: tuple[str, ...] = words(
    """
    很, 有点儿, 有点, 有一点, 有些, 一点, 非常, 特别, 真的, 真, 挺, 好, 太, 十分, 相当, 比较, 越来越, 更加, 更,
    蛮, 超级, 超, 极其, 极, 格外, 实在, 确实, 都, 也, 还, 又, 就, 有, 点, 些, 这么, 那么, 如此, 多么, 还是,
    总是, 一直, 常常, 经常, 有时, 有时候, 其实, 真是, 简直, 可, 老, 怪, 稍微, 略, 略微, 些许, 万分, 无比,
    非常地, 真心
    """
)

# Self-judgements after 觉得 are thoughts ("我觉得自己很没用").
SELF_JUDGEMENTS_ZH: tuple[str, ...] = words(
    """
    没用, 失败, 很差, 不够好, 一无是处, 废物, 笨, 蠢
    """
)


_INNER_DEGREE = re.compile(r"^(?P<head>[\u4e00-\u9fff]{2,})(?:很|挺|特别|非常|太)(?P<tail>[\u4e00-\u9fff])$")
_DEGREE_SLOT = r"(?:也|都|还|真的|其实|是不是)?(?:很|挺|特别|非常|太|好|有点|蛮|超)*"


def feelings_alternation() -> str:
    """Every feeling word as a regex alternation; a phrase with a degree inside it (压力很大) takes any degree and
    adverb there (压力也挺大, 压力真的很大, 压力大), as people say it."""
    words = FEELINGS_MET + FEELINGS_UNMET
    slotted = sorted(
        {re.escape(m["head"]) + _DEGREE_SLOT + re.escape(m["tail"]) for w in words if (m := _INNER_DEGREE.match(w))}
    )
    return "|".join([*slotted, alternation(words, spaces=r"\s*")])
