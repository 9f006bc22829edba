"""The floor of a streamed turn: the least a server must do for one, to measure the project's server against.

A Starlette app (``uvicorn --factory bench.floor_server:from_environment``, one worker, as the project is served)
with one route shaped like the project's: ``POST /api/sessions/<id>/messages/`` with ``Authorization: Token <key>``
(or ``Bearer``). Per turn it does only what a turn must, on psycopg's async pool against the same database:

1. one query: the API token → its user, in the project's own token table;
2. one query: the session, owned by that user;
3. one insert: the learner's message;
4. the model's reply streamed (``stream: true`` to the same fake model) and relayed as SSE, one ``delta`` event per
   chunk, read with ``httpx`` and ``json.loads``;
5. one insert: the reply; then a ``done`` event.

No routing, no tools, no history, no throttles, no middleware; the garbage collector and the GIL's switch interval
tuned at start-up as the project's server tunes them (``NVC_GC_THRESHOLD``, ``NVC_SWITCH_INTERVAL``; written out
here, since the project's ``core.lifespan`` imports Django). Tables and column defaults come from the project's
models: :func:`spec` builds them in the bench process (Django loaded) and the server reads them from
``NVC_FLOOR_SPEC`` (JSON), so the server itself imports neither Django nor the project.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
from psycopg.types.json import Jsonb
from psycopg_pool import AsyncConnectionPool
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

SYSTEM_PROMPT = "You are a Nonviolent Communication coach."
MODEL_NAME = "gpt-4o-mini"
_AUTH_SCHEMES = ("token", "bearer")
APPLICATION_NAME = "nvc-bench-floor"


def spec() -> dict[str, Any]:
    """SQL and connection settings for the floor, from the project's models and the bench's database settings."""
    from django.conf import settings
    from rest_framework.authtoken.models import Token

    from nvcpractice.practice.models import Message, PracticeSession

    db = settings.DATABASES["default"]
    conninfo = {"dbname": db["NAME"], "user": db.get("USER"), "host": db.get("HOST"), "port": db.get("PORT")}
    conninfo["password"] = db.get("PASSWORD")
    conninfo["application_name"] = APPLICATION_NAME  # the bench tells the floor's connections from the project's
    pool = (db.get("OPTIONS") or {}).get("pool")
    max_size = pool.get("max_size", 40) if isinstance(pool, dict) else 40
    return {
        "conninfo": {key: str(value) for key, value in conninfo.items() if value},
        "pool_max_size": max_size,
        "gc_threshold": settings.NVC_GC_THRESHOLD,
        "switch_interval": settings.NVC_SWITCH_INTERVAL,
        "token_sql": f"SELECT user_id FROM {Token._meta.db_table} WHERE key = %s",  # noqa: S608
        "session_sql": f"SELECT id, mode FROM {PracticeSession._meta.db_table} WHERE id = %s AND user_id = %s",  # noqa: S608
        **_message_insert(Message),
    }


def _message_insert(model) -> dict[str, Any]:
    """``INSERT`` of one message: session, role and content given; every other column its model default."""
    given = {"session": "session_id", "role": "role", "content": "content"}
    columns, fixed = [], []
    for field in model._meta.concrete_fields:
        if field.primary_key or field.name in given:
            continue
        columns.append(field.column)
        if getattr(field, "auto_now_add", False) or getattr(field, "auto_now", False):
            fixed.append({"sql": "now()"})
        elif field.has_default():
            fixed.append({"value": field.get_default(), "json": field.get_internal_type() == "JSONField"})
        elif field.null:
            fixed.append({"value": None})
        else:
            fixed.append({"value": ""})
    placeholders = ["%s", "%s", "%s"] + [item.get("sql", "%s") for item in fixed]
    table = model._meta.db_table
    statement = (
        f"INSERT INTO {table} ({', '.join([*given.values(), *columns])}) "  # noqa: S608
        f"VALUES ({', '.join(placeholders)}) RETURNING id"
    )
    return {"message_sql": statement, "message_defaults": [item for item in fixed if "sql" not in item]}


class Floor:
    """The app's state: the spec, the database pool and the model client (opened in the lifespan)."""

    def __init__(self, config: dict[str, Any], model_url: str) -> None:
        self.config = config
        self.model_url = model_url.rstrip("/")
        self.defaults = [
            Jsonb(item["value"]) if item.get("json") else item["value"] for item in config["message_defaults"]
        ]
        self.pool: AsyncConnectionPool | None = None
        self.client: httpx.AsyncClient | None = None

    async def open(self) -> None:
        self.pool = AsyncConnectionPool(
            kwargs={**self.config["conninfo"], "autocommit": True},
            min_size=2,
            max_size=int(self.config["pool_max_size"]),
            timeout=8,
            open=False,
        )
        await self.pool.open(wait=True)
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
        self.client = httpx.AsyncClient(limits=limits, timeout=60)

    async def close(self) -> None:
        if self.client is not None:
            await self.client.aclose()
        if self.pool is not None:
            await self.pool.close()

    async def start_turn(self, token: str, session_id: int, content: str) -> int | None:
        """Token → user, the session, the learner's message stored: the session id, or None if not allowed."""
        async with self.pool.connection() as conn:
            row = await (await conn.execute(self.config["token_sql"], (token,))).fetchone()
            if row is None:
                return None
            session = await (await conn.execute(self.config["session_sql"], (session_id, row[0]))).fetchone()
            if session is None:
                return None
            await conn.execute(self.config["message_sql"], (session_id, "user", content, *self.defaults))
        return session_id

    async def store_reply(self, session_id: int, content: str) -> int:
        async with self.pool.connection() as conn:
            cursor = await conn.execute(self.config["message_sql"], (session_id, "assistant", content, *self.defaults))
            return (await cursor.fetchone())[0]

    async def relay(self, session_id: int, content: str) -> AsyncIterator[bytes]:
        """The model's stream as ``delta`` events, then the reply stored and ``done``."""
        body = {
            "model": MODEL_NAME,
            "stream": True,
            "messages": [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": content}],
        }
        parts: list[str] = []
        yield b": stream open\n\n"
        try:
            async with self.client.stream("POST", f"{self.model_url}/chat/completions", json=body) as response:
                response.raise_for_status()
                async for line in response.aiter_lines():
                    if not line.startswith("data: ") or line == "data: [DONE]":
                        continue
                    choices = json.loads(line[6:]).get("choices") or []
                    text = (choices[0].get("delta") or {}).get("content") if choices else None
                    if text:
                        parts.append(text)
                        yield _event("delta", {"text": text})
            reply = "".join(parts)
            message_id = await self.store_reply(session_id, reply)
        except Exception as exc:  # the load generator counts an error event as a failed stream
            yield _event("error", {"error": f"{type(exc).__name__}: {exc}"[:200], "status": 502})
            return
        yield _event("done", {"content": reply, "message_id": message_id, "stop_reason": "final"})


def _event(kind: str, data: dict[str, Any]) -> bytes:
    return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode()


def _token(request: Request) -> str | None:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    return token.strip() or None if scheme.lower() in _AUTH_SCHEMES else None


async def post_message(request: Request) -> Response:
    floor: Floor = request.app.state.floor
    token = _token(request)
    payload = await request.json()
    content = payload.get("content") if isinstance(payload, dict) else None
    if not token or not isinstance(content, str) or not content.strip():
        return JSONResponse({"error": "a token and a content are required"}, status_code=400)
    session_id = await floor.start_turn(token, int(request.path_params["session_id"]), content)
    if session_id is None:
        return JSONResponse({"error": "not found"}, status_code=404)
    return StreamingResponse(floor.relay(session_id, content), media_type="text/event-stream")


async def healthz(request: Request) -> Response:
    return JSONResponse({"status": "ok"})


def create_app(config: dict[str, Any], model_url: str) -> Starlette:
    floor = Floor(config, model_url)

    @asynccontextmanager
    async def lifespan(app: Starlette):
        if config.get("gc_threshold"):  # the interpreter tuned as the project's server tunes it at start-up
            gc.collect()
            gc.freeze()
            gc.set_threshold(int(config["gc_threshold"]), *gc.get_threshold()[1:])
        if config.get("switch_interval"):
            sys.setswitchinterval(float(config["switch_interval"]))
        await floor.open()
        app.state.floor = floor
        try:
            yield
        finally:
            await floor.close()

    routes = [
        Route("/api/sessions/{session_id:int}/messages/", post_message, methods=["POST"]),
        Route("/healthz", healthz),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


def from_environment() -> Starlette:
    """The app for ``uvicorn --factory bench.floor_server:from_environment``: ``NVC_FLOOR_SPEC`` (JSON from
    :func:`spec`) and ``OPENAI_BASE_URL``."""
    return create_app(json.loads(os.environ["NVC_FLOOR_SPEC"]), os.environ["OPENAI_BASE_URL"])
