"""Ready-made answers for a four-step practice step, built from what the learner has written so far.

Why this exists: after a few failed tries a learner needs a way forward — an answer they can accept or edit. The
answer fits their situation where the words allow (the topic of their observation, the feeling they named, a
faux feeling turned into the feelings underneath) and always passes the rule-based evaluator with the step's
ideal label: every candidate is checked with :func:`nvcpractice.nvc.analyze` and a known-good one closes each
list. Both coaches (offline and model-backed) receive it in the structured mode's ``practice`` payload.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nvcpractice.nvc import analyze
from nvcpractice.nvc.lexicons import en_faux, zh_faux
from nvcpractice.nvc.ready_answers import model_answers


@dataclass(frozen=True, slots=True)
class Topic:
    """One kind of everyday situation: how to spot it and a clean answer per step, per language."""

    pattern: str
    observation: dict[str, str]
    feeling: dict[str, tuple[str, ...]]
    need: dict[str, str]
    request: dict[str, str]


TOPICS: tuple[Topic, ...] = (
    Topic(
        r"dish|plate|cup|sink|mess|clean|tidy|chore|碗|盘|杯|水槽|乱|收拾|打扫|家务",
        {
            "en": "Yesterday at 7 pm, I saw the dishes from dinner still in the sink.",
            "zh-hans": "昨天晚上七点，我看到晚饭的碗还在水槽里。",
        },
        {"en": ("frustrated", "tired"), "zh-hans": ("沮丧", "疲惫")},
        {"en": "support", "zh-hans": "支持"},
        {"en": "Would you be willing to wash the dishes before 9 tonight?", "zh-hans": "你愿意今晚九点前把碗洗了吗？"},
    ),
    Topic(
        r"late|on time|wait|meeting|迟到|准时|等了|开会|会议",
        {
            "en": "This week you arrived after 9:30 twice for our 9 o'clock meeting.",
            "zh-hans": "这周我们九点的会，你有两次九点半以后才到。",
        },
        {"en": ("frustrated", "worried"), "zh-hans": ("烦躁", "担心")},
        {"en": "reliability", "zh-hans": "可靠"},
        {
            "en": "Would you be willing to text me by 6 pm on days when your plans change?",
            "zh-hans": "计划有变的那天，你愿意在六点前给我发条消息吗？",
        },
    ),
    Topic(
        r"call|phone|text|message|reply|answer|电话|消息|回复|短信|微信",
        {
            "en": "Yesterday I called you three times and each call went to voicemail.",
            "zh-hans": "昨天我给你打了三次电话，都转到了语音信箱。",
        },
        {"en": ("worried", "anxious"), "zh-hans": ("担心", "不安")},
        {"en": "reassurance", "zh-hans": "安心"},
        {
            "en": "Would you be willing to text me by 6 pm on days when your plans change?",
            "zh-hans": "计划有变的那天，你愿意在六点前给我发条消息吗？",
        },
    ),
    Topic(
        r"interrupt|cut me off|listen|打断|插话|不听|没说完",
        {
            "en": "In the meeting this morning you started talking twice while I was still speaking.",
            "zh-hans": "今天上午开会时，我还没说完，你有两次开始说话。",
        },
        {"en": ("frustrated", "disappointed"), "zh-hans": ("烦躁", "失望")},
        {"en": "to be heard", "zh-hans": "被倾听"},
        {
            "en": "Would you be willing to let me finish speaking in tomorrow's meeting before you reply?",
            "zh-hans": "明天开会时，你愿意等我说完再回应吗？",
        },
    ),
)
DEFAULT_TOPIC = Topic(
    "",
    {
        "en": "Last night you came home at 11 pm and I had no message from you.",
        "zh-hans": "昨晚你十一点到家，我没有收到你的消息。",
    },
    {"en": ("worried",), "zh-hans": ("担心",)},
    {"en": "understanding", "zh-hans": "被理解"},
    {
        "en": "Would you be willing to sit down with me for ten minutes tomorrow evening to talk about what happened?",
        "zh-hans": "你愿意明天晚上和我花十分钟聊聊这件事吗？",
    },
)

#: A need that fits a feeling the learner named (checked in order; the topic's need otherwise).
FEELING_NEEDS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("lonely|sad|hurt", "connection"),
        ("worried|anxious|scared|afraid|nervous|uneasy", "reassurance"),
        ("tired|exhausted|overwhelmed", "rest"),
        ("angry|irritated|annoyed|resentful", "respect"),
        ("confused|puzzled", "clarity"),
        ("frustrated|disappointed|discouraged", "support"),
    ),
    "zh-hans": (
        ("孤单|孤独|难过|伤心|委屈|失落", "连接"),
        ("担心|焦虑|害怕|紧张|不安", "安心"),
        ("累|疲惫|疲倦|不堪重负", "休息"),
        ("生气|愤怒|恼火|烦躁", "尊重"),
        ("困惑|迷茫", "清晰"),
        ("沮丧|失望|灰心", "支持"),
    ),
}
FALLBACK = {
    "observation": DEFAULT_TOPIC.observation,
    "feeling": {"en": "I felt worried", "zh-hans": "我感到担心"},
    "need": {"en": "because I need understanding", "zh-hans": "因为我需要被理解"},
    "request": DEFAULT_TOPIC.request,
}


def _language(locale: str | None) -> str:
    return "zh-hans" if locale == "zh-hans" else "en"


def topic_of(text: str) -> Topic:
    """The first topic whose words appear in ``text`` (the default topic otherwise)."""
    lowered = text.lower()
    return next((topic for topic in TOPICS if re.search(topic.pattern, lowered)), DEFAULT_TOPIC)


def _feeling_phrase(feelings: tuple[str, ...], language: str) -> str:
    if language == "zh-hans":
        return "我感到" + "又".join(feelings[:2])
    return "I felt " + " and ".join(feelings[:2])


def _faux_feelings(text: str, language: str) -> tuple[str, ...]:
    """The feelings likely under a faux feeling in ``text`` ("ignored" → lonely, hurt), from the lexicons."""
    if language == "zh-hans":
        tables = (zh_faux.FAUX_AFTER_BEI, zh_faux.FAUX_PLAIN)
        for table in tables:
            for word, (feelings, _needs) in table.items():
                if word and word in text:
                    return feelings
        return ()
    lowered = text.lower()
    for word, (feelings, _needs) in en_faux.FAUX_FEELINGS.items():
        if re.search(rf"\b{re.escape(word)}\b", lowered):
            return feelings
    return ()


def _need_for(feeling_text: str, topic: Topic, language: str) -> str:
    lowered = feeling_text.lower()
    for pattern, need in FEELING_NEEDS[language]:
        if re.search(pattern, lowered):
            return need
    return topic.need[language]


def candidates(*, step: str, answers: dict[str, str], text: str, locale: str) -> list[str]:
    """Answers for ``step`` in the order they are tried, ending with a known-good one."""
    language = _language(locale)
    situation = " ".join([answers.get("observation", ""), text])
    topic = topic_of(situation)
    if step == "observation":
        found = [topic.observation[language]]
    elif step == "feeling":
        found = [_feeling_phrase(f, language) for f in (_faux_feelings(text, language), topic.feeling[language]) if f]
    elif step == "need":
        need = _need_for(answers.get("feeling", ""), topic, language)
        found = [f"因为我需要{need}" if language == "zh-hans" else f"because I need {need}"]
    else:
        found = [topic.request[language]]
    own = []
    if text.strip():
        analysis = analyze(text, language).to_dict()
        own = model_answers(step=step, text=text, analysis=analysis, locale=language, fallbacks=False)
    return [*own, *found, FALLBACK[step][language]]


def model_answer(*, step: str, answers: dict[str, str], text: str = "", locale: str = "en") -> str:
    """A ready-made answer for ``step`` that the evaluator labels with the step's ideal label."""
    options = candidates(step=step, answers=answers, text=text, locale=locale)
    language = _language(locale)
    return next((option for option in options if analyze(option, language).label(step) == step), options[-1])
