"""External MCP servers' tools in the NVC tool registry.

``NVC_MCP_SERVERS`` lists the servers, each a dict::

    {"name": "calendar", "command": ["python", "server.py"], "prefix": "cal_", "allow": ["list_events"]}
    {"name": "kb", "url": "http://127.0.0.1:9000/mcp", "prefix": "kb_", "allow": ["search"],
     "headers": {"Authorization": "Bearer …"}}

``command`` (a list: stdio) or ``url`` (Streamable HTTP); optional ``env`` (stdio), ``headers`` (HTTP),
``timeout`` (seconds to connect and list, default 5) and ``call_timeout`` (seconds per call, default 30).

When the registry is first read, :func:`register_external_servers` lists each server's tools and registers the
allowed ones (and only those) as ``tools.protocol.SchemaTool``\\ s named ``<prefix><tool name>`` (sanitised to
the registry's name pattern), with the external input schema made strict (``additionalProperties: false``). A
schema must pass the allow-list of :mod:`mcp_bridge.schema_policy` (every property named and typed, no open objects, no
``patternProperties``, no identity-like names), else the tool is refused with the reasons logged; a server
that cannot be reached within its timeout logs a warning and adds nothing — start-up never fails because of an
external server.

An external tool reaches the model only in a mode whose scene mapping (``NVC_SCENE_TOOLS``) names it, and its
calls take ``execute_tool_call`` like any tool (so they are validated and audited). Each call opens a session to
the server (stdio: spawns the command; HTTP: connects), calls the tool and closes it; a failure becomes
``ToolResult.fail`` with a message safe to show the model. No identity is ever sent to the external server.
"""

from __future__ import annotations

import asyncio
import copy
import json
import logging
import os
import re
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TextIO

import anyio
import httpx2
import mcp_types as types
from django.conf import settings
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from mcp_bridge.schema_policy import schema_problems
from tools.protocol import SchemaTool, ToolContext, ToolResult
from tools.registry import AlreadyRegistered, ImproperlyDefinedTool, ToolRegistry, registry

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 5.0
DEFAULT_CALL_TIMEOUT = 30.0
MAX_LIST_PAGES = 20
MAX_RESULT_CHARS = 16000
MAX_ERROR_CHARS = 300


class ExternalServerConfigError(ValueError):
    """An ``NVC_MCP_SERVERS`` entry is malformed."""


@dataclass(frozen=True)
class ExternalServer:
    """One validated ``NVC_MCP_SERVERS`` entry."""

    name: str
    prefix: str
    allow: tuple[str, ...]
    command: tuple[str, ...] = ()
    url: str = ""
    env: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    timeout: float = DEFAULT_TIMEOUT
    call_timeout: float = DEFAULT_CALL_TIMEOUT

    @classmethod
    def from_setting(cls, entry: Any) -> ExternalServer:
        if not isinstance(entry, dict):
            raise ExternalServerConfigError("each entry must be a dict")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ExternalServerConfigError("'name' must be a non-empty string")
        command, url = entry.get("command"), entry.get("url")
        if (command is None) == (url is None):
            raise ExternalServerConfigError(f"{name}: give exactly one of 'command' (stdio) or 'url' (HTTP)")
        if command is not None and (
            not isinstance(command, list) or not command or not all(isinstance(part, str) for part in command)
        ):
            raise ExternalServerConfigError(f"{name}: 'command' must be a non-empty list of strings")
        if url is not None and (not isinstance(url, str) or not url.startswith(("http://", "https://"))):
            raise ExternalServerConfigError(f"{name}: 'url' must be an http(s) URL")
        prefix = entry.get("prefix", "")
        if not isinstance(prefix, str):
            raise ExternalServerConfigError(f"{name}: 'prefix' must be a string")
        allow = entry.get("allow")
        if not isinstance(allow, list) or not all(isinstance(tool, str) for tool in allow):
            raise ExternalServerConfigError(f"{name}: 'allow' must be a list of tool names")
        env, headers = entry.get("env") or {}, entry.get("headers") or {}
        for label, mapping in (("env", env), ("headers", headers)):
            if not isinstance(mapping, dict) or not all(isinstance(v, str) for v in mapping.values()):
                raise ExternalServerConfigError(f"{name}: '{label}' must map names to strings")
        timeouts = {}
        for key, default in (("timeout", DEFAULT_TIMEOUT), ("call_timeout", DEFAULT_CALL_TIMEOUT)):
            value = entry.get(key, default)
            if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
                raise ExternalServerConfigError(f"{name}: '{key}' must be a positive number of seconds")
            timeouts[key] = float(value)
        return cls(
            name=name.strip(),
            prefix=prefix,
            allow=tuple(allow),
            command=tuple(command or ()),
            url=url or "",
            env=dict(env),
            headers=dict(headers),
            **timeouts,
        )

    @property
    def transport(self) -> str:
        return "stdio" if self.command else "http"


def local_name(prefix: str, remote_name: str) -> str:
    """``<prefix><remote name>`` sanitised to the registry's ``^[a-z][a-z0-9_]{0,63}$``."""
    name = re.sub(r"[^a-z0-9_]", "_", f"{prefix}{remote_name}".lower())
    if not name[:1].isalpha():
        name = f"x{name}"
    return name[:64]


# -- talking to a server -------------------------------------------------------------------------------------------
def _errlog() -> TextIO:
    """Where a stdio server's stderr goes: ours when it is a real file, else the null device."""
    try:
        sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        return open(os.devnull, "w")
    return sys.stderr


@asynccontextmanager
async def connect(server: ExternalServer) -> AsyncIterator[Client]:
    """An initialised MCP client session to ``server``; closed (process stopped, HTTP session ended) on exit."""
    async with AsyncExitStack() as stack:
        if server.command:
            errlog = _errlog()
            if errlog is not sys.stderr:
                stack.callback(errlog.close)
            params = StdioServerParameters(command=server.command[0], args=list(server.command[1:]), env=server.env)
            transport = stdio_client(params, errlog=errlog)
        else:
            http = await stack.enter_async_context(
                httpx2.AsyncClient(
                    headers=server.headers, timeout=httpx2.Timeout(server.timeout, read=server.call_timeout)
                )
            )
            transport = streamable_http_client(server.url, http_client=http)
        client = Client(transport, cache=None, read_timeout_seconds=server.call_timeout)
        yield await stack.enter_async_context(client)


async def list_remote_tools(server: ExternalServer) -> list[types.Tool]:
    async with connect(server) as client:
        listed: list[types.Tool] = []
        cursor = None
        for _ in range(MAX_LIST_PAGES):
            page = await client.list_tools(cursor=cursor)
            listed.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        return listed


async def call_remote_tool(server: ExternalServer, remote_name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    async with connect(server) as client:
        return await client.call_tool(remote_name, arguments)


def run_bounded(function: Callable[..., Awaitable[Any]], *args: Any, timeout: float) -> Any:
    """Run the coroutine function to completion within ``timeout`` seconds, from synchronous code.

    In a thread with no running event loop it runs right here; otherwise in a helper thread with its own loop.
    """

    async def bounded() -> Any:
        with anyio.fail_after(timeout):
            return await function(*args)

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return anyio.run(bounded)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="mcp-client") as pool:
        return pool.submit(anyio.run, bounded).result()


def _is_timeout(exc: BaseException) -> bool:
    if isinstance(exc, TimeoutError):
        return True
    if isinstance(exc, BaseExceptionGroup):
        return any(_is_timeout(sub) for sub in exc.exceptions)
    return False


def _describe(exc: BaseException) -> str:
    if isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        return _describe(exc.exceptions[0])
    return f"{type(exc).__name__}: {exc}"[:300]


# -- results -------------------------------------------------------------------------------------------------------
def _text_of(result: types.CallToolResult) -> str:
    parts = []
    for block in result.content:
        if isinstance(block, types.TextContent):
            parts.append(block.text)
        else:
            parts.append(f"[{getattr(block, 'type', 'content')} omitted]")
    return "\n".join(parts)


def to_tool_result(result: types.CallToolResult, name: str) -> ToolResult:
    """An external ``CallToolResult`` as a ``ToolResult``: structured content, else the text (JSON if it is)."""
    text = _text_of(result)
    if result.is_error:
        detail = " ".join(text.split())[:MAX_ERROR_CHARS]
        return ToolResult.fail(f"{name} failed: {detail}" if detail else f"{name} failed")
    if result.structured_content is not None:
        return ToolResult.ok(result.structured_content)
    try:
        return ToolResult.ok(json.loads(text))
    except ValueError:
        return ToolResult.ok({"text": text[:MAX_RESULT_CHARS]})


def external_tool(server: ExternalServer, remote: types.Tool) -> SchemaTool:
    """The registry entry for ``remote``: strict schema, calls forwarded to the server one session per call."""
    name = local_name(server.prefix, remote.name)
    schema = copy.deepcopy(remote.input_schema) if isinstance(remote.input_schema, dict) else {}
    schema.setdefault("type", "object")
    schema.setdefault("properties", {})
    if schema.get("additionalProperties", None) is not False:
        if "additionalProperties" in schema:
            logger.info("MCP server %s: %s accepts extra properties; registering it strict", server.name, name)
        schema["additionalProperties"] = False
    description = (remote.description or "").strip() or f"{remote.name} (from the MCP server {server.name})"
    read_only = bool(remote.annotations and remote.annotations.read_only_hint)

    def call(arguments: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            result = run_bounded(call_remote_tool, server, remote.name, arguments, timeout=server.call_timeout)
        except Exception as exc:
            if _is_timeout(exc):
                logger.warning("MCP server %s: %s timed out after %ss", server.name, remote.name, server.call_timeout)
                return ToolResult.fail(f"{name} did not answer in time; try again later")
            logger.warning("MCP server %s: calling %s failed (%s)", server.name, remote.name, _describe(exc))
            return ToolResult.fail(f"{name} is unavailable right now; try something else")
        return to_tool_result(result, name)

    return SchemaTool(name=name, description=description[:1024], schema=schema, call=call, writes=not read_only)


# -- start-up ------------------------------------------------------------------------------------------------------
def register_server(server: ExternalServer, *, target: ToolRegistry) -> list[str]:
    """List ``server``'s tools and register the allowed ones in ``target``; return the names registered."""
    if not server.allow:
        logger.warning("MCP server %s: 'allow' is empty, so no tool is registered", server.name)
        return []
    try:
        remote_tools = run_bounded(list_remote_tools, server, timeout=server.timeout)
    except Exception as exc:
        reason = f"no answer within {server.timeout}s" if _is_timeout(exc) else _describe(exc)
        logger.warning(
            "MCP server %s (%s) is unreachable (%s); none of its tools is registered",
            server.name,
            server.transport,
            reason,
        )
        return []
    by_name = {tool.name: tool for tool in remote_tools}
    registered = []
    for remote_name in server.allow:
        remote = by_name.get(remote_name)
        if remote is None:
            logger.warning("MCP server %s does not offer the allowed tool %r", server.name, remote_name)
            continue
        problems = schema_problems(remote.input_schema)
        if problems:
            logger.warning("MCP server %s: %s is refused: %s", server.name, remote_name, "; ".join(problems[:5]))
            continue
        tool = external_tool(server, remote)
        try:
            target.register(tool)  # validates the tool first
        except ImproperlyDefinedTool as exc:
            logger.warning("MCP server %s: %s is refused: %s", server.name, remote_name, exc)
            continue
        except AlreadyRegistered:
            logger.warning(
                "MCP server %s: a tool named %r is registered already; %r skipped", server.name, tool.name, remote_name
            )
            continue
        registered.append(tool.name)
    logger.info("MCP server %s: registered %s", server.name, ", ".join(registered) or "nothing")
    return registered


def register_external_servers(
    servers: list[dict[str, Any]] | None = None, *, target: ToolRegistry = registry
) -> list[str]:
    """Register the allowed tools of ``servers`` (default ``settings.NVC_MCP_SERVERS``); never raises for a server.

    Returns the registered tool names. Malformed entries and unreachable servers log a warning and add nothing.
    """
    entries = getattr(settings, "NVC_MCP_SERVERS", None) if servers is None else servers
    if not entries:
        return []
    if not isinstance(entries, list | tuple):
        logger.warning("NVC_MCP_SERVERS must be a list of dicts; ignored")
        return []
    registered = []
    for entry in entries:
        try:
            server = ExternalServer.from_setting(entry)
        except ExternalServerConfigError as exc:
            logger.warning("NVC_MCP_SERVERS: entry skipped: %s", exc)
            continue
        registered += register_server(server, target=target)
    return registered
