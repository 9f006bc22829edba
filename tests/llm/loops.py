"""An event loop running in a thread of its own, as the server's is while turn threads call the model, and which
thread opened each connection."""

from __future__ import annotations

import asyncio
import sys
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager

from nvcpractice.llm.loop_io import loop_connections_close, loop_connections_keep


@contextmanager
def running_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """A loop running in a daemon thread for the block, keeping connections alive as the server's does; then its
    connections are closed and the loop stopped."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="test-loop", daemon=True)
    thread.start()
    asyncio.run_coroutine_threadsafe(loop_connections_keep(), loop).result(timeout=10)
    try:
        yield loop
    finally:
        asyncio.run_coroutine_threadsafe(loop_connections_close(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()


_connects: list[tuple[str, int]] | None = None


def _audit(event: str, args: tuple) -> None:
    if event == "socket.connect" and _connects is not None and isinstance(args[1], tuple):
        _connects.append((threading.current_thread().name, args[1][1]))


sys.addaudithook(_audit)  # hooks cannot be removed: this one records only inside connecting_threads()


def port_of(url: str) -> int:
    """The port of a server's ``url``, as the connections in :func:`connecting_threads` name it."""
    return urllib.parse.urlsplit(url).port


@contextmanager
def connecting_threads() -> Iterator[list[tuple[str, int]]]:
    """The (thread name, port) of every socket connected in the block."""
    global _connects
    _connects = []
    try:
        yield _connects
    finally:
        _connects = None
