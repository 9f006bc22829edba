"""Faults survived: Redis down (chat works, background work kept and sent later), database lost and back."""

import pytest
from django.db import connection

from nvcpractice.core import dispatch
from nvcpractice.core.models import OutboxTask
from nvcpractice.knowledge.models import WikiEntry

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


def test_healthz_sends_kept_work_once_redis_answers(client, monkeypatch):
    OutboxTask.objects.create(task="nvcpractice.scenarios.tasks.embed_scenarios", args=[[1, 2]])
    monkeypatch.setattr(dispatch, "_send", lambda name, args: None)
    response = client.get("/healthz")
    assert response.status_code == 200
    assert "pending_tasks" not in response.json()
    assert not OutboxTask.objects.exists()


def test_database_lost_mid_traffic_fails_cleanly_then_recovers(api_client, tmp_path):
    assert api_client.get("/api/profile/").status_code == 200
    original = connection.settings_dict["HOST"]
    connection.close()
    connection.settings_dict["HOST"] = str(tmp_path)
    try:
        failed = api_client.get("/api/profile/")
        page = api_client.get("/healthz")
    finally:
        connection.close()
        connection.settings_dict["HOST"] = original
    assert failed.status_code == 503
    assert "database" in failed.json()["error"]
    assert page.status_code == 503
    assert api_client.get("/api/profile/").status_code == 200
