"""The NVC tools as an MCP server, over stdio or Streamable HTTP.

Who calls is the owner of a DRF API token: on stdio the token comes from ``NVC_MCP_TOKEN`` and is checked before
anything is served; over HTTP every request carries ``Authorization: Bearer <token>`` and is refused with 401
before it reaches MCP when the token is missing or wrong. The mode is fixed by ``--mode`` on stdio; over HTTP a
request may choose it with the path ``/mcp/<mode>`` or ``?mode=``, else ``--mode`` applies.

A client sees exactly the tools its mode grants (``scenes.modes.tools_for(mode)``; the whole grant in the
structured mode), each with its JSON input schema. Calls take the single execution path,
``tools.execution.execute_tool_call`` (validation, hooks, audit), with ``ToolContext(user_id=<token's user>,
session_id=None, mode=<mode>, locale=<profile locale>)`` and a registry narrowed to the grant, so a call to a tool
the mode does not grant is refused (and audited) like an unknown tool. Writing tools wait for the learner's
approval in the app, as on the web (:mod:`mcp_bridge.approval`). Results are MCP text content holding the
JSON of ``ToolResult.to_payload()`` (also as structured content), ``isError`` on failure.

The ORM is synchronous: every database step runs in a worker thread (``sync_to_async(thread_sensitive=False)``),
so the server's event loop never blocks on it.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import parse_qs

import anyio
import mcp_types as types
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http_manager import StreamableHTTPASGIApp, StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from rest_framework.authentication import TokenAuthentication
from rest_framework.exceptions import AuthenticationFailed
from starlette.applications import Starlette
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from mcp_bridge import approval
from nvcpractice.core.body_limit import BodyLimitASGI
from nvcpractice.core.throttling import user_request_wait
from nvcpractice.practice.models import Mode
from nvcpractice.profiles.selectors import profile_of
from scenes.modes import tools_for
from tools.execution import execute_tool_call
from tools.protocol import NvcTool, ToolContext, ToolResult
from tools.registry import ToolRegistry, registry

logger = logging.getLogger(__name__)

SERVER_NAME = "nvc-practice"
INSTRUCTIONS = (
    "Tools for practising Nonviolent Communication (observation, feeling, need, request). The tools offered "
    "depend on the practice mode; they act for the owner of the API token."
)
#: Where the HTTP gate leaves the authenticated caller for the MCP handlers (the ASGI scope of the request).
SCOPE_KEY = "nvc_mcp.caller"
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")


@dataclass(frozen=True, slots=True)
class McpCaller:
    """Who calls and in which mode: built from the API token and the transport, never from MCP messages."""

    user_id: int
    locale: str
    mode: str

    def context(self) -> ToolContext:
        return ToolContext(user_id=self.user_id, session_id=None, mode=self.mode, locale=self.locale)


# -- identity and grants (synchronous: run them in a worker thread from async code) --------------------------------
def user_for_token(key: str | None):
    """The active user owning the API token ``key``, or None (unknown token, inactive user, nothing given)."""

    key = (key or "").strip()
    if not key or len(key) > 128:
        return None
    try:
        user, _ = TokenAuthentication().authenticate_credentials(key)
    except AuthenticationFailed:
        return None
    return user


def caller_for_token(key: str | None, mode: str) -> McpCaller | None:
    """The caller behind ``key`` in ``mode`` (locale from the profile), or None when the token is refused."""

    user = user_for_token(key)
    if user is None:
        return None
    return McpCaller(user_id=user.pk, locale=profile_of(user=user).locale, mode=mode)


def granted_tools(mode: str, *, source: ToolRegistry | None = None) -> list[NvcTool]:
    """The registered tools ``mode`` grants, in the scene mapping's order (the whole grant, no step narrowing)."""
    source = source or registry
    return [source.get(name) for name in tools_for(mode) if source.is_registered(name)]


def call_tool(caller: McpCaller, name: str, arguments: dict[str, Any] | None) -> ToolResult:
    """Run one MCP tool call through ``execute_tool_call`` with a registry narrowed to the caller's grant.

    A writing tool does not run: it waits as a pending action for the learner's approval (``approval``). Each call
    counts against the per-user request ceiling the API applies, in the same counters.
    """
    wait = user_request_wait(user_id=caller.user_id)
    if wait is not None:
        return ToolResult.fail(f"too many requests: try again in {math.ceil(wait)} seconds")
    grant = ToolRegistry()
    for tool in granted_tools(caller.mode):
        grant.register(tool)
    ctx = caller.context()
    if approval.writes(grant, name):
        ctx = replace(ctx, session_id=approval.approval_session_id(user_id=caller.user_id, mode=caller.mode))
    outcome = execute_tool_call(
        name,
        arguments if arguments is not None else {},
        ctx,
        tool_registry=grant,
        extra={"granted": tuple(grant.names()), "require_confirmation": True},
    )
    return approval.awaiting_result(outcome.result, ctx.session_id) if ctx.session_id else outcome.result


def _in_thread(function: Callable[..., Any]) -> Callable[..., Awaitable[Any]]:
    """``function`` as a coroutine run in a worker thread, with the thread's database connection kept tidy."""

    def run(*args: Any, **kwargs: Any) -> Any:
        close_old_connections()
        try:
            return function(*args, **kwargs)
        finally:
            close_old_connections()

    return sync_to_async(run, thread_sensitive=False)


# -- the MCP server ------------------------------------------------------------------------------------------------
def mcp_tool(tool: NvcTool) -> types.Tool:
    """The MCP listing entry of ``tool``: name, description, JSON input schema, and whether it only reads."""
    return types.Tool(
        name=tool.name,
        description=tool.description,
        input_schema=tool.input_schema,
        annotations=types.ToolAnnotations(read_only_hint=not getattr(tool, "writes", False)),
    )


def mcp_result(result: ToolResult) -> types.CallToolResult:
    """``ToolResult`` → MCP: the JSON payload as text (and structured) content, ``isError`` on failure."""
    payload = result.to_payload()
    text = json.dumps(payload, ensure_ascii=False, default=str)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=json.loads(text),
        is_error=not result.success,
    )


CallerResolver = Callable[[ServerRequestContext[Any, Any]], Awaitable[McpCaller]]


def build_server(resolve_caller: CallerResolver) -> Server[Any]:
    """A low-level MCP server whose handlers learn the caller from ``resolve_caller`` on every request."""

    async def list_tools(ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None):
        caller = await resolve_caller(ctx)
        return types.ListToolsResult(tools=[mcp_tool(tool) for tool in granted_tools(caller.mode)])

    async def call(ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams):
        caller = await resolve_caller(ctx)
        result = await _in_thread(call_tool)(caller, params.name, params.arguments)
        return mcp_result(result)

    return Server(SERVER_NAME, version="1.0.0", instructions=INSTRUCTIONS, on_list_tools=list_tools, on_call_tool=call)


def _refused(message: str) -> MCPError:
    return MCPError(code=types.INVALID_REQUEST, message=message)


# -- stdio ---------------------------------------------------------------------------------------------------------
async def serve_stdio(token: str, mode: str) -> None:
    """Serve ``mode``'s tools on stdin/stdout for the owner of ``token`` (checked again on every request)."""

    async def resolve(ctx: ServerRequestContext[Any, Any]) -> McpCaller:
        caller = await _in_thread(caller_for_token)(token, mode)
        if caller is None:
            raise _refused("the API token is no longer valid")
        return caller

    server = build_server(resolve)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def run_stdio(token: str, mode: str) -> None:
    anyio.run(serve_stdio, token, mode)


# -- Streamable HTTP -----------------------------------------------------------------------------------------------
async def _caller_from_request(ctx: ServerRequestContext[Any, Any]) -> McpCaller:
    request = ctx.request
    caller = request.scope.get(SCOPE_KEY) if request is not None else None
    if not isinstance(caller, McpCaller):
        raise _refused("not authenticated")
    return caller


async def _send_json(send: Send, status: int, body: dict[str, Any], headers: list[tuple[bytes, bytes]] = ()) -> None:
    data = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode()), *headers],
        }
    )
    await send({"type": "http.response.body", "body": data})


def _bearer_token(scope: Scope) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" else None
    return None


def _requested_mode(scope: Scope, default_mode: str) -> str:
    mode = (scope.get("path_params") or {}).get("mode")
    if not mode:
        values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("mode")
        mode = values[0] if values else None
    return mode or default_mode


class BearerTokenGate:
    """ASGI gate in front of the MCP endpoint: a valid API token and a known mode, or no MCP at all.

    Missing or wrong token: 401 (with ``WWW-Authenticate: Bearer``), whatever the request. Unknown mode: 404.
    Otherwise the caller goes into the request's scope for the handlers, and into ``scope["user"]`` so the
    session manager binds each MCP session to the user who opened it.
    """

    def __init__(self, app: ASGIApp, default_mode: str) -> None:
        self.app = app
        self.default_mode = default_mode

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # pragma: no cover - the routes only match HTTP
            await self.app(scope, receive, send)
            return
        mode = _requested_mode(scope, self.default_mode)
        caller = await _in_thread(caller_for_token)(_bearer_token(scope), mode)
        if caller is None:
            await _send_json(
                send,
                401,
                {"error": "invalid_token", "error_description": "send Authorization: Bearer <your API token>"},
                [(b"www-authenticate", b'Bearer error="invalid_token"')],
            )
            return
        if mode not in Mode.values:
            await _send_json(send, 404, {"error": f"unknown mode; use one of {', '.join(Mode.values)}"})
            return
        scope[SCOPE_KEY] = caller
        scope["user"] = AuthenticatedUser(AccessToken(token="", client_id=f"nvc-user-{caller.user_id}", scopes=[]))
        await self.app(scope, receive, send)


def transport_security(host: str) -> TransportSecuritySettings | None:
    """DNS-rebinding protection: loopback names always; plus Django's ``ALLOWED_HOSTS`` unless it allows all."""
    names = [*LOOPBACK_HOSTS, *(h for h in settings.ALLOWED_HOSTS if h and not h.startswith("."))]
    if host not in LOOPBACK_HOSTS and "*" in names:
        return None
    names = [f"[{name}]" if ":" in name and not name.startswith("[") else name for name in dict.fromkeys(names)]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[*names, *(f"{name}:*" for name in names)],
        allowed_origins=[
            f"{scheme}://{name}{port}" for scheme in ("http", "https") for name in names for port in ("", ":*")
        ],
    )


def build_http_app(*, default_mode: str, host: str = "127.0.0.1", path: str = "/mcp") -> Starlette:
    """The Streamable HTTP app: ``path`` (mode from ``?mode=`` or ``default_mode``) and ``path/<mode>``."""
    manager = StreamableHTTPSessionManager(
        app=build_server(_caller_from_request), security_settings=transport_security(host)
    )
    gate = BearerTokenGate(StreamableHTTPASGIApp(manager), default_mode)
    path = "/" + path.strip("/")
    return Starlette(
        routes=[Route(path, endpoint=gate), Route(f"{path}/{{mode}}", endpoint=gate)],
        lifespan=lambda app: manager.run(),
    )


def run_http(*, default_mode: str, host: str, port: int, path: str = "/mcp", log_level: str = "info") -> None:
    import uvicorn

    app = BodyLimitASGI(build_http_app(default_mode=default_mode, host=host, path=path))  # 413 past the limit
    uvicorn.run(app, host=host, port=port, log_level=log_level, lifespan="on")
