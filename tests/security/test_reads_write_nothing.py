"""Issue 15: no GET writes, page or API, for a learner with a session, an overdue pending change, a scenario and a
wiki entry (expiry is read, never written on the way)."""

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from nvcpractice.knowledge.services import wiki_entry_create
from nvcpractice.practice.models import Message, PendingAction
from nvcpractice.practice.services import message_append, pending_action_create, session_create
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import scenarios_import

pytestmark = pytest.mark.django_db
SCENARIO = {
    "slug": "en-late-bus",
    "locale": "en",
    "title": "The late school bus",
    "situation": "The bus driver left before your child reached the stop.",
    "other_role": "The bus driver",
    "opening_line": "I have a timetable to keep.",
}


@pytest.fixture
def learner(user, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        scenarios_import(documents=[SCENARIO])
    scenario = Scenario.objects.get(slug="en-late-bus")
    session = session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    message_append(session=session, role=Message.Role.USER, content="I felt worried at the stop.")
    said = message_append(session=session, role=Message.Role.ASSISTANT, content="What did you need then?")
    action = pending_action_create(user_id=user.pk, session_id=session.pk, tool="wiki_write", arguments={"title": "x"})
    PendingAction.objects.filter(pk=action.pk).update(expires_at=timezone.now() - dt.timedelta(minutes=1))
    entry = wiki_entry_create(author_id=user.pk, title="Pause", body="A breath before answering.", locale="en")
    return {"session": session.pk, "message": said.pk, "scenario": scenario.pk, "entry": entry.pk}


PAGES = [
    "/",
    "/practice/",
    "/practice/{session}/",
    "/practice/{session}/transcript/",
    "/practice/{session}/turns/{message}/",
    "/scenarios/",
    "/scenarios/{scenario}/",
    "/scenarios/propose/",
    "/dashboard/",
    "/profile/",
    "/history/",
    "/wiki/",
    "/wiki/{entry}/",
    "/healthz",
]
API = [
    "/api/profile/",
    "/api/account/export/",
    "/api/scenarios/",
    "/api/scenarios/{scenario}/",
    "/api/dashboard/",
    "/api/wiki/",
    "/api/wiki/{entry}/",
    "/api/sessions/",
    "/api/sessions/{session}/",
    "/api/actions/",
    "/api/actions/?status=expired",
]


def writes(queries):
    return [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))]


@pytest.mark.parametrize("page", PAGES)
def test_a_page_read_writes_nothing(learner, user, client, page):
    client.force_login(user)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(page.format(**learner))
    assert response.status_code == 200, response.content[:300]
    assert writes(queries) == []


@pytest.mark.parametrize("address", API)
def test_an_api_read_writes_nothing(learner, api_client, address):
    with CaptureQueriesContext(connection) as queries:
        response = api_client.get(address.format(**learner))
    assert response.status_code == 200, response.content[:300]
    assert writes(queries) == []
    assert PendingAction.objects.get().status == PendingAction.Status.PENDING  # overdue, read as expired only
