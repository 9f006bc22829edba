"""An event loop running in a thread of its own, as the server's is while turn threads call the model."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from nvcpractice.llm.loop_io import loop_sessions_close


@contextmanager
def running_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """A loop running in a daemon thread for the block; then its HTTP session is closed and the loop stopped."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="test-loop", daemon=True)
    thread.start()
    try:
        yield loop
    finally:
        asyncio.run_coroutine_threadsafe(loop_sessions_close(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()
