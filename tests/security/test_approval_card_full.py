"""Issue 14, item 9: the learner approves what they can read — the whole change, in the page and the API."""

import pytest

from nvcpractice.practice.services import pending_action_create, session_create
from scenes.confirmation import confirmation_prompt

pytestmark = pytest.mark.django_db


@pytest.fixture
def long_action(user):
    session = session_create(user_id=user.pk, mode="free_dialog")
    body = "".join(f"line {n:04d} of a long entry; " for n in range(200))[:4990] + "THE-END"
    assert len(body) == 4997
    action = pending_action_create(
        user_id=user.pk,
        session_id=session.pk,
        tool="wiki_write",
        arguments={"title": "Long", "body": body, "locale": "en"},
    )
    return session, action, body


def test_the_page_shows_the_whole_body_in_a_scrollable_box(client, user, long_action):
    session, _, body = long_action
    client.force_login(user)
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert body in page
    assert 'class="change-value" tabindex="0"' in page


def test_the_api_returns_the_whole_change(api_client, long_action):
    _, _, body = long_action
    listed = api_client.get("/api/actions/").json()["results"]
    assert listed[0]["arguments"]["body"] == body


def test_the_coachs_question_quotes_the_whole_change(long_action):
    _, action, body = long_action
    assert body in confirmation_prompt({"tool": "wiki_write", "changes": action.arguments}, "en")


def test_the_stylesheet_makes_the_box_scroll():
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "static/css/app.css").read_text()
    rule = css.split(".action-card dd.change-value", 1)[1].split("}", 1)[0]
    assert "overflow-y: auto" in rule and "max-height" in rule
