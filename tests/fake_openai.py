"""A scripted, local fake of the OpenAI HTTP API for tests and benchmarks.

Why: mocking the ``openai`` client object hides exactly the things that break in production -- streamed
deltas, tool-call fragments, retries, timeouts, malformed bodies and dropped connections. This module runs a
real HTTP server on 127.0.0.1 (ephemeral port, standard library only) that the *real* ``openai`` client
talks to through ``base_url``, so the whole client stack (HTTP transport, SSE decoding, retries, error mapping)
is exercised while each test decides, reply by reply, what the "model" answers.

    with FakeOpenAI() as fake:
        fake.script(Reply(tool_calls=[tool_call("rag_search", {"query": "x"})]), Reply(content="Done"))
        client = openai.OpenAI(base_url=fake.base_url, api_key="test", max_retries=0)

Responses are HTTP/1.0 style: one request per connection, closed after the body, no chunked encoding.

Like a real inference server, a request whose client hangs up stops being worked on: delays and streams watch the
connection and count the disconnect (``disconnects``); ``active`` / ``max_active`` count requests being answered
at once, so a test can tell whether a retry overlapped a still-running attempt.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import math
import select
import socket
import struct
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["FakeOpenAI", "Reply", "ToolCallSpec", "tool_call"]

_call_ids = itertools.count(1)
_completion_ids = itertools.count(1)
ENDLESS_CAP = 30.0  # seconds an endless reply runs at most when the client never hangs up (then it stops normally)
_POLL = 0.02
_ERROR_TYPES = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    404: ("invalid_request_error", "model_not_found"),
    429: ("requests", "rate_limit_exceeded"),
}


@dataclass
class ToolCallSpec:
    """One function call the fake model makes; ``arguments`` is the raw JSON string sent to the client."""

    name: str
    arguments: str
    id: str


def tool_call(name: str, arguments: dict[str, Any] | str, id: str | None = None) -> ToolCallSpec:
    """Build a tool call; a dict is JSON-encoded, a str is sent verbatim (it may be invalid JSON on purpose)."""
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return ToolCallSpec(name=name, arguments=args, id=id or f"call_{next(_call_ids)}")


@dataclass
class Reply:
    """What the fake answers to one chat-completions request; each field is explained inline."""

    content: str = ""  # assistant text; for error replies (status >= 400) the error message, if given
    tool_calls: list[ToolCallSpec] = field(default_factory=list)
    status: int = 200  # >= 400: OpenAI-style JSON error body with ``headers``
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds to wait before answering (does not block other requests)
    malformed: bool = False  # 200 whose body is not valid JSON (streamed: a ``data:`` line that is not JSON)
    cut_stream: bool = False  # streamed only: half of the content chunks, then an abortive close (TCP RST)
    stream_error: str = ""  # streamed only: half of the content chunks, then ``data: {"error": …}`` and the end
    reset: bool = False  # close the socket (TCP RST) without sending any response
    usage: tuple[int, int] | None = None  # (prompt_tokens, completion_tokens); default estimated from lengths
    chunk_size: int = 8  # characters per streamed content chunk
    interval: float = 0.0  # streamed only: seconds between content chunks
    endless: bool = False  # keep generating (streamed: content chunks every ``interval``) until the client hangs up


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    request_queue_size = 1024  # the default backlog of 5 drops connections under benchmark-style concurrency
    fake: FakeOpenAI

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Stay quiet: clients hanging up (timeouts, cancelled streams) are expected here."""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Silence per-request logging."""

    # -- plumbing ---------------------------------------------------------------------------------------
    def _read_json(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw or b"{}")

    def _send(self, status: int, body: bytes, headers: dict[str, str] | None = None, ctype: str = "") -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype or "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def _send_json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        self._send(status, json.dumps(payload).encode(), headers)

    def _send_error(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        err_type, code = _ERROR_TYPES.get(status, ("server_error" if status >= 500 else "invalid_request_error", None))
        self._send_json(status, {"error": {"message": message, "type": err_type, "param": None, "code": code}}, headers)

    def _abort(self) -> None:
        """Close the connection with a TCP RST (SO_LINGER 0), the way a crashed proxy would."""
        self.close_connection = True
        try:
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
        except OSError:
            pass

    def _client_gone(self) -> bool:
        """The client closed its end (what an inference server checks to stop generating)."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def _wait(self, seconds: float) -> bool:
        """Wait up to ``seconds``; False (connection closed) when the server stops or the client hangs up."""
        fake = self.server.fake
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            if fake._stopping.wait(min(_POLL, left)):
                self._abort()
                return False
            if self._client_gone():
                fake._count_disconnect()
                self.close_connection = True
                return False
        return True

    def _write_event(self, event: Any) -> bool:
        try:
            self.wfile.write(b"data: " + json.dumps(event).encode() + b"\n\n")
            self.wfile.flush()
        except OSError:
            self.server.fake._count_disconnect()
            self.close_connection = True
            return False
        return True

    def handle_one_request(self) -> None:
        try:
            super().handle_one_request()
        except (ConnectionError, TimeoutError, OSError, ValueError):
            self.close_connection = True  # the client went away mid-answer: nothing to report

    # -- routing ----------------------------------------------------------------------------------------
    def do_GET(self) -> None:
        if self.path.split("?")[0].rstrip("/") == "/v1/models":
            models = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in FakeOpenAI.MODELS]
            self._send_json(200, {"object": "list", "data": models})
        else:
            self._send_error(404, f"Unknown path {self.path}")

    def _not_found(self) -> None:
        self._send_error(404, f"Unknown path {self.path}")

    do_PUT = do_PATCH = do_DELETE = _not_found

    def do_POST(self) -> None:
        path = self.path.split("?")[0].rstrip("/")
        try:
            body = self._read_json()
        except ValueError:
            body = None
        if not isinstance(body, dict):
            self._send_error(400, "Request body is not a JSON object")
            return
        fake = self.server.fake
        if path == "/v1/chat/completions":
            fake._record(fake.requests, body)
            fake._count_active(+1)
            try:
                self._chat(body, fake._next_reply(body))
            finally:
                fake._count_active(-1)
        elif path == "/v1/embeddings":
            fake._record(fake.embedding_requests, body)
            self._send_json(200, _embeddings(body))
        else:
            self._send_error(404, f"Unknown path {self.path}")

    # -- chat completions -------------------------------------------------------------------------------
    def _chat(self, body: dict[str, Any], reply: Reply) -> None:
        stream = bool(body.get("stream"))
        if reply.delay and not self._wait(reply.delay):
            return  # the server is stopping, or the client gave up waiting
        if reply.endless and not stream:
            if self._wait(ENDLESS_CAP):
                self._send_json(200, completion_body(body, reply))
            return
        if reply.reset:
            self._abort()
            return
        if reply.status >= 400:
            self._send_error(reply.status, reply.content or f"Fake error {reply.status}", reply.headers)
            return
        if reply.malformed:
            if stream:
                self._send(200, b'data: {"id": "chatcmpl-broken", "choices": [\n\n', reply.headers, "text/event-stream")
            else:
                self._send(200, b'{"id": "chatcmpl-broken", "choices": [{"index": 0, "mess', reply.headers)
            return
        if stream:
            self._stream(body, reply)
        else:
            self._send_json(reply.status, completion_body(body, reply), reply.headers)

    def _stream(self, body: dict[str, Any], reply: Reply) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        for key, value in reply.headers.items():
            self.send_header(key, value)
        self.end_headers()
        events = stream_chunks(body, reply)
        if reply.cut_stream:
            size = max(1, reply.chunk_size)
            n_content = math.ceil(len(reply.content) / size)
            for event in itertools.islice(events, 1 + math.ceil(n_content / 2)):  # role chunk + half the content
                self.wfile.write(b"data: " + json.dumps(event).encode() + b"\n\n")
            # Give the client time to read what was sent: data still unread when the RST lands is discarded.
            if self._wait(0.3):
                self._abort()
            return
        if reply.stream_error:
            self._stream_error(events, reply)
            return
        if reply.endless:
            events = _endless(body, reply)
        for event in events:
            if event["choices"] and event["choices"][0]["delta"].get("content") and not self._wait(reply.interval):
                return
            if not self._write_event(event):
                return
        self.wfile.write(b"data: [DONE]\n\n")

    def _stream_error(self, events: Iterator[dict[str, Any]], reply: Reply) -> None:
        """What OpenAI-compatible servers send when generation fails after it started: an error event, no [DONE]."""
        n_content = math.ceil(len(reply.content) / max(1, reply.chunk_size))
        for event in itertools.islice(events, 1 + math.ceil(n_content / 2)):
            if not self._write_event(event):
                return
        self._write_event({"error": {"message": reply.stream_error, "type": "server_error", "code": None}})


def _endless(body: dict[str, Any], reply: Reply) -> Iterator[dict[str, Any]]:
    """Content chunks of ``reply`` repeated until ``ENDLESS_CAP`` seconds have passed, then a normal end."""
    piece = Reply(content=reply.content or "and so on ", chunk_size=reply.chunk_size)
    stop_at = time.monotonic() + ENDLESS_CAP
    head, *middle = list(stream_chunks(body, piece))
    yield head
    while time.monotonic() < stop_at:
        yield from (event for event in middle if event["choices"] and event["choices"][0]["delta"].get("content"))
    yield from (event for event in middle if not (event["choices"] and event["choices"][0]["delta"].get("content")))


def _usage(body: dict[str, Any], reply: Reply) -> dict[str, int]:
    if reply.usage is not None:
        prompt, completion = reply.usage
    else:
        prompt_chars = sum(len(str(m.get("content") or "")) for m in body.get("messages") or [] if isinstance(m, dict))
        completion_chars = len(reply.content) + sum(len(c.name) + len(c.arguments) for c in reply.tool_calls)
        prompt, completion = max(1, prompt_chars // 4), max(1, completion_chars // 4)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _base(body: dict[str, Any], obj: str) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-fake{next(_completion_ids)}",
        "object": obj,
        "created": int(time.time()),
        "model": body.get("model") or "fake-model",
        "system_fingerprint": "fp_fake",
    }


def completion_body(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content or None, "refusal": None}
    if not reply.tool_calls and not reply.content:
        message["content"] = ""
    if reply.tool_calls:
        message["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls
        ]
    finish = "tool_calls" if reply.tool_calls else "stop"
    choice = {"index": 0, "message": message, "logprobs": None, "finish_reason": finish}
    return {**_base(body, "chat.completion"), "choices": [choice], "usage": _usage(body, reply)}


def stream_chunks(body: dict[str, Any], reply: Reply) -> Iterator[dict[str, Any]]:
    """The chat.completion.chunk objects OpenAI would stream for ``reply`` (without the final [DONE])."""
    base = _base(body, "chat.completion.chunk")
    include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
    if include_usage:
        base["usage"] = None

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

    yield chunk(
        {"role": "assistant", "content": None if reply.tool_calls and not reply.content else "", "refusal": None}
    )
    size = max(1, reply.chunk_size)
    for start in range(0, len(reply.content), size):
        yield chunk({"content": reply.content[start : start + size]})
    for index, call in enumerate(reply.tool_calls):
        first = {"index": index, "id": call.id, "type": "function", "function": {"name": call.name, "arguments": ""}}
        yield chunk({"tool_calls": [first]})
        for start in range(0, len(call.arguments), 10):
            yield chunk(
                {"tool_calls": [{"index": index, "function": {"arguments": call.arguments[start : start + 10]}}]}
            )
    yield chunk({}, "tool_calls" if reply.tool_calls else "stop")
    if include_usage:
        yield {**base, "choices": [], "usage": _usage(body, reply)}


def _vector(text: str, dimensions: int) -> list[float]:
    """A deterministic unit vector derived from the SHA-256 of ``text``."""
    raw = b"".join(hashlib.sha256(f"{i}:{text}".encode()).digest() for i in range(math.ceil(dimensions / 8)))
    values = [(v / 2**31) - 1.0 for v in struct.unpack(f">{dimensions}I", raw[: dimensions * 4])]
    norm = math.sqrt(sum(v * v for v in values)) or 1.0
    return [v / norm for v in values]


def _embeddings(body: dict[str, Any]) -> dict[str, Any]:
    inputs = body.get("input")
    items = inputs if isinstance(inputs, list) and not all(isinstance(i, int) for i in inputs) else [inputs]
    dimensions = int(body.get("dimensions") or 8)
    data = []
    for index, item in enumerate(items):
        vector: Any = _vector(item if isinstance(item, str) else json.dumps(item), dimensions)
        if body.get("encoding_format") == "base64":  # the openai client asks for base64 by default
            vector = base64.b64encode(struct.pack(f"<{dimensions}f", *vector)).decode()
        data.append({"object": "embedding", "index": index, "embedding": vector})
    tokens = sum(max(1, len(str(i)) // 4) for i in items)
    usage = {"prompt_tokens": tokens, "total_tokens": tokens}
    return {"object": "list", "data": data, "model": body.get("model") or "fake-embedding", "usage": usage}


class FakeOpenAI:
    """A scripted OpenAI-compatible server on 127.0.0.1; use as a context manager (or start()/stop())."""

    MODELS = ("gpt-4o-mini", "gpt-4o", "text-embedding-3-small")

    def __init__(self) -> None:
        self.default: Reply = Reply(content="ok")
        self.responder: Callable[[dict[str, Any]], Reply] | None = None
        self.requests: list[dict[str, Any]] = []
        self.embedding_requests: list[dict[str, Any]] = []
        self.errors: list[BaseException] = []  # exceptions raised by ``responder`` (answered as HTTP 500)
        self.active = 0  # chat requests being answered right now
        self.max_active = 0  # the most chat requests answered at once
        self.disconnects = 0  # chat requests whose client hung up before the answer ended
        self._queue: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        if self._httpd is None:
            raise RuntimeError("FakeOpenAI is not running; use it as a context manager or call start()")
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    @property
    def pending(self) -> int:
        """How many scripted replies have not been consumed yet."""
        with self._lock:
            return len(self._queue)

    def script(self, *replies: Reply) -> None:
        """Queue replies for /v1/chat/completions; they are consumed in order, then ``default`` is used."""
        with self._lock:
            self._queue.extend(replies)

    def start(self) -> FakeOpenAI:
        self._stopping.clear()
        self._httpd = _Server(("127.0.0.1", 0), _Handler)
        self._httpd.fake = self
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Shut the server down; pending delayed replies are aborted instead of waited for."""
        self._stopping.set()
        if self._thread is None or self._httpd is None:
            return
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)
        self._thread = None

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def _record(self, target: list[dict[str, Any]], body: dict[str, Any]) -> None:
        with self._lock:
            target.append(body)

    def _count_active(self, change: int) -> None:
        with self._lock:
            self.active += change
            self.max_active = max(self.max_active, self.active)

    def _count_disconnect(self) -> None:
        with self._lock:
            self.disconnects += 1

    def _next_reply(self, body: dict[str, Any]) -> Reply:
        if self.responder is not None:
            try:
                return self.responder(body)
            except Exception as exc:
                with self._lock:
                    self.errors.append(exc)
                return Reply(status=500, content=f"responder raised {exc!r}")
        with self._lock:
            return self._queue.popleft() if self._queue else self.default
