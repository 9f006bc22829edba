"""``/healthz``: 200 with every part ok, 503 naming the part that fails."""

import pytest


@pytest.mark.django_db
def test_healthz_ok(client, settings):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"db": "ok", "redis": "ok", "llm": settings.NVC_LLM_PROVIDER}


@pytest.mark.django_db
def test_healthz_names_failing_redis(client, settings, tmp_path):
    from django.core.cache import caches

    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"unix://{tmp_path / 'no-such.sock'}",
            "OPTIONS": {"socket_connect_timeout": 0.5},
        }
    }
    try:
        response = client.get("/healthz")
    finally:
        del caches["default"]
    assert response.status_code == 503
    body = response.json()
    assert body["db"] == "ok"
    assert body["redis"].startswith("error")


@pytest.mark.django_db(transaction=True)
def test_healthz_names_failing_database(client, postgres_down):
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["db"].startswith("error")
    assert body["redis"] == "ok"


@pytest.mark.django_db
def test_healthz_only_reads(client):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        assert client.get("/healthz").status_code == 200
    writes = [q["sql"] for q in queries if not q["sql"].lstrip().upper().startswith("SELECT")]
    assert writes == []
