"""The scenario admin: staff only, filters and search, bulk approve/archive, JSON import and export."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from nvcpractice.scenarios import services
from nvcpractice.scenarios.models import Scenario
from tests.scenarios.test_services import document

pytestmark = pytest.mark.django_db
CHANGELIST = "/admin/scenarios/scenario/"


@pytest.fixture
def scenarios():
    services.scenarios_import(
        documents=[document(), document(slug="zh-test", locale="zh-hans", title="碗没洗", difficulty=3)],
        status=Scenario.Status.PENDING_REVIEW,
    )
    return list(Scenario.objects.order_by("pk"))


def test_non_staff_cannot_open_admin(client, user):
    client.force_login(user)
    response = client.get(CHANGELIST)
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


def test_changelist_filters_and_search(staff_client, scenarios):
    assert staff_client.get(CHANGELIST, {"locale": "zh-hans"}).context["cl"].result_count == 1
    assert staff_client.get(CHANGELIST, {"difficulty": "3", "status": "pending_review"}).context["cl"].result_count == 1
    assert staff_client.get(CHANGELIST, {"q": "碗"}).context["cl"].result_count == 1


@pytest.mark.parametrize(("action", "status"), [("approve", "approved"), ("archive", "archived")])
def test_bulk_actions(staff_client, scenarios, action, status):
    response = staff_client.post(
        CHANGELIST, {"action": action, "_selected_action": [s.pk for s in scenarios]}, follow=True
    )
    assert response.status_code == 200
    assert set(Scenario.objects.values_list("status", flat=True)) == {status}


def test_export_json(staff_client, scenarios):
    response = staff_client.post(CHANGELIST, {"action": "export_json", "_selected_action": [scenarios[1].pk]})
    assert response["Content-Type"].startswith("application/json")
    data = json.loads(response.content)
    assert [item["title"] for item in data] == ["碗没洗"]


def test_import_view(staff_client):
    upload = SimpleUploadedFile("s.json", json.dumps([document()]).encode(), content_type="application/json")
    response = staff_client.post(f"{CHANGELIST}import/", {"file": upload}, follow=True)
    assert response.status_code == 200
    assert Scenario.objects.filter(slug="en-test-dishes").exists()


@pytest.mark.parametrize(
    "content", [b"not json", json.dumps({"a": 1}).encode(), json.dumps([{"title": "x"}]).encode(), b"\xff\xfe"]
)
def test_import_view_bad_file_shows_error(staff_client, content):
    upload = SimpleUploadedFile("s.json", content, content_type="application/json")
    response = staff_client.post(f"{CHANGELIST}import/", {"file": upload})
    assert response.status_code == 200
    assert response.context["form"].errors
    assert not Scenario.objects.exists()
