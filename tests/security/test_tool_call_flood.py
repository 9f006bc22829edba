"""Issue 25, item 5: a model reply with a thousand tool calls costs what the step's cap costs.

Before, 8 ran but all 1,000 were audited, stored (1,003 messages) and streamed (364 KB), and the refused ones
spent the session's budget of tool calls, so the session was dead afterwards."""

from __future__ import annotations

import pytest

from nvcpractice.practice.models import Message, ToolInvocation
from nvcpractice.practice.selectors import session_history
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)
FLOOD = 1000


def flood(body):
    if not body.get("tools") or any(message["role"] == "tool" for message in body["messages"][-1:]):
        return Reply(content="Here is what I found.")
    return Reply(tool_calls=[tool_call("rag_search", {"query": f"q{n}"}) for n in range(FLOOD)])


@pytest.mark.parametrize("streamed", [False, True])
def test_a_flood_of_calls_is_cut_to_the_cap_before_anything_is_kept(fake_model, chat, settings, streamed):
    settings.NVC_MAX_CALLS_PER_STEP = 8
    settings.NVC_SESSION_MAX_TOOL_CALLS = 20
    chat.start("free_dialog")
    fake_model.responder = flood
    if streamed:
        events = chat.stream("What helps when I feel unheard?")
        assert [kind for kind, _ in events].count("tool_call") == 8
        assert sum(len(str(data)) for _, data in events) < 40_000
    else:
        assert len(chat.say("What helps when I feel unheard?")["tool_calls"]) == 8
    assert ToolInvocation.objects.count() == 8
    assert Message.objects.filter(session_id=chat.session_id, role="tool").count() == 8
    assert session_history(session_id=chat.session_id).tool_calls == 8
    tool_message = Message.objects.filter(session_id=chat.session_id, role="tool").order_by("id").last()
    assert "992 more calls in this step were dropped" in tool_message.content
    fake_model.responder = lambda body: Reply(content="Still here.")
    assert chat.say("And now?")["reply"]["content"] == "Still here."  # the session still has budget
