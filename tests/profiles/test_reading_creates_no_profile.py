"""Issue 15: a GET writes nothing, even for a user made outside signup (``createsuperuser``) who has no profile yet.

Reading shows the defaults; the profile row is made by the first change (``profile_update``) or the first turn.
"""

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.models import Profile
from nvcpractice.profiles.selectors import profile_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def bare_user():
    return get_user_model().objects.create_user(username="made-by-hand", password="a-Long-pass-123")


def writes(queries):
    return [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))]


def test_the_selector_gives_defaults_without_a_row(bare_user):
    profile = profile_of(user=bare_user)
    assert (profile.display_name, profile.locale, profile.goals, profile.pk) == ("made-by-hand", "en", "", None)
    assert not Profile.objects.filter(user=bare_user).exists()


def test_pages_and_the_api_read_without_writing(bare_user, client):
    session = session_create(user_id=bare_user.pk, mode="free_dialog")
    client.force_login(bare_user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=bare_user).key}")
    for reader, url in (
        (client, "/profile/"),
        (client, f"/practice/{session.pk}/"),
        (api, "/api/profile/"),
        (api, "/api/dashboard/"),
    ):
        with CaptureQueriesContext(connection) as queries:
            assert reader.get(url).status_code == 200, url
        assert writes(queries) == [], url
    assert api.get("/api/profile/").json()["display_name"] == "made-by-hand"
    assert not Profile.objects.filter(user=bare_user).exists()


def test_reading_tools_write_only_their_audit(bare_user):
    caller = McpCaller(user_id=bare_user.pk, locale="en", mode="free_dialog")
    result = call_tool(caller, "profile_query", {})
    assert result.success, result.error
    assert result.data["display_name"] == "made-by-hand"
    assert not Profile.objects.filter(user=bare_user).exists()


def test_the_first_change_makes_the_row(bare_user, client):
    client.force_login(bare_user)
    client.post("/profile/", {"display_name": "Hand", "locale": "zh-hans", "goals": ""})
    assert Profile.objects.get(user=bare_user).locale == "zh-hans"
