"""One deadline per turn: every model attempt, retry and loop step of a turn shares the same clock.

Per-attempt timeouts alone let a turn run for (retries + 1) × timeout, and a stream that keeps sending tokens never
trips a read timeout at all. A :class:`TurnDeadline` is created when a turn starts (``NVC_TURN_TIMEOUT``); each
attempt's timeout is the smaller of ``NVC_LLM_TIMEOUT`` and the time left, and no attempt starts when too little
is left. Model calls made by tools during the turn (the evaluator, scenario generation) find it through
:func:`deadline_scope`, which is only entered around synchronous code, never across a ``yield``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from nvcpractice.llm.errors import ModelError

MIN_ATTEMPT_SECONDS = 2.0
"""An attempt starts only with at least this much time left (or the whole per-attempt timeout, if smaller)."""

_current: ContextVar[TurnDeadline | None] = ContextVar("nvc_turn_deadline", default=None)


@dataclass(frozen=True, slots=True)
class TurnDeadline:
    """A point on the monotonic clock by which a turn must end, and how long it was given."""

    expires_at: float
    seconds: float

    @classmethod
    def start(cls, seconds: float) -> TurnDeadline:
        return cls(expires_at=time.monotonic() + seconds, seconds=seconds)

    def remaining(self) -> float:
        return max(0.0, self.expires_at - time.monotonic())

    def expired(self) -> bool:
        return self.remaining() <= 0.0

    def timed_out(self) -> ModelError:
        return ModelError(f"the reply took longer than this turn's {self.seconds:g} s", status=504, kind="timeout")

    def check(self) -> None:
        """Raise the turn's 504 when the deadline has passed (between steps of the loop)."""
        if self.expired():
            raise self.timed_out()

    def attempt_timeout(self, per_attempt: float) -> float:
        """The timeout for the next model attempt; raises the turn's 504 when too little time is left for one."""
        left = self.remaining()
        if left < min(MIN_ATTEMPT_SECONDS, per_attempt):
            raise self.timed_out()
        return min(per_attempt, left)


def current_deadline() -> TurnDeadline | None:
    """The deadline of the turn this code runs in, if any."""
    return _current.get()


@contextmanager
def deadline_scope(deadline: TurnDeadline) -> Iterator[TurnDeadline]:
    """Make ``deadline`` the current one for model calls made inside the block (synchronous code only)."""
    token = _current.set(deadline)
    try:
        yield deadline
    finally:
        _current.reset(token)
