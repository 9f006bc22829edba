"""'Practise now' opens the exercise it names: a four-step practice at the weak component, or a chosen scenario."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from nvcpractice.practice import services as practice_services
from nvcpractice.practice.models import PracticeSession
from nvcpractice.profiles.services import token_get_or_create
from nvcpractice.scenarios import services as scenario_services
from nvcpractice.scenarios.models import Scenario
from tests.scenarios.test_services import document

pytestmark = pytest.mark.django_db
START = "/practice/start/"


@pytest.fixture
def alice_client(client, user):
    client.force_login(user)
    return client


@pytest.fixture
def library():
    scenario_services.scenarios_import(
        documents=[
            document(slug="en-a", title="A first talk", difficulty=1),
            document(slug="en-b", title="B second talk", difficulty=1),
            document(slug="zh-a", locale="zh-hans", title="第一次谈话", difficulty=1),
        ]
    )
    return {s.slug: s for s in Scenario.objects.all()}


@pytest.mark.parametrize("focus", ["observation", "feeling", "need", "request"])
def test_structured_focus_starts_the_four_steps_at_that_component(alice_client, user, focus):
    response = alice_client.post(START, {"mode": "structured", "focus": focus})
    session = PracticeSession.objects.get(user=user)
    assert response.status_code == 302 and response["Location"] == f"/practice/{session.pk}/"
    assert session.mode == "structured" and session.structured_step == focus
    page = alice_client.get(response["Location"]).content.decode()
    assert f'data-step="{focus}"' in page


@pytest.mark.django_db(transaction=True)
def test_a_request_focus_session_is_finished_by_a_request(alice_client, user):
    alice_client.post(START, {"mode": "structured", "focus": "request"})
    session = PracticeSession.objects.get(user=user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=user)}")
    turn = api.post(
        f"/api/sessions/{session.pk}/messages/",
        {"content": "Would you be willing to put the plates in the dishwasher before 9 tonight?"},
        format="json",
    )
    assert turn.status_code == 201, turn.content
    session.refresh_from_db()
    assert session.structured_step == "done"
    assert "dishwasher" in session.state["answers"]["request"]


def test_scenario_focus_opens_a_chosen_scenario_not_an_empty_role_play(alice_client, user, library):
    practice_services.session_create(user_id=user.pk, mode="scenario", scenario_id=library["en-a"].pk)
    response = alice_client.post(START, {"mode": "scenario", "focus": "request"})
    session = PracticeSession.objects.filter(user=user).order_by("-pk").first()
    assert response["Location"] == f"/practice/{session.pk}/"
    assert session.mode == "scenario"
    assert session.scenario == library["en-b"], "one not practised yet, in the page's language"


def test_scenario_focus_in_chinese_picks_a_chinese_scenario(client, make_user, library):
    learner = make_user(locale="zh-hans")
    client.force_login(learner)
    client.post(START, {"mode": "scenario", "focus": "request"}, HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert PracticeSession.objects.get(user=learner).scenario == library["zh-a"]


def test_scenario_focus_without_scenarios_falls_back_to_the_four_steps(alice_client, user):
    alice_client.post(START, {"mode": "scenario", "focus": "need"})
    session = PracticeSession.objects.get(user=user)
    assert (session.mode, session.structured_step) == ("structured", "need")


@pytest.mark.parametrize("data", [{}, {"mode": "structured", "focus": "done"}, {"mode": "free", "focus": "need"}])
def test_bad_requests_create_nothing(alice_client, user, data):
    assert alice_client.post(START, data).status_code == 400
    assert not PracticeSession.objects.filter(user=user).exists()


def test_start_needs_post_and_login(client, alice_client, user):
    assert alice_client.get(START, {"mode": "structured", "focus": "need"}).status_code == 405
    assert not PracticeSession.objects.exists()
    client.logout()
    assert client.post(START, {"mode": "structured", "focus": "need"}).status_code == 302


def test_the_dashboards_practise_now_opens_the_exercise_it_names(alice_client, user):
    import re

    # weakest component: the need (a strategy), so the four steps start at the need
    practice_services.evaluation_create(
        user=user,
        text="When I saw the bins full this morning, I felt tired because I need a bigger bin. "
        "Would you be willing to empty them tonight?",
    )
    html = alice_client.get("/dashboard/").content.decode()
    form = re.search(r'<form method="post" action="([^"]+)">.*?name="focus" value="(\w+)".*?value="(\w+)"', html, re.S)
    assert form is not None, "the dashboard offers 'Practise now'"
    action, focus, mode = form.groups()
    assert (action, focus, mode) == (START, "need", "structured")
    response = alice_client.post(action, {"mode": mode, "focus": focus})
    session = PracticeSession.objects.get(user=user)
    assert response.status_code == 302 and response["Location"] == f"/practice/{session.pk}/"
    assert session.mode == "structured" and session.structured_step == "need"
