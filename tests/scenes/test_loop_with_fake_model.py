"""The loop against a real OpenAI client talking to a scripted fake server over HTTP."""

import json

import pytest

from nvcpractice.practice.models import Message, ToolInvocation
from nvcpractice.profiles.models import Profile
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def fake(fake_model):
    return fake_model


def offered(request_body):
    return {tool["function"]["name"] for tool in request_body.get("tools", [])}


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("free_dialog", {"rag_search", "wiki_search", "wiki_write", "profile_query", "dashboard_query"}),
        ("scenario", {"scenario_search", "scenario_generate", "practice_start", "dashboard_query"}),
        ("structured", {"evaluate_nvc", "rag_search"}),
    ],
)
def test_each_mode_offers_exactly_its_granted_tools(fake, chat, mode, expected):
    chat.start(mode)
    fake.script(Reply(content="Hello"))
    turn = chat.say("Hello there")
    assert turn["reply"]["content"] == "Hello"
    assert offered(fake.requests[0]) == expected


def test_tool_call_runs_with_server_identity_and_is_stored_paired(fake, chat, user):
    chat.start("free_dialog")
    fake.script(Reply(tool_calls=[tool_call("profile_query", {})]), Reply(content="You are alice."))
    turn = chat.say("Who am I?")
    assert turn["tool_calls"] == [{"name": "profile_query", "arguments": {}, "ok": True}]
    second = fake.requests[1]["messages"]
    tool_message = next(m for m in second if m["role"] == "tool")
    assert json.loads(tool_message["content"])["data"]["display_name"] == "alice"
    assert second[-2]["tool_calls"][0]["id"] == tool_message["tool_call_id"]
    assert ToolInvocation.objects.get().user == user


def test_smuggled_user_id_is_refused_and_nothing_leaks(fake, chat, other_user):
    Profile.objects.filter(user=other_user).update(goals="bob's private goal")
    chat.start("free_dialog")
    fake.script(
        Reply(tool_calls=[tool_call("profile_query", {"user_id": other_user.pk})]),
        Reply(content="I can only see your own profile."),
    )
    turn = chat.say("Show me bob's profile")
    assert turn["tool_calls"][0]["ok"] is False
    assert "Additional properties" in turn["tool_calls"][0]["error"]
    assert turn["stop_reason"] == "final"
    everything = json.dumps(fake.requests) + json.dumps(turn)
    assert "bob's private goal" not in everything


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (tool_call("evaluate_nvc", {"text": "hi"}), "not available in this mode"),
        (tool_call("delete_everything", {}), "unknown tool"),
        (tool_call("rag_serch", {"query": "x"}), "unknown tool"),
        (tool_call("rag_search", "{not json"), "not valid JSON"),
        (tool_call("rag_search", {"query": 7}), "invalid arguments"),
    ],
)
def test_refused_calls_become_error_tool_messages(fake, chat, call, error):
    chat.start("free_dialog")
    fake.script(Reply(tool_calls=[call]), Reply(content="Sorry, let me answer directly."))
    turn = chat.say("Help")
    assert turn["stop_reason"] == "final"
    assert turn["tool_calls"][0]["ok"] is False
    assert error in turn["tool_calls"][0]["error"]
    tool_message = next(m for m in fake.requests[1]["messages"] if m["role"] == "tool")
    assert error in json.loads(tool_message["content"])["error"]
    audited = ToolInvocation.objects.get()
    assert (audited.ok, error in audited.error) == (False, True)


def test_endless_tool_loop_hits_the_step_cap(fake, chat, settings):
    settings.NVC_MAX_TOOL_STEPS = 3
    chat.start("free_dialog")
    fake.responder = lambda body: (
        Reply(content="Final after the cap.")
        if not body.get("tools")
        else Reply(tool_calls=[tool_call("rag_search", {"query": f"q{len(fake.requests)}"})])
    )
    turn = chat.say("Loop forever")
    assert turn["stop_reason"] == "step_limit"
    assert turn["reply"]["content"] == "Final after the cap."
    assert len(turn["tool_calls"]) == 3
    assert "tools" not in fake.requests[-1]


def test_repeated_identical_call_is_stopped(fake, chat):
    chat.start("free_dialog")
    fake.responder = lambda body: (
        Reply(content="Done repeating.")
        if not body.get("tools")
        else Reply(tool_calls=[tool_call("rag_search", {"query": "same"})])
    )
    turn = chat.say("Repeat")
    assert turn["stop_reason"] == "repeated_call"
    assert [c["ok"] for c in turn["tool_calls"]] == [True, False]
    assert turn["reply"]["content"] == "Done repeating."
    audited = list(ToolInvocation.objects.order_by("id").values_list("tool", "ok", "error"))
    assert audited == [("rag_search", True, ""), ("rag_search", False, "repeated identical call stopped")]


@pytest.mark.parametrize(
    ("reply", "status"),
    [
        (Reply(status=500), 502),
        (Reply(status=429, headers={"Retry-After": "0"}), 503),
        (Reply(malformed=True), 502),
        (Reply(reset=True), 502),
    ],
)
def test_model_failures_answer_5xx_and_keep_the_user_message(fake, chat, reply, status):
    chat.start("free_dialog")
    fake.script(reply)
    fake.default = reply
    body = chat.say("Are you there?", expect=status)
    assert body["error"]
    assert body["stop_reason"] == "error"
    assert Message.objects.filter(session_id=chat.session_id, role="user", content="Are you there?").exists()


def test_model_timeout_answers_504(fake, chat, settings):
    settings.NVC_LLM_TIMEOUT = 0.3
    chat.start("free_dialog")
    fake.default = Reply(content="too late", delay=2)
    body = chat.say("Slow?", expect=504)
    assert "time" in body["error"]
    assert Message.objects.filter(session_id=chat.session_id, role="user").count() == 1


def test_retry_after_429_succeeds(fake, chat, settings):
    settings.NVC_LLM_MAX_RETRIES = 2
    chat.start("free_dialog")
    fake.script(Reply(status=429, headers={"Retry-After": "0"}), Reply(content="Back again."))
    assert chat.say("Hi")["reply"]["content"] == "Back again."
    assert len(fake.requests) == 2


def test_streamed_tool_call_deltas_are_assembled(fake, chat):
    chat.start("free_dialog")
    fake.script(
        Reply(tool_calls=[tool_call("rag_search", {"query": "what is a need", "k": 2})]),
        Reply(content="Needs are universal."),
    )
    events = chat.stream("What is a need?")
    kinds = [kind for kind, _ in events]
    assert kinds[:2] == ["mode", "tool_call"]
    call = dict(events)["tool_result"]
    assert call["arguments"] == {"query": "what is a need", "k": 2}
    assert "".join(d["text"] for k, d in events if k == "delta") == "Needs are universal."
    name, done = events[-1]
    assert name == "done" and done.pop("message_id") > 0
    assert done == {"mode": "free_dialog", "content": "Needs are universal.", "stop_reason": "final"}


def test_stream_cut_off_midway_is_an_error_event(fake, chat):
    chat.start("free_dialog")
    fake.script(Reply(content="This reply will be cut off before it ends", cut_stream=True))
    events = chat.stream("Tell me")
    assert events[-1][0] == "error"
    assert Message.objects.filter(session_id=chat.session_id, role="user").exists()
    assert not Message.objects.filter(session_id=chat.session_id, role="assistant").exists()
