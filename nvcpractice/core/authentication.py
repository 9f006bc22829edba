"""API token authentication with the token → user lookup cached in Redis, dropped the moment either changes.

DRF's ``TokenAuthentication`` reads the token and its user from PostgreSQL on every request: on a streamed turn
that query, and the pooled connection it needs, cost more CPU than the rest of the request's checks together.
Here the user's fields are kept in Django's cache (Redis, shared by every process) under a hash of the token, so
a token never appears in a key. The password hash is not stored: the user comes back with ``password`` deferred,
loaded from the database only if something reads it.

Invalidation is by signal, in whichever process makes the change: a token deleted or changed (rotating a token
deletes the old row; deleting an account deletes its token with it), a user saved (deactivated, made staff, a
new password) or deleted. Dropping writes a short-lived marker instead of deleting, and filling the cache only
adds where no entry exists, so a request that read the database just before the change cannot put the old user
back. Changes that bypass signals (``QuerySet.update``) are seen when the entry expires (``TOKEN_CACHE_SECONDS``).
If Redis is unreachable, the database answers.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db.models.signals import post_delete, post_save, pre_delete
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

logger = logging.getLogger(__name__)

TOKEN_CACHE_SECONDS = 300
_DROPPED = "dropped"  # the marker: until it expires, this token is read from the database and not cached
_UNCACHED_FIELDS = frozenset({"password"})


def token_cache_key(key: str) -> str:
    return "api_token:" + hashlib.sha256(key.encode()).hexdigest()


def _user_fields(user: Any) -> dict[str, Any]:
    return {
        field.attname: getattr(user, field.attname)
        for field in user._meta.concrete_fields
        if field.attname not in _UNCACHED_FIELDS
    }


def _cached(key: str) -> tuple[Any, Token] | None:
    try:
        entry = cache.get(token_cache_key(key))
    except Exception as exc:  # Redis is down: the database answers
        logger.warning("token cache unavailable: %s", exc)
        return None
    if not isinstance(entry, dict):
        return None
    fields = entry["user"]
    user = get_user_model().from_db("default", list(fields), list(fields.values()))
    token = Token.from_db("default", ["key", "user_id", "created"], [key, user.pk, entry["created"]])
    token.user = user
    return user, token


def _remember(key: str, user: Any, token: Token) -> None:
    entry = {"user": _user_fields(user), "created": token.created}
    try:
        cache.add(token_cache_key(key), entry, TOKEN_CACHE_SECONDS)  # never over a marker or a newer entry
    except Exception as exc:
        logger.warning("token cache unavailable: %s", exc)


def token_cache_drop(*, keys: list[str]) -> None:
    """Forget these tokens' users in every process; until the markers expire, each request reads the database."""
    if not keys:
        return
    try:
        cache.set_many({token_cache_key(key): _DROPPED for key in keys}, TOKEN_CACHE_SECONDS)
    except Exception as exc:
        logger.warning("token cache unavailable, entries expire in %s s: %s", TOKEN_CACHE_SECONDS, exc)


class CachedTokenAuthentication(TokenAuthentication):
    """``Authorization: Token <key>`` as DRF answers it (unknown token or inactive user: 401), read from the cache."""

    def authenticate_credentials(self, key):
        found = _cached(key)
        if found is not None:
            return found
        user, token = super().authenticate_credentials(key)
        _remember(key, user, token)
        return user, token


def _token_changed(sender, instance, created: bool = False, **kwargs) -> None:
    if not created:  # a new token has nothing cached yet
        token_cache_drop(keys=[instance.key])


def _user_changed(sender, instance, created: bool = False, **kwargs) -> None:
    if not created:
        token_cache_drop(keys=list(Token.objects.filter(user_id=instance.pk).values_list("key", flat=True)))


def token_cache_signals_connect() -> None:
    """Drop cached users when their token or account changes (called once, from the app's ``ready``)."""
    user_model = get_user_model()
    post_save.connect(_token_changed, sender=Token, dispatch_uid="token_cache_token_saved")
    post_delete.connect(_token_changed, sender=Token, dispatch_uid="token_cache_token_deleted")
    post_save.connect(_user_changed, sender=user_model, dispatch_uid="token_cache_user_saved")
    pre_delete.connect(_user_changed, sender=user_model, dispatch_uid="token_cache_user_deleted")
