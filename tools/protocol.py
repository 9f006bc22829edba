"""The contract between the agent and the system: what a tool is, what it gets, what it returns.

A tool declares a typed argument model (pydantic); its JSON Schema — what the model sees — is generated from it,
never written by hand. Identity is not an argument: the server builds a frozen :class:`ToolContext` from the
authenticated user and the session, and every tool reads the user from there alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict


@dataclass(frozen=True, slots=True)
class ToolContext:
    """Who is calling, from which session and mode: built by the server, never from model output."""

    user_id: int
    session_id: int | None
    mode: str
    locale: str = "en"


@dataclass(frozen=True, slots=True)
class ToolResult:
    """What a tool returns: data on success, a message safe to show the model on failure."""

    success: bool
    data: Any = None
    error: str = ""

    @classmethod
    def ok(cls, data: Any = None) -> ToolResult:
        return cls(success=True, data=data)

    @classmethod
    def fail(cls, message: str) -> ToolResult:
        return cls(success=False, error=message)

    def to_payload(self) -> dict[str, Any]:
        """The JSON given back to the model as the tool message."""
        return {"ok": True, "data": self.data} if self.success else {"ok": False, "error": self.error}


class ToolError(Exception):
    """Raised inside a tool for an expected failure; its message is shown to the model as is."""


class ToolArgs(BaseModel):
    """Base of every tool's argument model: unknown properties are refused."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


@runtime_checkable
class NvcTool(Protocol):
    """What the registry accepts."""

    name: str
    description: str

    @property
    def input_schema(self) -> dict[str, Any]: ...

    def execute(self, args: Any, ctx: ToolContext) -> ToolResult: ...

    def parse_arguments(self, arguments: dict[str, Any]) -> Any: ...


def _tidy_schema(node: Any) -> Any:
    """Drop pydantic's ``title`` annotations (not properties named title); keep what constrains or explains."""
    if isinstance(node, list):
        return [_tidy_schema(value) for value in node]
    if not isinstance(node, dict):
        return node
    tidy = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key in {"properties", "$defs", "definitions"} and isinstance(value, dict):
            tidy[key] = {name: _tidy_schema(sub) for name, sub in value.items()}
        else:
            tidy[key] = _tidy_schema(value)
    return tidy


@lru_cache(maxsize=256)
def _schema_of(args_model: type[ToolArgs]) -> dict[str, Any]:
    """The JSON Schema of an argument model, generated once (treat it as read-only)."""
    schema = _tidy_schema(args_model.model_json_schema())
    schema.setdefault("properties", {})
    return schema


class Tool:
    """Base class for local tools: set ``name``, ``description``, ``Args`` and write ``run``."""

    name: ClassVar[str]
    description: ClassVar[str]
    Args: ClassVar[type[ToolArgs]] = ToolArgs
    #: Tools that change data; the agent asks the user before running them (see scenes' safeguard).
    writes: ClassVar[bool] = False
    #: Lookups whose newer result replaces an older one: in the model's history only the newest is sent whole, so
    #: passages read turns ago don't crowd out the conversation itself (see scenes' memory hook).
    superseded: ClassVar[bool] = False

    @property
    def input_schema(self) -> dict[str, Any]:
        return _schema_of(self.Args)

    def parse_arguments(self, arguments: dict[str, Any]) -> ToolArgs:
        return self.Args.model_validate(arguments)

    def execute(self, args: ToolArgs, ctx: ToolContext) -> ToolResult:
        return self.run(args, ctx)

    def run(self, args: ToolArgs, ctx: ToolContext) -> ToolResult:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_openai_tool(self) -> dict[str, Any]:
        return to_openai_tool(self)


def to_openai_tool(tool: NvcTool) -> dict[str, Any]:
    """The entry of an OpenAI ``tools`` list for ``tool``."""
    return {
        "type": "function",
        "function": {"name": tool.name, "description": tool.description, "parameters": tool.input_schema},
    }


@dataclass(frozen=True, slots=True)
class SchemaTool:
    """A tool known only by its JSON Schema (e.g. from an external MCP server); ``call`` does the work."""

    name: str
    description: str
    schema: dict[str, Any]
    call: Any = field(repr=False)
    writes: bool = False

    @property
    def input_schema(self) -> dict[str, Any]:
        return self.schema

    def parse_arguments(self, arguments: dict[str, Any]) -> dict[str, Any]:
        return arguments

    def execute(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        return self.call(args, ctx)

    def to_openai_tool(self) -> dict[str, Any]:
        return to_openai_tool(self)
