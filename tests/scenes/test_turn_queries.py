"""How many SQL queries a turn costs, counted as the API runs it (session read by the runner, then the loop).

A plain turn: the session (with scenario, user and profile), the learner's message stored with the history before
it and the session's budget read in the same statement, the reply. A tool step adds its tool's own queries and one
insert of the step's messages.
"""

import pytest

from nvcpractice.practice.models import Message
from nvcpractice.practice.selectors import session_for_turn
from nvcpractice.practice.services import message_append, session_create
from scenes.orchestrator import Orchestrator
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def session(user):
    session = session_create(user_id=user.pk, mode="free_dialog")
    message_append(session=session, role="user", content="Earlier question")
    message_append(session=session, role="assistant", content="Earlier answer", prompt_tokens=30, completion_tokens=9)
    return session


def test_a_plain_turn_costs_three_queries(fake_model, session, django_assert_num_queries):
    fake_model.script(Reply(content="Hello again."))
    with django_assert_num_queries(3):
        result = Orchestrator().run(
            session=session_for_turn(user_id=session.user_id, session_id=session.pk), content="Hello"
        )
    assert result.reply["content"] == "Hello again."
    sent = [(m["role"], m["content"]) for m in fake_model.requests[0]["messages"][1:]]
    assert sent == [("user", "Earlier question"), ("assistant", "Earlier answer"), ("user", "Hello")]


def test_a_tool_step_adds_its_audit_row_and_one_insert_of_its_messages(fake_model, session, django_assert_num_queries):
    # a call this mode does not grant: refused and audited, so the count is the loop's own, not a tool's reads
    fake_model.script(Reply(tool_calls=[tool_call("evaluate_nvc", {"text": "hi"})]), Reply(content="Let us talk."))
    # 3 as a plain turn + the audit row + one insert of the assistant message and its tool result
    with django_assert_num_queries(5):
        result = Orchestrator().run(
            session=session_for_turn(user_id=session.user_id, session_id=session.pk), content="Check this"
        )
    assert [call["ok"] for call in result.tool_calls] == [False]
    stored = list(Message.objects.filter(session=session).values_list("role", "tool_call_id"))
    call_id = fake_model.requests[1]["messages"][-1]["tool_call_id"]
    assert stored[2:] == [("user", ""), ("assistant", ""), ("tool", call_id), ("assistant", "")]
    second = [m["role"] for m in fake_model.requests[1]["messages"]]
    assert second == ["system", "user", "assistant", "user", "assistant", "tool"]
