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
from nvcpractice.practice.selectors import HISTORY_FIELDS, SessionHistory, pending_actions_waiting, session_history
from nvcpractice.practice.services import pending_action_create
from tools.execution import Proceed, ToolCallRequest, prepare_call
from tools.protocol import ToolResult
from tools.registry import registry


@dataclass
class TurnMemory:
    """The turn in progress (from its user message on, kept whole, extended as the orchestrator stores its steps)
    and the stored messages before it, read once per turn rather than at every step; ``window`` is the part of
    ``earlier`` sent to the model, chosen at the turn's first model call."""

    current: list[dict[str, Any]] = field(default_factory=list)
    earlier: list[dict[str, Any]] = field(default_factory=list)
    window: list[dict[str, Any]] | None = None

    @classmethod
    def of_history(cls, messages: list[dict[str, Any]]) -> TurnMemory:
        """A stored history (oldest first, chat format) split at its last user message: the current turn from
        there on, the earlier messages before it (all of them earlier when there is no user message)."""
        last_user = max((i for i, m in enumerate(messages) if m["role"] == Message.Role.USER), default=len(messages))
        return cls(current=messages[last_user:], earlier=messages[:last_user])


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


def chat_message(
    *, role: str, content: str, tool_calls: list | None, tool_call_id: str, parts: list | None
) -> dict[str, Any]:
    """A stored message in the chat format (a role-play reply replays in its tagged two-voice form)."""
    item: dict[str, Any] = {"role": role, "content": format_parts(parts) if parts else content}
    if tool_calls:
        item["tool_calls"] = tool_calls
    if role == Message.Role.TOOL:
        item["tool_call_id"] = tool_call_id
    return item


def message_dict(message: Message) -> dict[str, Any]:
    """A :class:`Message` in the chat format."""
    return chat_message(
        role=message.role,
        content=message.content,
        tool_calls=message.tool_calls,
        tool_call_id=message.tool_call_id,
        parts=message.parts,
    )


def history_dicts(history: SessionHistory) -> list[dict[str, Any]]:
    """The messages of a :class:`SessionHistory` in the chat format."""
    return [chat_message(**{name: row[name] for name in HISTORY_FIELDS}) for row in history.messages]


def _tokens(message: dict[str, Any]) -> int:
    return approximate_tokens(str(message.get("content") or ""))


SUPERSEDED = '{"ok": true, "data": null, "note": "an earlier result, replaced by a newer call of the same tool"}'
"""What an older result of a lookup (``Tool.superseded``) is sent as once a newer call of that tool has answered."""


def _superseding(name: str | None) -> bool:
    return name is not None and registry.is_registered(name) and getattr(registry.get(name), "superseded", False)


def without_superseded(earlier: list[dict[str, Any]], current: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``earlier`` with each lookup result that a newer call of its tool (in ``earlier`` or ``current``) replaced
    sent as :data:`SUPERSEDED`: the passages a lookup read turns ago would otherwise crowd the learner's own words
    and the coach's replies out of the window."""
    names = {
        call.get("id"): (call.get("function") or {}).get("name")
        for message in (*earlier, *current)
        for call in message.get("tool_calls") or ()
    }
    newest: dict[str, int] = {}
    for index, message in enumerate((*earlier, *current)):
        if message["role"] == Message.Role.TOOL:
            newest[names.get(message.get("tool_call_id"))] = index
    kept = []
    for index, message in enumerate(earlier):
        name = names.get(message.get("tool_call_id")) if message["role"] == Message.Role.TOOL else None
        stale = name is not None and newest.get(name) != index and _superseding(name)
        kept.append({**message, "content": SUPERSEDED} if stale else message)
    return kept


def history_window(earlier: list[dict[str, Any]], current: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The newest of ``earlier`` that fit ``NVC_HISTORY_TOKENS`` after ``current`` (always sent whole), starting
    at a user message so that the history never starts inside a tool-call group and replays well-formed; older
    lookup results are sent short (:func:`without_superseded`)."""
    earlier = without_superseded(earlier, current)
    budget = getattr(settings, "NVC_HISTORY_TOKENS", 3000)
    used = sum(_tokens(message) for message in current)
    start = len(earlier)
    while start > 0:
        used += _tokens(earlier[start - 1])
        if used > budget:
            break
        start -= 1
    while start < len(earlier) and earlier[start]["role"] != Message.Role.USER:
        start += 1
    return earlier[start:]


class MemoryHook:
    """Sends the session's history within a token window (:func:`history_window`).

    The orchestrator reads the history once per turn (:class:`TurnMemory`); a request without a turn (another
    caller) reads it here, the current turn being everything from the last user message on.
    """

    def before_model(self, request: ModelRequest) -> ModelRequest:
        turn = request.turn
        if turn is None:
            turn = TurnMemory.of_history(history_dicts(session_history(session_id=request.session.pk)))
        if turn.window is None:
            turn.window = history_window(turn.earlier, turn.current)
        request.messages = [{"role": "system", "content": request.system_prompt}, *turn.window, *turn.current]
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


class ConfirmationHook:
    """Writing tools called by the agent wait for the user: the call is stored as a pending action instead.

    Only calls marked ``require_confirmation`` (the agent loop's) wait; the approved call comes back with
    ``confirmed`` and runs. Invalid arguments are refused before anything is stored, and so is a change beyond
    ``NVC_MAX_PENDING_ACTIONS`` waiting for the same learner.
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
        waiting = pending_actions_waiting(user_id=request.ctx.user_id)
        if waiting >= settings.NVC_MAX_PENDING_ACTIONS:
            return ToolResult.fail(
                f"{waiting} changes already wait for the learner's decision; ask them to decide first"
            )
        action = pending_action_create(
            user_id=request.ctx.user_id,
            session_id=request.ctx.session_id,
            tool=request.name,
            arguments=request.arguments or {},
            tool_call_id=request.extra.get("tool_call_id", ""),
        )
        return ToolResult.ok(
            {
                "status": ToolResultStatus.AWAITING_CONFIRMATION,
                "action_id": action.pk,
                "tool": action.tool,
                "changes": action.arguments,
                "expires_at": action.expires_at.isoformat(),
            }
        )
