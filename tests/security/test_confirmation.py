"""Write tools wait for the learner: pending actions, Approve (once) / Decline, expiry, isolation."""

import datetime as dt
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connections
from django.utils import timezone

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.practice.models import PendingAction
from nvcpractice.profiles.models import Profile
from nvcpractice.profiles.services import token_get_or_create
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


def test_offline_wiki_write_waits_then_approve_runs_it_once(chat):
    chat.start("free_dialog")
    turn = chat.say("add to wiki: Ask for one concrete action. It helps.")
    action = turn["pending_action"]
    assert action["status"] == "awaiting_confirmation"
    assert action["tool"] == "wiki_write"
    assert "Approve or decline" in turn["reply"]["content"]
    assert not WikiEntry.objects.exists()
    assert [a["id"] for a in chat.detail()["pending_actions"]] == [action["action_id"]]
    listed = chat.client.get("/api/actions/").json()["results"]
    assert [a["tool"] for a in listed] == ["wiki_write"]
    approved = chat.client.post(f"/api/actions/{action['action_id']}/approve/")
    assert approved.status_code == 200
    body = approved.json()
    assert body["action"]["status"] == "approved"
    assert "proposed the wiki entry" in body["reply"]["content"]
    assert WikiEntry.objects.count() == 1
    again = chat.client.post(f"/api/actions/{action['action_id']}/approve/")
    assert again.status_code == 200
    assert again.json()["action"]["status"] == "approved"
    assert "reply" not in again.json()
    assert WikiEntry.objects.count() == 1
    assert chat.detail()["pending_actions"] == []


def test_double_click_approve_runs_once(chat):
    chat.start("free_dialog")
    action_id = chat.say("add to wiki: Empathy first. Then advice.")["pending_action"]["action_id"]
    token = token_get_or_create(user=PendingAction.objects.get(pk=action_id).user)

    def approve(_):
        from rest_framework.test import APIClient

        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        try:
            return client.post(f"/api/actions/{action_id}/approve/").status_code
        finally:
            connections.close_all()

    with ThreadPoolExecutor(max_workers=4) as pool:
        statuses = list(pool.map(approve, range(4)))
    assert statuses == [200, 200, 200, 200]
    assert WikiEntry.objects.count() == 1


def test_decline_changes_nothing(chat):
    chat.start("free_dialog")
    action_id = chat.say("add to wiki: Listen first.")["pending_action"]["action_id"]
    body = chat.client.post(f"/api/actions/{action_id}/decline/").json()
    assert body["action"]["status"] == "declined"
    assert not WikiEntry.objects.exists()
    assert chat.client.post(f"/api/actions/{action_id}/approve/").json()["action"]["status"] == "declined"
    assert not WikiEntry.objects.exists()


def test_expired_actions_cannot_be_approved(chat):
    chat.start("free_dialog")
    action_id = chat.say("add to wiki: Too late.")["pending_action"]["action_id"]
    PendingAction.objects.filter(pk=action_id).update(expires_at=timezone.now() - dt.timedelta(seconds=1))
    response = chat.client.post(f"/api/actions/{action_id}/approve/")
    assert response.status_code == 410
    assert response.json()["action"]["status"] == "expired"
    assert not WikiEntry.objects.exists()


def test_an_overdue_action_reads_as_expired_and_reading_writes_nothing(chat):
    from django.test.utils import CaptureQueriesContext

    chat.start("free_dialog")
    action_id = chat.say("add to wiki: Late again.")["pending_action"]["action_id"]
    PendingAction.objects.filter(pk=action_id).update(expires_at=timezone.now() - dt.timedelta(seconds=1))
    session_id = PendingAction.objects.get(pk=action_id).session_id
    with CaptureQueriesContext(connections["default"]) as queries:
        assert chat.client.get("/api/actions/").json()["results"] == []
        expired = chat.client.get("/api/actions/?status=expired").json()["results"]
        assert chat.client.get(f"/api/sessions/{session_id}/").json()["pending_actions"] == []
    assert [(a["id"], a["status"]) for a in expired] == [(action_id, "expired")]
    writes = [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(("UPDATE", "INSERT", "DELETE"))]
    assert writes == []
    assert PendingAction.objects.get(pk=action_id).status == "pending"


def test_another_users_action_is_404(chat, make_user):
    from rest_framework.test import APIClient

    chat.start("free_dialog")
    action_id = chat.say("add to wiki: Mine.")["pending_action"]["action_id"]
    intruder = APIClient()
    intruder.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=make_user(username='mallory'))}")
    assert intruder.post(f"/api/actions/{action_id}/approve/").status_code == 404
    assert intruder.get("/api/actions/").json()["results"] == []
    assert PendingAction.objects.get(pk=action_id).status == "pending"


def test_profile_update_by_a_model_waits_for_approval(chat, fake_model, user):
    fake = fake_model
    chat.start("structured")
    chat.client.patch("/api/profile/", {"goals": "old goal"}, format="json")
    from nvcpractice.practice.models import PracticeSession

    PracticeSession.objects.filter(pk=chat.session_id).update(structured_step="done")
    fake.script(Reply(tool_calls=[tool_call("profile_update", {"goals": "Practise requests daily"})]))
    turn = chat.say("Please set my goal to practising requests daily")
    assert turn["pending_action"]["changes"] == {"goals": "Practise requests daily"}
    assert Profile.objects.get(user=user).goals == "old goal"
    fake.script(Reply(content="Your goal is saved."))
    body = chat.client.post(f"/api/actions/{turn['pending_action']['action_id']}/approve/").json()
    assert body["reply"]["content"] == "Your goal is saved."
    assert Profile.objects.get(user=user).goals == "Practise requests daily"
    last_request = fake.requests[-1]["messages"]
    assert last_request[-1]["role"] == "tool"
    assert '"ok": true' in last_request[-1]["content"]


def test_the_stream_says_which_result_waits_for_the_learner(chat):
    """The page learns from the server's typed status, not by comparing a string of the tool's data itself."""
    chat.start("free_dialog")
    events = chat.stream("add to wiki: Name the need before the request. It softens the ask.")
    results = [data for kind, data in events if kind == "tool_result"]
    assert [(r["name"], r["awaiting_confirmation"]) for r in results] == [("wiki_write", True)]
    other = chat.stream("What is a need?")
    answered = [r["awaiting_confirmation"] for kind, r in other if kind == "tool_result"]
    assert answered and not any(answered)
