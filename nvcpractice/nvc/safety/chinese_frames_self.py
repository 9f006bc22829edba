"""The Chinese frames of suicide and self-harm: the words that say it outright (我想自杀), and the signals that hint
it (没有我他们会轻松很多, 药攒够了, hiding the marks).

Why this exists: one family of the safety check's frames (``chinese_frames.py`` assembles them); each is one way of
disclosing, written over the concepts of ``chinese_lexicon.py``.
"""

from __future__ import annotations

from .cancels import ABUSE, CHECK, CRISIS, OWN, PAST_SOFT, PLAY, SELF, TOPIC
from .chinese_contexts import ADULT, WHILE_AWAY
from .frames import frame

_UNSAID, _SPENT = TOPIC + " DENY_ALL CTX_GAME", PAST_SOFT + " DEGREE"
"""A suicide word explained away (a topic, a denial, a game), or softened (past, a degree: 累得想死)."""
SUICIDE = (
    frame(
        "suicide_words",
        SELF,
        CRISIS,
        "SUICIDE_WORD",
        cancel=_UNSAID,
        self_only=True,
        soften=_SPENT,
        not_after="你 您 大家 我了 我的 我们 了你 宝宝 那 这 家 小队 式 价 大甩卖 甩卖 大减价 清仓 的心",
        not_before="PREVENT 得 你 你们 你怎么不 叫他 让他 叫我 让我 他怎么不 怎么不",
    ),
    frame(
        "suicide_intent",
        SELF,
        CRISIS,
        "FIRST ~2 PLAN|想|要 ~1 SUICIDE_WORD",
        cancel=_UNSAID,
        soften=_SPENT,
        explicit=True,
    ),
    frame("better_without_me", SELF, CRISIS, "WITHOUT_ME ~8 BETTER_OFF", cancel=OWN + " CTX_FICTION"),
    frame("better_without_me_rev", SELF, CRISIS, "BETTER_OFF ~8 WITHOUT_ME", cancel=OWN + " CTX_FICTION"),
    frame("without_me", SELF, CHECK, "WITHOUT_ME", cancel=OWN + " CTX_FICTION CTX_WORK CTX_GAME", not_after=WHILE_AWAY),
    frame("a_burden", SELF, CHECK, "FIRST ~4 BURDEN", cancel=OWN + " CTX_WORK CTX_GAME"),
    frame("burden_me", SELF, CHECK, "BURDEN ~3 是 ~1 我", cancel=OWN),
    frame(
        "hopeless",
        SELF,
        CHECK,
        "HOPELESS",
        cancel=OWN + " CTX_WORK CTX_STUDY CTX_GAME CTX_SPORT CTX_FICTION",
        not_after="的工作 的会 的课",
    ),
    frame(
        "life_pointless",
        SELF,
        CHECK,
        "活着|人生|这辈子|日子 ~3 没意思|没意义|没劲|图什么|图啥|有什么用|有啥用|干嘛",
        cancel=OWN + " CTX_WORK CTX_STUDY CTX_GAME CTX_FICTION",
    ),
    frame(
        "not_wake",
        SELF,
        CHECK,
        "盼着|许愿|希望|要是|想|但愿|巴不得|干脆 ~4 别醒|不醒|不用醒|醒不过来|不想醒",
        cancel=OWN,
    ),
    frame("not_wake_plain", SELF, CHECK, "别醒|不想醒|醒不过来|不用醒 ~2 过来|了|就好", negatable=False, cancel=OWN),
    frame(
        "disappear",
        SELF,
        CHECK,
        "想|好想|真想|干脆|就想|只想 ~2 消失|不在|离开",
        cancel=OWN + " CTX_GAME",
        not_after="一会儿 几天 一下 一阵 一天 一段",
    ),
    frame("means_saved", SELF, CRISIS, "MEANS ~5 STOCKPILE", cancel=TOPIC, explicit=True),
    frame("saved_means", SELF, CRISIS, "STOCKPILE ~5 MEANS", cancel=TOPIC, explicit=True),
    frame(
        "took_large_dose",
        SELF,
        CRISIS,
        "吞|吃了|喝了|吞了 ~2 LARGE_DOSE ~2 药|安眠药|药片",
        cancel=TOPIC,
        explicit=True,
    ),
    frame(
        "at_the_edge",
        SELF,
        CHECK,
        "天台|楼顶|顶楼|桥上|桥|河边|江边|阳台|窗台|楼上 ~5 坐|站|走|去|往下|跳|下去|看|不想往回",
        cancel=PLAY + " CTX_WORK",
    ),
    frame(
        "farewell_strong",
        SELF,
        CHECK,
        "遗书|遗言|后事|永别|诀别|最后一面|最后的话|走之前|在那之前|提前说|"
        "不会再来|没机会|没几次|托付|替我照顾|最后一节|最后一次",
        cancel=PLAY + " CTX_WORK CTX_STUDY",
    ),
    frame(
        "giving_away",
        SELF,
        CHECK,
        "送人|送给|留给|都给|拿去 ~6 吉他|东西|书|衣服|手办|switch|猫|狗|你|他|她",
        cancel=PLAY + " CTX_WORK",
    ),
    frame("attempt_before", SELF, CHECK, "ATTEMPT", cancel=TOPIC + " CTX_GAME CTX_SPORT"),
    frame("life_for_money", SELF, CHECK, "命 ~4 换|值|抵", cancel=PLAY),
    frame("no_future", SELF, CHECK, "没|没有|没啥 ~2 以后|未来|盼头|明天", negatable=False, cancel=OWN),
    frame(
        "not_continue",
        SELF,
        CHECK,
        "不打算|不想|不会 ~2 继续|再",
        negatable=False,
        cancel=OWN + " CTX_WORK CTX_STUDY CTX_GAME CTX_SPORT CTX_FICTION",
        not_after="吵 说 练 玩 工作 上班 读",
    ),
    frame(
        "no_need_to_worry_for_me",
        SELF,
        CHECK,
        "不用|不必|再也不用 ~2 再 ~1 为我|操心|看见我|看到我|管我",
        negatable=False,
        cancel=OWN,
    ),
    frame(
        "soon_not_see_me", SELF, CHECK, "很快|马上|以后|再也 ~3 不用|看不到|见不到 ~3 我", negatable=False, cancel=OWN
    ),
    frame("go_find_them", SELF, CHECK, "早点|干脆|想 ~2 去找|去陪 ~2 他|她|老伴|妈|爸", negatable=False, cancel=OWN),
)

SELF_HARM_FRAMES = (
    frame(
        "abuse_word", ABUSE, CRISIS, f"{ADULT} ~3 虐待|性侵|猥亵|侵犯 ~2 ME", cancel=TOPIC + " DENY_HARM", explicit=True
    ),
    frame(
        "self_harm_word",
        SELF,
        CRISIS,
        "SH_WORD",
        cancel=TOPIC + " DENY_ALL CTX_SPORT CTX_COOK",
        self_only=True,
        not_after="的脸 脸",
        soften=PAST_SOFT,
        not_before="PREVENT 是不是 有没有 问我是不是 问我有没有 以为我",
        explicit=True,
    ),
    frame(
        "hurt_myself",
        SELF,
        CRISIS,
        "SH_ACT ~2 SELF",
        self_only=True,
        cancel=OWN + " CTX_SPORT",
        not_before="不小心 差点",
    ),
    frame("tool_and_act", SELF, CRISIS, "拿|用 ~2 SH_TOOL ~4 SH_ACT", cancel=OWN + " CTX_WORK"),
    frame("tool_urge", SELF, CRISIS, "URGE ~4 SH_TOOL", cancel=OWN + " CTX_WORK"),
    frame("tool_hidden", SELF, CHECK, "SH_TOOL ~4 藏|放着|心安|还在", cancel=OWN + " CTX_WORK"),
    frame(
        "head_against_wall",
        SELF,
        CRISIS,
        "SH_HEAD",
        cancel=OWN + " CTX_SPORT MUTUAL_FIGHT",
        not_before="PET CHILD",
        soften=PAST_SOFT,
    ),
    frame("slap_myself", SELF, CRISIS, "扇|打|抽 ~1 自己 ~2 耳光|嘴巴|嘴巴子|脸", cancel=OWN),
    frame("drawing_on_wrist", SELF, CHECK, "画画|画 ~6 手腕|胳膊|手臂|大腿|手上", cancel=OWN),
    frame("wrist_marks", SELF, CHECK, "手腕|胳膊|手臂|大腿|手上 ~4 SH_MARK", cancel=OWN + " CTX_SPORT"),
    frame("did_it_myself", SELF, CHECK, "自己 ~1 弄|划|割|烫|掐", cancel=OWN + " CTX_WORK"),
    frame("sleeves", SELF, CHECK, "长袖|短袖|不敢穿 ~6 夏天|问|解释|遮|不敢|尴尬", cancel=OWN),
    frame("not_deserve_food", SELF, CHECK, "不配 ~2 吃|吃饭|吃东西", negatable=False, cancel=OWN),
    frame("punish_by_not", SELF, CHECK, "罚 ~1 自己 ~3 不|饿|站|跪", cancel=OWN),
    frame("relapse", SELF, CRISIS, "又犯了|复发|白戒了|又来了|没忍住 ~6 SH_MARK|SH_TOOL|SH_ACT|划|割", cancel=OWN),
    frame("pain_to_calm", SELF, CHECK, "疼 ~3 才 ~3 冷静|舒服|清净|安静|好受", cancel=OWN + " CTX_SPORT"),
    frame("hurt_to_calm", SELF, CHECK, "SH_ACT ~4 才 ~2 舒服|冷静|安静|清净|好受|心安", cancel=OWN + " CTX_SPORT"),
)
