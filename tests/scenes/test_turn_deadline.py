"""A turn against a slow or endless model: every request is capped, and one deadline bounds the whole turn.

Measured with a real llama.cpp server before this: no output cap (a base model generated 4,096 tokens, 69 s), a
turn with a 60 s timeout that answered after 122 s, and a retry overlapping the attempt still being generated.
"""

import json
import time

import pytest

from nvcpractice.practice.models import Message
from nvcpractice.scenarios.services import scenario_generate
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def fake(fake_model, settings):
    settings.NVC_MAX_REPLY_TOKENS = 321
    return fake_model


def stored(session_id):
    return list(Message.objects.filter(session_id=session_id).order_by("id").values_list("role", flat=True))


@pytest.mark.parametrize("streamed", [False, True])
def test_every_request_of_a_turn_carries_the_reply_cap(fake, chat, streamed):
    chat.start("free_dialog")
    fake.script(Reply(tool_calls=[tool_call("rag_search", {"query": "needs"})]), Reply(content="Needs are shared."))
    if streamed:
        assert chat.stream("What is a need?")[-1][0] == "done"
    else:
        assert chat.say("What is a need?")["reply"]["content"] == "Needs are shared."
    assert [request["max_tokens"] for request in fake.requests] == [321, 321]


def test_the_model_evaluator_and_scenario_generation_carry_the_cap(fake, api_client, user):
    api_client.post("/api/evaluate/", {"text": "You never call."}, format="json")
    scenario_generate(user_id=user.pk, topic="chores", relationship="family", difficulty=1, locale="en")
    assert len(fake.requests) == 2
    assert [request["max_tokens"] for request in fake.requests] == [321, 321]
    assert all("response_format" in request for request in fake.requests)


def test_one_deadline_bounds_all_the_steps_of_a_turn(fake, chat, settings):
    settings.NVC_TURN_TIMEOUT = 2.5
    chat.start("free_dialog")
    fake.responder = lambda body: Reply(
        tool_calls=[tool_call("rag_search", {"query": f"step {len(fake.requests)}"})], delay=0.8
    )
    started = time.monotonic()
    body = chat.say("Keep searching", expect=504)
    # Six steps of 0.8 s and a final answer would take about 5.6 s; each step alone is well within its timeout.
    assert time.monotonic() - started < 5
    assert body["error"] and body["stop_reason"] == "error"
    roles = stored(chat.session_id)
    assert roles[0] == "user"
    assert roles.count("assistant") == roles.count("tool") >= 1  # every stored step is complete: calls and results


def test_a_streamed_reply_that_never_stops_ends_with_a_504_event_and_is_closed(fake, chat, settings):
    settings.NVC_TURN_TIMEOUT = 3
    chat.start("free_dialog")
    fake.default = Reply(content="on and on ", endless=True, interval=0.02)
    started = time.monotonic()
    events = chat.stream("Tell me everything")
    assert time.monotonic() - started < 10  # the fake would stream for 30 s
    kind, data = events[-1]
    assert (kind, data["status"]) == ("error", 504)
    assert any(kind == "delta" for kind, _ in events)
    assert stored(chat.session_id) == ["user"]
    end = time.monotonic() + 10
    while fake.active and time.monotonic() < end:
        time.sleep(0.02)
    assert fake.disconnects >= 1 and fake.active == 0  # the server saw the connection close and stopped


def test_a_model_call_made_by_a_tool_shares_the_turn_deadline(fake, chat, settings):
    settings.NVC_TURN_TIMEOUT = 3.0
    settings.NVC_LLM_TIMEOUT = 30
    chat.start("structured")

    def respond(body):
        if "response_format" in body:  # the evaluator's own call hangs
            return Reply(content="{}", delay=60)
        return Reply(tool_calls=[tool_call("evaluate_nvc", {"text": "You never call me back."})])

    fake.responder = respond
    started = time.monotonic()
    body = chat.say("You never call me back.", expect=504)
    assert time.monotonic() - started < 10  # the evaluator alone would wait 30 s
    assert body["stop_reason"] == "error"
    assert stored(chat.session_id)[0] == "user"
    tool_message = Message.objects.get(session_id=chat.session_id, role="tool")
    assert json.loads(tool_message.content)["ok"] is True  # the rule-based result stood in for the model's


def test_a_hanging_model_is_retried_within_the_deadline_without_overlap(fake, chat, settings):
    settings.NVC_TURN_TIMEOUT = 4
    settings.NVC_LLM_TIMEOUT = 1
    settings.NVC_LLM_MAX_RETRIES = 5
    chat.start("free_dialog")
    fake.default = Reply(content="never", delay=60)
    started = time.monotonic()
    body = chat.say("Hello?", expect=504)
    assert time.monotonic() - started < 10  # six attempts of 1 s plus backoff would take about 20 s
    assert "time" in body["error"]
    assert 2 <= len(fake.requests) < 6
    assert fake.max_active == 1
    assert stored(chat.session_id) == ["user"]
