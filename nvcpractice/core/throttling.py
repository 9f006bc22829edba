"""Per-user rate limits kept in Redis, every limit of a request checked in one round trip; 429 with ``Retry-After``.

A request is under several limits at once: the global per-user ceiling (``user``; for anonymous callers also the
per-IP ``anon``), the view's ``throttle_scope`` (``messages``, ``evaluate``, ``auth``) and, for a view that makes the
model work, ``generate``. DRF checks each with its own throttle class, a read and a write of a list per class; on a
streamed turn that was four Redis round trips. Here one Lua script checks all of them: each limit is a sorted set
of request times in a sliding window (DRF's rule, the same rates from ``DEFAULT_THROTTLE_RATES``), and a request
is counted in every window only when all of them have room, so a refused request uses up nothing.

If Redis is unreachable the limit is not enforced for that request (fail open) rather than failing the chat:
practising keeps working while the cache is down, and ``/healthz`` reports the outage.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from functools import lru_cache

from redis.commands.core import Script
from rest_framework.permissions import SAFE_METHODS
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle

from nvcpractice.core.client_ip import client_ip
from nvcpractice.core.redis_client import shared_key, shared_redis

logger = logging.getLogger(__name__)

KEY_FORMAT = "throttle_%(scope)s_%(ident)s"  # DRF's, so counters keep their names

# KEYS: the windows; ARGV: now, this request's member, then (limit, seconds) per key. Returns nil when the request
# is allowed (and counted in every window), else the seconds until the fullest window has room, as a string.
_CHECK = Script(
    None,
    b"""
local now = tonumber(ARGV[1])
local wait = nil
for i, key in ipairs(KEYS) do
  local limit, window = tonumber(ARGV[2 * i + 1]), tonumber(ARGV[2 * i + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local frees = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local seconds = tonumber(frees[2]) + window - now
    if wait == nil or seconds > wait then wait = seconds end
  end
end
if wait ~= nil then return tostring(wait) end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('EXPIRE', key, math.ceil(tonumber(ARGV[2 * i + 2])))
end
return nil
""",
)


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``requests`` in any ``seconds`` for one caller (``ident``) in one scope."""

    scope: str
    ident: str | int
    requests: int
    seconds: int

    @property
    def key(self) -> str:
        return shared_key(KEY_FORMAT % {"scope": self.scope, "ident": self.ident})


@lru_cache(maxsize=64)
def _parse_rate(rate: str) -> tuple[int, int]:
    num, period = rate.split("/")
    return int(num), {"s": 1, "m": 60, "h": 3600, "d": 86400}[period[0]]


def limit_for(*, scope: str, ident: str | int) -> Limit | None:
    """The configured limit of ``scope`` for ``ident``, or None when the scope has no rate."""
    rate = SimpleRateThrottle.THROTTLE_RATES.get(scope)  # read per call: settings and tests may change it
    if not rate:
        return None
    requests, seconds = _parse_rate(rate)
    return Limit(scope=scope, ident=ident, requests=requests, seconds=seconds)


def limits_wait(*, limits: list[Limit]) -> float | None:
    """Count one request against all ``limits`` at once; the seconds to wait if any is full (nothing counted)."""
    if not limits:
        return None
    now = time.time()
    args: list[str | int | float] = [repr(now), f"{now!r}-{os.urandom(6).hex()}"]
    for limit in limits:
        args += [limit.requests, limit.seconds]
    try:
        wait = _CHECK(keys=[limit.key for limit in limits], args=args, client=shared_redis())
    except Exception as exc:  # the cache (Redis) is down
        logger.warning("rate limit not enforced, cache unavailable: %s", exc)
        return None
    return None if wait is None else max(float(wait), 0.001)


class RateLimits(BaseThrottle):
    """Every limit that applies to an API request, checked together (the API's one throttle class)."""

    model_call_scope: str | None = None

    def allow_request(self, request, view) -> bool:
        self._wait = limits_wait(limits=self.limits(request, view))
        return self._wait is None

    def wait(self) -> float | None:
        return self._wait

    def get_ident(self, request):
        """The caller's IP from :func:`client_ip`: a client-chosen ``X-Forwarded-For`` is never believed."""
        return client_ip(request)

    def limits(self, request, view) -> list[Limit]:
        scopes = [getattr(view, "throttle_scope", None)]
        if self.model_call_scope and request.method not in SAFE_METHODS:
            scopes.append(self.model_call_scope)
        return request_limits(request=request, scopes=[scope for scope in scopes if scope])


def request_limits(*, request, scopes: list[str]) -> list[Limit]:
    """The limits on ``request``: the per-user ceiling (for anonymous callers, per address, also ``anon``) and
    ``scopes``; one rule for the API's throttle and for Django views (web sign-up)."""
    user = getattr(request, "user", None)
    signed_in = user is not None and user.is_authenticated
    ident = user.pk if signed_in else client_ip(request)
    ceiling = ["user"] if signed_in else ["user", "anon"]
    found = (limit_for(scope=scope, ident=ident) for scope in dict.fromkeys([*ceiling, *scopes]))
    return [limit for limit in found if limit is not None]


class ModelCallRateLimits(RateLimits):
    """Also the per-user ``generate`` limit on requests that make the model work (scenario generation); reads are
    free. Its counters are the ones :func:`model_call_wait` uses, so the API, the web pages and the tools (agent
    loop and MCP) share one budget per user."""

    model_call_scope = "generate"


def model_call_throttles() -> list:
    """The throttles of a view that calls the model: the API's limits plus ``generate``."""
    return [ModelCallRateLimits]


def model_call_wait(*, user_id: int, scope: str = "generate") -> float | None:
    """Count one model-calling action of ``user_id`` in ``scope``; seconds to wait if over the limit, else None.

    Uses the same Redis counters as the scope's API limit (per user), and fails open like it.
    """
    limit = limit_for(scope=scope, ident=user_id)
    return limits_wait(limits=[limit] if limit else [])


def user_request_wait(*, user_id: int) -> float | None:
    """Count one request of ``user_id`` against the per-user ceiling (``user``) the API applies to every request,
    for entry points outside DRF (the MCP server); seconds to wait if over it, else None."""
    return model_call_wait(user_id=user_id, scope="user")
