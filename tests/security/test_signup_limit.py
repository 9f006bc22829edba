"""Issue 25, item 5: web sign-up shares the API registration's per-address limit (22 of 22 got through)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from rest_framework.throttling import SimpleRateThrottle

pytestmark = pytest.mark.django_db
PASSWORD = "a-Long-pass-123"


@pytest.fixture
def five_a_minute(monkeypatch):
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, "auth": "5/min"})


def sign_up(client_class, username, address, **extra):
    form = {"username": username, "password1": PASSWORD, "password2": PASSWORD}
    return client_class().post("/accounts/signup/", form, REMOTE_ADDR=address, **extra)


def test_sign_ups_from_one_address_are_limited(client, anon_api, five_a_minute):
    answers = [sign_up(type(client), f"newcomer{n}", "192.0.2.7") for n in range(7)]
    assert [answer.status_code for answer in answers] == [302] * 5 + [429] * 2
    assert int(answers[-1]["Retry-After"]) > 0
    assert "Many accounts were just created from here" in answers[-1].content.decode()
    assert get_user_model().objects.filter(username__startswith="newcomer").count() == 5
    assert sign_up(type(client), "elsewhere", "192.0.2.8").status_code == 302
    shared = anon_api.post(
        "/api/auth/register/", {"username": "by-api", "password": PASSWORD}, format="json", REMOTE_ADDR="192.0.2.7"
    )
    assert shared.status_code == 429  # the API's registration counts the same


def test_the_message_is_written_in_chinese_too(client, five_a_minute):
    for n in range(5):
        sign_up(type(client), f"xin{n}", "192.0.2.9")
    refused = sign_up(type(client), "xin9", "192.0.2.9", HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert refused.status_code == 429
    assert "注册的账号有点多" in refused.content.decode()
