"""Reports whether the parts the app depends on answer: PostgreSQL, Redis and the configured model provider."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection


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
    try:
        client = cache._cache.get_client(write=True)
        client.ping()
    except Exception as exc:
        return _describe(exc)
    return "ok"


def health_report() -> tuple[bool, dict[str, str | int]]:
    """Return (healthy, parts): parts maps db / redis to "ok" or an error, and llm to the provider name.

    Background work kept while Redis was down is sent as soon as Redis answers again; while some still waits,
    ``pending_tasks`` says how much.
    """
    parts: dict[str, str | int] = {"db": check_database(), "redis": check_redis(), "llm": settings.NVC_LLM_PROVIDER}
    healthy = parts["db"] == "ok" and parts["redis"] == "ok"
    if parts["db"] == "ok":
        from nvcpractice.core.dispatch import outbox_flush, outbox_size

        try:
            if parts["redis"] == "ok":
                outbox_flush()
            waiting = outbox_size()
        except DatabaseError as exc:  # e.g. not migrated yet
            parts["db"] = _describe(exc)
            return False, parts
        if waiting:
            parts["pending_tasks"] = waiting
    return healthy, parts
