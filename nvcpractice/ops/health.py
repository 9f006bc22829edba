"""Reports whether PostgreSQL and Redis answer, and which model provider is configured; it only reads.

The model provider is named, not probed: reaching it would cost a paid request on every check. Work kept in the
outbox while Redis was down is counted here and sent by the next dispatch or ``nvc_serve``'s flusher, never by a check.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection

from nvcpractice.core.dispatch import outbox_size

_PROBE_KEY = "nvc:healthz:probe"


def _describe(exc: Exception) -> str:
    first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"error: {type(exc).__name__}: {first_line}".rstrip(": ")


def check_database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:
        return _describe(exc)
    return "ok"


def check_redis() -> str:
    """A read through the cache's public API: Django's Redis cache raises when the server does not answer."""
    try:
        cache.get(_PROBE_KEY)
    except Exception as exc:
        return _describe(exc)
    return "ok"


def health_report() -> tuple[bool, dict[str, str | int]]:
    """Return (healthy, parts): db / redis map to "ok" or an error, llm to the configured provider's name.

    While background work waits in the outbox, ``pending_tasks`` says how much.
    """
    parts: dict[str, str | int] = {"db": check_database(), "redis": check_redis(), "llm": settings.NVC_LLM_PROVIDER}
    if parts["db"] == "ok":
        try:
            waiting = outbox_size()
        except DatabaseError as exc:  # e.g. not migrated yet
            parts["db"] = _describe(exc)
            waiting = 0
        if waiting:
            parts["pending_tasks"] = waiting
    return parts["db"] == "ok" and parts["redis"] == "ok", parts
