"""The scenario admin: staff only, filters and search, bulk approve/archive, JSON import and export."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from nvcpractice.scenarios import services
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import LINE_FIELDS
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


@pytest.fixture
def draft(user):
    from nvcpractice.scenarios.services import scenario_generate

    return scenario_generate(
        user_id=user.pk,
        topic="my coworker keeps taking credit for my work",
        relationship="workplace",
        difficulty=2,
        locale="en",
    )


def test_changelist_previews_situation_and_opening_line(staff_client, draft):
    response = staff_client.get(CHANGELIST, {"status": "pending_review"})
    page = response.content.decode()
    assert draft.opening_line[:40].replace("'", "&#x27;") in page
    assert draft.situation[:60].replace("'", "&#x27;") in page


def test_bulk_approve_of_an_unedited_draft_asks_for_confirmation_first(staff_client, draft, scenarios):
    library_one = Scenario.objects.get(slug="en-test-dishes")
    selected = [draft.pk, library_one.pk]
    response = staff_client.post(CHANGELIST, {"action": "approve", "_selected_action": selected})
    assert response.status_code == 200
    page = response.content.decode()
    assert "Approve generated drafts?" in page
    assert draft.opening_line[:40].replace("'", "&#x27;") in page
    assert f'id="draft-{draft.pk}"' in page and f'id="draft-{library_one.pk}"' not in page
    assert set(Scenario.objects.filter(pk__in=selected).values_list("status", flat=True)) == {"pending_review"}
    confirmed = staff_client.post(
        CHANGELIST, {"action": "approve", "_selected_action": selected, "confirm": "yes"}, follow=True
    )
    assert confirmed.status_code == 200
    assert set(Scenario.objects.filter(pk__in=selected).values_list("status", flat=True)) == {"approved"}


def test_a_draft_edited_by_staff_is_approved_without_the_extra_step(staff_client, draft):
    from django.forms.models import model_to_dict

    change_url = f"{CHANGELIST}{draft.pk}/change/"
    form = staff_client.get(change_url).context["adminform"].form
    data = {name: value for name, value in model_to_dict(draft, fields=form.fields).items() if value is not None}
    for name in ("tags",):
        data[name] = ",".join(data[name])
    for name in ("other_feelings", "other_needs"):
        data[name] = "\n".join(data[name])  # one per line, as staff type them
    for name in LINE_FIELDS:
        data[name] = json.dumps(data[name])
    data["situation"] = "Your colleague Sam presented the budget you wrote as his own at Monday's meeting."
    response = staff_client.post(change_url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    draft.refresh_from_db()
    assert draft.edited_at is not None
    assert not services.scenario_is_unedited_draft(scenario=draft)
    staff_client.post(CHANGELIST, {"action": "approve", "_selected_action": [draft.pk]})
    draft.refresh_from_db()
    assert draft.status == Scenario.Status.APPROVED


def test_change_form_edits_the_partner_lines(staff_client, scenarios):
    page = staff_client.get(f"{CHANGELIST}{scenarios[0].pk}/change/").content.decode()
    assert "How the other party answers" in page
    for name in LINE_FIELDS:
        assert f'name="{name}"' in page


def test_feelings_and_needs_are_edited_one_per_line(staff_client, draft):
    from django.forms.models import model_to_dict

    change_url = f"{CHANGELIST}{draft.pk}/change/"
    draft.other_feelings, draft.other_needs = ["hurt", "uneasy"], ["recognition"]
    draft.save()
    page = staff_client.get(change_url).content.decode()
    assert "hurt\nuneasy</textarea>" in page and '["hurt"' not in page
    form = staff_client.get(change_url).context["adminform"].form
    data = {name: value for name, value in model_to_dict(draft, fields=form.fields).items() if value is not None}
    data["tags"] = ",".join(data["tags"])
    for name in LINE_FIELDS:
        data[name] = json.dumps(data[name])
    data["other_feelings"] = "  lonely \n\nworried\n"
    data["other_needs"] = "respect\nfairness"
    response = staff_client.post(change_url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    draft.refresh_from_db()
    assert draft.other_feelings == ["lonely", "worried"]
    assert draft.other_needs == ["respect", "fairness"]


def test_confirmation_page_in_chinese(staff_client, draft):
    staff_client.cookies["django_language"] = "zh-hans"
    response = staff_client.post(CHANGELIST, {"action": "approve", "_selected_action": [draft.pk]})
    page = response.content.decode()
    assert "要批准这些自动生成的草稿吗？" in page
    assert "以下 1 份自动生成的草稿还没有工作人员修改过" in page
    assert "是的，批准并发布" in page
