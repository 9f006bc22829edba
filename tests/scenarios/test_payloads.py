"""Issue 15: a scenario had four shapes (API, tools, page, coach context); every entry point now gives one."""

import pytest

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.services import session_create
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import SCRIPT_FIELDS, ScenarioPayload, scenario_payload
from nvcpractice.scenarios.serializers import ScenarioSerializer
from nvcpractice.scenarios.services import scenarios_import
from scenes.prompts import build_context
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db
KEYS = set(ScenarioPayload.__annotations__)


@pytest.fixture
def scenario(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        scenarios_import(
            documents=[
                {
                    "slug": "en-garden-hose",
                    "locale": "en",
                    "title": "The hose left running",
                    "situation": "Your neighbour's garden hose has flooded your shed twice this month.",
                    "other_role": "Your neighbour",
                    "opening_line": "It's only water, it dries.",
                    "difficulty": 2,
                    "tags": ["neighbours", "home"],
                    "other_needs": ["ease"],
                    "pushback_lines": ["I can't watch the tap all day."],
                }
            ]
        )
    return Scenario.objects.get(slug="en-garden-hose")


def expected(scenario, user):
    payload = scenario_payload(scenario, user_id=user.pk, locale="en")
    assert set(payload) == KEYS
    return payload


def test_the_api_documents_exactly_the_payload_fields():
    assert set(ScenarioSerializer().fields) == KEYS


def test_the_scenarios_api_gives_the_payload(scenario, user, api_client):
    listed = api_client.get("/api/scenarios/").json()["results"]
    assert listed == [expected(scenario, user)]
    assert api_client.get(f"/api/scenarios/{scenario.pk}/").json() == expected(scenario, user)


def test_a_generated_scenario_is_the_payload_in_the_api_and_the_tool_and_is_mine(user, api_client):
    created = api_client.post(
        "/api/scenarios/", {"topic": "borrowed bike", "relationship": "friends", "difficulty": 1, "locale": "en"}
    )
    assert created.status_code == 201, created.content
    mine = Scenario.objects.get(pk=created.json()["id"])
    assert created.json() == expected(mine, user)
    assert created.json()["mine"] is True
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="scenario", locale="en")
    arguments = {"topic": "late rent", "relationship": "family", "difficulty": 1, "locale": "en"}
    generated = execute_tool_call("scenario_generate", arguments, ctx).result.data["scenario"]
    assert set(generated) == KEYS
    assert generated["mine"] is True


def test_the_sessions_api_gives_the_payload(scenario, user, api_client):
    started = api_client.post("/api/sessions/", {"mode": "scenario", "scenario_id": scenario.pk}, format="json")
    assert started.json()["scenario"] == expected(scenario, user)
    detail = api_client.get(f"/api/sessions/{started.json()['id']}/").json()
    assert detail["scenario"] == expected(scenario, user)
    assert api_client.get("/api/sessions/").json()["results"][0]["scenario"] == expected(scenario, user)


def test_the_tools_and_mcp_give_the_payload(scenario, user):
    session = session_create(user_id=user.pk, mode="scenario")
    ctx = ToolContext(user_id=user.pk, session_id=session.pk, mode="scenario", locale="en")
    found = execute_tool_call("scenario_search", {"query": "garden hose"}, ctx).result.data["scenarios"]
    assert found == [expected(scenario, user)]
    started = execute_tool_call("practice_start", {"scenario_id": scenario.pk}, ctx).result.data["scenario"]
    assert started == expected(scenario, user)
    over_mcp = call_tool(McpCaller(user_id=user.pk, locale="en", mode="scenario"), "scenario_search", {})
    assert over_mcp.data["scenarios"] == [expected(scenario, user)]


def test_the_page_and_the_coach_context_start_from_the_payload(scenario, user, client):
    session = session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    client.force_login(user)
    card = client.get(f"/practice/{session.pk}/").context["scenario"]
    assert card == {**expected(scenario, user), "url": f"/scenarios/{scenario.pk}/"}
    context = build_context(session, mode="scenario", locale="en")["scenario"]
    assert {key: context[key] for key in KEYS} == expected(scenario, user)
    assert set(context) == KEYS | set(SCRIPT_FIELDS)
    assert context["pushback_lines"] == ["I can't watch the tap all day."]


def test_difficulty_in_words_follows_the_callers_language(scenario, user):
    assert scenario_payload(scenario, user_id=user.pk, locale="en")["difficulty_name"] == "Tense"
    assert scenario_payload(scenario, user_id=user.pk, locale="zh-hans")["difficulty_name"] != "Tense"
    assert scenario_payload(scenario, user_id=None)["mine"] is False
