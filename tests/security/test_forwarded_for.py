"""Issue 14, item 2: a rotating, client-chosen X-Forwarded-For no longer escapes the rate limits."""

import itertools

import pytest

pytestmark = pytest.mark.django_db
_ips = (f"198.51.100.{n}" for n in itertools.count(1))


@pytest.fixture
def tight_auth_rate(monkeypatch, settings):
    """Five auth requests a minute; the login guard out of the way so only the throttle is measured."""
    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, "auth": "5/min"})
    settings.NVC_LOGIN_MAX_FAILURES = 1000


def wrong_password(anon_api):
    return anon_api.post(
        "/api/auth/token/",
        {"username": "alice", "password": "not-it"},
        format="json",
        HTTP_X_FORWARDED_FOR=next(_ips),
    )


def test_rotating_forwarded_for_does_not_escape_the_token_limit(anon_api, user, tight_auth_rate):
    codes = [wrong_password(anon_api).status_code for _ in range(8)]
    assert codes == [400] * 5 + [429] * 3


def test_rotating_forwarded_for_does_not_escape_the_registration_limit(anon_api, tight_auth_rate):
    codes = [
        anon_api.post(
            "/api/auth/register/",
            {"username": f"newcomer{n}", "password": "a-Long-pass-123"},
            format="json",
            HTTP_X_FORWARDED_FOR=next(_ips),
        ).status_code
        for n in range(7)
    ]
    assert codes == [201] * 5 + [429] * 2


def test_behind_a_trusted_proxy_the_forwarded_address_is_the_client(anon_api, user, tight_auth_rate, settings):
    settings.NVC_TRUSTED_PROXIES = ["127.0.0.1"]  # the test client's peer address
    codes = [wrong_password(anon_api).status_code for _ in range(8)]
    assert codes == [400] * 8  # each forwarded address is its own client
    same = [
        anon_api.post(
            "/api/auth/token/",
            {"username": "alice", "password": "not-it"},
            format="json",
            HTTP_X_FORWARDED_FOR="192.0.2.44",
        ).status_code
        for _ in range(6)
    ]
    assert same == [400] * 5 + [429]
