"""Every endpoint with an object id answers 404 for another user's object, and lists hold only the caller's."""

import pytest
from rest_framework.test import APIClient

from nvcpractice.knowledge.services import wiki_entry_create
from nvcpractice.practice.services import pending_action_create, session_create
from nvcpractice.profiles.services import token_get_or_create
from nvcpractice.scenarios.services import scenario_generate

pytestmark = pytest.mark.django_db


@pytest.fixture
def bobs(other_user):
    session = session_create(user_id=other_user.pk, mode="free_dialog")
    session.messages.create(role="user", content="Bob says hello")  # a session practised, counted for Bob only
    return {
        "session": session.pk,
        "scenario": scenario_generate(
            user_id=other_user.pk, topic="bob topic", relationship="family", difficulty=1, locale="en"
        ).pk,
        "wiki": wiki_entry_create(author_id=other_user.pk, title="Bob's note", body="private", locale="en").pk,
        "action": pending_action_create(
            user_id=other_user.pk, session_id=session.pk, tool="wiki_write", arguments={"title": "x"}
        ).pk,
    }


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/sessions/{session}/"),
        ("post", "/api/sessions/{session}/messages/"),
        ("get", "/api/scenarios/{scenario}/"),
        ("get", "/api/wiki/{wiki}/"),
        ("post", "/api/actions/{action}/approve/"),
        ("post", "/api/actions/{action}/decline/"),
    ],
)
def test_another_users_object_is_404(api_client, bobs, method, path):
    url = path.format(**bobs)
    response = getattr(api_client, method)(url, {"content": "hi"} if method == "post" else None, format="json")
    assert response.status_code == 404
    assert response.json()["error"]


def test_starting_a_session_on_another_users_scenario_is_404(api_client, bobs):
    response = api_client.post("/api/sessions/", {"mode": "scenario", "scenario_id": bobs["scenario"]}, format="json")
    assert response.status_code == 404


def test_lists_hold_only_the_callers_objects(api_client, bobs, user):
    session_create(user_id=user.pk, mode="structured").messages.create(role="user", content="Hello")
    assert [s["mode"] for s in api_client.get("/api/sessions/").json()["results"]] == ["structured"]
    assert bobs["scenario"] not in {s["id"] for s in api_client.get("/api/scenarios/").json()["results"]}
    assert api_client.get("/api/wiki/").json()["results"] == []
    assert api_client.get("/api/actions/").json()["results"] == []
    assert api_client.get("/api/dashboard/").json()["sessions"]["total"] == 1


def test_profile_is_always_the_callers(api_client, other_user):
    body = api_client.get("/api/profile/").json()
    assert body["username"] == "alice"
    api_client.patch("/api/profile/", {"display_name": "A"}, format="json")
    other_user.profile.refresh_from_db()
    assert other_user.profile.display_name == "bob"


@pytest.mark.parametrize(
    "path", ["/api/profile/", "/api/sessions/", "/api/dashboard/", "/api/wiki/", "/api/scenarios/", "/api/actions/"]
)
def test_anonymous_callers_are_refused(path):
    response = APIClient().get(path)
    assert response.status_code in {401, 403}
    assert response.json()["error"]


def test_token_of_one_user_never_acts_as_another(other_user, bobs):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=other_user)}")
    assert client.get(f"/api/sessions/{bobs['session']}/").status_code == 200
