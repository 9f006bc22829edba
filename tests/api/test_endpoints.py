"""The REST API beyond the agent: profile, scenarios, dashboard, wiki — happy paths, filters, bad input."""

import pytest

from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import scenarios_import

pytestmark = pytest.mark.django_db


def test_profile_get_and_patch(api_client):
    body = api_client.get("/api/profile/").json()
    assert set(body) == {"id", "username", "display_name", "locale", "goals", "preferences", "level"}
    patched = api_client.patch(
        "/api/profile/", {"display_name": "<i>Ally</i>", "locale": "zh-hans", "goals": "Listen"}, format="json"
    )
    assert patched.status_code == 200
    assert patched.json()["display_name"] == "Ally"
    assert patched.json()["locale"] == "zh-hans"


@pytest.mark.parametrize(
    "payload",
    [
        {"locale": "fr"},
        {"display_name": "x" * 81},
        {"goals": "x" * 1001},
        {"preferences": {"k" * 41: 1}},
        {"preferences": "not a dict"},
    ],
)
def test_profile_bad_input_is_400(api_client, payload):
    response = api_client.patch("/api/profile/", payload, format="json")
    assert response.status_code == 400
    assert response.json()["error"]


def test_scenarios_filters_and_pagination(api_client):
    base = {"situation": "s", "other_role": "r", "opening_line": "o"}
    scenarios_import(
        documents=[
            {
                **base,
                "slug": f"s{n}",
                "title": f"Scenario {n}",
                "locale": "en" if n % 2 else "zh-hans",
                "difficulty": 1 + n % 3,
                "tags": ["family" if n % 2 else "workplace"],
            }
            for n in range(30)
        ]
    )
    page = api_client.get("/api/scenarios/").json()
    assert page["count"] == 30
    assert len(page["results"]) == 20
    assert page["next"]
    assert {s["locale"] for s in api_client.get("/api/scenarios/", {"locale": "en"}).json()["results"]} == {"en"}
    hard = api_client.get("/api/scenarios/", {"difficulty": 3}).json()["results"]
    assert hard and all(s["difficulty"] == 3 for s in hard)
    tagged = api_client.get("/api/scenarios/", {"tags": "workplace"}).json()["results"]
    assert tagged and all("workplace" in s["tags"] for s in tagged)
    assert api_client.get("/api/scenarios/", {"difficulty": 9}).status_code == 400


def test_propose_a_scenario(api_client):
    response = api_client.post(
        "/api/scenarios/",
        {"topic": "screen time", "relationship": "family", "difficulty": 2, "locale": "en"},
        format="json",
    )
    assert response.status_code == 201
    assert response.json()["status"] == "pending_review"
    assert response.json()["mine"] is True
    assert Scenario.objects.get(pk=response.json()["id"]).source == "generated"
    bad = api_client.post(
        "/api/scenarios/",
        {"topic": "<b></b>", "relationship": "family", "difficulty": 2, "locale": "en"},
        format="json",
    )
    assert bad.status_code == 400


def test_dashboard_periods(api_client):
    assert api_client.get("/api/dashboard/", {"period": "week"}).status_code == 200
    assert api_client.get("/api/dashboard/", {"period": "decade"}).status_code == 400


def test_wiki_propose_list_search(api_client):
    created = api_client.post("/api/wiki/", {"title": "Tip", "body": "Ask kindly", "locale": "en"}, format="json")
    assert created.status_code == 201
    assert created.json()["status"] == "pending"
    assert [e["title"] for e in api_client.get("/api/wiki/").json()["results"]] == ["Tip"]
    assert [e["title"] for e in api_client.get("/api/wiki/", {"q": "kindly"}).json()["results"]] == ["Tip"]
    assert api_client.post("/api/wiki/", {"title": "", "body": "x", "locale": "en"}, format="json").status_code == 400
    assert api_client.get("/api/wiki/", {"locale": "fr"}).status_code == 400
