"""The Chinese frames of the safety check: who does what to whom (他拧着我的胳膊, 被他打了, 把我锁在屋里), and the
signals of suicide and self-harm (没有我他们会轻松很多, 药攒够了).

Why this exists: as in English (``english_frames.py``), each frame is one way of disclosing danger written over
concepts (``chinese_lexicon.py``), so it covers every wording of that kind. Chinese adds the passive (被, 挨, 让) and
the 把 construction, and aspect words (了, 着, 过) between a verb and its object, which the frames' gaps allow for.
"""

from __future__ import annotations

from functools import cache

from .concern import Concern, Level
from .frames import combo, context_combo, context_frame, frame, literals_of
from .grammar import Grammar

SELF, VIOLENCE, ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE
CRISIS, CHECK = Level.CRISIS, Level.CHECK_IN

PLAY = "CTX_GAME CTX_SPORT CTX_FICTION MUTUAL_FIGHT HYPERBOLE"
TOPIC = "CTX_WORK CTX_STUDY CTX_FICTION RESOLVED DENY_SELF"
OWN = "DENY_SELF RESOLVED DENY_ALL"
HARMED = "CTX_SPORT CTX_FICTION RESOLVED DENY_HARM DENY_ALL CTX_GAME CTX_WORK CTX_STUDY MUTUAL_FIGHT HYPERBOLE"
PAST_SOFT = "DISTANT_PAST"
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
    context_frame("DENY_SELF", "不是|没|没有|不会 ~3 想不开|轻生|自杀|寻死|做傻事|伤害自己|自残|想死"),
    context_frame("DENY_HARM", "绝对不会|从来没|从没|从不|不会|没|没有 ~3 动手|打我|打过我|碰过我|伤害我|家暴"),
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
)
"""``DEGREE``: a wish to die as how much (排队排到想死) softens ``suicide_words`` to a check-in, never cancels it."""

SUICIDE = (
    frame(
        "suicide_words",
        SELF,
        CRISIS,
        "SUICIDE_WORD",
        cancel=TOPIC + " DENY_ALL CTX_GAME",
        self_only=True,
        soften=PAST_SOFT + " DEGREE",
        not_after="你 您 大家 我了 我的 我们 了你 宝宝 那 这 家 小队 式 价 大甩卖 甩卖 大减价 清仓 的心",
        not_before="得 你 你们 你怎么不 叫他 让他 叫我 让我 他怎么不 怎么不",
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
        not_before="是不是 有没有 问我是不是 问我有没有 以为我",
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

VIOLENCE_FRAMES = (
    frame(
        "hit_me",
        VIOLENCE,
        CRISIS,
        f"{ADULT} ~5 HIT ~3!OBJ|给 ME|BODY",
        cancel=HARMED,
        not_after=PHONE,
        not_before="敲",
        blocked=PHONE,
        soften=PAST_SOFT,
    ),
    frame(
        "hit_me_short",
        VIOLENCE,
        CRISIS,
        "HIT ~2!OBJ|给 ME ~2 脖子|脸|头|胳膊|头发|一把|一顿|一下|几下|耳光",
        cancel=HARMED,
        not_after=PHONE,
    ),
    frame("passive_hit", VIOLENCE, CRISIS, "ME ~2 被|挨|让|给 ~3 HIT", cancel=HARMED, not_after=PASSIVE_NOT),
    frame("passive_hit_other", VIOLENCE, CHECK, "被|挨 ~3 HIT", cancel=HARMED, not_after=PASSIVE_NOT),
    frame(
        "ba_me",
        VIOLENCE,
        CRISIS,
        "把 ~1 ME ~4 HIT|CONFINE|推倒|按|压|摔|扔",
        cancel=HARMED,
        not_before="PET CHILD",
        blocked="KIN CHILD PET 吓得 吓 气得 弄得",
        soften=PAST_SOFT,
    ),
    frame("thrown_at_me", VIOLENCE, CRISIS, "THROW ~6 BODY|朝我|往我|冲我|我身上|向我|砸我|扔我", cancel=HARMED),
    frame("grazed_me", VIOLENCE, CRISIS, "擦着 ~2 我|ME ~4 飞|过去|过", cancel=HARMED),
    frame(
        "threat_to_kill",
        VIOLENCE,
        CRISIS,
        f"{AGENT} ~6 THREAT_SAY ~10 KILL ?ME|你|全家|孩子|CHILD",
        cancel=PLAY + " DENY_HARM RESOLVED CTX_WORK CTX_STUDY",
    ),
    frame(
        "threat_no_mercy",
        VIOLENCE,
        CRISIS,
        f"{AGENT} ~6 THREAT_SAY ~10 不好过|好看|不放过|不会放过",
        cancel=PLAY + " DENY_HARM RESOLVED CTX_WORK CTX_STUDY",
    ),
    frame(
        "kill_threat_plain",
        VIOLENCE,
        CRISIS,
        "就|要|会|敢 ~2 KILL ~1 ME|你|全家",
        cancel=PLAY + " CTX_WORK",
        not_before="笑 累 气 热 烦 羡慕 想",
    ),
    frame(
        "weapon_waved",
        VIOLENCE,
        CRISIS,
        "抄起|拿着|拿起|举着|晃|指着|对着|挥着|提着|拎起|拿 ~3 WEAPON|凳子|椅子|酒瓶",
        cancel=PLAY + " CTX_WORK CTX_STUDY RESOLVED CTX_COOK DENY_ALL",
        not_before="CHILD",
        soften=PAST_SOFT,
    ),
    frame("weapon_at_me", VIOLENCE, CRISIS, "WEAPON ~4 对着|指着|晃|架在|抵着|砍|捅 ~2 我|ME|脖子", cancel=PLAY),
    frame("weapon_seek", VIOLENCE, CRISIS, "发火|生气|喝多|一吵 ~4 就 ~2 找刀|拿刀|抄刀|摸刀", cancel=PLAY),
    frame("weapon_at_home", VIOLENCE, CHECK, "家里 ~3 有 ~2 WEAPON", cancel=PLAY + " CTX_WORK"),
    frame("hide_knives", VIOLENCE, CRISIS, "刀 ~4 藏起来|都藏|藏好", cancel=PLAY),
    frame(
        "scared_of_them",
        VIOLENCE,
        CHECK,
        f"FEAR ~4 {ADULT}|回家|进门|上楼|上去|回去",
        cancel=HARMED + " CTX_WORK",
        not_after="生气 担心 失望 难过 伤心 误会 不高兴 嫌弃 笑话 " + FEELINGS_NOT_BODIES,
    ),
    frame("refuge", VIOLENCE, CHECK, "REFUGE", cancel=HARMED + " CTX_WORK"),
    frame("listen_for_him", VIOLENCE, CHECK, "听 ~2 动静|脚步声|开门声", cancel=PLAY),
    frame("dread_his_mood", VIOLENCE, CHECK, "不知道 ~4 他|她 ~3 心情|脾气", cancel=PLAY),
    frame("injury_from_them", VIOLENCE, CHECK, f"{AGENT} ~8 INJURY", cancel=HARMED + " CTX_WORK"),
    frame("injury_on_dependant", VIOLENCE, CHECK, "CHILD|ELDER ~8 INJURY", cancel=HARMED + " CTX_WORK"),
    frame("injury_excuse", VIOLENCE, CHECK, "INJURY ~8 说是|自己磕|摔的|磕的|碰的|问她就哭|问他就哭", cancel=HARMED),
    frame("destroyed_near", VIOLENCE, CHECK, f"{AGENT} ~6 DESTROY", cancel=PLAY + " CTX_WORK"),
    frame(
        "hurt_dependant",
        VIOLENCE,
        CRISIS,
        f"{ADULT} ~6 HIT ~4 CHILD|ELDER|PET|孩子|我妈|我妹|我弟",
        cancel=HARMED + " CTX_WORK",
        not_after=PHONE,
        blocked=PHONE,
        not_before="CHILD",
    ),
    frame("dependant_hit", VIOLENCE, CHECK, "CHILD|ELDER|PET ~4 被 ~3 HIT", cancel=HARMED + " CTX_WORK"),
    frame("locked_away", VIOLENCE, CHECK, "锁|关 ~6 储物间|屋里|房间|阳台|小黑屋|门外|厕所", cancel=PLAY),
    frame("not_fed", VIOLENCE, CHECK, "不给 ~3 饭|吃|饭吃|吃饭|吃的", negatable=False, cancel=PLAY),
    frame("want_to_hurt_someone", VIOLENCE, CHECK, "HURT_OTHERS_WISH", cancel=PLAY + " CTX_WORK DENY_HARM"),
    frame("thought_of_hurting", VIOLENCE, CHECK, "想 ~3 把 ~3 推下|丢出去|扔出去|掐|捂", cancel=PLAY),
    frame("unsafe", VIOLENCE, CHECK, "FIRST ~4 UNSAFE", cancel=PLAY + " CTX_WORK CTX_STUDY"),
    frame("hides_from", VIOLENCE, CHECK, "躲 ~3 厕所|卫生间|屋里|房间|车里|被子里", cancel=PLAY + " CTX_GAME"),
    frame(
        "domestic_violence_word",
        VIOLENCE,
        CRISIS,
        "家暴|家庭暴力|动手打|对我动手|打人|挨打|挨揍|动粗|施暴",
        cancel=TOPIC + " DENY_HARM",
        self_only=False,
    ),
)

ABUSE_FRAMES = (
    frame("took_my_things", ABUSE, CHECK, "TAKE ~4 ASSET", cancel=PLAY + " CTX_WORK"),
    frame("my_things_taken", ABUSE, CHECK, "ASSET ~6 TAKE|在他那|在她那|在婆家|他管着|她管着", cancel=PLAY),
    frame(
        "documents_held",
        ABUSE,
        CRISIS,
        "身份证|户口本|护照|证件 ~6 收|扣|拿走|藏|收着|扣着|在婆家|在他那",
        cancel=PLAY + " CTX_WORK",
    ),
    frame("forbidden", ABUSE, CHECK, "FORBID ~3 SOCIAL", cancel=PLAY + " CTX_WORK CTX_STUDY"),
    frame("confined", ABUSE, CRISIS, "CONFINE", cancel=PLAY + " RESOLVED CTX_WORK", soften=PAST_SOFT, explicit=True),
    frame(
        "locked_from_outside", ABUSE, CRISIS, "从外面|外面 ~2 反锁|锁|锁上", cancel=PLAY + " RESOLVED", explicit=True
    ),
    frame("monitored", ABUSE, CHECK, "MONITOR", cancel=PLAY + " CTX_WORK CTX_STUDY"),
    frame("isolated", ABUSE, CHECK, "ISOLATE", cancel=PLAY + " CTX_WORK"),
    frame(
        "every_minute",
        ABUSE,
        CHECK,
        "每一分钟|每一笔|每一分钱|每个小时|每半小时|一小时一次 ~4 交代|报|汇报|报账|拍照",
        cancel=PLAY,
    ),
    frame("if_dare", ABUSE, CHECK, "你敢|要敢|敢 ~4 出|走|离|提离婚|找工作 ~4 就", cancel=PLAY),
    frame("blackmail", ABUSE, CRISIS, "不|要是|不然|否则|敢 ~8 就 ~3 BLACKMAIL", cancel=PLAY),
    frame("blackmail_plain", ABUSE, CRISIS, "BLACKMAIL ~6 照片|视频|聊天记录|裸照", cancel=PLAY + " CTX_STUDY"),
    frame("sex_word", ABUSE, CRISIS, "SEX_WORD", cancel=TOPIC + " DENY_HARM", explicit=True),
    frame(
        "said_no_still",
        ABUSE,
        CRISIS,
        "说了不|说不要|说了不要|不愿意|不想要|喊疼|说停|喊停 ~8 还是|也不停|没停|硬来|不管|装你什么|装什么",
        negatable=False,
        cancel=PLAY + " CTX_WORK",
        explicit=True,
    ),
    frame("forced_sex", ABUSE, CRISIS, "SEX_FORCE ~5 SEX_ACT", cancel=PLAY + " CTX_WORK CTX_STUDY", explicit=True),
    frame("drunk_then", ABUSE, CRISIS, "灌醉|喝醉|喝断片|断片 ~8 那个|那啥|床上|醒来", cancel=PLAY + " CTX_WORK"),
    frame("unwanted_touch", ABUSE, CHECK, "UNWANTED_TOUCH", cancel=PLAY + " CTX_WORK DENY_ALL"),
    frame("blackout", ABUSE, CHECK, "BLACKOUT", cancel=PLAY + " CTX_WORK CTX_STUDY RESOLVED"),
    frame("stalking", VIOLENCE, CHECK, "STALK", cancel=PLAY + " CTX_WORK CTX_STUDY RESOLVED"),
    frame("neglect", VIOLENCE, CHECK, "NEGLECT", cancel=PLAY + " CTX_WORK CTX_STUDY"),
    frame(
        "touched_body", ABUSE, CHECK, "摸|碰|拍|抱 ~3 我? ~2 腿|腰|屁股|头发|胸|大腿|下面", cancel=PLAY + " CTX_WORK"
    ),
    frame(
        "love_means_yes", ABUSE, CHECK, "不|不愿意|不做|不发|不拍 ~3 就是|就说 ~2 不爱", negatable=False, cancel=PLAY
    ),
    frame("give_in", ABUSE, CHECK, "硬着头皮|只能随他|随他|顺着他|最后还是同意|只好答应", cancel=PLAY),
    frame("night_visits", ABUSE, CHECK, "NIGHT_VISIT", cancel=PLAY + " CTX_WORK"),
    frame("share_room", ABUSE, CHECK, "住一个|住一间|同一间|一个房间 ~4 省钱", cancel=PLAY),
    frame("pics_pressure", ABUSE, CHECK, "逼|要|让 ~3 拍|发 ~3 那种照片|照片|裸照", cancel=PLAY),
    frame("childhood_hint", ABUSE, CHECK, "CHILDHOOD ~10 HINT|对我|那个亲戚|他|做的|碰|摸", cancel=PLAY + " RESOLVED"),
    frame("tremble_near_men", ABUSE, CHECK, "靠近|碰我|摸我 ~3 就 ~2 发抖|僵住|哆嗦", cancel=PLAY),
    frame("freeze_intimate", ABUSE, CHECK, "亲密|碰我|那个的时候 ~6 僵住|想起|发抖", cancel=PLAY),
)

COMBOS = (
    context_combo("RESOLVED", "PAST", "NOW_GOOD", unless="BACK_AGAIN"),
    context_combo("DENY_ALL", "RETRACT"),
    combo("attempt_and_again", SELF, CRISIS, "cue:attempt_before ATTEMPT", "BACK_AGAIN", cancel=TOPIC),
    combo("childhood_and_hint", ABUSE, CHECK, "CHILDHOOD", "HINT", cancel="RESOLVED CTX_FICTION CTX_WORK CTX_STUDY"),
)


FRAMES = (*SUICIDE, *SELF_HARM_FRAMES, *VIOLENCE_FRAMES, *ABUSE_FRAMES)
LITERALS = frozenset(literals_of((*FRAMES, *CONTEXTS), COMBOS))
"""The words the frames name, which the tokenizer marks wherever a run of words spells one."""


@cache
def chinese_grammar() -> Grammar:
    """The frames as a grammar: literal words are read as the tags the tokenizer gives every run that spells them."""
    return Grammar.tagged(FRAMES, CONTEXTS, COMBOS)
