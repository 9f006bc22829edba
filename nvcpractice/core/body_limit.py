"""A ceiling on request bodies (``NVC_MAX_BODY_BYTES``), enforced before anything reads or parses them.

Two layers, because the servers differ. Under ASGI (uvicorn, how the app runs) Django reads the whole body before
any middleware sees the request, so :class:`BodyLimitASGI` wraps the application: a declared ``Content-Length``
over the limit is refused at once without reading, and a streamed (chunked) body is counted as it arrives and
refused as soon as it passes the limit. :class:`BodyLimitMiddleware` does the same check inside Django for WSGI
and the test client. Either way the answer is 413 with the API's error shape, ``{"error": "…"}``.

A body must also arrive within ``NVC_BODY_TIMEOUT`` seconds of the request (408 after that, and the connection
closed): a client trickling a body byte by byte would otherwise hold a connection and a task for ever.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

from django.conf import settings
from django.http import HttpResponse, JsonResponse

logger = logging.getLogger(__name__)


def max_body_bytes() -> int:
    return int(getattr(settings, "NVC_MAX_BODY_BYTES", 1_048_576))


def body_timeout() -> float:
    return float(getattr(settings, "NVC_BODY_TIMEOUT", 30))


TOO_SLOW = "The request body took too long to arrive."


def too_large_message(limit: int) -> str:
    return f"The request body is too large (at most {limit} bytes)."


def _declared_length(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


class BodyLimitMiddleware:
    """Inside Django: 413 for a declared ``Content-Length`` over the limit, before the body is read."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        limit = max_body_bytes()
        declared = _declared_length(request.META.get("CONTENT_LENGTH"))
        if declared is not None and declared > limit:
            logger.warning("request body of %s bytes refused (limit %s)", declared, limit)
            if request.path.startswith("/api/"):
                return JsonResponse({"error": too_large_message(limit)}, status=413)
            return HttpResponse(too_large_message(limit), status=413, content_type="text/plain; charset=utf-8")
        return self.get_response(request)


class BodyLimitASGI:
    """Around the ASGI application: refuse over-long bodies by header or by counting, without buffering them."""

    def __init__(self, app, limit: int | None = None) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope, receive, send) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit if self.limit is not None else max_body_bytes()
        headers = dict(scope.get("headers") or ())
        declared = _declared_length(headers.get(b"content-length"))
        if declared is not None and declared > limit:
            await _send_413(send, limit)
            return
        state = {"received": 0, "exceeded": False, "started": False, "complete": False, "slow": False}
        deadline = time.monotonic() + body_timeout()

        async def counted_receive():
            if state["exceeded"] or state["slow"]:
                return {"type": "http.disconnect"}
            if state["complete"]:
                return await receive()  # after the body only a disconnect comes: no deadline
            try:
                message = await asyncio.wait_for(receive(), timeout=max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                state["slow"] = True
                logger.warning("request body still incomplete after %ss: refused", body_timeout())
                return {"type": "http.disconnect"}  # Django and the lane stop reading and send nothing
            if message.get("type") == "http.request":
                state["received"] += len(message.get("body", b""))
                state["complete"] = not message.get("more_body")
                if state["received"] > limit:
                    state["exceeded"] = True
                    # Django treats a disconnect while reading as an aborted request and sends nothing.
                    return {"type": "http.disconnect"}
            return message

        async def tracked_send(message):
            if message.get("type") == "http.response.start":
                state["started"] = True
            await send(message)

        await self.app(scope, counted_receive, tracked_send)
        if state["started"]:
            return
        if state["exceeded"]:
            await _send_413(send, limit)
        elif state["slow"]:
            await _send_error(send, 408, TOO_SLOW)


async def _send_413(send, limit: int) -> None:
    await _send_error(send, 413, too_large_message(limit))


async def _send_error(send, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": [*headers, (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
