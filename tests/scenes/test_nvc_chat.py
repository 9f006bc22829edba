"""``manage.py nvc_chat``: practise in a terminal."""

import io

import pytest
from django.core.management import CommandError, call_command

from nvcpractice.practice.models import Message, PracticeSession

pytestmark = pytest.mark.django_db


def test_chat_in_the_terminal(user, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("Let's start\nI felt frustrated\n\n"))
    out = io.StringIO()
    call_command("nvc_chat", "--user", "alice", "--mode", "structured", stdout=out, stderr=io.StringIO())
    text = out.getvalue()
    assert "Step 1" in text
    session = PracticeSession.objects.get(user=user)
    assert session.mode == "structured"
    assert Message.objects.filter(session=session, role="user").count() == 2


def test_unknown_user_is_a_clear_error():
    with pytest.raises(CommandError, match="no user"):
        call_command("nvc_chat", "--user", "nobody")
