"""Per-user rate limits kept in Redis (Django's cache); 429 with ``Retry-After`` when exceeded.

If Redis is unreachable the limit is not enforced for that request (fail open) rather than failing the chat:
practising keeps working while the cache is down, and ``/healthz`` reports the outage.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from rest_framework.permissions import SAFE_METHODS
from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle, SimpleRateThrottle, UserRateThrottle

from nvcpractice.core.client_ip import client_ip

logger = logging.getLogger(__name__)


class _FailOpen:
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception as exc:  # the cache (Redis) is down
            logger.warning("rate limit not enforced, cache unavailable: %s", exc)
            return True

    def get_ident(self, request):
        """The caller's IP from :func:`client_ip`: a client-chosen ``X-Forwarded-For`` is never believed."""
        return client_ip(request)


class ScopedUserThrottle(_FailOpen, ScopedRateThrottle):
    """Limits a view's ``throttle_scope`` per user (per IP for anonymous callers)."""


class BurstUserThrottle(_FailOpen, UserRateThrottle):
    """A global per-user ceiling for the whole API."""


class BurstAnonThrottle(_FailOpen, AnonRateThrottle):
    """A global per-IP ceiling for anonymous callers."""


class ModelCallThrottle(_FailOpen, SimpleRateThrottle):
    """Per-user limit on requests that make the model work (``generate``: scenario generation); reads are free.

    Its counters are the ones :func:`model_call_wait` uses, so the API, the web pages and the tools (agent loop and
    MCP) share one budget per user.
    """

    scope = "generate"

    def get_cache_key(self, request, view):
        if request.method in SAFE_METHODS:
            return None
        user = getattr(request, "user", None)
        ident = user.pk if user is not None and user.is_authenticated else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


def model_call_throttles() -> list:
    """The API's default throttles plus :class:`ModelCallThrottle`: one line for a view that calls the model."""
    return [*api_settings.DEFAULT_THROTTLE_CLASSES, ModelCallThrottle]


@dataclass(frozen=True)
class _Caller:
    """What a throttle needs to know about a caller that is not an HTTP request (a tool call)."""

    user: object
    method: str = "POST"
    META: dict = field(default_factory=dict)


@dataclass(frozen=True)
class _User:
    pk: int
    is_authenticated: bool = True


def model_call_wait(*, user_id: int, scope: str = "generate") -> float | None:
    """Count one model-calling action of ``user_id`` in ``scope``; seconds to wait if over the limit, else None.

    Uses the same Redis counters as the scope's API throttle (per user), and fails open like it.
    """
    throttle = ModelCallThrottle()
    if scope != throttle.scope:
        throttle.scope = scope
        throttle.rate = throttle.get_rate()
        throttle.num_requests, throttle.duration = throttle.parse_rate(throttle.rate)
    if throttle.allow_request(_Caller(user=_User(pk=user_id)), None):
        return None
    return throttle.wait() or 1.0
