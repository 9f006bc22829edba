"""Issue 14, item 6: writes asked for over MCP wait for the learner's approval in the app, like the coach's."""

from __future__ import annotations

import importlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.practice.models import Message, PendingAction, PracticeSession
from nvcpractice.profiles.models import Profile

pytestmark = pytest.mark.django_db
ENTRY = {"title": "Pause first", "body": "A slow breath before answering helps me hear the need.", "locale": "en"}


def mcp(user, mode):
    return McpCaller(user_id=user.pk, locale="en", mode=mode)


def test_wiki_write_waits_then_runs_once_when_the_learner_approves(user, api_client, client):
    result = call_tool(mcp(user, "free_dialog"), "wiki_write", ENTRY)
    assert result.success
    assert result.data["status"] == "awaiting_confirmation"
    assert not WikiEntry.objects.filter(author=user).exists()
    action = PendingAction.objects.get(pk=result.data["action_id"], user=user, status="pending")
    assert result.data["approve_in_app"] == f"/practice/{action.session_id}/"
    assert result.data["approve_api"] == f"/api/actions/{action.pk}/approve/"
    assert [a["id"] for a in api_client.get("/api/actions/").json()["results"]] == [action.pk]
    client.force_login(user)
    assert f'data-action-id="{action.pk}"' in client.get(result.data["approve_in_app"]).content.decode()

    assert api_client.post(result.data["approve_api"]).status_code == 403  # the MCP bearer is the API token
    assert not WikiEntry.objects.filter(author=user).exists()
    for _ in range(2):
        decided = client.post(result.data["approve_api"])  # the learner, signed in in a browser
        assert decided.status_code == 200
        assert decided.json()["action"]["status"] == "approved"
    assert WikiEntry.objects.filter(author=user, title="Pause first").count() == 1
    # No coach turn runs in the MCP session: only the record of the approved call.
    roles = list(Message.objects.filter(session_id=action.session_id).values_list("role", flat=True))
    assert roles == [Message.Role.ASSISTANT, Message.Role.TOOL]


def test_profile_update_changes_nothing_until_approved_and_nothing_when_declined(user, api_client, client):
    first = call_tool(mcp(user, "structured"), "profile_update", {"goals": "Listen before I answer."})
    assert first.data["status"] == "awaiting_confirmation"
    assert Profile.objects.get(user=user).goals == ""
    assert api_client.post(f"/api/actions/{first.data['action_id']}/decline/").status_code == 200
    assert Profile.objects.get(user=user).goals == ""
    second = call_tool(mcp(user, "structured"), "profile_update", {"goals": "Listen before I answer."})
    assert second.data["approve_in_app"] == first.data["approve_in_app"]  # one MCP session per mode
    client.force_login(user)
    client.post(f"/api/actions/{second.data['action_id']}/approve/")
    assert Profile.objects.get(user=user).goals == "Listen before I answer."


def test_an_outside_client_cannot_approve_its_own_write_with_its_credential(user, api_client):
    proposed = call_tool(mcp(user, "structured"), "profile_update", {"display_name": "Taken over"})
    refused = api_client.post(proposed.data["approve_api"])
    assert refused.status_code == 403
    assert "signed in in a browser" in refused.json()["error"]
    assert Profile.objects.get(user=user).display_name != "Taken over"
    assert PendingAction.objects.get(pk=proposed.data["action_id"]).status == "pending"  # still the learner's call


def test_another_user_cannot_approve_it(user, other_user, api_client):
    result = call_tool(mcp(other_user, "free_dialog"), "wiki_write", ENTRY)
    assert api_client.post(result.data["approve_api"]).status_code == 404
    assert not WikiEntry.objects.filter(author=other_user).exists()


def test_reading_tools_still_answer_at_once(user):
    result = call_tool(mcp(user, "structured"), "evaluate_nvc", {"text": "I feel calm."})
    assert result.success
    assert "status" not in result.data
    assert not PendingAction.objects.filter(user=user).exists()


def test_the_mcp_session_says_who_it_is_with_in_a_typed_field(user, api_client):
    """Issue 15: the ``via`` key in the session's state became ``PracticeSession.client``; an app session has no
    outside client, and approving an MCP change runs no coach turn."""
    in_app = api_client.post("/api/sessions/", {"mode": "free_dialog"}, format="json").json()
    assert PracticeSession.objects.get(pk=in_app["id"]).client == PracticeSession.Client.APP
    waiting = call_tool(mcp(user, "free_dialog"), "wiki_write", ENTRY)
    session = PracticeSession.objects.get(pending_actions__pk=waiting.data["action_id"])
    assert session.client == PracticeSession.Client.MCP
    assert "via" not in session.state
    assert session.pk != in_app["id"]


def test_the_migration_moves_the_old_via_key_into_the_field(user):
    executor = MigrationExecutor(connection)
    apps = executor.loader.project_state(("practice", "0009_session_client")).apps
    old = apps.get_model("practice", "PracticeSession").objects.create(
        user_id=user.pk, mode="free_dialog", state={"via": "mcp", "heard": []}
    )
    plain = apps.get_model("practice", "PracticeSession").objects.create(user_id=user.pk, mode="free_dialog")
    importlib.import_module("nvcpractice.practice.migrations.0009_session_client").via_to_client(apps, None)
    moved = PracticeSession.objects.get(pk=old.pk)
    assert (moved.client, moved.state) == (PracticeSession.Client.MCP, {"heard": []})
    assert PracticeSession.objects.get(pk=plain.pk).client == PracticeSession.Client.APP
