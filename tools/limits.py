"""Per-user limits on tools that make the model work, wherever the call comes from (agent loop, MCP, CLI).

A tool opts in with ``rate_scope`` (``"generate"`` for scenario generation, ``"evaluate"`` for evaluation); each
call counts against the same per-user Redis budget as the matching API endpoint, and past the limit the call is
refused with a safe message instead of reaching the model. Approving a pending action is not counted twice.
"""

from __future__ import annotations

import math

from nvcpractice.core.throttling import model_call_wait
from tools.execution import Proceed, ToolCallRequest
from tools.protocol import ToolResult


class ModelCallLimitHook:
    """Refuses a model-calling tool once its caller used up the tool's rate scope."""

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult:
        if request.extra.get("confirmed") or not request.tool_registry.is_registered(request.name):
            return proceed(request)
        scope = getattr(request.tool_registry.get(request.name), "rate_scope", None)
        if scope:
            wait = model_call_wait(user_id=request.ctx.user_id, scope=scope)
            if wait is not None:
                return ToolResult.fail(f"{request.name} was used too often; try again in {math.ceil(wait)} seconds")
        return proceed(request)
