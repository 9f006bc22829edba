"""The care frame: a session whose learner may be in danger waits, with care, until they choose to go back.

Why this exists: stepping out of practice once is not enough. The next message ("is that normal in a
relationship?") must not land back in the role-play with the person who hurt them, and a check-in must be answered
before anything else happens. While a session is in the frame (``PracticeSession.care``), every message gets a
reply from here, never from the model, a partner, a drill step or a score:

- a worrying answer, or a new disclosure, becomes (or stays) a ``crisis``, with care and the resources;
- "yes I'm fine, let's go on", or the Back to practice button, returns to the exercise where it stood;
- a question about their situation gets care and a pointer to people who can answer it, never coaching;
- practice written while the frame waits (an empathy guess, a statement) is told that practice is paused;
- anything else, or "I'm fine" alone, keeps the frame open with a warm word and how to go back.

Every exchange here is stored with ``SAFETY_NAME``: shown in the transcript and exported, never sent to a model.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction

from nvcpractice.nvc import analyze
from nvcpractice.nvc.roles import role_in_sentence
from nvcpractice.nvc.safety import Assessment, Concern, Level, assess
from nvcpractice.nvc.safety.answers import Answer, care_answer
from nvcpractice.practice import selectors, services
from nvcpractice.practice.models import SAFETY_NAME, Message, Mode, PracticeSession, StructuredStep
from scenes.safety import back_reply, check_in_question, follow_up_reply, locale_key, safety_reply

STEP_NAMES = {
    "en": {
        StructuredStep.OBSERVATION: "We were on the observation: what happened, as a camera would have recorded it?",
        StructuredStep.FEELING: "We were on the feeling: how did you feel when it happened?",
        StructuredStep.NEED: "We were on the need: what mattered to you in that moment?",
        StructuredStep.REQUEST: "We were on the request: what would you like to ask for?",
    },
    "zh-hans": {
        StructuredStep.OBSERVATION: "我们刚才在写观察：发生了什么，就像摄像机拍下来的那样？",
        StructuredStep.FEELING: "我们刚才在写感受：那时候你有什么感受？",
        StructuredStep.NEED: "我们刚才在写需要：那一刻什么对你很重要？",
        StructuredStep.REQUEST: "我们刚才在写请求：你想请对方做什么？",
    },
}
RESUME = {
    "en": {
        "free": "What would you like to ask about NVC?",
        "roleplay": "You were talking with {role}. Their last words were: “{line}”",
        "roleplay_start": "You were about to talk with {role}. What would you like to say?",
        "empathy": "We were guessing what {role} might feel and need when they said: “{line}”",
        "done": "That exercise is finished; start a new one from Practice whenever you like.",
    },
    "zh-hans": {
        "free": "你想问关于非暴力沟通的什么问题？",
        "roleplay": "你刚才在和{role}对话。对方最后说的是：“{line}”",
        "roleplay_start": "你正要和{role}开始对话。你想先说什么？",
        "empathy": "我们刚才在猜{role}说这句话时可能有什么感受和需要：“{line}”",
        "done": "这个练习已经完成了；想练的时候可以在练习页开始新的。",
    },
}


@dataclass(frozen=True)
class CareReply:
    """The reply of a turn in (or into, or out of) the care frame, and the frame's level after it (``None``: back
    to practice)."""

    content: str
    level: str | None


def _stored(session: PracticeSession, content: str, level: str | None, concern: str = "") -> CareReply:
    """The reply stored and the session's frame set, together."""
    with transaction.atomic():
        services.message_append(session=session, role=Message.Role.ASSISTANT, content=content, name=SAFETY_NAME)
        if level is None:
            services.session_care_leave(session=session)
        else:
            services.session_care_enter(session=session, level=level, concern=concern)
    return CareReply(content=content, level=level)


def care_step_out(*, session: PracticeSession, user_message: Message, found: Assessment, locale: str) -> CareReply:
    """A message spoke (or may have spoken) of danger: care, or a check-in, instead of practice."""
    services.message_mark_safety(message=user_message)
    if found.level == Level.CRISIS:
        return _stored(session, safety_reply(concern=found.concern, locale=locale), Level.CRISIS, found.concern)
    return _stored(session, check_in_question(locale=locale), Level.CHECK_IN, found.concern)


def care_turn(*, session: PracticeSession, user_message: Message, content: str, locale: str) -> CareReply:
    """A message while practice waits: read it as an answer, and reply with care, or hand back to practice."""
    services.message_mark_safety(message=user_message)
    found = assess(content)
    disclosure = found is not None and (found.crisis or found.cue != "weighed")
    answer = care_answer(content, disclosure=disclosure, signal=found is not None and not disclosure)
    if answer == Answer.BACK:
        return _stored(session, back_reply(locale=locale, resume=resume_text(session=session, locale=locale)), None)
    said = selectors.session_care_replies(session=session)
    if answer == Answer.WORRY:
        concern = found.concern if found else Concern(session.care_concern or Concern.VIOLENCE)
        if session.care != PracticeSession.Care.CRISIS:
            return _stored(session, safety_reply(concern=concern, locale=locale), Level.CRISIS, concern)
        return _stored(session, follow_up_reply(kind="worry", locale=locale, said=said), Level.CRISIS, concern)
    kind = {Answer.FINE: "fine", Answer.QUESTION: "question"}.get(answer, "other")
    if kind != "fine" and _is_practice(content, locale):
        reply = follow_up_reply(kind="practice", locale=locale, said=said, words=content)
        return _stored(session, reply, session.care, session.care_concern)
    return _stored(session, follow_up_reply(kind=kind, locale=locale, said=said), session.care, session.care_concern)


PRACTICE_ACTS = frozenset({"empathy_guess"})
"""Acts that make a message practice rather than an answer to the care frame (with two or more parts of a
statement: "When you left at eight I felt lonely")."""


def _is_practice(content: str, locale: str) -> bool:
    """Whether a message written while practice waits is the practice itself: a guess at the other person's
    feeling and need, or a statement with two of its four parts."""
    try:
        found = analyze(content, locale_key(locale))
    except ValueError:
        return False
    parts = sum(label != "absent" for label in found.labels().values())
    return bool(PRACTICE_ACTS & set(found.act_names())) or parts >= 2


def care_leave(*, session: PracticeSession, locale: str) -> CareReply | None:
    """The learner pressed Back to practice: the hand-back, or ``None`` when the session was not waiting."""
    if not session.care:
        return None
    return _stored(session, back_reply(locale=locale, resume=resume_text(session=session, locale=locale)), None)


def resume_text(*, session: PracticeSession, locale: str) -> str:
    """Where the exercise stood, in the learner's words of it, so going back needs no scrolling."""
    key = locale_key(locale)
    words = RESUME[key]
    state = session.state if isinstance(session.state, dict) else {}
    if session.mode == Mode.STRUCTURED:
        if state.get("exercise") == selectors.EMPATHY_EXERCISE and session.structured_step != StructuredStep.DONE:
            other = state.get("other") if isinstance(state.get("other"), dict) else {}
            role = role_in_sentence(str(other.get("role", "")), locale)
            return words["empathy"].format(role=role, line=other.get("line", ""))
        return STEP_NAMES[key].get(session.structured_step, words["done"])
    if session.mode == Mode.SCENARIO and session.scenario is not None:
        line = selectors.session_last_partner_line(session=session) or session.scenario.opening_line
        template = words["roleplay"] if line else words["roleplay_start"]
        return template.format(role=role_in_sentence(session.scenario.other_role, locale), line=line)
    return words["free"]
