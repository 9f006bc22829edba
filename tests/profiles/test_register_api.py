"""Register and token endpoints, exactly as the HTTP contract says, with field errors for bad input."""

import pytest
from django.contrib.auth import get_user_model

from nvcpractice.profiles.models import Profile

pytestmark = pytest.mark.django_db


def test_register_creates_user_profile_and_token(anon_api):
    response = anon_api.post(
        "/api/auth/register/", {"username": "mei", "password": "quiet-River-42", "locale": "zh-hans"}, format="json"
    )
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "username", "token"}
    assert body["username"] == "mei"
    profile = Profile.objects.get(user_id=body["id"])
    assert profile.locale == "zh-hans"
    assert anon_api.post(
        "/api/auth/token/", {"username": "mei", "password": "quiet-River-42"}, format="json"
    ).json() == {"token": body["token"]}


def test_register_default_locale_is_english(anon_api):
    body = anon_api.post("/api/auth/register/", {"username": "tom", "password": "quiet-River-42"}, format="json").json()
    assert Profile.objects.get(user_id=body["id"]).locale == "en"


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"password": "quiet-River-42"}, "username"),
        ({"username": "sam"}, "password"),
        ({"username": "sam", "password": "123"}, "password"),
        ({"username": "sam", "password": "password"}, "password"),
        ({"username": "sam", "password": "quiet-River-42", "locale": "fr"}, "locale"),
        ({"username": "bad name!", "password": "quiet-River-42"}, "username"),
    ],
)
def test_register_bad_input_gives_field_errors(anon_api, payload, field):
    response = anon_api.post("/api/auth/register/", payload, format="json")
    assert response.status_code == 400
    assert field in response.json()


def test_register_taken_username_is_400(anon_api, user):
    response = anon_api.post("/api/auth/register/", {"username": "ALICE", "password": "quiet-River-42"}, format="json")
    assert response.status_code == 400
    assert "username" in response.json()
    assert get_user_model().objects.filter(username__iexact="alice").count() == 1


def test_register_non_object_body_is_400(anon_api):
    response = anon_api.post("/api/auth/register/", ["not", "an", "object"], format="json")
    assert response.status_code == 400


def test_token_wrong_password_is_400(anon_api, user):
    response = anon_api.post("/api/auth/token/", {"username": "alice", "password": "wrong"}, format="json")
    assert response.status_code == 400
    assert "token" not in response.json()


def test_token_missing_fields_is_400(anon_api):
    response = anon_api.post("/api/auth/token/", {}, format="json")
    assert response.status_code == 400
    assert {"username", "password"} <= set(response.json())
