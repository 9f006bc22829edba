"""A model call's HTTP exchange carried out on an event loop, for code that calls the model from a thread.

A streamed turn runs in a thread of its own (:mod:`scenes.runner`). A thread that reads the model's socket wakes
for every step of the exchange (connecting, the response's head, each piece of its body) and again to take the
GIL; on this stack each wake-up costs CPU of its own, and at hundreds of simultaneous turns that was a large share
of what separated a turn from the floor (``bench/findings.md``). The server's event loop already waits on hundreds
of sockets, with one wake-up for all that are ready. So when the thread that calls the model runs inside
:func:`io_loop_scope`, the exchange is sent and read on that loop with ``aiohttp`` (its C parser, connection pool
and TLS), and the thread is handed the body's bytes in batches: a batch goes to the thread ``gap`` seconds after
its first piece arrived, or at once when the body ends, so a reply whose pieces come close together costs the
thread one wake-up.

Each exchange is a short ``aiohttp`` session on its loop's connection pool (a session costs a few microseconds). It
reads no proxy settings from the environment: aiohttp's ``trust_env`` scans them on every request, about a tenth of
a streamed turn's CPU; a model the environment sends through a proxy is called from the thread (:func:`proxied`).

Only the I/O moves: the thread still splits the bytes into events and assembles the reply with the same code as
when it reads the socket itself, and the same errors come out (an error status as ``error_status`` makes it, a
failed connection or read as ``openai.APIConnectionError``, the attempt's time limit as a 504 ``ModelError``).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import time
import urllib.parse
import urllib.request
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

import aiohttp
import httpx2
import openai

from nvcpractice.llm.errors import attempt_timed_out

BATCH_GAP_SECONDS = 0.01
"""How long the loop gathers a body's pieces, after the first of a batch, before handing them to the thread."""

STOP_MARGIN_SECONDS = 1.0
"""How long past its time limit the thread waits for an exchange whose loop has stopped answering."""

CLOSED_CHECK_SECONDS = 2.0
"""How often a waiting thread checks that the loop is still open: a loop closed before it ran the exchange (a
caller's loop ending, as a test client's does) never answers, and the call fails then instead of at its limit."""

_current: ContextVar[asyncio.AbstractEventLoop | None] = ContextVar("nvc_model_io_loop", default=None)
_connectors: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, aiohttp.TCPConnector] = weakref.WeakKeyDictionary()
_END = object()
_NO_LIMIT = aiohttp.ClientTimeout()  # the exchange's own time limit bounds it
_DROPPED = frozenset({"host", "content-length", "connection", "accept-encoding"})  # aiohttp writes its own


@contextmanager
def io_loop_scope(loop: asyncio.AbstractEventLoop) -> Iterator[None]:
    """Model calls made in the block, from a thread other than the loop's own, do their I/O on ``loop``."""
    token = _current.set(loop)
    try:
        yield
    finally:
        _current.reset(token)


def current_io_loop() -> asyncio.AbstractEventLoop | None:
    """The loop a model call made here should do its I/O on: none outside a scope, once the loop has stopped, or on
    the loop's own thread."""
    loop = _current.get()
    if loop is None or not loop.is_running():
        return None
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        return loop
    return None if running is loop else loop


async def loop_connections_keep() -> None:
    """Keep connections alive between the running loop's exchanges until :func:`loop_connections_close` (the
    server's start-up and shutdown). Any other loop (a test client's, one per request under WSGI) closes each
    connection after its exchange: nothing would close its pool when it ends."""
    await loop_connections_close()
    _connectors[asyncio.get_running_loop()] = aiohttp.TCPConnector(limit=0)


async def loop_connections_close() -> None:
    """Close the running loop's connections to model servers."""
    connector = _connectors.pop(asyncio.get_running_loop(), None)
    if connector is not None:
        await connector.close()


def _connector() -> aiohttp.TCPConnector:
    """The running loop's connection pool (as many connections as turns: the turn threads bound them)."""
    loop = asyncio.get_running_loop()
    connector = _connectors.get(loop)
    if connector is None or connector.closed:
        connector = _connectors[loop] = aiohttp.TCPConnector(limit=0, force_close=True)
    return connector


def proxied(url: str) -> bool:
    """Whether the environment (``HTTPS_PROXY``, ``NO_PROXY``, ...) sends requests for ``url`` through a proxy."""
    parts = urllib.parse.urlsplit(url)
    return parts.scheme in urllib.request.getproxies() and not urllib.request.proxy_bypass(parts.hostname or "")


class LoopExchange:
    """``request`` (a POST) sent on ``loop`` at once, over TLS with ``tls``; :meth:`pieces` gives the calling thread
    the body's bytes.

    An error status is raised as ``error_status(response)`` makes it from the response, its body read; the
    ``openai`` exceptions name ``request``.
    """

    def __init__(
        self,
        *,
        loop: asyncio.AbstractEventLoop,
        request: httpx2.Request,
        tls: ssl.SSLContext,
        timeout: float,
        error_status: Callable[[httpx2.Response], Exception],
        gap: float = BATCH_GAP_SECONDS,
    ) -> None:
        self._loop = loop
        self._request = request
        self._tls = tls
        self._error_status = error_status
        self._gap = gap
        self._deadline = time.monotonic() + timeout
        self._batches: queue.SimpleQueue[list] = queue.SimpleQueue()
        self._batch: list = []  # the loop's alone
        self._due: asyncio.TimerHandle | None = None
        self._task: asyncio.Task | None = None  # the loop's alone
        self._ended = False  # the thread's: the exchange's last item (its end or its error) was taken
        try:
            loop.call_soon_threadsafe(self._start)
        except RuntimeError as exc:  # the loop has closed: the server is stopping
            raise openai.APIConnectionError(request=request) from exc

    def pieces(self) -> Iterator[bytes]:
        """The body's bytes as they arrive (what arrived together, as one piece); raises what ended the exchange,
        if not the body's end."""
        while True:
            batch = self._next_batch()
            end = batch[-1]
            if isinstance(end, bytes):
                yield b"".join(batch) if len(batch) > 1 else end
                continue
            self._ended = True
            if len(batch) > 1:
                yield b"".join(batch[:-1])
            if end is _END:
                return
            raise end

    def _next_batch(self) -> list:
        while True:
            left = self._deadline + STOP_MARGIN_SECONDS - time.monotonic()
            try:
                return self._batches.get(timeout=max(0.0, min(left, CLOSED_CHECK_SECONDS)))
            except queue.Empty:
                if left <= CLOSED_CHECK_SECONDS:
                    raise attempt_timed_out() from None
                if self._loop.is_closed() and self._batches.empty():
                    raise openai.APIConnectionError(request=self._request) from None

    def close(self) -> None:
        """Stop the exchange, if it has not ended: its connection is closed on the loop."""
        if not self._ended:
            with contextlib.suppress(RuntimeError):  # the loop has closed, and the exchange with it
                self._loop.call_soon_threadsafe(self._cancel)

    # -- on the loop ----------------------------------------------------------------------------------------------
    def _start(self) -> None:
        """The exchange as a task of the loop: a thread's call costs the loop no future to chain to it."""
        self._task = self._loop.create_task(self._exchange())

    def _cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _exchange(self) -> None:
        try:
            async with asyncio.timeout_at(self._loop.time() + self._deadline - time.monotonic()):
                await self._read()
        except TimeoutError:
            self._hand(attempt_timed_out(), at_once=True)
        except (aiohttp.ClientError, OSError) as exc:
            self._hand(_caused(openai.APIConnectionError(request=self._request), exc), at_once=True)
        except asyncio.CancelledError:
            self._hand(openai.APIConnectionError(request=self._request), at_once=True)
            raise
        except Exception as exc:  # the error status, or anything unforeseen: the thread raises it
            self._hand(exc, at_once=True)
        else:
            self._hand(_END, at_once=True)

    async def _read(self) -> None:
        request = self._request
        headers = {name: value for name, value in request.headers.items() if name.lower() not in _DROPPED}
        async with (
            aiohttp.ClientSession(connector=_connector(), connector_owner=False, timeout=_NO_LIMIT) as session,
            session.post(str(request.url), data=request.content, headers=headers, ssl=self._tls) as response,
        ):
            if response.status >= 400:
                raise self._error_status(await self._response(response))
            async for piece in response.content.iter_any():
                self._hand(piece)

    async def _response(self, response: aiohttp.ClientResponse) -> httpx2.Response:
        """An error response as the ``openai`` exceptions carry it (status, headers and body)."""
        content = await response.read()
        headers = [(name.decode("latin-1"), value.decode("latin-1")) for name, value in response.raw_headers]
        return httpx2.Response(response.status, headers=headers, content=content, request=self._request)

    def _hand(self, item: object, *, at_once: bool = False) -> None:
        self._batch.append(item)
        if at_once or not self._gap:
            self._flush()
        elif self._due is None:
            self._due = self._loop.call_later(self._gap, self._flush)

    def _flush(self) -> None:
        if self._due is not None:
            self._due.cancel()
            self._due = None
        if self._batch:
            batch, self._batch = self._batch, []
            self._batches.put(batch)


def _caused(error: Exception, cause: BaseException) -> Exception:
    error.__cause__ = cause
    return error
