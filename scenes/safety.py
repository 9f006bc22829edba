"""Safety before practice: what the coach says when a message speaks of self-harm, violence or abuse.

Why this exists: learners bring real conflicts, and some are danger rather than practice. When the detector
(``nvcpractice/nvc/safety.py``) recognises one, the orchestrator steps out of the drill, the role-play or the
free dialogue, with or without a model: this module holds that reply (care, no coaching, never advice to be
softer with someone who hurts you) and the help text, which deployers set per locale in ``NVC_SAFETY_RESOURCES``.
"""

from __future__ import annotations

from django.conf import settings

from nvcpractice.nvc import detect_locale
from nvcpractice.nvc.safety import Concern

EN, ZH = "en", "zh-hans"

DEFAULT_RESOURCES = {
    EN: (
        "If you or someone else is in danger right now, contact your local emergency services. For support, you "
        "can reach a crisis line or a domestic-abuse service where you live, or a doctor, or someone you trust."
    ),
    ZH: (
        "如果你或其他人现在有危险，请马上联系当地的紧急求助电话。"
        "你也可以联系所在地的心理危机干预热线、反家暴求助机构，或者找医生、身边信得过的人帮忙。"
    ),
}

REPLIES = {
    EN: {
        Concern.SELF_HARM: (
            "I'm going to set the practice aside, because what you just wrote matters more than any exercise. It "
            "sounds like you may be thinking about hurting yourself, and I'm glad you said it. You don't have to "
            "carry this alone.\n\n{resources}\n\nIf you can, reach out to someone you trust today and tell them how "
            "you are. I'm a practice tool, not a counsellor, so I can't give you the support you deserve, but the "
            "people at those services can. Whenever you want to come back to practising, I'll be here."
        ),
        "harm": (
            "Let's step out of the practice for a moment. What you describe sounds like you, or someone close to "
            "you, may be getting hurt or threatened, and that is serious. Your safety comes first. Nobody deserves "
            "to be hurt, and you don't owe gentler words to someone who harms you: keeping yourself and others safe "
            "is not a failure to communicate.\n\n{resources}\n\nIf you can, talk to someone you trust about what is "
            "happening. Whenever it feels right, we can practise again, at your pace."
        ),
    },
    ZH: {
        Concern.SELF_HARM: (
            "我们先把练习放一放，你刚才说的比任何练习都重要。听起来你可能有伤害自己的念头，谢谢你愿意说出来。"
            "这些不需要你一个人扛着。\n\n{resources}\n\n如果可以，今天就联系一位你信得过的人，告诉对方你现在的状况。"
            "我只是一个练习工具，不是心理咨询师，给不了你应得的支持，但那些专业的热线和机构可以。"
            "等你想回来练习的时候，我都在。"
        ),
        "harm": (
            "我们先停一下练习。你说的情况听起来像是你，或者你身边的人，正在受到伤害或威胁，这是很严重的事。"
            "你的安全最重要。没有人应该被伤害，面对伤害你的人，你也不欠对方更温和的措辞：保护自己和他人，"
            "不是沟通的失败。\n\n{resources}\n\n如果可以，找一位信得过的人说说正在发生的事。"
            "等你觉得合适的时候，我们再按你的节奏继续练习。"
        ),
    },
}


def safety_resources(*, locale: str) -> str:
    """The help text for ``locale``: the deployer's ``NVC_SAFETY_RESOURCES`` entry, else the built-in one."""
    key = ZH if locale == ZH else EN
    configured = getattr(settings, "NVC_SAFETY_RESOURCES", None) or {}
    text = configured.get(key) if isinstance(configured, dict) else None
    return text.strip() if isinstance(text, str) and text.strip() else DEFAULT_RESOURCES[key]


def reply_locale(*, text: str, profile_locale: str) -> str:
    """Answer in the language the learner just wrote in; the profile's when the message gives no clear sign."""
    if not text.strip():
        return ZH if profile_locale == ZH else EN
    written = detect_locale(text)
    if written == ZH or len(text.strip()) > 12:
        return written
    return ZH if profile_locale == ZH else EN


def safety_reply(*, concern: Concern, locale: str) -> str:
    """Care, a pointer to help and no coaching, in ``locale``."""
    key = ZH if locale == ZH else EN
    template = REPLIES[key][Concern.SELF_HARM if concern == Concern.SELF_HARM else "harm"]
    return template.format(resources=safety_resources(locale=key))
