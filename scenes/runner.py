"""Runs turns off the event loop: ASGI views await them without holding the loop or Django's sync thread.

Each turn runs in a thread of a dedicated pool (``NVC_TURN_THREADS``), so a slow model answer never blocks other
requests. Streaming turns hand their events to the event loop through a queue as they happen. The thread's
database connection is closed when the turn ends.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import close_old_connections, connections

from nvcpractice.practice.models import PracticeSession
from scenes.orchestrator import Orchestrator, TurnEvent, TurnResult

logger = logging.getLogger(__name__)
_END = object()


@lru_cache(maxsize=1)
def _executor() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=settings.NVC_TURN_THREADS, thread_name_prefix="nvc-turn")


def _in_thread(work: Callable[[], Any]) -> Any:
    close_old_connections()
    try:
        return work()
    finally:
        connections.close_all()


def turn_session(session_id: int) -> PracticeSession:
    """The session as a turn reads it: with its scenario, user and profile, in one query."""
    return PracticeSession.objects.select_related("scenario", "user__profile").get(pk=session_id)


async def run_turn(*, session_id: int, content: str, orchestrator: Orchestrator | None = None) -> TurnResult:
    """A whole turn, awaited."""

    def work() -> TurnResult:
        session = turn_session(session_id)
        return (orchestrator or Orchestrator()).run(session=session, content=content)

    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_executor(), _in_thread, work)


async def resume_turn(*, session_id: int, orchestrator: Orchestrator | None = None) -> TurnResult:
    """The coach's continuation after a pending action was decided."""

    def work() -> TurnResult:
        session = turn_session(session_id)
        return (orchestrator or Orchestrator()).run_resume(session=session)

    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_executor(), _in_thread, work)


def sse(event: TurnEvent) -> bytes:
    """One server-sent event."""
    return f"event: {event.type}\ndata: {json.dumps(event.data, ensure_ascii=False, default=str)}\n\n".encode()


async def stream_turn(
    *, session_id: int, content: str, orchestrator: Orchestrator | None = None
) -> AsyncIterator[bytes]:
    """A turn as server-sent events, sent as they happen."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue = asyncio.Queue()

    def emit(item: Any) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, item)

    def work() -> None:
        try:
            session = turn_session(session_id)
            for event in (orchestrator or Orchestrator()).events(session=session, content=content, stream=True):
                emit(event)
        except Exception:
            logger.exception("streaming turn failed")
            emit(TurnEvent("error", {"error": "Something went wrong on our side.", "status": 500}))
        finally:
            emit(_END)

    loop.run_in_executor(_executor(), _in_thread, work)
    yield b": stream open\n\n"
    while True:
        item = await queue.get()
        if item is _END:
            return
        yield sse(item)
