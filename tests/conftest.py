"""Shared fixtures: users with profiles and tokens, API clients, staff clients."""

from __future__ import annotations

import itertools
import json

import pytest
from asgiref.sync import async_to_sync
from rest_framework.test import APIClient

from nvcpractice import embedded
from nvcpractice.profiles.services import token_get_or_create, user_register

_counter = itertools.count(1)


def pytest_configure(config):
    """The settings only name the embedded servers (``var/test``): start them before any test reaches them.

    They keep running for the next run; ``python -m nvcpractice.embedded stop var/test`` stops them.
    """
    embedded.services_start_for_settings()


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    """Rate-limit counters live in Redis across tests; each test starts with none."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def celery_not_eager():
    """Tasks go through the real broker (Redis) instead of running inline; restored afterwards."""
    from nvcpractice.celery import app

    app.conf.CELERY_TASK_ALWAYS_EAGER = False
    yield app
    app.conf.CELERY_TASK_ALWAYS_EAGER = True


@pytest.fixture
def postgres_down(settings):
    """Stop the embedded PostgreSQL for the test body, then start it again (the data stays)."""
    from django.db import connections

    from nvcpractice import embedded

    assert settings.EMBEDDED_POSTGRES, "these tests restart the embedded PostgreSQL"
    connections.close_all()
    embedded.stop_postgres(settings.VAR_DIR)
    try:
        yield lambda: embedded.ensure_postgres(settings.VAR_DIR)
    finally:
        embedded.ensure_postgres(settings.VAR_DIR)
        connections.close_all()


@pytest.fixture
def fake_model(settings):
    """A scripted OpenAI-compatible server over HTTP, configured as the app's model."""
    from tests.fake_openai import FakeOpenAI

    with FakeOpenAI() as server:
        settings.NVC_LLM_PROVIDER = "openai"
        settings.OPENAI_BASE_URL = server.base_url
        settings.OPENAI_API_KEY = "test-key"
        settings.NVC_LLM_MAX_RETRIES = 0
        settings.NVC_LLM_TIMEOUT = 5
        yield server


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


@pytest.fixture
def chat(api_client):
    class Chat:
        def __init__(self, client):
            self.client = client

        def start(self, mode, **extra):
            response = self.client.post("/api/sessions/", {"mode": mode, **extra}, format="json")
            assert response.status_code == 201, response.content
            self.session_id = response.json()["id"]
            return response.json()

        def say(self, content, *, expect=201):
            response = self.client.post(
                f"/api/sessions/{self.session_id}/messages/", {"content": content}, format="json"
            )
            assert response.status_code == expect, response.content
            return response.json()

        def stream(self, content):
            response = self.client.post(
                f"/api/sessions/{self.session_id}/messages/",
                {"content": content},
                format="json",
                HTTP_ACCEPT="text/event-stream",
            )
            assert response.status_code == 200
            assert response["Content-Type"].startswith("text/event-stream")

            async def collect():
                return b"".join([chunk async for chunk in response.streaming_content])

            body = async_to_sync(collect)().decode()
            events = []
            for block in body.split("\n\n"):
                lines = dict(line.split(": ", 1) for line in block.splitlines() if not line.startswith(":"))
                if "event" in lines:
                    events.append((lines["event"], json.loads(lines["data"])))
            return events

        def detail(self):
            return self.client.get(f"/api/sessions/{self.session_id}/").json()

    return Chat(api_client)
