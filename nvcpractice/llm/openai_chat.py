"""Any OpenAI-compatible chat endpoint through the official ``openai`` client.

Every request carries the reply cap (``NVC_MAX_REPLY_TOKENS`` as ``max_tokens``, or ``max_completion_tokens``):
a model that does not stop would otherwise generate to the end of its context. Every call runs against a
:class:`~nvcpractice.llm.deadline.TurnDeadline` (the turn's, or one of ``NVC_TURN_TIMEOUT`` for a call of its own):
each attempt's timeout is ``min(NVC_LLM_TIMEOUT, time left)``, and a stream is closed when its attempt's time is
up even while tokens keep coming (httpx's timeouts are per read, so a steady stream never trips them). Closing
the connection is what tells an inference server to stop generating; a retry (``retries.retry_delay``) starts
only after the failed attempt's connection is closed, so two attempts never run at once. What still fails
becomes a :class:`ModelError` with the status to answer. Every request is streamed, ``complete`` too (a
non-streamed reply kept llama.cpp generating after the client had gone); tool-call deltas (fragments keyed by
index) are assembled into whole calls, and a stream is retried only before any of its text was passed on.

Requests are posted as plain JSON on the ``openai`` client's own kind of HTTP client (``openai.DefaultHttpxClient``:
its timeouts, limits and TLS setup), one per thread that calls the model, all sharing one TLS context. One client
shared by every turn thread had its connection pool's lock and bookkeeping (which walks every request in flight,
on each request's start and end) cost about a twentieth of the server's CPU at 200 simultaneous streams; each
thread runs one request at a time, so its own client's pool never waits or walks. The reply is read as raw
server-sent events, line
by line with ``json.loads`` (:mod:`nvcpractice.llm.sse`). The typed path costs several times the CPU on the turn's
thread: ``chat.completions.create`` walks every message and schema to transform it (tens of milliseconds with a
long history), and its stream turns every chunk into typed objects (about 4 ms per 30-chunk reply here, against
under 1 ms for the same lines as JSON). An error status or a failed connection still becomes the ``openai``
exception the retry rules (:mod:`nvcpractice.llm.retries`) know.

A call made from a thread inside :func:`~nvcpractice.llm.loop_io.io_loop_scope` (a turn's thread in the server)
sends and reads the request on that event loop instead (unless the environment sets a proxy for it), and this
thread only splits and assembles what it is handed: the same lines, events and errors, with a fraction of the
thread's wake-ups.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import socket
import ssl
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from typing import Any

import httpx2
import openai

from nvcpractice.llm.base import ChatResponse, ModelError, StreamEvent, TextDelta, ToolCall, Usage
from nvcpractice.llm.deadline import MIN_ATTEMPT_SECONDS, TurnDeadline, current_deadline
from nvcpractice.llm.errors import attempt_timed_out
from nvcpractice.llm.loop_io import LoopExchange, current_io_loop, proxied
from nvcpractice.llm.retries import retry_delay
from nvcpractice.llm.sse import StreamedError, sse_chunks, sse_lines
from nvcpractice.llm.watchdog import watchdog
from nvcpractice.storable import storable_text

STREAMED = {"stream": True, "stream_options": {"include_usage": True}}


def _model_error(exc: Exception) -> ModelError:
    if isinstance(exc, ModelError):
        return exc
    if isinstance(exc, openai.APITimeoutError):
        return attempt_timed_out()
    if isinstance(exc, openai.RateLimitError):
        return ModelError("the model is busy (rate limited); try again shortly", status=503, kind="rate_limited")
    if isinstance(exc, openai.APIStatusError):
        return ModelError(f"the model answered with an error (HTTP {exc.status_code})", status=502, kind="upstream")
    if isinstance(exc, openai.APIConnectionError):
        return ModelError("the model could not be reached", status=502, kind="connection")
    if isinstance(exc, StreamedError):
        return ModelError(f"the model failed while answering: {exc}", status=502, kind="upstream")
    return ModelError(f"the model's answer could not be read ({type(exc).__name__})", status=502, kind="malformed")


def _raise_final(exc: Exception) -> None:
    """Raise ``exc`` as the :class:`ModelError` the caller answers with."""
    error = _model_error(exc)
    if error is exc:
        raise error
    raise error from exc


def _usage(raw: dict[str, Any]) -> Usage:
    return Usage(prompt_tokens=raw.get("prompt_tokens") or 0, completion_tokens=raw.get("completion_tokens") or 0)


class _Watchdog:
    """Shuts a streamed response's socket when its attempt's time is up; a blocked read then returns at once
    (closing the socket from another thread would not wake it). The process's one watchdog thread does it."""

    def __init__(self, response: Any, seconds: float) -> None:
        self.fired = False
        self._response = response
        self._watch = watchdog.watch(seconds, self._fire)

    def _fire(self) -> None:
        self.fired = True
        network = self._response.extensions.get("network_stream")
        sock = network.get_extra_info("socket") if network is not None else None
        try:
            if isinstance(sock, socket.socket):
                socket.socket.shutdown(sock, socket.SHUT_RDWR)  # the plain socket's, also under TLS
            else:
                self._response.close()
        except OSError:
            pass

    def cancel(self) -> None:
        self._watch.cancel()


class OpenAIChatModel:
    """Chat completions with ``tools`` / ``tool_calls`` against ``OPENAI_BASE_URL``."""

    def __init__(
        self,
        *,
        model: str,
        api_key: str,
        base_url: str | None,
        timeout: float,
        max_retries: int,
        max_reply_tokens: int = 0,
        cap_field: str = "max_tokens",
        turn_timeout: float | None = None,
    ) -> None:
        self.name = model
        self._tls = httpx2.create_ssl_context()  # built once (tens of ms): every thread's client shares it
        self._clients = threading.local()
        # The openai client resolves the endpoint and the key as everywhere else (its environment defaults too).
        client = openai.OpenAI(
            api_key=api_key or "unused", base_url=base_url, timeout=timeout, max_retries=0, http_client=self._http()
        )
        # URL and headers parsed and merged with the client's once: building them per request was a few percent
        # of a streamed turn's CPU
        self._url = httpx2.URL(str(client.base_url).rstrip("/") + "/chat/completions")
        self._headers = httpx2.Headers(self._http().headers)
        self._headers.update(
            {
                "Authorization": f"Bearer {client.api_key}",
                "Content-Type": "application/json",
                "Accept": "text/event-stream",
            }
        )
        self._via_loop = not proxied(str(self._url))  # the loop's session reads no proxy settings
        self._timeout = timeout
        self._retries = max_retries
        self._turn_timeout = turn_timeout or timeout * (max_retries + 1)
        self._cap = {cap_field: max_reply_tokens} if max_reply_tokens > 0 else {}

    def _http(self) -> httpx2.Client:
        """This thread's HTTP client (made on the thread's first call)."""
        client = getattr(self._clients, "client", None)
        if client is None:
            client = self._clients.client = openai.DefaultHttpxClient(verify=self._tls)
        return client

    def _request(self, messages, tools, tool_choice, **extra) -> dict[str, Any]:
        request: dict[str, Any] = {"model": self.name, "messages": messages, **self._cap, **extra}
        if tools:
            request["tools"] = tools
            if tool_choice is not None:
                request["tool_choice"] = tool_choice
        return request

    def _deadline(self, deadline: TurnDeadline | None) -> TurnDeadline:
        return deadline or current_deadline() or TurnDeadline.start(self._turn_timeout)

    def _pause_or_raise(self, exc: Exception, attempt: int, deadline: TurnDeadline) -> None:
        """Wait before the next attempt, or raise when ``exc`` is final or no attempt would fit in the time left."""
        delay = retry_delay(exc, attempt=attempt, max_retries=self._retries)
        if delay is None or deadline.remaining() - delay < min(MIN_ATTEMPT_SECONDS, self._timeout):
            _raise_final(exc)
        time.sleep(delay)

    def complete(self, messages, *, tools=None, tool_choice=None, response_format=None, deadline=None) -> ChatResponse:
        """The whole reply, streamed underneath: a real server (llama.cpp) was seen to keep generating a
        non-streamed reply long after the client had gone, while a stream's closing stops it at the next token."""
        extra = {"response_format": response_format} if response_format else {}
        request = self._request(messages, tools, tool_choice, **STREAMED, **extra)
        with closing(self._attempts(request, deadline, pass_text=False)) as events:
            for event in events:
                if isinstance(event, ChatResponse):
                    return event
        raise ModelError("the model's stream ended without a reply", kind="cut_off")  # pragma: no cover

    def stream(self, messages, *, tools=None, tool_choice=None, deadline=None) -> Iterator[StreamEvent]:
        request = self._request(messages, tools, tool_choice, **STREAMED)
        with closing(self._attempts(request, deadline, pass_text=True)) as events:
            yield from events

    def _attempts(self, request, deadline: TurnDeadline | None, *, pass_text: bool) -> Iterator[StreamEvent]:
        """Streamed attempts until one completes; text once passed on is never sent twice, so no retry after it."""
        deadline = self._deadline(deadline)
        for attempt in itertools.count():
            timeout = deadline.attempt_timeout(self._timeout)
            passed_on = False
            try:
                with closing(self._stream_attempt(request, timeout)) as events:
                    for event in events:
                        if isinstance(event, TextDelta):
                            if not pass_text:
                                continue
                            passed_on = True
                        yield event
                return
            except Exception as exc:
                if passed_on:
                    _raise_final(exc)
                self._pause_or_raise(exc, attempt, deadline)

    def _stream_attempt(self, request: dict[str, Any], timeout: float) -> Iterator[StreamEvent]:
        """One streamed attempt; its connection is closed when it ends, however it ends."""
        loop = current_io_loop() if self._via_loop else None
        if loop is not None:
            yield from self._loop_attempt(loop, request, timeout)
            return
        started = time.monotonic()
        response = self._post(request, timeout)
        watchdog = _Watchdog(response, timeout - (time.monotonic() - started))
        try:
            yield from _assemble(sse_chunks(_lines(response)))
        except Exception as exc:
            if watchdog.fired:
                raise attempt_timed_out() from exc
            raise
        finally:
            watchdog.cancel()
            response.close()

    def _loop_attempt(
        self, loop: asyncio.AbstractEventLoop, request: dict[str, Any], timeout: float
    ) -> Iterator[StreamEvent]:
        """One streamed attempt whose I/O runs on ``loop`` (:mod:`nvcpractice.llm.loop_io`)."""
        sent = self._prepared(request, timeout)
        exchange = LoopExchange(
            loop=loop, request=sent, tls=self._tls, timeout=timeout, error_status=_status_error_read
        )
        try:
            yield from _assemble(sse_chunks(sse_lines(exchange.pieces())))
        finally:
            exchange.close()

    def _prepared(self, request: dict[str, Any], timeout: float) -> httpx2.Request:
        """The request as sent: compact JSON, the prepared headers, the attempt's timeout."""
        body = json.dumps(request, separators=(",", ":")).encode()
        timeouts = {"timeout": httpx2.Timeout(timeout).as_dict()}
        return httpx2.Request("POST", self._url, content=body, headers=self._headers, extensions=timeouts)

    def _post(self, request: dict[str, Any], timeout: float) -> httpx2.Response:
        """Send the request; the response streams. A failed connection or an error status raises the ``openai``
        exception the retry rules know (its ``status_code`` and headers, ``Retry-After`` among them)."""
        sent = self._prepared(request, timeout)
        try:
            response = self._http().send(sent, stream=True)
        except httpx2.TimeoutException as exc:
            raise openai.APITimeoutError(request=sent) from exc
        except (httpx2.RequestError, ssl.SSLError) as exc:
            raise openai.APIConnectionError(request=sent) from exc
        if response.status_code >= 400:
            raise _status_error(response)
        return response


def _status_error(response: httpx2.Response) -> openai.APIStatusError:
    """The error status as the ``openai`` client would raise it (429 as ``RateLimitError``), its body read."""
    try:
        response.read()
    except httpx2.HTTPError:
        pass
    finally:
        response.close()
    return _status_error_read(response)


def _status_error_read(response: httpx2.Response) -> openai.APIStatusError:
    """:func:`_status_error` of a response whose body was read."""
    try:
        body = response.json()
    except (httpx2.HTTPError, httpx2.StreamError, ValueError):
        body = None
    error = body.get("error") if isinstance(body, dict) else None
    message = error.get("message") if isinstance(error, dict) else None
    kind = openai.RateLimitError if response.status_code == 429 else openai.APIStatusError
    return kind(f"Error code: {response.status_code} - {message or body}", response=response, body=body)


def _lines(response: httpx2.Response) -> Iterator[list[str]]:
    """The response's lines, as each read completes them; a failed read raises the ``openai`` exception the retry
    rules know."""
    try:
        yield from sse_lines(response.iter_bytes())
    except httpx2.TimeoutException as exc:
        raise openai.APITimeoutError(request=response.request) from exc
    except (httpx2.RequestError, ssl.SSLError) as exc:
        raise openai.APIConnectionError(request=response.request) from exc


def _assemble(groups: Iterator[list[dict[str, Any]]]) -> Iterator[StreamEvent]:
    """Text deltas as they come (the text of chunks that arrived together, as one), then the whole reply; a stream
    without a finish reason was cut off."""
    text: list[str] = []
    fragments: dict[int, dict[str, str]] = {}
    usage = Usage()
    finish_reason = None
    for chunks in groups:
        arrived = len(text)
        for chunk in chunks:
            if chunk.get("usage"):
                usage = _usage(chunk["usage"])
            for choice in chunk.get("choices") or ():
                delta = choice.get("delta") or {}
                content = delta.get("content")
                if content:
                    text.append(content)
                if delta.get("tool_calls"):
                    _add_fragments(fragments, delta["tool_calls"])
                finish_reason = choice.get("finish_reason") or finish_reason
        if len(text) > arrived:
            yield TextDelta(storable_text("".join(text[arrived:])))
    if finish_reason is None:
        raise ModelError("the model's stream ended before the reply was complete", status=502, kind="cut_off")
    calls = tuple(
        ToolCall(
            id=storable_text(slot["id"] or f"call_{index}"),
            name=storable_text(slot["name"]),
            arguments=storable_text(slot["arguments"]),
        )
        for index, slot in sorted(fragments.items())
    )
    content = storable_text("".join(text))  # what a model writes is stored and shown: nothing the database refuses
    yield ChatResponse(content=content, tool_calls=calls, usage=usage, finish_reason=finish_reason)


def _add_fragments(fragments: dict[int, dict[str, str]], calls: list[dict[str, Any]]) -> None:
    """Add one chunk's tool-call fragments to the calls they continue (keyed by ``index``)."""
    for position, call in enumerate(calls):
        index = call.get("index")
        slot = fragments.setdefault(position if index is None else index, {"id": "", "name": "", "arguments": ""})
        slot["id"] = call.get("id") or slot["id"]
        function = call.get("function") or {}
        slot["name"] += function.get("name") or ""
        slot["arguments"] += function.get("arguments") or ""
