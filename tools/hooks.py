"""Links for the chain around each tool call. The audit link records every call as a ``ToolInvocation``."""

from __future__ import annotations

import json
import time

from nvcpractice.practice.services import tool_invocation_record
from tools.execution import Proceed, ToolCallRequest
from tools.protocol import ToolContext, ToolResult

MAX_AUDITED_ARGUMENT_CHARS = 2000


def _audited_arguments(request: ToolCallRequest) -> dict:
    if request.arguments is not None:
        text = json.dumps(request.arguments, ensure_ascii=False, default=str)
        if len(text) <= MAX_AUDITED_ARGUMENT_CHARS:
            return request.arguments
        return {"_truncated": text[:MAX_AUDITED_ARGUMENT_CHARS]}
    raw = request.raw_arguments if isinstance(request.raw_arguments, str) else repr(request.raw_arguments)
    return {"_raw": raw[:MAX_AUDITED_ARGUMENT_CHARS]}


class AuditHook:
    """Times the rest of the chain and stores tool, arguments, outcome and latency."""

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult:

        started = time.perf_counter()
        result = proceed(request)
        tool_invocation_record(
            user_id=request.ctx.user_id,
            session_id=request.ctx.session_id,
            tool=request.name[:64],
            arguments=_audited_arguments(request),
            ok=result.success,
            error=result.error,
            latency_ms=(time.perf_counter() - started) * 1000,
        )
        return result


def refusal_record(*, ctx: ToolContext, name: str, raw_arguments: str, error: str) -> ToolResult:
    """Audit a call its caller refused before the execution path (e.g. the agent loop's limits) like any other."""
    request = ToolCallRequest(name=name, raw_arguments=raw_arguments, ctx=ctx)
    tool_invocation_record(
        user_id=ctx.user_id,
        session_id=ctx.session_id,
        tool=name[:64],
        arguments=_audited_arguments(request),
        ok=False,
        error=error,
        latency_ms=0.0,
    )
    return ToolResult.fail(error)
