"""Signup, login and logout pages."""

import pytest
from django.contrib.auth import get_user_model

pytestmark = pytest.mark.django_db


def test_signup_page_creates_account_and_logs_in(client):
    response = client.post(
        "/accounts/signup/", {"username": "lin", "password1": "quiet-River-42", "password2": "quiet-River-42"}
    )
    assert response.status_code == 302
    user = get_user_model().objects.get(username="lin")
    assert user.profile.display_name == "lin"
    assert client.get("/").context["user"] == user


def test_signup_mismatched_passwords_shows_errors(client):
    response = client.post("/accounts/signup/", {"username": "lin", "password1": "quiet-River-42", "password2": "x"})
    assert response.status_code == 200
    assert response.context["form"].errors
    assert not get_user_model().objects.filter(username="lin").exists()


def test_login_and_logout(client, user):
    assert client.get("/accounts/login/").status_code == 200
    response = client.post("/accounts/login/", {"username": "alice", "password": "a-Long-pass-123"})
    assert response.status_code == 302
    assert client.get("/").context["user"].is_authenticated
    client.post("/accounts/logout/")
    assert not client.get("/").context["user"].is_authenticated
