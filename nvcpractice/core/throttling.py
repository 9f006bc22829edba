"""Per-user rate limits kept in Redis (Django's cache); 429 with ``Retry-After`` when exceeded.

If Redis is unreachable the limit is not enforced for that request (fail open) rather than failing the chat:
practising keeps working while the cache is down, and ``/healthz`` reports the outage.
"""

from __future__ import annotations

import logging

from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle, UserRateThrottle

logger = logging.getLogger(__name__)


class _FailOpen:
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception as exc:  # the cache (Redis) is down
            logger.warning("rate limit not enforced, cache unavailable: %s", exc)
            return True


class ScopedUserThrottle(_FailOpen, ScopedRateThrottle):
    """Limits a view's ``throttle_scope`` per user (per IP for anonymous callers)."""


class BurstUserThrottle(_FailOpen, UserRateThrottle):
    """A global per-user ceiling for the whole API."""


class BurstAnonThrottle(_FailOpen, AnonRateThrottle):
    """A global per-IP ceiling for anonymous callers."""
