"""When a failed model attempt may be tried again, and after how long.

The ``openai`` client's own retry loop cannot see a turn's deadline, so the chat client runs its own (the rules
are the client's: 408/409/429/5xx, connection errors and timeouts; ``Retry-After`` honoured; exponential
backoff with jitter). The caller decides whether the delay still fits in the time the turn has left, and retries
only after the failed attempt's connection is closed.
"""

from __future__ import annotations

import email.utils
import random
import time
from collections.abc import Mapping

import openai

from nvcpractice.llm.errors import ModelError

RETRY_STATUSES = frozenset({408, 409, 429})
INITIAL_DELAY = 0.5
MAX_DELAY = 8.0
MAX_RETRY_AFTER = 60.0
RETRY_KINDS = frozenset({"timeout", "cut_off"})


def backoff(attempt: int) -> float:
    """0.5 s, 1 s, 2 s … up to 8 s, less up to a quarter at random so retries of many turns spread out."""
    return min(INITIAL_DELAY * 2.0**attempt, MAX_DELAY) * (1 - 0.25 * random.random())


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds the server asked us to wait (``retry-after-ms``, ``retry-after`` as seconds or an HTTP date)."""
    for name, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return max(0.0, float(value) / divisor)
        except ValueError:
            pass
    try:
        when = email.utils.parsedate_to_datetime(headers.get("retry-after") or "")
    except (TypeError, ValueError, IndexError):
        return None
    return max(0.0, when.timestamp() - time.time())


def retry_delay(exc: BaseException, *, attempt: int, max_retries: int) -> float | None:
    """How long to wait before attempt ``attempt + 1``, or None when ``exc`` must not be retried."""
    if attempt >= max_retries:
        return None
    if isinstance(exc, openai.APIStatusError):
        headers = exc.response.headers
        should = headers.get("x-should-retry")
        if should == "false" or (should != "true" and exc.status_code not in RETRY_STATUSES and exc.status_code < 500):
            return None
        asked = retry_after(headers)
        if asked is not None:
            return asked if asked <= MAX_RETRY_AFTER else None
        return backoff(attempt)
    if isinstance(exc, openai.APIConnectionError) or (isinstance(exc, ModelError) and exc.kind in RETRY_KINDS):
        return backoff(attempt)
    return None
