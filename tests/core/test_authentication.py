"""The API token → user lookup comes from Redis, and every change to the token or the account is seen at once."""

from __future__ import annotations

import contextlib
import json

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from nvcpractice.core.authentication import CachedTokenAuthentication, token_cache_drop, token_cache_key
from nvcpractice.core.redis_client import shared_redis
from nvcpractice.profiles.services import account_delete, token_get_or_create

pytestmark = pytest.mark.django_db
PASSWORD = "a-Long-pass-123"


def authenticate_queries(key: str) -> tuple[object, int]:
    """The user ``key`` authenticates as, and how many SQL queries that took."""
    with CaptureQueriesContext(connection) as queries:
        user, _ = CachedTokenAuthentication().authenticate_credentials(key)
    return user, len(queries)


def client_for(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


@pytest.fixture
def key(user) -> str:
    return token_get_or_create(user=user)


def test_a_known_token_is_read_from_the_database_once(user, key):
    first, first_queries = authenticate_queries(key)
    again, again_queries = authenticate_queries(key)
    assert (first.pk, again.pk) == (user.pk, user.pk)
    assert (first_queries, again_queries) == (1, 0)
    assert (again.username, again.is_active, again.is_authenticated) == ("alice", True, True)
    assert (again.date_joined, again.last_login, again.is_staff) == (user.date_joined, user.last_login, False)


def test_the_cache_holds_neither_the_token_nor_the_password_hash(user, key):
    authenticate_queries(key)
    stored = shared_redis().get(token_cache_key(key))
    assert key not in token_cache_key(key)
    assert "password" not in json.loads(stored)["user"]
    assert user.password.encode() not in stored


def test_the_password_is_loaded_when_something_reads_it(user, key):
    authenticate_queries(key)
    cached_user, _ = authenticate_queries(key)
    assert cached_user.check_password(PASSWORD)


def test_a_deleted_token_is_refused_at_once(key):
    client = client_for(key)
    assert client.get("/api/profile/").status_code == 200
    Token.objects.filter(key=key).get().delete()
    assert client.get("/api/profile/").status_code == 401


def test_a_rotated_token_replaces_the_old_one(user, key):
    assert client_for(key).get("/api/profile/").status_code == 200
    Token.objects.get(key=key).delete()
    new_key = token_get_or_create(user=user)
    assert client_for(key).get("/api/profile/").status_code == 401
    assert client_for(new_key).get("/api/profile/").status_code == 200


def test_a_deactivated_user_is_refused_at_once(user, key):
    client = client_for(key)
    assert client.get("/api/profile/").status_code == 200
    user.is_active = False
    user.save()
    assert client.get("/api/profile/").status_code == 401


def test_a_changed_account_is_seen_at_once(user, key):
    authenticate_queries(key)
    user.is_staff = True
    user.save()
    cached_user, queries = authenticate_queries(key)
    assert cached_user.is_staff and queries == 1


def test_a_new_password_is_seen_and_keeps_the_token(user, key):
    authenticate_queries(key)
    user.set_password("another-Long-pass-456")
    user.save()
    again, _ = authenticate_queries(key)  # this project does not revoke tokens on a password change
    assert again.check_password("another-Long-pass-456")
    assert not again.check_password(PASSWORD)


def test_a_deleted_account_is_refused_at_once(user, key):
    client = client_for(key)
    assert client.get("/api/profile/").status_code == 200
    account_delete(user=user)
    assert client.get("/api/profile/").status_code == 401


def test_deleting_the_account_through_the_api_checks_the_real_password(key):
    client = client_for(key)
    assert client.get("/api/profile/").status_code == 200  # the user is now cached, without its password
    assert client.delete("/api/account/", {"password": "wrong-pass-0000"}, format="json").status_code == 403
    assert client.delete("/api/account/", {"password": PASSWORD}, format="json").status_code == 204
    assert client.get("/api/profile/").status_code == 401


def test_a_lookup_that_read_the_old_row_cannot_refill_after_a_drop(user, key):
    token_cache_drop(keys=[key])
    _, first = authenticate_queries(key)
    _, second = authenticate_queries(key)
    assert (first, second) == (1, 1)  # until the marker expires, the database answers


def test_an_unknown_token_is_refused(anon_api):
    assert client_for("0" * 40).get("/api/profile/").status_code == 401


def test_the_database_answers_while_redis_is_down(settings, key, tmp_path):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": f"unix://{tmp_path / 'gone.sock'}",
        }
    }
    try:
        user, queries = authenticate_queries(key)
        assert user.username == "alice" and queries == 1
    finally:
        with contextlib.suppress(AttributeError):  # Django's cache object exists only if something used it
            del caches["default"]
