"""The role-play page: partner and coach in separately labelled bubbles, the opening line and each learner turn's
evaluation row there after a reload, and the end of a live turn rendered by the same templates."""

import pytest
from django.test import Client

from nvcpractice.practice.models import Message
from nvcpractice.scenarios.models import Scenario
from scenes.orchestrator import Orchestrator
from tests.web.test_practice_page import visible_text

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def roleplay(seeded_content, make_user):
    from nvcpractice.practice import services

    user = make_user(username="roleplayer")
    scenario = Scenario.objects.get(slug="en-partner-big-purchase")
    session = services.session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    client = Client()
    client.force_login(user)
    return client, session, scenario


def test_a_reloaded_role_play_shows_who_says_what_and_the_evaluation_row(roleplay):
    client, session, scenario = roleplay
    Orchestrator().run(session=session, content="You always waste our money, you are so selfish.")
    html = client.get(f"/practice/{session.pk}/").content.decode()
    assert html.count('data-kind="partner"') == 2  # the opening line and the answer to the blame
    assert html.count('data-kind="coach"') == 1
    assert f'<span class="who-says">{scenario.other_role}</span>' in html
    assert 'data-kind="eval-row"' in html
    text = visible_text(html)
    assert scenario.opening_line in text
    assert "a judgement mixed into the description" in text.lower()


def test_the_end_of_a_turn_is_rendered_by_the_server_for_the_live_page(roleplay):
    client, session, _ = roleplay
    Orchestrator().run(session=session, content="You always waste our money, you are so selfish.")
    reply = Message.objects.filter(session=session, role="assistant").latest("id")
    fragment = client.get(f"/practice/{session.pk}/turns/{reply.pk}/").content.decode()
    assert fragment.index('data-kind="eval-row"') < fragment.index('data-kind="partner"')
    assert fragment.count('data-kind="partner"') == 1 and fragment.count('data-kind="coach"') == 1
    page = client.get(f"/practice/{session.pk}/").content.decode()
    for piece in ('data-kind="partner"', 'data-kind="coach"'):
        last = page.rsplit(piece, 1)[1].split("</li>", 1)[0]
        assert last in fragment  # the same markup live and after a reload


def test_another_learners_turn_is_not_found(roleplay, make_user):
    client, session, _ = roleplay
    Orchestrator().run(session=session, content="You are so selfish.")
    reply = Message.objects.filter(session=session, role="assistant").latest("id")
    other = Client()
    other.force_login(make_user(username="someone-else"))
    assert other.get(f"/practice/{session.pk}/turns/{reply.pk}/").status_code == 404
    user_message = Message.objects.filter(session=session, role="user").latest("id")
    assert client.get(f"/practice/{session.pk}/turns/{user_message.pk}/").status_code == 404
