"""The Chinese frames of the safety check, assembled: who does what to whom (他拧着我的胳膊, 被他打了, 把我锁在屋里),
with the signals of suicide and self-harm (``chinese_frames_self.py``) and the combinations.

Why this exists: as in English (``english_frames.py``), each frame is one way of disclosing danger written over
concepts (``chinese_lexicon.py``), so it covers every wording of that kind. Chinese adds the passive (被, 挨, 让) and
the 把 construction, and aspect words (了, 着, 过) between a verb and its object, which the frames' gaps allow for.
Violence and abuse live here; suicide and self-harm in ``chinese_frames_self.py``; the contexts that cancel them in
``chinese_contexts.py``.
"""

from __future__ import annotations

from functools import cache

from .cancels import ABUSE, CHECK, CRISIS, PAST_SOFT, PLAY, SELF, TOPIC, VIOLENCE
from .chinese_contexts import ADULT, AGENT, CONTEXTS, FEELINGS_NOT_BODIES, HARMED, PASSIVE_NOT, PHONE
from .chinese_frames_self import SELF_HARM_FRAMES, SUICIDE
from .frames import combo, context_combo, frame, literals_of
from .grammar import Grammar

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
        not_before="PREVENT",
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
    frame("sex_word", ABUSE, CRISIS, "SEX_WORD", cancel=TOPIC + " DENY_HARM", not_before="PREVENT", explicit=True),
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
