"""Scenario import (seed and admin), review status and embeddings."""

import pytest
from django.core.exceptions import ValidationError

from nvcpractice.scenarios import selectors, services
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db


def document(**changes):
    base = {
        "slug": "en-test-dishes",
        "locale": "en",
        "title": "Dishes in the sink",
        "situation": "Your flatmate left dishes in the sink for three days.",
        "other_role": "Your flatmate",
        "opening_line": "What? I was going to do them.",
        "difficulty": 1,
        "tags": ["friends", "chores"],
    }
    return {**base, **changes}


def test_import_creates_then_is_idempotent(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        assert services.scenarios_import(documents=[document()]) == {"created": 1, "updated": 0, "unchanged": 0}
    scenario = Scenario.objects.get(slug="en-test-dishes")
    assert scenario.status == Scenario.Status.APPROVED
    assert scenario.source == Scenario.Source.LIBRARY
    assert scenario.embedding is not None
    assert services.scenarios_import(documents=[document()]) == {"created": 0, "updated": 0, "unchanged": 1}
    assert services.scenarios_import(documents=[document(difficulty=2)]) == {"created": 0, "updated": 1, "unchanged": 0}
    assert Scenario.objects.get(slug="en-test-dishes").difficulty == 2


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (document(title=""), "item 2: missing title"),
        (document(difficulty=7), "item 2: difficulty"),
        (document(locale="fr"), "item 2: locale"),
        (document(colour="red"), "unknown fields colour"),
        ("not an object", "expected an object"),
    ],
)
def test_import_rejects_bad_documents_and_keeps_nothing(bad, message):
    with pytest.raises(ValidationError, match=message):
        services.scenarios_import(documents=[document(slug="en-ok"), bad])
    assert not Scenario.objects.exists()


def test_set_status_and_export_round_trip():
    services.scenarios_import(documents=[document(), document(slug="en-two", title="Two")])
    ids = list(Scenario.objects.values_list("pk", flat=True))
    assert services.scenarios_set_status(scenario_ids=ids, status=Scenario.Status.ARCHIVED) == 2
    assert services.scenarios_set_status(scenario_ids=ids, status=Scenario.Status.ARCHIVED) == 0
    with pytest.raises(ValueError):
        services.scenarios_set_status(scenario_ids=ids, status="gone")
    exported = selectors.scenario_documents(scenarios=Scenario.objects.all())
    assert {item["slug"] for item in exported} == {"en-test-dishes", "en-two"}
    assert all(item["status"] == "archived" for item in exported)
    Scenario.objects.all().delete()
    services.scenarios_import(
        documents=[{k: v for k, v in item.items() if k not in {"status", "source"}} for item in exported]
    )
    assert Scenario.objects.count() == 2
