"""The structured mode's ``practice`` payload (CONTRACT-12): what the coach and the page receive for each answer."""

import json

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice.models import Evaluation, Message, StepResult

pytestmark = pytest.mark.django_db(transaction=True)
BASE_KEYS = {"step", "accepted", "attempt", "label", "label_text", "next_step", "answers", "with_help"}


def practice_payloads(session_id):
    tool_messages = Message.objects.filter(session_id=session_id, role="tool", name="evaluate_nvc").order_by("id")
    return [json.loads(message.content)["practice"] for message in tool_messages]


def test_payload_per_answer_through_the_api(chat):
    chat.start("structured")
    for content in [
        "You never tidy up.",
        "你总是乱放东西。",
        "When I saw five coats on the chair this morning",
        "I felt frustrated and worried",
        "because I need order",
        "Would you be willing to hang them up before 8 tonight?",
    ]:
        chat.say(content)
    first, second, observation, feeling, need, request = practice_payloads(chat.session_id)

    assert set(first) == BASE_KEYS | {"model_answer"}
    assert first == {
        **first,
        "step": "observation",
        "accepted": False,
        "attempt": 1,
        "label": "evaluation",
        "label_text": label_text("observation", "evaluation", "en"),
        "next_step": "observation",
        "answers": {},
    }
    assert analyze(first["model_answer"], "en").label("observation") == "observation"
    assert (second["attempt"], second["label_text"]) == (2, label_text("observation", "evaluation", "zh-hans"))
    assert analyze(second["model_answer"], "zh-hans").label("observation") == "observation"

    assert set(observation) == BASE_KEYS
    assert (observation["accepted"], observation["attempt"], observation["next_step"]) == (True, 3, "feeling")
    assert feeling["answers"] == {
        "observation": "When I saw five coats on the chair this morning",
        "feeling": "I felt frustrated and worried",  # quoted whole
    }
    assert (need["step"], need["attempt"], need["label_text"]) == ("need", 1, label_text("need", "need", "en"))

    assert set(request) == BASE_KEYS | {"statement", "score"}
    final = Evaluation.objects.get(session_id=chat.session_id)
    assert request["statement"] == final.text and request["score"] == final.score == 100
    assert request["next_step"] == "done" and len(request["answers"]) == 4
    attempts = list(StepResult.objects.filter(session_id=chat.session_id).values_list("component", "attempt"))
    assert attempts == [
        ("observation", 1),
        ("observation", 2),
        ("observation", 3),
        ("feeling", 1),
        ("need", 1),
        ("request", 1),
    ]


def test_streamed_tool_result_carries_the_payload(chat):
    chat.start("structured")
    events = chat.stream("I feel ignored")
    result = next(data for kind, data in events if kind == "tool_result")
    assert result["practice"]["step"] == "observation" and result["practice"]["accepted"] is False
    assert result["data"]["components"]["feeling"]["label_text"] == label_text("feeling", "faux_feeling", "en")
    assert result["practice"] == practice_payloads(chat.session_id)[0]
