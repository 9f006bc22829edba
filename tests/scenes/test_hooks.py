"""The chains around model and tool calls: memory window, safeguard, and links added from settings."""

import pytest

from nvcpractice.llm.base import ChatResponse
from nvcpractice.practice.models import Message
from nvcpractice.practice.selectors import session_history
from nvcpractice.practice.services import message_append, session_create
from scenes.hooks import (
    SUPERSEDED,
    MemoryHook,
    ModelRequest,
    SafeguardHook,
    TurnMemory,
    history_dicts,
    history_window,
    message_dict,
)
from scenes.orchestrator import Orchestrator
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db


@pytest.fixture
def session(user):
    return session_create(user_id=user.pk, mode="free_dialog")


def test_memory_keeps_the_current_turn_and_trims_old_history_to_the_window(session, settings):
    settings.NVC_HISTORY_TOKENS = 60
    for n in range(10):
        message_append(session=session, role="user", content=f"old question {n} " + "word " * 20)
        message_append(session=session, role="assistant", content=f"old answer {n} " + "word " * 20)
    message_append(session=session, role="user", content="current question")
    message_append(
        session=session,
        role="assistant",
        content="",
        tool_calls=[{"id": "c1", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}}],
    )
    message_append(session=session, role="tool", content='{"ok": true}', tool_call_id="c1")
    request = MemoryHook().before_model(ModelRequest(session=session, system_prompt="SYSTEM"))
    roles = [m["role"] for m in request.messages]
    assert request.messages[0] == {"role": "system", "content": "SYSTEM"}
    assert roles[-3:] == ["user", "assistant", "tool"]
    assert request.messages[-3]["content"] == "current question"
    assert len(request.messages) < 10
    assert roles[1] == "user"


def test_memory_never_starts_inside_a_tool_group(session, settings):
    settings.NVC_HISTORY_TOKENS = 5
    message_append(session=session, role="user", content="first")
    message_append(
        session=session,
        role="assistant",
        content="",
        tool_calls=[{"id": "c1", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}}],
    )
    message_append(session=session, role="tool", content="{}", tool_call_id="c1")
    message_append(session=session, role="assistant", content="answer")
    message_append(session=session, role="user", content="second")
    request = MemoryHook().before_model(ModelRequest(session=session, system_prompt="S"))
    assert [m["role"] for m in request.messages] == ["system", "user"]


def test_safeguard_runs_a_writing_tool_once_per_turn_and_only_when_granted(user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog")
    hooks = [SafeguardHook()]
    writes: set[str] = set()
    args = '{"title": "Tip", "body": "Ask.", "locale": "en"}'
    extra = {"granted": ("wiki_write",), "writes_this_turn": writes}
    assert execute_tool_call("wiki_write", args, ctx, hooks=hooks, extra=extra).result.success
    again = execute_tool_call("wiki_write", args, ctx, hooks=hooks, extra=extra).result
    assert "already ran in this turn" in again.error
    refused = execute_tool_call("wiki_write", args, ctx, hooks=hooks, extra={"granted": ("rag_search",)}).result
    assert "not available" in refused.error


class RecordingModelHook:
    calls: list[str] = []

    def before_model(self, request):
        RecordingModelHook.calls.append(f"before:{len(request.tools)}")
        return request

    def after_model(self, request, response):
        RecordingModelHook.calls.append("after")
        return ChatResponse(
            content=response.content + " [checked]", tool_calls=response.tool_calls, usage=response.usage
        )


def test_a_project_adds_its_own_model_hook_in_settings(session, settings):
    settings.NVC_MODEL_HOOKS = ["scenes.hooks.MemoryHook", "tests.scenes.test_hooks.RecordingModelHook"]
    RecordingModelHook.calls = []
    result = Orchestrator().run(session=session, content="Hello")
    assert result.reply["content"].endswith("[checked]")
    assert RecordingModelHook.calls[0] == "before:5"
    assert RecordingModelHook.calls[-1] == "after"
    assert Message.objects.filter(session=session, role="assistant").last().content.endswith("[checked]")


def test_the_window_keeps_the_turn_whole_and_starts_at_a_user_message(settings):
    settings.NVC_HISTORY_TOKENS = 20
    call = [{"id": "c1", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}}]
    earlier = [
        {"role": "user", "content": "first " * 20},
        {"role": "assistant", "content": "", "tool_calls": call},
        {"role": "tool", "content": "{}", "tool_call_id": "c1"},
        {"role": "assistant", "content": "short"},
        {"role": "user", "content": "second"},
        {"role": "assistant", "content": "reply"},
    ]
    current = [{"role": "user", "content": "third"}]
    assert history_window(earlier, current) == earlier[4:]
    assert history_window(earlier, [{"role": "user", "content": "long " * 100}]) == []


def test_a_turn_in_progress_and_a_stored_history_get_the_same_window(session, settings):
    settings.NVC_HISTORY_TOKENS = 40
    for n in range(6):
        message_append(session=session, role="user", content=f"question {n} " + "word " * 8)
        message_append(session=session, role="assistant", content=f"answer {n} " + "word " * 8)
    current = message_append(session=session, role="user", content="the current question")
    stored = MemoryHook().before_model(ModelRequest(session=session, system_prompt="S")).messages
    history = history_dicts(session_history(session_id=session.pk, before_id=current.pk))
    turn = TurnMemory(current=[message_dict(current)], earlier=history)
    in_turn = MemoryHook().before_model(ModelRequest(session=session, system_prompt="S", turn=turn)).messages
    assert in_turn == stored
    assert 3 < len(stored) < 13
    assert stored[1]["role"] == "user"


def _lookup(call_id: str, name: str, passage: str) -> list[dict]:
    call = [{"id": call_id, "type": "function", "function": {"name": name, "arguments": "{}"}}]
    return [
        {"role": "assistant", "content": "", "tool_calls": call},
        {"role": "tool", "content": passage, "tool_call_id": call_id},
    ]


def test_a_lookup_a_newer_call_of_its_tool_replaced_is_sent_short_so_the_conversation_stays(settings):
    settings.NVC_HISTORY_TOKENS = 400  # one passage (235 tokens) fits, two do not
    passage = '{"ok": true, "data": {"results": ["' + "handbook words " * 60 + '"]}}'
    earlier = [
        {"role": "user", "content": "what is a need?"},
        *_lookup("c1", "rag_search", passage),
        {"role": "assistant", "content": "the first answer"},
        {"role": "user", "content": "and a strategy?"},
        *_lookup("c2", "rag_search", passage),
        *_lookup("c3", "evaluate_nvc", '{"ok": true, "data": {"score": 50}}'),
        {"role": "assistant", "content": "the second answer"},
    ]
    window = history_window(earlier, [{"role": "user", "content": "a need again?"}])
    assert window[0]["content"] == "what is a need?"  # without the short form the first turn would not fit
    contents = {message.get("tool_call_id"): message["content"] for message in window if message["role"] == "tool"}
    assert contents == {"c1": SUPERSEDED, "c2": passage, "c3": '{"ok": true, "data": {"score": 50}}'}
    assert [m["content"] for m in window if m["role"] == "assistant" and m["content"]] == [
        "the first answer",
        "the second answer",
    ]


def test_a_result_is_never_shortened_for_a_tool_that_does_not_say_it_is_superseded(settings):
    earlier = [
        {"role": "user", "content": "my statement"},
        *_lookup("c1", "evaluate_nvc", '{"ok": true}'),
        *_lookup("c2", "evaluate_nvc", '{"ok": false}'),
    ]
    tools = [m["content"] for m in history_window(earlier, []) if m["role"] == "tool"]
    assert tools == ['{"ok": true}', '{"ok": false}']
