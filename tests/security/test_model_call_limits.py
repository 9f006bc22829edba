"""Issue 14, item 10: scenario generation (and every path that makes the model work) has a per-user limit."""

import pytest
from rest_framework.test import APIClient

from nvcpractice.profiles.services import token_get_or_create
from nvcpractice.scenarios.models import Scenario
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db
PROPOSAL = {"topic": "shared kitchen", "relationship": "friends", "difficulty": 1, "locale": "en"}


@pytest.fixture
def generate_rate(monkeypatch):
    from rest_framework.throttling import SimpleRateThrottle

    rates = {**SimpleRateThrottle.THROTTLE_RATES, "generate": "5/hour"}
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", rates)
    return 5


def test_thirty_five_generations_in_a_row_are_refused_after_the_limit(api_client, user, generate_rate):
    codes = [api_client.post("/api/scenarios/", PROPOSAL, format="json").status_code for _ in range(35)]
    assert codes == [201] * generate_rate + [429] * (35 - generate_rate)
    assert Scenario.objects.filter(created_by=user).count() == generate_rate
    refused = api_client.post("/api/scenarios/", PROPOSAL, format="json")
    assert int(refused["Retry-After"]) > 0
    assert refused.json()["error"]
    assert api_client.get("/api/scenarios/").status_code == 200  # reading is not limited


def test_the_limit_is_per_user(api_client, make_user, generate_rate):
    for _ in range(generate_rate + 1):
        api_client.post("/api/scenarios/", PROPOSAL, format="json")
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=make_user(username='carol'))}")
    assert other.post("/api/scenarios/", PROPOSAL, format="json").status_code == 201


def test_the_tool_path_shares_the_budget(api_client, user, generate_rate):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="scenario", locale="en")
    for _ in range(generate_rate - 1):
        assert execute_tool_call("scenario_generate", PROPOSAL, ctx).result.success
    assert api_client.post("/api/scenarios/", PROPOSAL, format="json").status_code == 201
    refused = execute_tool_call("scenario_generate", PROPOSAL, ctx).result
    assert not refused.success
    assert "too often" in refused.error
    assert Scenario.objects.filter(created_by=user).count() == generate_rate


def test_the_web_proposal_page_is_limited_too(client, user, generate_rate, api_client):
    for _ in range(generate_rate):
        api_client.post("/api/scenarios/", PROPOSAL, format="json")
    client.force_login(user)
    response = client.post("/scenarios/propose/", PROPOSAL)
    assert response.status_code == 200
    assert "many scenarios recently" in response.content.decode()


def test_evaluation_by_tool_counts_against_the_evaluate_budget(user, monkeypatch):
    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(
        SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, "evaluate": "2/min"}
    )
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog", locale="en")
    results = [execute_tool_call("evaluate_nvc", {"text": "I feel calm."}, ctx).result.success for _ in range(3)]
    assert results == [True, True, False]
