"""The one interface every chat model speaks: messages and tool definitions in, text, tool calls and usage out.

Messages and tools use the OpenAI chat format (``{"role", "content", "tool_calls", "tool_call_id"}`` and
``{"type": "function", "function": {...}}``), the lingua franca of tool-calling models. A provider raises
:class:`ModelError` with the HTTP status the API should answer (502, 503 or 504) when the model fails.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from nvcpractice.llm.errors import ModelError as ModelError  # re-exported: providers raise it from here

if TYPE_CHECKING:
    from nvcpractice.llm.deadline import TurnDeadline


class ToolResultStatus(StrEnum):
    """A ``status`` a tool result's data carries that the runtime, the coach and the pages act on.

    The JSON value is the contract (the API's clients read it); this is its one definition. The stream's
    ``tool_result`` event says ``awaiting_confirmation`` from it, so the page never compares the string itself.
    """

    AWAITING_CONFIRMATION = "awaiting_confirmation"


def awaits_confirmation(data: Any) -> bool:
    """Whether a tool result's ``data`` (live or read back from a stored message) is a change waiting for the learner.

    The one reading of the status: the runtime, the coach, MCP and the pages ask this instead of the string.
    """
    return isinstance(data, dict) and data.get("status") == ToolResultStatus.AWAITING_CONFIRMATION


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool call as the model wrote it; ``arguments`` is the raw JSON text, unparsed and untrusted."""

    id: str
    name: str
    arguments: str

    def to_message_dict(self) -> dict[str, Any]:
        return {"id": self.id, "type": "function", "function": {"name": self.name, "arguments": self.arguments}}


@dataclass(frozen=True, slots=True)
class Usage:
    """Token counts of one model call."""

    prompt_tokens: int = 0
    completion_tokens: int = 0


@dataclass(frozen=True, slots=True)
class ChatResponse:
    """A whole model reply."""

    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=Usage)
    finish_reason: str = "stop"


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of streamed reply text."""

    text: str


StreamEvent = TextDelta | ChatResponse
"""A stream yields text deltas and ends with exactly one :class:`ChatResponse` holding the assembled reply."""


class ChatModel(Protocol):
    """A chat model with tool calling, blocking and streaming; ``deadline`` bounds the call and its retries."""

    name: str

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        response_format: dict[str, Any] | None = None,
        deadline: TurnDeadline | None = None,
    ) -> ChatResponse: ...

    def stream(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        deadline: TurnDeadline | None = None,
    ) -> Iterator[StreamEvent]: ...
