"""API token authentication with the token → user lookup cached in Redis, dropped the moment either changes.

DRF's ``TokenAuthentication`` reads the token and its user from PostgreSQL on every request: on a streamed turn
that query, and the pooled connection it needs, cost more CPU than the rest of the request's checks together.
Here the user's fields are kept, as JSON, in Redis (the default cache's server, shared by every process:
:func:`~nvcpractice.core.redis_client.shared_redis`) under a hash of the token, so a token never appears in a
key. The password hash is not stored: the user comes back with ``password`` deferred, loaded from the database
only if something reads it.

Invalidation is by signal, in whichever process makes the change: a token deleted or changed (rotating a token
deletes the old row; deleting an account deletes its token with it), a user saved (deactivated, made staff, a
new password) or deleted. Dropping writes a short-lived marker instead of deleting, and filling the cache only
adds where no entry exists, so a request that read the database just before the change cannot put the old user
back. Changes that bypass signals (``QuerySet.update``) are seen when the entry expires (``TOKEN_CACHE_SECONDS``).
If Redis is unreachable, the database answers.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models.signals import post_delete, post_save, pre_delete
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

from nvcpractice.core.redis_client import shared_key, shared_redis

logger = logging.getLogger(__name__)

TOKEN_CACHE_SECONDS = 300
_DROPPED = b"dropped"  # the marker: until it expires, this token is read from the database and not cached
_UNCACHED_FIELDS = frozenset({"password"})


def token_cache_key(key: str) -> str:
    return shared_key("api_token:" + hashlib.sha256(key.encode()).hexdigest())


def _cached_fields(model: Any) -> list[Any]:
    return [field for field in model._meta.concrete_fields if field.attname not in _UNCACHED_FIELDS]


def _entry(user: Any, token: Token) -> bytes:
    fields = {field.attname: getattr(user, field.attname) for field in _cached_fields(user)}
    return json.dumps({"user": fields, "created": token.created}, default=_as_text).encode()


def _as_text(value: Any) -> str:
    """Dates in full ISO form (Django's JSON encoder keeps only milliseconds), anything else as text; each field's
    ``to_python`` turns it back."""
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


def _from_entry(key: str, stored: bytes) -> tuple[Any, Token]:
    """The user (``password`` deferred) and token of a cached entry; JSON turned back into field values."""
    entry = json.loads(stored)
    user_model = get_user_model()
    fields = _cached_fields(user_model)
    pairs = [(field, entry["user"][field.attname]) for field in fields]
    values = [None if value is None else field.to_python(value) for field, value in pairs]
    user = user_model.from_db("default", [field.attname for field in fields], values)
    created = Token._meta.get_field("created").to_python(entry["created"])
    token = Token.from_db("default", ["key", "user_id", "created"], [key, user.pk, created])
    token.user = user
    return user, token


def _cached(key: str) -> tuple[Any, Token] | None:
    try:
        stored = shared_redis().get(token_cache_key(key))
    except Exception as exc:  # Redis is down: the database answers
        logger.warning("token cache unavailable: %s", exc)
        return None
    if stored is None or stored == _DROPPED:
        return None
    return _from_entry(key, stored)


def _remember(key: str, user: Any, token: Token) -> None:
    try:  # added only where nothing is: never over a marker or a newer entry
        shared_redis().set(token_cache_key(key), _entry(user, token), ex=TOKEN_CACHE_SECONDS, nx=True)
    except Exception as exc:
        logger.warning("token cache unavailable: %s", exc)


def token_cache_drop(*, keys: list[str]) -> None:
    """Forget these tokens' users in every process; until the markers expire, each request reads the database."""
    if not keys:
        return
    try:
        with shared_redis().pipeline(transaction=False) as pipe:
            for key in keys:
                pipe.set(token_cache_key(key), _DROPPED, ex=TOKEN_CACHE_SECONDS)
            pipe.execute()
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
