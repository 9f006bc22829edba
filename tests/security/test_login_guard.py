"""Issue 14, item 3: one brute-force guard for the login page, the token endpoint and registration."""

import time

import pytest
from django.contrib.auth import SESSION_KEY

pytestmark = pytest.mark.django_db
PASSWORD = "a-Long-pass-123"


@pytest.fixture
def short_cooloff(settings):
    settings.NVC_LOGIN_MAX_FAILURES = 10
    settings.NVC_LOGIN_COOLOFF = 2


def web_login(client, username, password, **extra):
    return client.post("/accounts/login/", {"username": username, "password": password}, **extra)


def test_sixty_wrong_passwords_then_the_right_one_is_refused_until_the_cooloff(client, user, short_cooloff):
    for _ in range(60):
        assert web_login(client, "alice", "wrong-guess").status_code in {200, 429}
    refused = web_login(client, "alice", PASSWORD)
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert "Too many failed attempts" in refused.content.decode()
    assert SESSION_KEY not in client.session
    time.sleep(2.2)
    assert web_login(client, "alice", PASSWORD).status_code == 302
    assert int(client.session[SESSION_KEY]) == user.pk


def test_unknown_and_known_usernames_get_the_same_answers(client, user, short_cooloff):
    def answers(username, remote):
        return [
            (r.status_code, r.content.decode().replace(username, "NAME"))
            for r in (web_login(client, username, "wrong-guess", REMOTE_ADDR=remote) for _ in range(11))
        ]

    known, unknown = answers("alice", "192.0.2.1"), answers("nobody-here", "192.0.2.2")
    strip = [(code, body.split('name="csrfmiddlewaretoken"')[0]) for code, body in known]
    assert strip == [(code, body.split('name="csrfmiddlewaretoken"')[0]) for code, body in unknown]
    assert [code for code, _ in known] == [200] * 9 + [429] * 2  # the tenth failure locks


def test_a_username_is_locked_whatever_address_the_guesses_come_from(anon_api, user, short_cooloff):
    for n in range(10):
        anon_api.post(
            "/api/auth/token/", {"username": "alice", "password": "no"}, format="json", REMOTE_ADDR=f"192.0.2.{n}"
        )
    refused = anon_api.post(
        "/api/auth/token/", {"username": "alice", "password": PASSWORD}, format="json", REMOTE_ADDR="192.0.2.99"
    )
    assert refused.status_code == 429
    assert "Too many failed attempts" in refused.json()["error"]


def test_the_token_endpoint_and_registration_share_the_web_pages_lock(client, anon_api, user, short_cooloff):
    for _ in range(10):
        web_login(client, "someone", "wrong-guess")
    token = anon_api.post("/api/auth/token/", {"username": "alice", "password": PASSWORD}, format="json")
    assert token.status_code == 429
    assert int(token["Retry-After"]) > 0
    register = anon_api.post("/api/auth/register/", {"username": "fresh", "password": PASSWORD}, format="json")
    assert register.status_code == 429
    assert "Too many failed attempts" in register.json()["error"]
    signup = client.post("/accounts/signup/", {"username": "fresh2", "password1": PASSWORD, "password2": PASSWORD})
    assert "Too many failed attempts" in signup.content.decode()


def test_the_message_is_written_in_chinese_too(client, user, short_cooloff):
    for _ in range(11):
        response = web_login(client, "alice", "wrong-guess", HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert response.status_code == 429
    assert "尝试" in response.content.decode()


def test_a_rotating_forwarded_for_does_not_escape_the_login_page_guard(client, user, short_cooloff):
    for n in range(12):
        web_login(client, "someone", "wrong-guess", HTTP_X_FORWARDED_FOR=f"198.51.100.{n}")
    refused = web_login(client, "alice", PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.200")
    assert refused.status_code == 429
    assert SESSION_KEY not in client.session


def _guesses_from_elsewhere(client_class, username="alice", rotate=True):
    attacker = client_class()
    for n in range(12):
        web_login(attacker, username, "wrong-guess", REMOTE_ADDR=f"198.51.100.{n}" if rotate else "127.0.0.1")


def test_the_owner_signs_in_from_a_browser_that_signed_in_before_whatever_others_guessed(client, user, short_cooloff):
    assert web_login(client, "alice", PASSWORD).status_code == 302
    client.post("/accounts/logout/")
    _guesses_from_elsewhere(type(client))
    _guesses_from_elsewhere(type(client), username="someone", rotate=False)  # the owner's own address locked too
    assert web_login(client, "alice", PASSWORD).status_code == 302
    assert int(client.session[SESSION_KEY]) == user.pk
    stranger = type(client)()
    assert web_login(stranger, "alice", PASSWORD, REMOTE_ADDR="192.0.2.50").status_code == 429  # a new browser waits


def test_guesses_from_a_known_browser_lock_that_browser(client, user, short_cooloff):
    assert web_login(client, "alice", PASSWORD).status_code == 302
    client.post("/accounts/logout/")
    for _ in range(10):
        web_login(client, "alice", "wrong-guess")
    assert web_login(client, "alice", PASSWORD).status_code == 429


def test_a_device_cookie_nobody_signed_is_no_known_device(client, user, short_cooloff):
    from nvcpractice.core.login_devices import COOKIE, username_digest

    client.cookies[COOKIE] = f'{{"{username_digest("alice")}": "forged"}}'
    _guesses_from_elsewhere(type(client))
    assert web_login(client, "alice", PASSWORD).status_code == 429
