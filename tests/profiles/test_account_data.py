"""Learners take their data with them (export) and delete their account (password-confirmed), by API and page."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.knowledge.services import wiki_entry_create, wiki_entry_set_status
from nvcpractice.nvc import analyze
from nvcpractice.practice.models import Evaluation, Message, PendingAction, PracticeSession
from nvcpractice.practice.services import (
    evaluation_create,
    message_append,
    pending_action_create,
    session_create,
    step_result_record,
)
from nvcpractice.profiles.services import FORMER_LEARNER, token_get_or_create
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db
PASSWORD = "a-Long-pass-123"
PROPOSAL = {"topic": "borrowed bike", "relationship": "friends", "difficulty": 2, "locale": "en"}


@pytest.fixture
def history(user, other_user, api_client):
    """Alice practised, was evaluated, wrote two wiki entries (one approved), generated two scenarios (one
    approved) and has a change waiting; Bob has some of everything too, which must never show up in hers."""
    session = session_create(user_id=user.pk, mode="free_dialog")
    message_append(
        session=session, role=Message.Role.USER, content="My flatmate left the dishes again and I felt tense."
    )
    message_append(session=session, role=Message.Role.ASSISTANT, content="What did you see, exactly?")
    evaluation_create(user=user, text="When the bin is full I feel uneasy because I value order.")
    step_result_record(
        session=session, component="feeling", text="I felt tense.", analysis=analyze("I felt tense."), source="rules"
    )
    kept = wiki_entry_create(author_id=user.pk, title="Kept", body="Breathe, then name the need.", locale="en")
    wiki_entry_set_status(entry_ids=[kept.pk], status="approved")
    wiki_entry_create(author_id=user.pk, title="Draft", body="Still thinking about this one.", locale="en")
    approved = api_client.post("/api/scenarios/", PROPOSAL, format="json").json()["id"]
    Scenario.objects.filter(pk=approved).update(status=Scenario.Status.APPROVED)
    api_client.post("/api/scenarios/", {**PROPOSAL, "topic": "late rent"}, format="json")
    pending_action_create(
        user_id=user.pk, session_id=session.pk, tool="profile_update", arguments={"goals": "Listen more."}
    )
    wiki_entry_create(author_id=other_user.pk, title="Bob's", body="Not Alice's business.", locale="en")
    evaluation_create(user=other_user, text="I feel glad when we walk together.")
    return {"kept": kept.pk, "approved_scenario": approved}


def test_export_holds_everything_of_the_learner_and_nothing_of_anyone_else(api_client, user, history):
    response = api_client.get("/api/account/export/")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment; filename=")
    data = response.json()
    assert data["account"]["username"] == "alice"
    assert data["profile"]["user_id"] == user.pk
    assert [s["id"] for s in data["sessions"]] == list(
        PracticeSession.objects.filter(user=user).order_by("id").values_list("id", flat=True)
    )
    messages = data["sessions"][0]["messages"]
    assert len(messages) == Message.objects.filter(session__user=user).count() == 2
    assert messages[0]["content"] == "My flatmate left the dishes again and I felt tense."
    assert len(data["evaluations"]) == Evaluation.objects.filter(user=user).count() == 1
    assert [(r["component"], r["text"], r["accepted"]) for r in data["step_results"]] == [
        ("feeling", "I felt tense.", True)
    ]
    assert sorted(e["title"] for e in data["wiki_entries"]) == ["Draft", "Kept"]
    assert [a["arguments"] for a in data["pending_actions"]] == [{"goals": "Listen more."}]
    assert len(data["scenarios"]) == 2
    assert "Bob's" not in response.content.decode()
    assert "embedding" not in data["wiki_entries"][0]


def test_delete_with_a_wrong_password_deletes_nothing(api_client, user, history):
    response = api_client.delete("/api/account/", {"password": "not-mine"}, format="json")
    assert response.status_code == 403
    assert "nothing was deleted" in response.json()["error"]
    assert get_user_model().objects.filter(pk=user.pk).exists()
    assert api_client.delete("/api/account/", {}, format="json").status_code == 400


def test_delete_removes_the_learners_data_keeps_approved_work_anonymised_and_the_token_dies(
    api_client, user, other_user, history
):
    sessions = list(PracticeSession.objects.filter(user=user).values_list("id", flat=True))
    response = api_client.delete("/api/account/", {"password": PASSWORD}, format="json")
    assert response.status_code == 204
    assert not get_user_model().objects.filter(pk=user.pk).exists()
    assert api_client.get("/api/profile/").status_code == 401
    assert not PracticeSession.objects.filter(pk__in=sessions).exists()
    assert not Message.objects.filter(session_id__in=sessions).exists()
    assert not PendingAction.objects.filter(session_id__in=sessions).exists()
    assert Evaluation.objects.count() == 1  # Bob's
    kept = WikiEntry.objects.get(pk=history["kept"])
    assert kept.author.username == FORMER_LEARNER
    assert not kept.author.is_active and not kept.author.has_usable_password()
    assert list(WikiEntry.objects.values_list("title", flat=True).order_by("title")) == ["Bob's", "Kept"]
    assert list(Scenario.objects.filter(source="generated").values_list("pk", "created_by")) == [
        (history["approved_scenario"], None)
    ]
    bob = APIClient()
    bob.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=other_user)}")
    assert bob.get("/api/profile/").status_code == 200


def test_the_profile_page_offers_export_and_a_confirmed_delete(client, user, history):
    client.force_login(user)
    page = client.get("/profile/").content.decode()
    assert 'href="/api/account/export/"' in page and 'id="delete-account-form"' in page
    download = client.get("/api/account/export/")
    assert download.status_code == 200
    assert json.loads(download.content)["account"]["id"] == user.pk
    wrong = client.post("/profile/delete/", {"password": "not-mine"})
    assert wrong.status_code == 400
    assert "nothing was deleted" in wrong.content.decode()
    assert get_user_model().objects.filter(pk=user.pk).exists()
    done = client.post("/profile/delete/", {"password": PASSWORD})
    assert done.status_code == 302
    assert not get_user_model().objects.filter(pk=user.pk).exists()
    assert client.get("/profile/").status_code == 302  # logged out: to the login page


def test_the_page_speaks_chinese_too(client, make_user):
    learner = make_user(username="lin", locale="zh-hans")
    client.force_login(learner)
    page = client.get("/profile/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "下载我的数据" in page and "删除我的账号" in page
