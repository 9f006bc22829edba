"""The four-step practice never traps: bare answers are read in the step's frame, an answer for another step is
kept for it, an aside or giving up is answered rather than judged, every reply that does not move on says which
step this is, and a ready-made answer taken passes the step with help."""

import pytest

from nvcpractice.practice.models import PracticeSession, StepResult

pytestmark = pytest.mark.django_db(transaction=True)

OBSERVATION = {"en": "Last night you came home at 11 and the lights were off.", "zh-hans": "昨晚十一点你才回家。"}


def step(chat):
    return PracticeSession.objects.get(pk=chat.session_id).structured_step


@pytest.mark.parametrize(
    ("locale", "feeling", "need"),
    [("en", "worried. and a bit lonely", "connection, i guess"), ("zh-hans", "担心，还有点孤单", "陪伴吧")],
)
def test_bare_words_answer_the_step_they_were_asked_for(seeded, chat, locale, feeling, need):
    chat.start("structured")
    chat.say(OBSERVATION[locale])
    chat.say(feeling)
    assert step(chat) == "need"
    chat.say(need)
    assert step(chat) == "request"


@pytest.mark.parametrize(
    ("locale", "feeling", "need"),
    [
        ("en", "uneasy? and kind of tired", "erm... safety? for all of us tbh"),
        ("en", "hmm worried maybe?", "umm the need... sleep? for both of us haha. and teamwork"),
        ("zh-hans", "有点担心？", "安全感？还有休息吧"),
    ],
)
def test_an_answer_offered_as_a_question_is_an_answer_to_the_step(seeded, chat, locale, feeling, need):
    chat.start("structured")
    chat.say(OBSERVATION[locale])
    chat.say(feeling)
    assert step(chat) == "need"
    chat.say(need)
    assert step(chat) == "request"


def test_an_answer_for_a_later_step_is_kept_and_not_asked_again(seeded, chat):
    chat.start("structured")
    chat.say(OBSERVATION["en"])
    reply = chat.say("Would you be willing to text me when you'll be late tonight?")["reply"]["content"]
    assert step(chat) == "feeling"
    assert "Step 2 of 4" in reply and "keep" in reply
    chat.say("I felt scared")
    chat.say("because I need safety")
    assert PracticeSession.objects.get(pk=chat.session_id).status == "completed"


@pytest.mark.parametrize(
    ("locale", "aside", "where"),
    [("en", "help, what do I say here?", "Step 1 of 4"), ("zh-hans", "我该怎么说比较好？", "第 1 步（共 4 步）")],
)
def test_an_aside_is_answered_and_not_judged(seeded, chat, locale, aside, where):
    chat.start("structured")
    reply = chat.say(aside)["reply"]["content"]
    assert where in reply and "> " in reply  # the step, and a line to use
    assert not StepResult.objects.filter(session_id=chat.session_id).exists()
    assert step(chat) == "observation"


def test_giving_up_is_met_kindly_with_what_was_written(seeded, chat):
    chat.start("structured")
    chat.say(OBSERVATION["en"])
    reply = chat.say("ok I give up on this step")["reply"]["content"]
    assert "stop here" in reply and OBSERVATION["en"].rstrip(".") in reply
    assert StepResult.objects.filter(session_id=chat.session_id, component="feeling").count() == 0


def test_a_ready_made_answer_taken_passes_the_step_with_help(seeded, chat):
    chat.start("structured")
    for wrong in ("you are lazy", "you never care", "you always do this"):
        chat.say(wrong)
    chat.say("use this")
    assert step(chat) == "feeling"
    passed = StepResult.objects.get(session_id=chat.session_id, component="observation", accepted=True)
    assert passed.with_help
    chat.say("I felt sad")
    assert not StepResult.objects.get(session_id=chat.session_id, component="feeling", accepted=True).with_help
