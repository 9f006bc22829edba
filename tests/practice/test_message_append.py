"""A message is stored in one plain insert: the returned message is the stored row, defaults and time included."""

import pytest

from nvcpractice.practice.models import Message
from nvcpractice.practice.services import message_append, session_create

pytestmark = pytest.mark.django_db


def _values(message):
    return {field.attname: getattr(message, field.attname) for field in Message._meta.concrete_fields}


def test_the_returned_message_is_the_stored_row_in_one_query_each(user, django_assert_num_queries):
    session = session_create(user_id=user.pk, mode="free_dialog")
    parts = [{"kind": "partner", "text": "Fine, I hear you."}]
    with django_assert_num_queries(2):
        first = message_append(session=session, role="user", content="Can we talk?")
        second = message_append(session=session, role="assistant", content="Sure.", parts=parts, prompt_tokens=7)
    assert second.pk > first.pk and not second._state.adding
    for message in (first, second):
        assert _values(message) == _values(Message.objects.get(pk=message.pk))
    stored = Message.objects.get(pk=first.pk)
    assert (stored.tool_calls, stored.parts, stored.completion_tokens, stored.name) == (None, None, 0, "")
    assert Message.objects.get(pk=second.pk).parts == parts
