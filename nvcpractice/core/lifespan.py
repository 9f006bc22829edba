"""The server process's start-up: once uvicorn has loaded the app, the interpreter is tuned for serving.

Why: a busy server allocates many short-lived objects per streamed turn (events, rows, request state), so
CPython's cyclic collector ran its youngest generation every 700 allocations and, every so often, walked every
object the app loaded at start-up (tens of thousands of modules' functions, classes and settings) — about a tenth
of the server's CPU at 200 simultaneous streams (``bench/findings.md``). At start-up everything loaded so far is
moved out of the collector's reach (``gc.freeze``) and the youngest generation collects after
``NVC_GC_THRESHOLD`` allocations. Reference counting still frees almost everything at once; only cycles wait longer.

The GIL's switch interval is set to ``NVC_SWITCH_INTERVAL`` (Python's default is 5 ms). Hundreds of turn threads
give the GIL up at every read and write anyway; with the short default, a thread that had waited 5 ms also forced
the running one off mid-work, and at 200 simultaneous streams those forced switches cost about 7% of the
server's CPU (side-by-side runs, ``bench/findings.md``). The cost: a thread computing without pause for longer than
the interval can keep the event loop waiting that long.

The server's loop keeps its connections to the model alive from start-up to shutdown
(:mod:`nvcpractice.llm.loop_io`). The safety check's word tables (lemmas, the Chinese segmenter, the trained
weights) load here too, before the freeze, so a learner's first message does not wait a second for them.

It runs on ASGI's ``lifespan`` start-up, which Django does not handle itself, so importing the app changes nothing.
"""

from __future__ import annotations

import gc
import sys

from django.conf import settings

from nvcpractice.llm.loop_io import loop_connections_close, loop_connections_keep
from nvcpractice.nvc import safety


def collector_tune(*, threshold: int) -> None:
    """Collect once, freeze what survives (the app as loaded), and collect the youngest generation less often."""
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(threshold, older, oldest)


def interpreter_tune(*, gc_threshold: int, switch_interval: float) -> None:
    """The collector (unless ``gc_threshold`` is 0) and the GIL's switch interval (unless 0) tuned for serving."""
    if gc_threshold:
        collector_tune(threshold=gc_threshold)
    if switch_interval:
        sys.setswitchinterval(switch_interval)


class ServerLifespan:
    """ASGI middleware: answers ``lifespan`` events (tuning the interpreter and keeping the model's
    connections alive from start-up to shutdown), passes the rest on."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope.get("type") != "lifespan":
            await self.app(scope, receive, send)
            return
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                safety.warm()
                interpreter_tune(gc_threshold=settings.NVC_GC_THRESHOLD, switch_interval=settings.NVC_SWITCH_INTERVAL)
                await loop_connections_keep()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await loop_connections_close()
                await send({"type": "lifespan.shutdown.complete"})
                return
