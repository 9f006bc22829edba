"""Safety before practice: what the coach says when a message may speak of danger, and while practice waits.

Why this exists: learners bring real conflicts, and some are danger rather than practice. When the safety check
(``nvcpractice/nvc/safety``) hears one, the orchestrator steps out of the drill, the role-play or the free dialogue,
with or without a model, and ``scenes/care.py`` keeps the session in the care frame until the learner chooses to
go back. This module holds every word of it: the crisis reply (care, no coaching, never advice to be softer with
someone who hurts you), the check-in question, the replies while practice waits (each said once before any is
repeated), the hand-back to practice, and the help text, which deployers set per locale in
``NVC_SAFETY_RESOURCES``.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.conf import settings

from nvcpractice.llm.markdown_literal import markdown_literal
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

BACK_HINT = {
    EN: "Whenever you want to go back to practising, press **Back to practice** or tell me.",
    ZH: "等你想回到练习的时候，点 **回到练习**，或者直接告诉我。",
}

REPLIES = {
    EN: {
        Concern.SELF_HARM: (
            "I'm going to set the practice aside, because what you just wrote matters more than any exercise. It "
            "sounds like you may be thinking about hurting yourself, and I'm glad you said it. You don't have to "
            "carry this alone.\n\n{resources}\n\nIf you can, reach out to someone you trust today and tell them how "
            "you are. I'm a practice tool, not a counsellor, so I can't give you the support you deserve, but the "
            "people at those services can. {back}"
        ),
        Concern.VIOLENCE: (
            "Let's step out of the practice for a moment. What you describe sounds like you, or someone close to "
            "you, may be getting hurt or threatened, and that is serious. Your safety comes first. Nobody deserves "
            "to be hurt, and you don't owe gentler words to someone who harms you: keeping yourself and others safe "
            "is not a failure to communicate.\n\n{resources}\n\nIf you can, talk to someone you trust about what is "
            "happening. {back}"
        ),
        Concern.ABUSE: (
            "Let's step out of the practice for a moment. What you describe sounds like someone may be controlling, "
            "pressuring or hurting you, and that is serious. Your safety comes first. It is not your fault, and you "
            "don't owe gentler words to someone who does this: protecting yourself is not a failure to "
            "communicate.\n\n{resources}\n\nA domestic-abuse or sexual-violence service can listen in confidence "
            "and help you think about what to do next. {back}"
        ),
    },
    ZH: {
        Concern.SELF_HARM: (
            "我们先把练习放一放，你刚才说的比任何练习都重要。听起来你可能有伤害自己的念头，谢谢你愿意说出来。"
            "这些不需要你一个人扛着。\n\n{resources}\n\n如果可以，今天就联系一位你信得过的人，告诉对方你现在的状况。"
            "我只是一个练习工具，不是心理咨询师，给不了你应得的支持，但那些专业的热线和机构可以。{back}"
        ),
        Concern.VIOLENCE: (
            "我们先停一下练习。你说的情况听起来像是你，或者你身边的人，正在受到伤害或威胁，这是很严重的事。"
            "你的安全最重要。没有人应该被伤害，面对伤害你的人，你也不欠对方更温和的措辞：保护自己和他人，"
            "不是沟通的失败。\n\n{resources}\n\n如果可以，找一位信得过的人说说正在发生的事。{back}"
        ),
        Concern.ABUSE: (
            "我们先停一下练习。你说的情况听起来像是有人在控制、逼迫或者伤害你，这是很严重的事。你的安全最重要。"
            "这不是你的错，面对这样做的人，你也不欠对方更温和的措辞：保护自己，不是沟通的失败。"
            "\n\n{resources}\n\n反家暴或者性暴力求助机构可以保密地听你说，帮你想想接下来怎么办。{back}"
        ),
    },
}

CHECK_IN = {
    EN: "That sounds really hard. Are you safe right now?\n\nYou can answer in your own words. {back}",
    ZH: "听起来真的很难受。你现在安全吗？\n\n用你自己的话回答就好。{back}",
}

# While practice waits: each kind of reply has several wordings, each said once before any comes again.
FOLLOW_UPS = {
    EN: {
        "question": (
            "That's an important question, and you deserve a real answer from someone who can hear the whole "
            "story. Being hurt, threatened or controlled is not something you have to accept, and it is not your "
            "fault. A crisis line or an abuse service can talk it through with you in confidence and help you think "
            "about what to do next.\n\n{resources}",
            "I'm not the right one to answer that well, and I don't want to guess about your safety. The people at "
            "a crisis line or an abuse service are trained for exactly this question, and talking to them doesn't "
            "commit you to anything.\n\n{resources}",
            "What matters most right now is that you are safe. Whatever you decide, you don't have to decide it "
            "alone: someone at a support service can help you weigh it, at your pace.\n\n{resources}",
        ),
        "other": (
            "Thank you for telling me. I'm still here, and practice can wait.\n\n{resources}",
            "I hear you. There's no hurry, and nothing you need to get right here.\n\n{resources}",
            "Thank you for staying with this. If things feel worse at any point, the help below is there.\n\n"
            "{resources}",
        ),
        "practice": (
            "The practice is paused for now, because what you wrote before matters more. Are you safe right now? If "
            "you are and want to carry on, tell me, and your exercise will be where you left it.\n\n{resources}",
            "I'm keeping the practice paused until you tell me you're okay to go on. However you are, it's fine to "
            "say so.\n\n{resources}",
        ),
        "fine": (
            "I'm glad you're safe. If anything changes, the help below is there any time.\n\n{resources}",
            "Thank you for letting me know. Look after yourself.\n\n{resources}",
        ),
        "worry": (
            "Thank you for telling me. Your safety matters more than anything we could practise. Please reach out "
            "now, to someone near you or to one of these:\n\n{resources}",
            "I'm really glad you told me. You don't have to get through this on your own: please contact one of "
            "these now, or someone you trust who can be with you.\n\n{resources}",
        ),
    },
    ZH: {
        "question": (
            "这是个很重要的问题，你值得从一个能听完整件事的人那里得到真正的回答。被伤害、被威胁或被控制，"
            "都不是你必须接受的，也不是你的错。心理危机热线或者反家暴机构可以保密地和你一起想一想接下来怎么办。"
            "\n\n{resources}",
            "这个问题我没办法回答好，也不想在你的安全上乱猜。热线和求助机构的人正是为这样的问题受过训练的，"
            "联系他们不代表你必须做什么决定。\n\n{resources}",
            "现在最重要的是你的安全。不管你最后怎么决定，都不用一个人决定：求助机构的人可以按你的节奏陪你一起想。"
            "\n\n{resources}",
        ),
        "other": (
            "谢谢你告诉我。我还在，练习可以等。\n\n{resources}",
            "我听到了。不着急，在这里你不需要把什么事做对。\n\n{resources}",
            "谢谢你愿意继续说。如果什么时候感觉更糟了，下面的求助方式随时都在。\n\n{resources}",
        ),
        "practice": (
            "练习先暂停一下，因为你之前说的比练习更重要。你现在安全吗？如果安全、也想继续，告诉我就好，练习会停在你离开的地方。"
            "\n\n{resources}",
            "在你告诉我可以继续之前，练习会一直暂停。不管你现在怎么样，直接说出来都可以。\n\n{resources}",
        ),
        "fine": (
            "听到你是安全的，我放心一些了。如果情况有变化，下面的求助方式随时都在。\n\n{resources}",
            "谢谢你让我知道。照顾好自己。\n\n{resources}",
        ),
        "worry": (
            "谢谢你告诉我。你的安全比任何练习都重要。请现在就联系身边的人，或者下面这些：\n\n{resources}",
            "很高兴你说出来了。这些不需要你一个人扛：请现在就联系下面的求助方式，或者一位能陪在你身边的人。"
            "\n\n{resources}",
        ),
    },
}

WAITING = {
    EN: "“{words}” can wait a moment: the practice stays paused until you tell me you're okay to go on.\n\n{resources}",
    ZH: "“{words}”先放一放：在你告诉我可以继续之前，练习会一直暂停。\n\n{resources}",
}
"""Practice written again once every wording of ``practice`` has been said: it names the learner's own words, so no
two replies are the same however long practice waits."""
QUOTED_AT_MOST = 120
"""Longer practice is not quoted back (the reply would be mostly the learner's own text)."""

BACK = {
    EN: "Thank you for telling me how you are. Let's pick up where we left off. {resume}",
    ZH: "谢谢你告诉我你的情况。我们接着刚才的练习吧。{resume}",
}


def locale_key(locale: str) -> str:
    return ZH if locale == ZH else EN


def safety_resources(*, locale: str) -> str:
    """The help text for ``locale``: the deployer's ``NVC_SAFETY_RESOURCES`` entry, else the built-in one."""
    key = locale_key(locale)
    configured = getattr(settings, "NVC_SAFETY_RESOURCES", None) or {}
    text = configured.get(key) if isinstance(configured, dict) else None
    return text.strip() if isinstance(text, str) and text.strip() else DEFAULT_RESOURCES[key]


def reply_locale(*, text: str, profile_locale: str) -> str:
    """Answer in the language the learner just wrote in; the profile's when the message gives no clear sign."""
    if not text.strip():
        return locale_key(profile_locale)
    written = detect_locale(text)
    if written == ZH or len(text.strip()) > 12:
        return written
    return locale_key(profile_locale)


def safety_reply(*, concern: Concern, locale: str) -> str:
    """Care, a pointer to help and no coaching, in ``locale``: the reply to a clear risk."""
    key = locale_key(locale)
    return REPLIES[key][concern].format(resources=safety_resources(locale=key), back=BACK_HINT[key])


def check_in_question(*, locale: str) -> str:
    """The short, warm question asked when a message may speak of danger."""
    key = locale_key(locale)
    return CHECK_IN[key].format(back=BACK_HINT[key])


def follow_up_reply(*, kind: str, locale: str, said: Sequence[str] = (), words: str = "") -> str:
    """A reply while practice waits (``kind``: ``question``, ``practice``, ``other``, ``fine`` or ``worry``), with
    the help text and how to go back: the first of its wordings not yet ``said`` in the session; once every one has
    been, practice written again (``words``, short enough) is named in the reply, else the wording said longest ago."""
    key = locale_key(locale)
    resources = safety_resources(locale=key)
    replies = [f"{body.format(resources=resources)}\n\n{BACK_HINT[key]}" for body in FOLLOW_UPS[key][kind]]
    last_said = {text: index for index, text in enumerate(said)}
    quoted = " ".join(words.split())
    if kind == "practice" and all(reply in last_said for reply in replies) and 0 < len(quoted) <= QUOTED_AT_MOST:
        body = WAITING[key].format(words=markdown_literal(quoted), resources=resources)
        return f"{body}\n\n{BACK_HINT[key]}"
    return min(replies, key=lambda reply: last_said.get(reply, -1))


def back_reply(*, locale: str, resume: str) -> str:
    """The hand-back to practice, with where it stood (``resume``)."""
    return BACK[locale_key(locale)].format(resume=resume).strip()
