"""Issue 14, item 7: entity-wrapped markup nested 20 deep is never stored (or sent to the model) as a tag."""

import pytest

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.profiles.models import Profile
from nvcpractice.sanitize import clean_user_text
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db
PAYLOAD = "&" + "amp;" * 20 + "lt;img src=x onerror=alert(1)>"
SHORT = "&" + "amp;" * 10 + "lt;img src=x onerror=alert(1)>"  # display names hold 80 characters


def assert_inert(text):
    assert "<img" not in text.lower()
    assert "onerror" not in text.lower()
    assert clean_user_text(text) == text  # a fixed point: cleaning again changes nothing


@pytest.mark.parametrize("depth", [1, 5, 6, 20, 60])
def test_cleaning_reaches_a_fixed_point_at_any_depth(depth):
    assert_inert(clean_user_text("Hello " + "&" + "amp;" * depth + "lt;img src=x onerror=alert(1)> there"))


def test_plain_text_with_angle_brackets_and_ampersands_survives():
    assert clean_user_text("tea & cake, 3 < 5") == "tea & cake, 3 < 5"


def test_wiki_bodies_goals_and_display_names_store_no_tag(api_client, user, client):
    wiki = api_client.post(
        "/api/wiki/", {"title": "Tags " + PAYLOAD, "body": "Body " + PAYLOAD, "locale": "en"}, format="json"
    )
    assert wiki.status_code == 201, wiki.content
    entry = WikiEntry.objects.get(pk=wiki.json()["id"])
    assert_inert(entry.title)
    assert_inert(entry.body)
    api = api_client.patch("/api/profile/", {"display_name": "Al " + SHORT, "goals": "Goal " + PAYLOAD}, format="json")
    assert api.status_code == 200
    profile = Profile.objects.get(user=user)
    assert_inert(profile.display_name)
    assert_inert(profile.goals)
    client.force_login(user)
    client.post("/profile/", {"display_name": "Web " + SHORT, "locale": "en", "goals": "G " + PAYLOAD})
    profile.refresh_from_db()
    assert profile.display_name.startswith("Web")
    assert_inert(profile.display_name)
    assert_inert(profile.goals)


def test_the_model_side_write_path_stores_no_tag_either(user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog", locale="en")
    outcome = execute_tool_call("profile_update", {"goals": "Model " + PAYLOAD}, ctx, hooks=())
    assert outcome.result.success, outcome.result.error
    assert_inert(Profile.objects.get(user=user).goals)
