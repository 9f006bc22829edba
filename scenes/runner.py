"""Runs turns off the event loop: ASGI views await them without holding the loop or Django's sync thread.

Each turn runs in a thread of a dedicated pool (``NVC_TURN_THREADS``), so a slow model answer never blocks other
requests. The thread also reads the session, checking it is the caller's, so a turn costs the request no query and
no trip to Django's sync thread of its own. The turn's model calls do their I/O on the caller's event loop
(:mod:`nvcpractice.llm.loop_io`): the thread waits for the reply instead of for each step of the exchange.
Streaming turns hand their events, already encoded, to the event loop as they happen (:class:`EventRelay`). The
thread's database connection is closed when the turn ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import threading
from collections.abc import AsyncIterator, Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from json.encoder import encode_basestring
from typing import Any, Protocol

from django.conf import settings
from django.db import close_old_connections, connections

from nvcpractice.llm.loop_io import io_loop_scope
from nvcpractice.practice.models import PracticeSession
from nvcpractice.practice.selectors import session_for_turn
from scenes.orchestrator import Orchestrator, TurnEvent, TurnResult

logger = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def _executor() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=settings.NVC_TURN_THREADS, thread_name_prefix="nvc-turn")


def _in_thread(loop: asyncio.AbstractEventLoop, work: Callable[[], Any]) -> Any:
    """Run a turn's ``work`` in this thread, its model calls' I/O on ``loop`` (the caller's)."""
    close_old_connections()
    try:
        with io_loop_scope(loop):
            return work()
    finally:
        connections.close_all()


async def run_turn(
    *, user_id: int, session_id: int, content: str, orchestrator: Orchestrator | None = None
) -> TurnResult:
    """A whole turn in the user's session, awaited; ``PracticeSession.DoesNotExist`` for anyone else's."""

    def work() -> TurnResult:
        session = session_for_turn(user_id=user_id, session_id=session_id)
        return (orchestrator or Orchestrator()).run(session=session, content=content)

    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_executor(), _in_thread, loop, work)


async def resume_turn(*, user_id: int, session_id: int, orchestrator: Orchestrator | None = None) -> TurnResult:
    """The coach's continuation in the user's session after a pending action was decided."""

    def work() -> TurnResult:
        session = session_for_turn(user_id=user_id, session_id=session_id)
        return (orchestrator or Orchestrator()).run_resume(session=session)

    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_executor(), _in_thread, loop, work)


#: ``json.dumps`` with options builds an encoder per call; a reply's thirty-odd events share this one.
_EVENT_JSON = json.JSONEncoder(ensure_ascii=False, default=str)


#: What JSON leaves raw but common line splitters (``str.splitlines``, httpx's ``iter_lines``) break lines at; the
#: control characters among them (VT, FF, FS, GS, RS) JSON escapes already.
_LINE_BREAKS = re.compile("[\x85\u2028\u2029]")


def _one_line(data: str) -> str:
    """``data`` (JSON) with the line breaks JSON leaves raw written as escapes: the same JSON, on one line for any
    reader."""
    return _LINE_BREAKS.sub(lambda found: f"\\u{ord(found.group()):04x}", data)


def sse(event: TurnEvent) -> bytes:
    """One server-sent event: its JSON data on one line whichever splitter reads it."""
    text = event.data.get("text") if event.type == "delta" and len(event.data) == 1 else None
    if isinstance(text, str):  # a reply's every few words: the same JSON, written out (a fifth of the encoder's CPU)
        return ('event: delta\ndata: {"text": ' + _one_line(encode_basestring(text)) + "}\n\n").encode()
    return f"event: {event.type}\ndata: {_one_line(_EVENT_JSON.encode(event.data))}\n\n".encode()


SEND_GAP_SECONDS = 0.025
"""After each write a stream waits this long, so the deltas the model sends meanwhile go out together."""


class EventRelay:
    """Carries a turn thread's encoded events to the event loop that sends them, whichever loop that is.

    What piles up while the loop is busy, or during the ``gap`` after each write, goes out as one write (the events
    themselves unchanged), and the thread wakes the loop only when it is waiting for more: a reply's thirty-odd
    deltas cost a few wake-ups and writes instead of one each, for at most ``gap`` seconds of delay.
    """

    def __init__(self, *, gap: float = 0.0) -> None:
        self._gap = gap
        self._lock = threading.Lock()
        self._chunks: list[bytes] = []
        self._ended = False
        self._abandoned = False
        self._waiter: tuple[asyncio.AbstractEventLoop, asyncio.Future] | None = None

    @property
    def abandoned(self) -> bool:
        """Whether the sender stopped before the end (the client left): the turn should stop too."""
        return self._abandoned

    def put(self, chunk: bytes | None) -> None:
        """Pass on ``chunk`` (from the turn thread); None ends the stream."""
        with self._lock:
            if chunk is None:
                self._ended = True
            else:
                self._chunks.append(chunk)
            waiter, self._waiter = self._waiter, None
        if waiter is not None:
            loop, future = waiter
            _settle_from_thread(loop, future, None)

    async def stream(self) -> AsyncIterator[bytes]:
        try:
            async for chunk in self._chunks_as_they_come():
                yield chunk
        finally:  # closed or cancelled (the client left) before the end: tell the turn's thread
            with self._lock:
                self._abandoned = not self._ended

    async def _chunks_as_they_come(self) -> AsyncIterator[bytes]:
        yield b": stream open\n\n"
        loop = asyncio.get_running_loop()
        while True:
            with self._lock:
                chunks, self._chunks, ended = self._chunks, [], self._ended
                waiting = None
                if not chunks and not ended:
                    waiting = self._waiter = (loop, loop.create_future())
            if chunks:
                yield b"".join(chunks)
                if self._gap and not ended:
                    await asyncio.sleep(self._gap)
            elif ended:
                return
            else:
                await waiting[1]


class TurnAdmission(Protocol):
    """Who takes a turn, decided in the turn's own thread before anything is stored; a refusal raises."""

    def user_id(self) -> int:
        """The caller, signed in."""

    def admit(self, session: PracticeSession) -> None:
        """Let the turn in the caller's own ``session`` start (counted against the caller's limits)."""


async def stream_turn(
    *,
    session_id: int,
    content: str | Callable[[], str],
    user_id: int | None = None,
    admission: TurnAdmission | None = None,
    orchestrator: Orchestrator | None = None,
) -> AsyncIterator[bytes]:
    """Start a turn in the user's session and return its server-sent events, sent as they happen.

    The caller is ``user_id``, or whoever ``admission`` signs in. Returns once the turn's thread has read the
    session (and ``admission`` let the turn in): ``PracticeSession.DoesNotExist`` for anyone else's session, or
    the admission's refusal, before anything was stored or streamed. ``content`` may be a callable that reads
    the message from the request: it is called only once the caller is signed in and the session is theirs.
    """
    relay = EventRelay(gap=SEND_GAP_SECONDS)
    loop = asyncio.get_running_loop()
    opened = loop.create_future()

    def work() -> None:
        try:
            caller = admission.user_id() if admission is not None else user_id
            session = session_for_turn(user_id=caller, session_id=session_id)
            text = content() if callable(content) else content
            if admission is not None:
                admission.admit(session)
        except Exception as exc:
            _settle_from_thread(loop, opened, exc)
            return
        _settle_from_thread(loop, opened, None)
        _relay_turn((orchestrator or Orchestrator()).events(session=session, content=text, stream=True), relay)

    _executor().submit(_in_thread, loop, work)
    await opened
    return relay.stream()


def _relay_turn(events: Generator[TurnEvent, None, None], relay: EventRelay) -> None:
    """Pass the turn's events on until its end, or until the client leaves: then the turn is closed where it
    stands, which closes the model's stream (what was stored so far stays well-formed)."""
    try:
        for event in events:
            if relay.abandoned:
                logger.info("streamed turn stopped: the client left")
                break
            relay.put(sse(event))
    except Exception:
        logger.exception("streaming turn failed")
        relay.put(sse(TurnEvent("error", {"error": "Something went wrong on our side.", "status": 500})))
    finally:
        events.close()
        relay.put(None)


def _settle_from_thread(loop: asyncio.AbstractEventLoop, future: asyncio.Future, error: Exception | None) -> None:
    """Settle ``future`` of ``loop`` from another thread: ``error`` raised, or None returned."""
    with contextlib.suppress(RuntimeError):  # the loop has closed: nobody is waiting
        loop.call_soon_threadsafe(_settle, future, error)


def _settle(future: asyncio.Future, error: Exception | None) -> None:
    if future.done():  # the caller stopped waiting
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
