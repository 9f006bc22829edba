"""Faults survived: Redis down (chat works, background work kept and sent later), database lost and back."""

import time

import pytest
from django.db import connections

from nvcpractice.core import dispatch
from nvcpractice.core.models import OutboxTask
from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.practice.models import Message
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def redis_down(settings, tmp_path, celery_not_eager):
    """Point the cache and the broker at a socket nobody listens on."""
    from nvcpractice.celery import app

    dead = f"{tmp_path / 'dead.sock'}"
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"unix://{dead}",
            "OPTIONS": {"socket_connect_timeout": 0.5},
        }
    }

    def reconnect(url):
        app.conf.broker_url = app.conf.broker_write_url = url
        app._pool = None
        app.amqp._producer_pool = None

    original = app.conf.broker_url
    reconnect(f"redis+socket://{dead}")
    yield
    reconnect(original)


def test_chat_keeps_working_and_work_is_kept_while_redis_is_down(redis_down, chat, client):
    chat.start("free_dialog")
    turn = chat.say("add to wiki: Requests can be declined. A demand cannot.")
    assert turn["stop_reason"] == "final"
    approved = chat.client.post(f"/api/actions/{turn['pending_action']['action_id']}/approve/")
    assert approved.status_code == 200
    assert WikiEntry.objects.filter(title__startswith="Requests can be declined").exists()
    assert OutboxTask.objects.filter(task__endswith="embed_wiki_entries").count() == 1
    health = client.get("/healthz")
    assert health.status_code == 503
    assert health.json()["redis"].startswith("error")
    assert health.json()["pending_tasks"] == 1


def test_kept_work_is_sent_when_redis_is_back(monkeypatch):
    OutboxTask.objects.create(task="nvcpractice.knowledge.tasks.embed_wiki_entries", args=[[1]])
    sent = []
    monkeypatch.setattr(dispatch, "_send", lambda name, args: sent.append((name, args)))
    assert dispatch.outbox_flush() == 1
    assert sent == [("nvcpractice.knowledge.tasks.embed_wiki_entries", [[1]])]
    assert not OutboxTask.objects.exists()


def test_healthz_counts_kept_work_and_leaves_it_for_the_flusher(client, monkeypatch):
    OutboxTask.objects.create(task="nvcpractice.scenarios.tasks.embed_scenarios", args=[[1, 2]])
    sent = []
    monkeypatch.setattr(dispatch, "_send", lambda name, args: sent.append(name))
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["pending_tasks"] == 1
    assert sent == []
    assert OutboxTask.objects.count() == 1


def test_postgres_restart_fails_requests_cleanly_then_recovers(api_client, postgres_down):
    failed = api_client.get("/api/profile/")
    assert failed.status_code == 503
    assert "database" in failed.json()["error"]
    assert failed["Retry-After"]
    assert api_client.get("/healthz").status_code == 503
    postgres_down()  # back up
    assert api_client.get("/api/profile/").status_code == 200


def test_a_turn_in_flight_during_a_restart_fails_cleanly(chat, fake_model, settings):
    import threading

    from nvcpractice import embedded

    chat.start("free_dialog")
    fake_model.script(Reply(content="late reply", delay=1.5))
    outcome = {}
    request = threading.Thread(
        target=lambda: outcome.update(
            response=chat.client.post(
                f"/api/sessions/{chat.session_id}/messages/", {"content": "still there?"}, format="json"
            )
        )
    )
    request.start()
    stored = Message.objects.filter(session_id=chat.session_id, role="user", content="still there?")
    deadline = time.monotonic() + 10
    while not stored.exists() and time.monotonic() < deadline:  # in flight: stored, the model still thinking
        time.sleep(0.05)
    embedded.stop_postgres(settings.VAR_DIR)
    embedded.ensure_postgres(settings.VAR_DIR)
    request.join(timeout=30)
    connections.close_all()  # what Django does at every request start (its test client skips it)
    in_flight = outcome["response"]
    assert in_flight.status_code in {201, 503}, in_flight.content  # a clean answer either way, never a 500
    if in_flight.status_code == 503:
        assert "database" in in_flight.json()["error"]
    assert chat.say("and now?")["stop_reason"] == "final"
    assert Message.objects.filter(session_id=chat.session_id, role="user", content="still there?").exists()
    connections.close_all()
