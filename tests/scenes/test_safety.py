"""Safety before practice: a message about self-harm, violence or abuse gets care and help in every mode (what
follows, the care frame, is tested in ``test_care.py``).

Through the API with the offline coach (real PostgreSQL and Redis), and with the fake OpenAI server to show the
model is not called for that turn.
"""

from __future__ import annotations

import logging

import pytest

from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.practice.models import Evaluation, Message, PendingAction, PracticeSession, ToolInvocation
from nvcpractice.scenarios.models import Scenario
from scenes.safety import DEFAULT_RESOURCES, reply_locale, safety_resources
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db(transaction=True)

CARE = {"en": ("safety comes first", "glad you said it"), "zh-hans": ("安全最重要", "谢谢你愿意说出来")}
COACHING = {
    "en": ("would you be willing", "observation", "request", "step 1", "try saying", "rephrase", "coach:", "nvc"),
    "zh-hans": (
        "你愿不愿意",
        "你是否愿意",
        "观察",
        "请求",
        "第1步",
        "第 1 步",
        "第一步",
        "试着说",
        "换个说法",
        "非暴力沟通",
    ),
}
MESSAGES = {
    "en": ["My husband hits me when he's drunk", "Honestly, I've been thinking about ending it all"],
    "zh-hans": ["我老公喝醉了就打我", "我真的不想活了"],
}


def start(chat, mode, locale):
    if mode == "scenario":
        return chat.start("scenario", scenario_id=Scenario.objects.filter(locale=locale).first().pk)
    return chat.start(mode)


def assert_care_not_coaching(content, locale):
    assert any(phrase in content for phrase in CARE[locale]), content
    assert DEFAULT_RESOURCES[locale] in content
    lowered = content.lower()
    assert not [phrase for phrase in COACHING[locale] if phrase in lowered], content
    assert not leaks_machine_label(content)


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("mode", ["free_dialog", "scenario", "structured"])
@pytest.mark.parametrize("kind", [0, 1])
def test_steps_out_of_every_mode_with_care_and_help(seeded, chat, mode, locale, kind):
    start(chat, mode, locale)
    if mode == "structured":
        warm_up = chat.say("When I saw the plates on the desk" if locale == "en" else "我看到桌上有三个盘子")
        assert "safety" not in warm_up
    before = chat.detail()
    turn = chat.say(MESSAGES[locale][kind])
    assert turn["safety"] is True and turn["safety_level"] == "crisis"
    assert turn["stop_reason"] == "final"
    assert turn["tool_calls"] == []
    assert turn["mode"] == mode
    assert_care_not_coaching(turn["reply"]["content"], locale)
    session = PracticeSession.objects.get(pk=chat.session_id)
    assert session.safety_flagged_at is not None
    after = chat.detail()
    assert (after["mode"], after["structured_step"], after["answers"]) == (
        before["mode"],
        before["structured_step"],
        before["answers"],
    )


def test_self_harm_and_harm_from_others_get_different_replies(seeded, chat):
    chat.start("free_dialog")
    harm = chat.say(MESSAGES["en"][0])["reply"]["content"]
    chat.start("free_dialog")
    self_harm = chat.say(MESSAGES["en"][1])["reply"]["content"]
    assert "don't owe gentler words to someone who harms you" in harm
    assert "hurting yourself" in self_harm and "hurting yourself" not in harm


def test_ordinary_turns_are_not_flagged_and_practice_continues_after_going_back(seeded, chat):
    chat.start("structured")
    first = chat.say("This deadline is killing me")
    assert "safety" not in first
    assert PracticeSession.objects.get(pk=chat.session_id).safety_flagged_at is None
    chat.say("I cut myself last night")
    held = chat.say("When I saw three plates on the desk this morning")
    assert held["safety"] is True and held["tool_calls"] == []
    chat.say("I'm safe now, thanks. Can we go back to the exercise?")
    following = chat.say("When I saw three plates on the desk this morning")
    assert "safety" not in following
    assert following["tool_calls"][0]["name"] == "evaluate_nvc"


def test_streaming_end_event_is_marked(seeded, chat):
    chat.start("scenario")
    events = chat.stream("我想自杀")
    kinds = [kind for kind, _ in events]
    assert kinds == ["mode", "done"]
    done = events[-1][1]
    assert done["safety"] is True and done["stop_reason"] == "final"
    assert_care_not_coaching(done["content"], "zh-hans")


def test_the_model_is_not_called_for_that_turn(fake_model, chat):
    chat.start("scenario")
    fake_model.script(Reply(content="Happy to role-play."), Reply(content="Back to the role-play."))
    assert chat.say("Let's practise talking to my flatmate")["reply"]["content"] == "Happy to role-play."
    assert len(fake_model.requests) == 1
    turn = chat.say("My partner threatened to hurt me")
    assert turn["safety"] is True
    assert_care_not_coaching(turn["reply"]["content"], "en")
    assert len(fake_model.requests) == 1
    handed_back = chat.say("Thank you. Can we go on?")
    assert "safety" not in handed_back and "Let's pick up where we left off" in handed_back["reply"]["content"]
    assert len(fake_model.requests) == 1
    assert chat.say("So, about the dishes")["reply"]["content"] == "Back to the role-play."
    assert len(fake_model.requests) == 2


def test_configured_resources_per_locale(seeded, chat, settings):
    settings.NVC_SAFETY_RESOURCES = {"en": "Call the Example Line on 000-EXAMPLE.", "zh-hans": "请拨打示例热线 000。"}
    chat.start("free_dialog")
    assert "Call the Example Line on 000-EXAMPLE." in chat.say(MESSAGES["en"][1])["reply"]["content"]
    chat.start("free_dialog")
    assert "请拨打示例热线 000。" in chat.say(MESSAGES["zh-hans"][1])["reply"]["content"]
    settings.NVC_SAFETY_RESOURCES = {"en": "Only English is set."}
    assert DEFAULT_RESOURCES["zh-hans"] in chat.say(MESSAGES["zh-hans"][0])["reply"]["content"]


def test_the_message_is_copied_nowhere_else(seeded, chat, caplog):
    secret = "my stepfather abuses me and nobody knows about the shed"
    chat.start("structured")
    with caplog.at_level(logging.DEBUG):
        turn = chat.say(secret)
    assert turn["safety"] is True
    assert "shed" not in caplog.text
    holders = Message.objects.filter(content__contains="shed")
    assert [(m.session_id, m.role) for m in holders] == [(chat.session_id, "user")]
    assert not Evaluation.objects.filter(text__contains="shed").exists()
    assert not ToolInvocation.objects.exists()
    assert not PendingAction.objects.exists()
    session = PracticeSession.objects.get(pk=chat.session_id)
    assert "shed" not in str(session.state)


def test_other_users_are_not_flagged(seeded, chat, make_user):
    other = PracticeSession.objects.create(user=make_user(), mode="free_dialog")
    chat.start("free_dialog")
    chat.say("I want to kill myself")
    other.refresh_from_db()
    assert other.safety_flagged_at is None


def test_reply_language_follows_the_message_then_the_profile():
    assert reply_locale(text="我想自杀", profile_locale="en") == "zh-hans"
    assert reply_locale(text="I don't want to live anymore", profile_locale="zh-hans") == "en"
    assert reply_locale(text="kill myself", profile_locale="zh-hans") == "zh-hans"
    assert reply_locale(text="kill myself", profile_locale="en") == "en"


@pytest.mark.parametrize("configured", [{}, {"en": "  "}, ["not", "a", "mapping"], {"en": 3}])
def test_resources_fall_back_to_the_built_in_text(settings, configured):
    settings.NVC_SAFETY_RESOURCES = configured
    assert safety_resources(locale="en") == DEFAULT_RESOURCES["en"]
    assert safety_resources(locale="zh-hans") == DEFAULT_RESOURCES["zh-hans"]


def test_built_in_resources_name_no_single_hotline():
    for text in DEFAULT_RESOURCES.values():
        assert not any(char.isdigit() for char in text)
