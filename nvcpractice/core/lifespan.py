"""The server process's start-up: once uvicorn has loaded the app, its garbage collector is tuned for serving.

Why: a busy server allocates many short-lived objects per streamed turn (events, rows, request state), so
CPython's cyclic collector ran its youngest generation every 700 allocations and, every so often, walked every
object the app loaded at start-up (tens of thousands of modules' functions, classes and settings) — about a tenth
of the server's CPU at 200 simultaneous streams (``bench/findings.md``). At start-up everything loaded so far is
moved out of the collector's reach (``gc.freeze``) and the youngest generation collects after
``NVC_GC_THRESHOLD`` allocations. Reference counting still frees almost everything at once; only cycles wait longer.

It runs on ASGI's ``lifespan`` start-up, which Django does not handle itself, so importing the app changes nothing.
"""

from __future__ import annotations

import gc

from django.conf import settings


def collector_tune(*, threshold: int) -> None:
    """Collect once, freeze what survives (the app as loaded), and collect the youngest generation less often."""
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(threshold, older, oldest)


class ServerLifespan:
    """ASGI middleware: answers ``lifespan`` events (tuning the collector at start-up), passes the rest on."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope.get("type") != "lifespan":
            await self.app(scope, receive, send)
            return
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                if settings.NVC_GC_THRESHOLD:
                    collector_tune(threshold=settings.NVC_GC_THRESHOLD)
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
