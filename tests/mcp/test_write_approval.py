"""Issue 14, item 6: writes asked for over MCP wait for the learner's approval in the app, like the coach's."""

from __future__ import annotations

import pytest

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.practice.models import Message, PendingAction
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

    for _ in range(2):
        decided = api_client.post(result.data["approve_api"])
        assert decided.status_code == 200
        assert decided.json()["action"]["status"] == "approved"
    assert WikiEntry.objects.filter(author=user, title="Pause first").count() == 1
    # No coach turn runs in the MCP session: only the record of the approved call.
    roles = list(Message.objects.filter(session_id=action.session_id).values_list("role", flat=True))
    assert roles == [Message.Role.ASSISTANT, Message.Role.TOOL]


def test_profile_update_changes_nothing_until_approved_and_nothing_when_declined(user, api_client):
    first = call_tool(mcp(user, "structured"), "profile_update", {"goals": "Listen before I answer."})
    assert first.data["status"] == "awaiting_confirmation"
    assert Profile.objects.get(user=user).goals == ""
    assert api_client.post(f"/api/actions/{first.data['action_id']}/decline/").status_code == 200
    assert Profile.objects.get(user=user).goals == ""
    second = call_tool(mcp(user, "structured"), "profile_update", {"goals": "Listen before I answer."})
    assert second.data["approve_in_app"] == first.data["approve_in_app"]  # one MCP session per mode
    api_client.post(f"/api/actions/{second.data['action_id']}/approve/")
    assert Profile.objects.get(user=user).goals == "Listen before I answer."


def test_another_user_cannot_approve_it(user, other_user, api_client):
    result = call_tool(mcp(other_user, "free_dialog"), "wiki_write", ENTRY)
    assert api_client.post(result.data["approve_api"]).status_code == 404
    assert not WikiEntry.objects.filter(author=other_user).exists()


def test_reading_tools_still_answer_at_once(user):
    result = call_tool(mcp(user, "structured"), "evaluate_nvc", {"text": "I feel calm."})
    assert result.success
    assert "status" not in result.data
    assert not PendingAction.objects.filter(user=user).exists()
