"""Reading a learner's reply while practice is paused for their safety: back to practice, fine, worrying, a question.

Why this exists: after a check-in ("Are you safe right now?") or a crisis reply, the next message decides what
happens. "yes I'm fine, let's go on" returns to the exercise; "not really", "he's home now" or a new disclosure
become a crisis; "is that normal?" gets care, never coaching; "thanks" or "I'm ok" keeps the care frame until the
learner chooses to go back. When a reply is unclear the frame holds: going back too early costs more than
asking once more.

Word patterns per language over the prepared text (``normalize.prepared``), each a bounded alternation: linear in
the reply. A new disclosure is heard by the safety check itself (:func:`nvcpractice.nvc.safety.assess`).
"""

from __future__ import annotations

import re
from enum import StrEnum

from .normalize import prepared


class Answer(StrEnum):
    BACK = "back"
    FINE = "fine"
    WORRY = "worry"
    QUESTION = "question"
    OTHER = "other"


def _words(*patterns: str) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z'])(?:" + "|".join(patterns) + r")(?![a-z'])", re.IGNORECASE)


def _han(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(patterns))


_UNSAFE = (
    _words(
        r"not (?:really |totally |completely |very |entirely )?safe",
        r"(?:don'?t|do not|never) feel safe",
        r"unsafe",
        r"(?:he|she|they)(?:'s| is| are|'re) "
        r"(?:here|home|back|outside|downstairs|next door|coming|on (?:his|her|their) way)",
        r"still (?:have|got|thinking|want|there|here|in the drawer)",
        r"can'?t promise",
        r"help me",
        r"please help",
        r"no one (?:can|will) help",
        r"it'?s not safe",
        r"(?:i'?m|i am) not (?:ok|okay|fine|safe|alright)",
        r"nowhere (?:safe|to go)",
        r"can'?t (?:leave|get out|go home)",
        r"(?:doesn'?t|does not|won'?t) matter anyway",
        r"(?:no ?one|nobody) (?:cares|would care|would notice|to (?:call|talk to|tell))",
        r"there isn'?t anyone",
        r"(?:won'?t|will not) help",
        r"mind is made up",
        r"made up my mind",
        r"probably not",
        r"used to it",
        r"says sorry after",
        r"(?:won'?t|will not|don'?t) (?:be|still be) (?:here|around)",
        r"i think about (?:it|ending)",
        r"(?:written|wrote|done) the letters?",
        r"(?:at|on|by) the (?:bridge|roof|river|edge|tracks|cliff)",
        r"say (?:goodbye|bye)",
        r"(?:not going|don'?t want) to call",
        r"no ?one (?:answered|picked up)",
        r"still here",
        r"later idk",
    ),
    _han(
        r"不安全",
        r"不太安全",
        r"不算安全",
        r"不怎么安全",
        r"[他她]回来了",
        r"[他她]在家",
        r"[他她]在门口",
        r"在外面等",
        r"[药刀绳他她]还在",
        r"还是想(?:死|走|消失)",
        r"还想(?:死|走|消失|伤害)",
        r"救命",
        r"不敢回",
        r"没地方去",
        r"无处可去",
        r"救救我",
        r"帮帮我",
        r"没人在乎",
        r"谁也不想找",
        r"没有信得过",
        r"一直在想",
        r"一到晚上就",
        r"反正也没人",
        r"反正也没用",
        r"没用的",
        r"又划了",
        r"又割了",
        r"信.{0,4}写好",
        r"写好了.{0,4}信",
        r"在楼顶",
        r"在天台",
        r"在江边",
        r"在河边",
        r"在桥上",
        r"说声再见",
        r"说再见",
        r"不想打",
        r"打了也没用",
        r"没人接",
        r"应该吧",
        r"应该。",
        r"也不知道",
    ),
)
_UNSURE = (
    _words(
        r"not sure",
        r"i (?:don'?t|do not) know",
        r"idk",
        r"dunno",
        r"kind of",
        r"kinda",
        r"sort of",
        r"i guess not",
        r"i (?:don'?t|do not) think so",
        r"(?:i'?m|i am) scared",
        r"(?:i'?m|i am) afraid",
        r"not (?:really |very )?"
        r"(?:ok|okay|fine|alright|all right|good)",
        r"i guess",
        r"maybe",
    ),
    _han(
        r"不知道(?!怎么|该|咋|要)",
        r"说不好",
        r"不好说",
        r"算是吧",
        r"也许吧",
        r"(?<!心情)不太好",
        r"不是很好",
        r"不好(?!意思)",
        r"害怕",
        r"好怕",
        r"不确定",
        r"不一定",
        r"还行吧",
    ),
)
_RETRACT = (
    _words(
        r"figure of speech",
        r"(?:just |only )?(?:joking|kidding)",
        r"poor choice of words",
        r"bad choice of words",
        r"i meant",
        r"being dramatic",
        r"exaggerating",
        r"not literal(?:ly)?",
        r"just an expression",
        r"it was a joke",
        r"i say stuff like that",
        r"nothing like that",
        r"not like that",
        r"misunderstanding",
        r"overreacted",
        r"not suicidal",
        r"not going to do anything",
    ),
    _han(
        r"开玩笑",
        r"说夸张",
        r"夸张了",
        r"随口",
        r"不是那个意思",
        r"口头禅",
        r"误会",
        r"比喻",
        r"一种说法",
        r"没想轻生",
        r"不会做傻事",
        r"不会怎么样",
        r"就是发泄",
        r"说话就这样",
        r"气话",
    ),
)
_FINE = (
    _words(
        r"(?:i'?m|i am|im|i feel|feeling|totally|completely|perfectly|all) "
        r"(?:fine|ok|okay|safe|good|alright|all right)",
        r"yes",
        r"yeah",
        r"yep",
        r"yup",
        r"ya",
        r"safe",
        r"all good",
        r"no worries",
        r"don'?t worry",
        r"no need to worry",
        r"not in danger",
        r"nobody(?:'s| is) hurting me",
        r"no one(?:'s| is) hurting me",
        r"i'?m good",
        r"sorted",
        r"i'?m alright",
        r"fine fine",
    ),
    _han(
        r"没事",
        r"我很好",
        r"挺好",
        r"很好",
        r"安全",
        r"放心",
        r"别担心",
        r"不用担心",
        r"好好的",
        r"木事",
        r"莫事",
        r"还好",
        r"没问题",
        r"想多了",
        r"没那么严重",
        r"不严重",
        r"好着呢",
        r"没危险",
        r"都过去了",
        r"别紧张",
    ),
)
_BACK = (
    _words(
        r"back to (?:the )?(?:practi[cs]e|practi[cs]ing|exercise|role ?play|roleplay|session|steps?|four.step)",
        r"go back",
        r"get back",
        r"carry on",
        r"continue",
        r"keep going",
        r"let'?s go on",
        r"go on",
        r"where were we",
        r"pick (?:it|this|that) up",
        r"restart",
        r"next step",
        r"resume",
        r"move on",
        r"start again",
        r"try again",
        r"(?:the )?(?:observation|feelings?|needs?|request) (?:step|part|bit)",
        r"back to it",
        r"back to practising",
        r"keep practi[cs]ing",
        r"return to (?:the )?(?:practi[cs]e|exercise|role ?play|session)",
        r"(?:play|be) my \w+ again",
        r"practi[cs]e (?:now|again)",
    ),
    _han(
        r"继续",
        r"接着",
        r"回到",
        r"回去练",
        r"回练习",
        r"练习吧",
        r"接着练",
        r"开始吧",
        r"下一步",
        r"刚才那个",
        r"刚才的",
        r"情景对话",
        r"四步",
        r"回到练习",
        r"往下练",
        r"练下去",
        r"咱们练",
        r"接着来",
        r"再练",
        r"先练",
        r"练习行吗",
        r"回去练习",
        r"接茬",
        r"练吧",
    ),
)
_QUESTION = (
    _words(
        r"is (?:it|that|this) normal",
        r"should i",
        r"what should",
        r"what do i",
        r"how (?:do|can|should) i",
        r"am i",
        r"what would you",
        r"is it (?:my|abuse|okay|ok)",
        r"do you think",
        r"can i",
        r"what if",
        r"why",
    ),
    _han(r"吗", r"怎么办", r"该不该", r"是不是", r"正常", r"要不要", r"怎么", r"咋办", r"为什么", r"能不能", r"可以吗"),
)
_BARE_NO = re.compile(
    r"^\W*(?:no+|nope|nah|not really|not rly|no\.+|nooo+|不|不是|没有|没|不太|不怎么|还行吧|一般)\W*$", re.I
)


def _any(patterns: tuple[re.Pattern[str], re.Pattern[str]], text: str) -> bool:
    return any(pattern.search(text) for pattern in patterns)


def care_answer(text: str, *, disclosure: bool = False, signal: bool = False) -> Answer:
    """What the reply means for the care frame. ``disclosure``: a frame of the safety check hears danger in it;
    ``signal``: only the weighing does (a weaker sign, which saying one is fine or wants to go back outweighs).

    Worrying words, doubt ("not sure", "later idk"), a bare "no", or a new disclosure make it worrying, unless
    the reply explains its own words away ("it was a figure of speech"). Then: back to practice, fine, a
    question, anything else."""
    ready = prepared(text).strip()
    retracted = _any(_RETRACT, ready)
    fine = retracted or _any(_FINE, ready)
    if _any(_UNSAFE, ready) or _BARE_NO.match(ready) or (disclosure and not retracted):
        return Answer.WORRY
    if _any(_UNSURE, ready) and not retracted:
        return Answer.WORRY
    back = _any(_BACK, ready)
    if signal and not (fine or back):
        return Answer.WORRY
    if back:
        return Answer.BACK
    if fine:
        return Answer.FINE
    if "?" in ready or "？" in ready or _any(_QUESTION, ready):
        return Answer.QUESTION
    return Answer.OTHER
