"""Shared fixtures: users with profiles and tokens, API clients, staff clients."""

from __future__ import annotations

import itertools

import pytest
from rest_framework.test import APIClient

from nvcpractice.profiles.services import token_get_or_create, user_register

_counter = itertools.count(1)


@pytest.fixture
def make_user(db):
    def make(*, username: str | None = None, password: str = "a-Long-pass-123", locale: str = "en", is_staff=False):
        user = user_register(username=username or f"user{next(_counter)}", password=password, locale=locale)
        if is_staff:
            user.is_staff = user.is_superuser = True
            user.save(update_fields=["is_staff", "is_superuser"])
        return user

    return make


@pytest.fixture
def user(make_user):
    return make_user(username="alice")


@pytest.fixture
def other_user(make_user):
    return make_user(username="bob")


@pytest.fixture
def api_client(user):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=user)}")
    return client


@pytest.fixture
def anon_api():
    return APIClient()


@pytest.fixture
def staff_client(client, make_user):
    staff = make_user(username="staffer", is_staff=True)
    client.force_login(staff)
    return client
