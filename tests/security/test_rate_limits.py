"""Per-user rate limits on messages and evaluation: 429 with Retry-After, Redis-backed, failing open."""

import contextlib

import pytest
from django.core.cache import caches

pytestmark = pytest.mark.django_db


@pytest.fixture
def tight_limits(monkeypatch):
    """DRF reads the rates once at import: patch the class attribute for this test only."""
    from rest_framework.throttling import SimpleRateThrottle

    rates = {**SimpleRateThrottle.THROTTLE_RATES, "evaluate": "3/min", "messages": "2/min"}
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", rates)


def test_evaluation_is_limited_per_user(api_client, make_user, tight_limits):
    for _ in range(3):
        assert api_client.post("/api/evaluate/", {"text": "I feel calm."}, format="json").status_code == 200
    limited = api_client.post("/api/evaluate/", {"text": "I feel calm."}, format="json")
    assert limited.status_code == 429
    assert int(limited["Retry-After"]) > 0
    assert limited.json()["error"]
    from rest_framework.test import APIClient

    from nvcpractice.profiles.services import token_get_or_create

    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=make_user(username='carol'))}")
    assert other.post("/api/evaluate/", {"text": "I feel calm."}, format="json").status_code == 200


def test_rate_limit_fails_open_when_redis_is_down(api_client, settings, tight_limits, tmp_path):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"unix://{tmp_path / 'gone.sock'}",
        }
    }
    try:
        for _ in range(5):
            assert api_client.post("/api/evaluate/", {"text": "I feel calm."}, format="json").status_code == 200
    finally:
        with contextlib.suppress(AttributeError):  # Django's cache object exists only if something used it
            del caches["default"]
