"""Issue 15: no connection holds a transaction open while the model thinks, whoever calls it.

At each request the fake model server receives, it asks PostgreSQL (over a connection of its own) how many other
sessions of the test database sit "idle in transaction": a model call made inside ``transaction.atomic()`` shows up
as one. Covered: the loop's own call, the evaluator called by ``evaluate_nvc``, the scenario writer called by
``scenario_generate``, ``/api/evaluate/``, and the turn resumed after an approval.
"""

import json

import pytest
from django.db import connection

from nvcpractice.practice.models import PracticeSession
from tests.fake_openai import Reply, tool_call
from tests.scenarios.test_generation import MODEL_DRAFT

pytestmark = pytest.mark.django_db(transaction=True)
ANALYSIS = {
    "components": {
        "observation": {"label": "evaluation", "evidence": "never", "suggestion": "Describe one time."},
        "feeling": {"label": "absent", "evidence": "", "suggestion": "Name a feeling."},
        "need": {"label": "absent", "evidence": "", "suggestion": "Name a need."},
        "request": {"label": "absent", "evidence": "", "suggestion": "Ask for something."},
    }
}
IN_TRANSACTION = (
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
    "AND state LIKE 'idle in transaction%%' AND pid <> pg_backend_pid()"
)


@pytest.fixture
def model(fake_model):
    """The fake model, counting open transactions at every request it receives; ``model.seen`` lists them."""
    fake_model.seen = []
    fake_model.tool = None

    def respond(body):
        try:
            with connection.cursor() as cursor:  # this thread's own connection
                cursor.execute(IN_TRANSACTION)
                fake_model.seen.append(cursor.fetchone()[0])
        finally:
            connection.close()
        schema = json.dumps(body.get("response_format", {}))
        if "other_role" in schema:
            return Reply(content=json.dumps(MODEL_DRAFT))
        if "response_format" in body:
            return Reply(content=json.dumps(ANALYSIS))
        if fake_model.tool and body.get("tools"):
            name, arguments = fake_model.tool
            fake_model.tool = None
            return Reply(tool_calls=[tool_call(name, arguments)])
        return Reply(content="Thank you.")

    fake_model.responder = respond
    return fake_model


def test_the_loop_and_the_evaluator_it_calls(model, chat):
    chat.start("structured")
    model.tool = ("evaluate_nvc", {"text": "You never call me back."})
    chat.say("You never call me back.")
    assert len(model.seen) >= 3  # the loop, the evaluator inside the tool, the loop again
    assert model.seen == [0] * len(model.seen)


def test_the_scenario_writer_called_by_a_tool(model, chat):
    chat.start("scenario")
    arguments = {"topic": "printer jams", "relationship": "workplace", "difficulty": 1, "locale": "en"}
    model.tool = ("scenario_generate", arguments)
    turn = chat.say("Write me a scenario about printer jams at work")
    assert turn["tool_calls"][0]["ok"] is True
    assert len(model.seen) >= 3
    assert model.seen == [0] * len(model.seen)


def test_the_evaluate_api(model, api_client):
    assert api_client.post("/api/evaluate/", {"text": "You never call."}, format="json").status_code == 200
    assert model.seen == [0]


def test_the_turn_resumed_after_an_approval(model, chat, user):
    chat.start("structured")
    PracticeSession.objects.filter(pk=chat.session_id).update(structured_step="done")
    model.tool = ("profile_update", {"goals": "Listen before answering"})
    action = chat.say("Set my goal")["pending_action"]
    model.seen.clear()
    assert chat.client.post(f"/api/actions/{action['action_id']}/approve/").status_code == 200
    assert model.seen == [0]
