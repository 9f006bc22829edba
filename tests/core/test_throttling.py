"""All of a request's rate limits in one Redis round trip, with DRF's sliding windows and fail-open behaviour."""

from __future__ import annotations

import time

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from nvcpractice.core.throttling import Limit, RateLimits, limit_for, limits_wait, model_call_wait

pytestmark = pytest.mark.django_db


@pytest.fixture
def rates(monkeypatch):
    """DRF reads the rates once at import: patch the class attribute for this test only."""
    from rest_framework.throttling import SimpleRateThrottle

    def set_rates(**changes: str) -> None:
        monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, **changes})

    return set_rates


def command_calls() -> dict[str, int]:
    stats = cache._cache.get_client(write=True).info("commandstats")
    return {name.removeprefix("cmdstat_"): value["calls"] for name, value in stats.items()}


def commands_during(action) -> dict[str, int]:
    """Commands Redis ran during ``action`` (those a script runs included), less the ``INFO`` that measures it."""
    before = command_calls()
    action()
    after = command_calls()
    changed = {name: calls - before.get(name, 0) for name, calls in after.items() if calls != before.get(name, 0)}
    changed["info"] -= 1
    return {name: calls for name, calls in changed.items() if calls}


def test_three_limits_are_checked_in_one_round_trip():
    limits = [Limit("user", 1, 100, 60), Limit("messages", 1, 30, 60), Limit("generate", 1, 10, 3600)]
    limits_wait(limits=limits)  # loads the script into Redis once
    # One EVALSHA from the client; every other command ran inside the script, on the server.
    assert commands_during(lambda: limits_wait(limits=limits)) == {
        "evalsha": 1,
        "zremrangebyscore": 3,
        "zcard": 3,
        "zadd": 3,
        "expire": 3,
    }


def test_a_full_window_refuses_until_its_oldest_request_leaves_it():
    limits = [Limit("user", 7, 100, 60), Limit("messages", 7, 2, 60)]
    assert limits_wait(limits=limits) is None
    assert limits_wait(limits=limits) is None
    wait = limits_wait(limits=limits)
    assert wait is not None and 55 < wait <= 60
    assert limits_wait(limits=[Limit("messages", 8, 2, 60)]) is None  # another caller has their own window


def test_a_refused_request_counts_in_no_window():
    user_limit, scoped = Limit("user", 3, 3, 60), Limit("evaluate", 3, 1, 60)
    assert limits_wait(limits=[user_limit, scoped]) is None
    for _ in range(5):
        assert limits_wait(limits=[user_limit, scoped]) is not None
    assert limits_wait(limits=[user_limit]) is None  # one and this one: 2 of 3, the five refusals not counted
    assert limits_wait(limits=[user_limit]) is None
    assert limits_wait(limits=[user_limit]) is not None


def test_requests_leave_the_window_after_its_seconds():
    limit = Limit("user", 4, 1, 1)
    assert limits_wait(limits=[limit]) is None
    assert limits_wait(limits=[limit]) is not None
    time.sleep(1.05)
    assert limits_wait(limits=[limit]) is None


def test_an_api_request_checks_user_and_view_scope_together(api_client, user, rates):
    rates(messages="2/min", user="100/min")
    throttle = RateLimits()

    class View:
        throttle_scope = "messages"

    request = api_client.get("/api/sessions/").wsgi_request  # any request of the signed-in user
    request.user = user
    assert [(limit.scope, limit.ident) for limit in throttle.limits(request, View())] == [
        ("user", user.pk),
        ("messages", user.pk),
    ]


def test_anonymous_callers_are_limited_per_ip_by_the_anon_rate(rates):
    rates(anon="3/min", user="100/min")
    client = APIClient()
    codes = [client.post("/api/auth/token/", {"username": "x", "password": "y"}).status_code for _ in range(4)]
    assert codes == [400, 400, 400, 429]


def test_model_call_wait_uses_the_scope_rate_per_user(user, rates):
    rates(generate="2/hour")
    assert model_call_wait(user_id=user.pk) is None
    assert model_call_wait(user_id=user.pk) is None
    assert model_call_wait(user_id=user.pk) > 3500


def test_a_scope_without_a_rate_has_no_limit():
    assert limit_for(scope="no-such-scope", ident=1) is None
    assert limits_wait(limits=[]) is None
