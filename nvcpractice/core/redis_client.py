"""One Redis client per process for what every API request does there: its rate limits and its token lookup.

Django keeps its cache objects per async context, so under ASGI every request builds a new Redis cache with its
own connection pool: a new connection (and its handshake) per request, and a new ``redis.Redis`` object, about
70 µs of CPU, per cache call. This client is built once per process from the same ``CACHES["default"]``
settings (location, options, key prefix and version), is safe to share between threads, and keeps its
connections. Keys are made as Django's cache makes them, so ``cache.clear()`` and the cache's own reads agree.
"""

from __future__ import annotations

from functools import lru_cache

import redis
from django.conf import settings
from django.core.cache.backends.base import default_key_func


@lru_cache(maxsize=8)
def _client(location: str, options: tuple[tuple[str, object], ...]) -> redis.Redis:
    pool = redis.ConnectionPool.from_url(location, **dict(options))
    return redis.Redis(connection_pool=pool)


def shared_redis() -> redis.Redis:
    """The process's client for the default cache's Redis (a new one when the settings name another server)."""
    config = settings.CACHES["default"]
    options = tuple(sorted((config.get("OPTIONS") or {}).items()))
    return _client(config["LOCATION"], options)


def shared_key(key: str) -> str:
    """``key`` as Django's default cache names it (prefix and version)."""
    config = settings.CACHES["default"]
    return default_key_func(key, config.get("KEY_PREFIX", ""), config.get("VERSION", 1))
