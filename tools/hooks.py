"""Links for the chain around each tool call. The audit link records every call as a ``ToolInvocation``."""

from __future__ import annotations

import json
import time

from nvcpractice.practice.services import tool_invocation_record
from nvcpractice.storable import storable_text
from tools.execution import Proceed, ToolCallRequest, arguments_parse
from tools.protocol import ToolContext, ToolError, ToolResult

MAX_AUDITED_ARGUMENT_CHARS = 2000


def _audited_arguments(request: ToolCallRequest) -> dict:
    """The arguments as parsed (also for a call refused before parsing); the raw text when they do not parse."""
    arguments = request.arguments
    if arguments is None:
        try:
            arguments = arguments_parse(request.raw_arguments)
        except ToolError:
            raw = request.raw_arguments if isinstance(request.raw_arguments, str) else repr(request.raw_arguments)
            return {"_raw": raw[:MAX_AUDITED_ARGUMENT_CHARS]}
    text = json.dumps(arguments, ensure_ascii=False, default=str)
    if len(text) <= MAX_AUDITED_ARGUMENT_CHARS:
        return arguments
    return {"_truncated": text[:MAX_AUDITED_ARGUMENT_CHARS]}


def _record(request: ToolCallRequest, result: ToolResult, latency_ms: float) -> None:
    tool_invocation_record(
        user_id=request.ctx.user_id,
        session_id=request.ctx.session_id,
        tool=storable_text(request.name[:64]),
        arguments=_audited_arguments(request),
        ok=result.success,
        error=storable_text(result.error or ""),
        latency_ms=latency_ms,
    )


class AuditHook:
    """Times the rest of the chain and stores tool, arguments, outcome and latency."""

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult:
        started = time.perf_counter()
        result = proceed(request)
        _record(request, result, (time.perf_counter() - started) * 1000)
        return result


def refusal_record(*, ctx: ToolContext, name: str, raw_arguments: str, error: str) -> ToolResult:
    """Audit a call its caller refused before the execution path (e.g. the agent loop's limits) like any other."""
    result = ToolResult.fail(error)
    _record(ToolCallRequest(name=name, raw_arguments=raw_arguments, ctx=ctx), result, 0.0)
    return result
