"""Issue 15: display names and goals are cleaned by ``profile_update`` alone; every way in stores the same text.

The ways in: the profile page, ``PATCH /api/profile/``, the ``profile_update`` tool (as the coach calls it after the
learner approves, over the chat API or in the terminal), and an MCP client's call once approved.
"""

import io

import pytest
from django.core.management import call_command

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.models import PendingAction, PracticeSession
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.models import Profile
from nvcpractice.profiles.services import profile_update
from tests.fake_openai import Reply, tool_call
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db
NAME = "<b>Mei</b> &lt;i&gt;L."
GOALS = "<script>alert(1)</script>Listen <em>before</em> I answer &amp; breathe"
STORED = {"display_name": "Mei L.", "goals": "Listen before I answer & breathe"}


def stored(user):
    profile = Profile.objects.get(user=user)
    return {"display_name": profile.display_name, "goals": profile.goals}


def test_the_service_cleans(user):
    profile_update(user=user, display_name=NAME, goals=GOALS)
    assert stored(user) == STORED


def test_the_profile_page(user, client):
    client.force_login(user)
    response = client.post("/profile/", {"display_name": NAME, "locale": "en", "goals": GOALS})
    assert response.status_code == 302
    assert stored(user) == STORED


def test_the_api(user, api_client):
    response = api_client.patch("/api/profile/", {"display_name": NAME, "goals": GOALS}, format="json")
    assert response.status_code == 200
    assert {key: response.json()[key] for key in STORED} == STORED
    assert stored(user) == STORED


def test_the_tool(user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="structured", locale="en")
    result = execute_tool_call("profile_update", {"display_name": NAME, "goals": GOALS}, ctx).result
    assert result.success, result.error
    assert {key: result.data["profile"][key] for key in STORED} == STORED
    assert stored(user) == STORED


def test_an_mcp_client_once_the_learner_approves(user, client):
    caller = McpCaller(user_id=user.pk, locale="en", mode="structured")
    waiting = call_tool(caller, "profile_update", {"display_name": NAME, "goals": GOALS})
    client.force_login(user)
    assert client.post(waiting.data["approve_api"]).status_code == 200
    assert stored(user) == STORED


@pytest.mark.django_db(transaction=True)  # the approved turn resumes on its own connection
def test_the_coach_over_the_chat_api_once_approved(user, chat, fake_model):
    chat.start("structured")
    PracticeSession.objects.filter(pk=chat.session_id).update(structured_step="done")
    fake_model.script(Reply(tool_calls=[tool_call("profile_update", {"display_name": NAME, "goals": GOALS})]))
    action = chat.say("Please change my name and goals")["pending_action"]
    fake_model.script(Reply(content="Saved."))
    assert chat.client.post(f"/api/actions/{action['action_id']}/approve/").status_code == 200
    assert stored(user) == STORED


@pytest.mark.django_db(transaction=True)  # the approved turn resumes on its own connection
def test_the_coach_in_the_terminal_once_approved(user, api_client, fake_model, monkeypatch):
    fake_model.script(
        Reply(tool_calls=[tool_call("profile_update", {"display_name": NAME, "goals": GOALS})]),
        Reply(content="I'd like to update your profile."),
    )
    session = session_create(user_id=user.pk, mode="structured")
    PracticeSession.objects.filter(pk=session.pk).update(structured_step="done")
    monkeypatch.setattr("sys.stdin", io.StringIO("Please change my name and goals\n\n"))
    call_command(
        "nvc_chat", "--user", "alice", "--session", str(session.pk), stdout=io.StringIO(), stderr=io.StringIO()
    )
    action = PendingAction.objects.get(user=user, tool="profile_update")
    fake_model.script(Reply(content="Saved."))
    assert api_client.post(f"/api/actions/{action.pk}/approve/").status_code == 200
    assert stored(user) == STORED
