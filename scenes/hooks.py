"""Links of the agent's chains: around each model call (memory) and each tool call (safeguard).

Model-call links implement ``before_model(request) -> request`` and ``after_model(request, response) ->
response``; tool-call links implement ``around_tool(request, proceed)`` (see ``tools.execution``). The chains
are ``NVC_MODEL_HOOKS`` and ``NVC_TOOL_HOOKS`` in settings, so a project can add its own links.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from django.conf import settings

from nvcpractice.llm.base import ChatResponse, ToolResultStatus
from nvcpractice.llm.parts import format_parts
from nvcpractice.llm.tokens import approximate_tokens
from nvcpractice.practice.models import Message, PracticeSession
from nvcpractice.practice.services import pending_action_create
from tools.execution import Proceed, ToolCallRequest, prepare_call
from tools.protocol import ToolResult


@dataclass
class TurnMemory:
    """The messages of the turn in progress, kept by the orchestrator as it stores them, and the older history
    once loaded, so a turn reads the history from the database once rather than at every step."""

    first_id: int
    current: list[dict[str, Any]] = field(default_factory=list)
    older: list[dict[str, Any]] | None = None


@dataclass
class ModelRequest:
    """One model call being prepared: the messages and tools to send."""

    session: PracticeSession
    system_prompt: str
    messages: list[dict[str, Any]] = field(default_factory=list)
    tools: list[dict[str, Any]] = field(default_factory=list)
    turn: TurnMemory | None = None


class ModelCallHook(Protocol):
    def before_model(self, request: ModelRequest) -> ModelRequest: ...

    def after_model(self, request: ModelRequest, response: ChatResponse) -> ChatResponse: ...


def message_dict(message: Message) -> dict[str, Any]:
    """A stored message in the chat format (a role-play reply replays in its tagged two-voice form)."""
    content = format_parts(message.parts) if message.parts else message.content
    item: dict[str, Any] = {"role": message.role, "content": content}
    if message.tool_calls:
        item["tool_calls"] = message.tool_calls
    if message.role == Message.Role.TOOL:
        item["tool_call_id"] = message.tool_call_id
    return item


class MemoryHook:
    """Loads the session's history from the database within a token window (``NVC_HISTORY_TOKENS``).

    The current turn (from the last user message on) is always kept whole; older messages are dropped oldest
    first, and the window never starts inside a tool-call group, so the history replays well-formed.
    """

    def before_model(self, request: ModelRequest) -> ModelRequest:
        turn = request.turn
        if turn is None:
            return self._from_database(request)
        if turn.older is None:
            used = sum(approximate_tokens(str(m.get("content") or "")) for m in turn.current)
            older = request.session.messages.exclude(role=Message.Role.SYSTEM).filter(id__lt=turn.first_id)
            turn.older = self._window(list(reversed(older.order_by("-id")[:200])), used)
        request.messages = [{"role": "system", "content": request.system_prompt}, *turn.older, *turn.current]
        return request

    @staticmethod
    def _window(stored: list[Message], used: int) -> list[dict[str, Any]]:
        """The newest of ``stored`` that fit the budget after ``used`` tokens, starting at a user message."""
        budget = getattr(settings, "NVC_HISTORY_TOKENS", 3000)
        kept: list[Message] = []
        for message in reversed(stored):
            used += approximate_tokens(message.content)
            if used > budget:
                break
            kept.insert(0, message)
        while kept and kept[0].role != Message.Role.USER:
            kept.pop(0)
        return [message_dict(m) for m in kept]

    def _from_database(self, request: ModelRequest) -> ModelRequest:
        budget = getattr(settings, "NVC_HISTORY_TOKENS", 3000)
        stored = list(request.session.messages.exclude(role=Message.Role.SYSTEM).order_by("-id")[:200])
        stored.reverse()
        last_user = max((i for i, m in enumerate(stored) if m.role == Message.Role.USER), default=0)
        kept = stored[last_user:]
        used = sum(approximate_tokens(m.content) for m in kept)
        for message in reversed(stored[:last_user]):
            used += approximate_tokens(message.content)
            if used > budget:
                break
            kept.insert(0, message)
        while kept and kept[0].role != Message.Role.USER:
            kept.pop(0)
        request.messages = [{"role": "system", "content": request.system_prompt}] + [message_dict(m) for m in kept]
        return request

    def after_model(self, request: ModelRequest, response: ChatResponse) -> ChatResponse:
        return response


class SafeguardHook:
    """Tools run only where the caller's mode grants them; writing tools at most once per turn.

    Every entry point (agent loop, MCP) passes ``granted``, so a refusal here is audited like any other call.
    """

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult:
        if not request.tool_registry.is_registered(request.name):
            return proceed(request)  # the innermost step refuses an unknown tool
        granted = request.extra.get("granted")
        if granted is not None and request.name not in granted:
            return ToolResult.fail(f"the tool {request.name!r} is not available in this mode")
        if getattr(request.tool_registry.get(request.name), "writes", False):
            writes_this_turn = request.extra.get("writes_this_turn")
            if writes_this_turn is not None:
                if request.name in writes_this_turn:
                    return ToolResult.fail(f"{request.name} already ran in this turn; ask the learner first")
                writes_this_turn.add(request.name)
        return proceed(request)


AWAITING_CONFIRMATION = ToolResultStatus.AWAITING_CONFIRMATION


def awaits_confirmation(data: Any) -> bool:
    """Whether a tool result's data is a change stored to wait for the learner's decision (the one test of it)."""
    return isinstance(data, dict) and data.get("status") == AWAITING_CONFIRMATION


class ConfirmationHook:
    """Writing tools called by the agent wait for the user: the call is stored as a pending action instead.

    Only calls marked ``require_confirmation`` (the agent loop's) wait; the approved call comes back with
    ``confirmed`` and runs. Invalid arguments are refused before anything is stored.
    """

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult:
        if not request.extra.get("require_confirmation") or request.extra.get("confirmed"):
            return proceed(request)
        if not request.tool_registry.is_registered(request.name):
            return proceed(request)
        if not getattr(request.tool_registry.get(request.name), "writes", False):
            return proceed(request)
        refused = prepare_call(request)
        if refused is not None:
            return refused

        action = pending_action_create(
            user_id=request.ctx.user_id,
            session_id=request.ctx.session_id,
            tool=request.name,
            arguments=request.arguments or {},
            tool_call_id=request.extra.get("tool_call_id", ""),
        )
        return ToolResult.ok(
            {
                "status": AWAITING_CONFIRMATION,
                "action_id": action.pk,
                "tool": action.tool,
                "changes": action.arguments,
                "expires_at": action.expires_at.isoformat(),
            }
        )
