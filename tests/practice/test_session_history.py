"""What a turn reads and writes in one statement each: the history with the session's usage (with the learner's
message stored in the same statement), a tool step."""

import pytest

from nvcpractice.practice.models import Message
from nvcpractice.practice.selectors import session_history
from nvcpractice.practice.services import (
    message_append,
    message_append_reading_history,
    session_create,
    tool_step_append,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def session(user):
    return session_create(user_id=user.pk, mode="free_dialog")


def _append_step(session, n):
    call = {"id": f"c{n}", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}}
    message_append(session=session, role="user", content=f"question {n}")
    message_append(session=session, role="assistant", tool_calls=[call], prompt_tokens=10, completion_tokens=2)
    message_append(session=session, role="tool", content="{}", tool_call_id=f"c{n}", name="rag_search")
    message_append(session=session, role="assistant", content=f"answer {n}", prompt_tokens=20, completion_tokens=5)


def test_the_newest_messages_oldest_first_with_the_usage_of_all(session, django_assert_num_queries):
    for n in range(3):
        _append_step(session, n)
    with django_assert_num_queries(1):
        history = session_history(session_id=session.pk, limit=5)
    assert [(m["role"], m["content"]) for m in history.messages] == [
        ("assistant", "answer 1"),
        ("user", "question 2"),
        ("assistant", ""),
        ("tool", "{}"),
        ("assistant", "answer 2"),
    ]
    assert history.messages[2]["tool_calls"][0]["id"] == "c2"
    assert history.messages[3]["tool_call_id"] == "c2"
    assert (history.tokens, history.tool_calls) == (3 * (12 + 25), 3)


def test_before_an_id_and_without_system_messages(session):
    _append_step(session, 0)
    message_append(session=session, role="system", content="a note", prompt_tokens=1000)
    current = message_append(session=session, role="user", content="now")
    message_append(session=session, role="assistant", content="later", prompt_tokens=7)
    history = session_history(session_id=session.pk, before_id=current.pk)
    assert [m["content"] for m in history.messages] == ["question 0", "", "{}", "answer 0"]
    assert (history.tokens, history.tool_calls) == (37, 1)


def test_a_session_without_messages(session):
    history = session_history(session_id=session.pk)
    assert (history.messages, history.tokens, history.tool_calls) == ([], 0, 0)


def test_a_tool_step_is_stored_in_one_statement_in_order(session, django_assert_num_queries):
    calls = [{"id": f"c{n}", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}} for n in (1, 2)]
    results = [{"tool_call_id": f"c{n}", "name": "rag_search", "content": f'{{"n": {n}}}'} for n in (1, 2)]
    with django_assert_num_queries(1):
        stored = tool_step_append(
            session=session, content="", tool_calls=calls, results=results, prompt_tokens=9, completion_tokens=4
        )
    rows = list(Message.objects.filter(session=session).order_by("id"))
    assert [m.pk for m in stored] == [m.pk for m in rows]
    assert [(m.role, m.tool_call_id, m.content) for m in rows] == [
        ("assistant", "", ""),
        ("tool", "c1", '{"n": 1}'),
        ("tool", "c2", '{"n": 2}'),
    ]
    assert rows[0].tool_calls == calls and rows[0].parts is None and rows[1].tool_calls is None
    assert (rows[0].prompt_tokens, rows[0].completion_tokens, rows[1].prompt_tokens) == (9, 4, 0)
    assert all(m.created_at is not None for m in rows)


def test_the_learners_message_is_stored_with_the_history_before_it_in_one_statement(session, django_assert_num_queries):
    for n in range(3):
        _append_step(session, n)
    message_append(session=session, role="system", content="a note", prompt_tokens=1000)
    with django_assert_num_queries(1):
        message, history = message_append_reading_history(session=session, content="and now?", limit=5)
    expected = session_history(session_id=session.pk, before_id=message.pk, limit=5)
    assert history == expected
    assert [m["content"] for m in history.messages][-2:] == ["{}", "answer 2"]
    assert (history.tokens, history.tool_calls) == (3 * (12 + 25), 3)
    stored = Message.objects.get(pk=message.pk)
    assert (stored.session_id, stored.role, stored.content, stored.parts) == (session.pk, "user", "and now?", None)
    assert message.created_at == stored.created_at and not message._state.adding


def test_the_first_message_of_a_session_has_no_history(session):
    message, history = message_append_reading_history(session=session, content="hello")
    assert (history.messages, history.tokens, history.tool_calls) == ([], 0, 0)
    assert Message.objects.filter(session=session).get().pk == message.pk
