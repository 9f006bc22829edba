"""The Chinese safety check's contexts and shared words: what explains a danger word away (a denial, a game, a
figure of speech: 打我的主意), and the Chinese words the frames share.

Why this exists: the frame families (``chinese_frames_self.py`` for suicide and self-harm, ``chinese_frames.py`` for
violence and abuse) cancel on the same contexts; one home keeps them the same, as ``english_contexts.py`` does (the
cancel lists both languages share are in ``cancels.py``).
"""

from __future__ import annotations

from .frames import context_frame

SINCE = "SPAN 年 月 天 周 星期 好久 很久 这几天 最近 这阵子 一阵子 好一阵"
"""A denial bounded in time (他好几年没打我了, 最近没自残) says it happened before: no denial. A span the segmenter
splits (好几个 | 月) ends in its unit."""
HARMED = "CTX_SPORT CTX_FICTION RESOLVED DENY_HARM DENY_ALL CTX_GAME CTX_WORK CTX_STUDY MUTUAL_FIGHT HYPERBOLE"
WHILE_AWAY = "家 的时候 公司 身边"
"""Words after 没有我 that make it "while I am away" (没有我在家), not "without me"."""
AGENT = "OTHER|KIN"
ADULT = "OTHER|KIN!CHILD"
PHONE = (
    "电话 手机 微信 视频 游戏 的主意 主意 招呼 工 车 针 折 卡 球 扑克 麻将 字 出来 回来 上来 下来 起来 回去 机 游戏机"
    " 的电话 的手机 的微信 的主意"
)
FEELINGS_NOT_BODIES = "的感情 感情 的友谊 友谊 关系 的关系 自尊 面子 信任 的心 心 感受 的感受 积极性"
PASSIVE_NOT = (
    PHONE + " 败 断 扰 击 动 折 开 醒 发 卡 印 包 乱 湿 分 上 磨 通 倒 压 脸 入 趣 量 听 破 回 搅 算 滑 出 掉 一针"
)

CONTEXTS = (
    context_frame(
        "DENY_SELF", "不是|没|没有|不会 ~3 想不开|轻生|自杀|寻死|做傻事|伤害自己|自残|想死", not_before=SINCE
    ),
    context_frame(
        "DENY_HARM", "绝对不会|从来没|从没|从不|不会|没|没有 ~3 动手|打我|打过我|碰过我|伤害我|家暴", not_before=SINCE
    ),
    context_frame("DENY_HARM", "不是 ~2 家暴|虐待|暴力"),
    context_frame("DENY_ALL", "FIRST ~3 很|挺|真的|特别|完全 ~1 安全", negatable=True),
    context_frame("DENY_ALL", "不用 ~2 担心|紧张"),
    context_frame("RESOLVED", "NOW_OK", negatable=True),
    context_frame("MOOD_ONLY", "FEAR ~4 生气|不高兴|失望|难过|伤心|发火|发脾气|不开心|嫌弃|误会|笑话|多想"),
    context_frame("HYPERBOLE", "伤害|伤|打|砸|毁 ~4 " + " ".join(FEELINGS_NOT_BODIES.split()).replace(" ", "|")),
    context_frame("HYPERBOLE", "打 ~2 ME ~1 的 ~1 电话|主意|招呼|手机"),
    context_frame("HYPERBOLE", "打 ~1 ME ~1 电话|主意|招呼|手机"),
    context_frame("HYPERBOLE", "打动|打脸|打自己的脸|打主意"),
    context_frame("DENY_ALL", "RECALL ~10 是 ~2 说|因为|被|指|想|在"),
    context_frame("DENY_ALL", "RECALL ~10 不是 ~2 真|真的|要|真要|真的要"),
    context_frame("DEGREE", "到|得 ~1 SUICIDE_WORD"),
    context_frame("NOW_GOOD", "早就|好久|很久|好久没|YEARS ~0 没有|没|不|这样|那样 ~0 过|这样|那样|犯|了"),
)
"""``NOW_GOOD`` from a frame: something has not happened for a long time (已经五年没有了, 早就不这样了); with a
past (``PAST``) it makes the message ``RESOLVED`` unless something says it is back.
``DEGREE``: a wish to die as how much (排队排到想死) softens ``suicide_words`` to a check-in, never cancels it."""
