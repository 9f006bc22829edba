"""The care frame: a disclosure or a check-in pauses practice in every mode, holds on the next message, is
answered both ways, and ends only when the learner goes back (by saying so or with the button). Through the API
with the offline coach and with the fake OpenAI server (sentences written for these tests)."""

from __future__ import annotations

import json

import pytest

from nvcpractice.nvc.roles import role_in_sentence
from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.practice.models import SAFETY_NAME, Evaluation, Message, PracticeSession, StepResult
from nvcpractice.scenarios.models import Scenario
from scenes.safety import DEFAULT_RESOURCES
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db(transaction=True)

MODES = ["free_dialog", "scenario", "structured"]
TEXT = {
    "en": {
        "disclosure": "my partner slammed me against the door last night",
        "possible": "he checks my phone every night and won't let me see my sister",
        "follow_up": "is that normal in a relationship?",
        "fine": "yes I'm safe, thanks",
        "back": "yes I'm fine, let's go on",
        "worry": "not really, he's home now",
        "practice": "When I saw the dishes in the sink this morning I felt annoyed",
    },
    "zh-hans": {
        "disclosure": "我老公昨晚把我推到门上",
        "possible": "他每天晚上查我手机，还不让我见我姐",
        "follow_up": "这在恋爱里正常吗？",
        "fine": "我很安全，谢谢",
        "back": "没事了，我们继续练吧",
        "worry": "不太安全，他回来了",
        "practice": "今天早上我看到水槽里有三个碗",
    },
}
COACHING = {
    "en": ("observation", "would you be willing", "request", "try saying", "your feeling"),
    "zh-hans": ("观察", "请求", "你愿意", "试着说", "你的感受"),
}


def start(chat, mode, locale):
    if mode == "scenario":
        return chat.start("scenario", scenario_id=Scenario.objects.filter(locale=locale).first().pk)
    return chat.start(mode)


def assert_care(turn, locale, level):
    assert turn["safety"] is True and turn["safety_level"] == level, turn
    assert turn["tool_calls"] == [] and "parts" not in turn["reply"]
    content = turn["reply"]["content"]
    assert not [word for word in COACHING[locale] if word in content.lower()], content
    assert not leaks_machine_label(content)
    return content


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("mode", MODES)
def test_a_disclosure_gets_care_and_the_frame_holds_on_the_next_message(seeded, chat, mode, locale):
    start(chat, mode, locale)
    texts = TEXT[locale]
    first = assert_care(chat.say(texts["disclosure"]), locale, "crisis")
    assert DEFAULT_RESOURCES[locale] in first
    follow_up = assert_care(chat.say(texts["follow_up"]), locale, "crisis")
    assert follow_up != first and DEFAULT_RESOURCES[locale] in follow_up
    session = PracticeSession.objects.get(pk=chat.session_id)
    assert session.care == "crisis" and session.safety_flagged_at is not None
    assert not Evaluation.objects.filter(session=session).exists()
    assert not StepResult.objects.filter(session=session).exists()
    assert chat.detail()["care"] == "crisis"


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("mode", MODES)
def test_a_check_in_answered_fine_and_going_on_returns_to_practice(seeded, chat, mode, locale):
    start(chat, mode, locale)
    texts = TEXT[locale]
    question = assert_care(chat.say(texts["possible"]), locale, "check_in")
    assert "?" in question or "？" in question
    back = chat.say(texts["back"])
    assert "safety" not in back and PracticeSession.objects.get(pk=chat.session_id).care == ""
    practice = chat.say(texts["practice"])
    assert "safety" not in practice
    if mode == "structured":
        assert practice["tool_calls"][0]["name"] == "evaluate_nvc"
    if mode == "scenario":
        assert practice["reply"]["parts"][0]["speaker"] == "partner"


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_a_check_in_answered_fine_alone_keeps_the_frame_and_a_worrying_answer_becomes_a_crisis(seeded, chat, locale):
    start(chat, "scenario", locale)
    texts = TEXT[locale]
    assert_care(chat.say(texts["possible"]), locale, "check_in")
    assert_care(chat.say(texts["fine"]), locale, "check_in")
    crisis = assert_care(chat.say(texts["worry"]), locale, "crisis")
    assert DEFAULT_RESOURCES[locale] in crisis
    again = assert_care(chat.say(texts["worry"]), locale, "crisis")
    assert again != crisis


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_while_practice_waits_each_wording_of_a_kind_is_said_once_before_any_comes_again(seeded, chat, locale):
    start(chat, "free_dialog", locale)
    texts = TEXT[locale]
    replies = [assert_care(chat.say(texts["disclosure"]), locale, "crisis")]
    others = {"en": ("ok", "I don't know"), "zh-hans": ("嗯", "我不知道")}[locale]
    for text in (texts["follow_up"], *others, texts["follow_up"]):
        replies.append(assert_care(chat.say(text), locale, "crisis"))
    assert len(set(replies)) == len(replies), replies


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("mode", ["structured", "scenario"])
def test_practice_written_while_a_check_in_waits_is_told_the_practice_is_paused(seeded, chat, mode, locale):
    start(chat, mode, locale)
    texts = TEXT[locale]
    assert_care(chat.say(texts["possible"]), locale, "check_in")
    guesses = {
        "en": (
            "Are you worried because you need some reassurance?",
            "When you left at eight I felt lonely.",
            "Are you tired and needing *some* rest?",
        ),
        "zh-hans": ("你是不是有点担心，需要一点安心？", "你八点出门的时候，我觉得很孤单。", "你是不是很累，需要休息？"),
    }[locale]
    replies = [assert_care(chat.say(text), locale, "check_in") for text in guesses]
    paused = {"en": "paused", "zh-hans": "暂停"}[locale]
    assert all(paused in reply for reply in replies) and len(set(replies)) == 3, replies
    assert guesses[2].replace("*", "\\*") in replies[2]  # their own words, quoted as typed
    assert PracticeSession.objects.get(pk=chat.session_id).care == "check_in"


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_the_back_to_practice_button_says_where_the_exercise_stood(seeded, chat, locale):
    start(chat, "scenario", locale)
    scenario = Scenario.objects.get(pk=chat.detail()["scenario"]["id"])
    assert_care(chat.say(TEXT[locale]["disclosure"]), locale, "crisis")
    response = chat.client.post(f"/api/sessions/{chat.session_id}/back-to-practice/")
    assert response.status_code == 200
    body = response.json()
    assert body["care"] is None and role_in_sentence(scenario.other_role, scenario.locale) in body["reply"]["content"]
    assert scenario.opening_line in body["reply"]["content"]
    repeated = chat.client.post(f"/api/sessions/{chat.session_id}/back-to-practice/").json()
    assert repeated["reply"] is None
    assert "safety" not in chat.say(TEXT[locale]["practice"])


def test_someone_elses_session_cannot_be_sent_back(seeded, chat, make_user):
    other = PracticeSession.objects.create(user=make_user(), mode="free_dialog", care="crisis")
    chat.start("free_dialog")
    assert chat.client.post(f"/api/sessions/{other.pk}/back-to-practice/").status_code == 404
    other.refresh_from_db()
    assert other.care == "crisis"


def test_the_streamed_turn_carries_the_level(seeded, chat):
    chat.start("structured")
    events = chat.stream(TEXT["en"]["possible"])
    assert [kind for kind, _ in events] == ["mode", "done"]
    assert events[-1][1]["safety"] is True and events[-1][1]["safety_level"] == "check_in"


def test_the_care_exchange_is_kept_and_exported_but_never_sent_to_the_model(fake_model, chat):
    chat.start("scenario")
    fake_model.script(Reply(content="Happy to role-play."), Reply(content="Back in the role-play."))
    assert chat.say("Let's practise talking to my flatmate")["reply"]["content"] == "Happy to role-play."
    assert_care(chat.say(TEXT["en"]["disclosure"]), "en", "crisis")
    assert_care(chat.say(TEXT["en"]["follow_up"]), "en", "crisis")
    assert len(fake_model.requests) == 1
    chat.say(TEXT["en"]["back"])
    assert len(fake_model.requests) == 1
    assert chat.say(TEXT["en"]["practice"])["reply"]["content"] == "Back in the role-play."
    sent = json.dumps(fake_model.requests[-1]["messages"], ensure_ascii=False)
    assert "slammed" not in sent and "normal in a relationship" not in sent
    kept = Message.objects.filter(session_id=chat.session_id, name=SAFETY_NAME)
    assert kept.filter(role="user").count() == 3 and kept.filter(role="assistant").count() == 3
    export = chat.client.get("/api/account/export/").json()
    assert "slammed" in json.dumps(export)


def test_with_a_model_a_check_in_is_asked_without_calling_it(fake_model, chat):
    chat.start("free_dialog")
    assert_care(chat.say(TEXT["zh-hans"]["possible"]), "zh-hans", "check_in")
    assert fake_model.requests == []


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("mode", MODES)
def test_with_a_model_a_disclosure_gets_care_without_calling_it_until_the_learner_goes_back(
    fake_model, chat, mode, locale
):
    chat.start(mode)
    texts = TEXT[locale]
    fake_model.script(Reply(content="Back to it."))
    assert_care(chat.say(texts["disclosure"]), locale, "crisis")
    assert_care(chat.say(texts["follow_up"]), locale, "crisis")
    assert chat.detail()["care"] == "crisis"
    back = chat.say(texts["back"])
    assert fake_model.requests == []  # the model never sees the disclosure, the question or the way back
    assert chat.detail()["care"] is None and "safety" not in back
    assert "safety" not in chat.say(texts["practice"])
