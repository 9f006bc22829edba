"""The single path every tool call takes, whoever makes it (agent loop, API, MCP, CLI).

Parse the arguments, find the tool, validate the arguments against its JSON Schema (extra properties refused),
run it, turn any exception into ``ToolResult.fail`` with a message safe to show, and time it. Around that runs
an ordered chain of hooks (``NVC_TOOL_HOOKS``); the default chain audits every call as a ``ToolInvocation``.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

import pydantic
from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist, PermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.module_loading import import_string
from jsonschema import Draft202012Validator

from nvcpractice.storable import finite_float, unstorable
from tools.protocol import NvcTool, ToolContext, ToolError, ToolResult
from tools.registry import NotRegistered, ToolRegistry, registry

logger = logging.getLogger(__name__)
MAX_ARGUMENT_CHARS = 8000


@dataclass
class ToolCallRequest:
    """One call on its way through the chain; ``arguments`` is the parsed object (or None if unparseable)."""

    name: str
    raw_arguments: str | dict[str, Any]
    ctx: ToolContext
    arguments: dict[str, Any] | None = None
    tool: NvcTool | None = None
    parsed: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
    tool_registry: ToolRegistry = field(default_factory=lambda: registry)


@dataclass(frozen=True, slots=True)
class ToolCallOutcome:
    """A finished call: what was asked, what came back, how long it took."""

    name: str
    arguments: dict[str, Any] | None
    result: ToolResult
    latency_ms: float


Proceed = Callable[[ToolCallRequest], ToolResult]


class ToolCallHook(Protocol):
    """A link of the chain around each tool call; call ``proceed(request)`` to go on, or return a result."""

    def around_tool(self, request: ToolCallRequest, proceed: Proceed) -> ToolResult: ...


@lru_cache(maxsize=256)
def _validator(schema_json: str) -> Draft202012Validator:
    return Draft202012Validator(json.loads(schema_json))


def arguments_parse(raw: str | dict[str, Any]) -> dict[str, Any]:
    """The call's arguments as a JSON object; ``ToolError`` saying why when they are not one."""
    if isinstance(raw, dict):
        parsed = raw
    elif not isinstance(raw, str):
        raise ToolError("arguments must be a JSON object")
    elif len(raw) > MAX_ARGUMENT_CHARS:
        raise ToolError(f"arguments are longer than {MAX_ARGUMENT_CHARS} characters")
    else:
        parsed = _loads(raw)
    if not isinstance(parsed, dict):
        raise ToolError("arguments must be a JSON object")
    reason = unstorable(parsed)
    if reason is not None:
        raise ToolError(f"arguments refused: {reason}")
    return parsed


def _loads(raw: str) -> Any:
    try:
        return json.loads(raw or "{}", parse_float=finite_float)
    except json.JSONDecodeError as exc:
        raise ToolError(f"arguments are not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise ToolError("arguments are nested too deeply") from None
    except ValueError as exc:  # a number past the float range
        raise ToolError(f"arguments refused: {exc}") from None


def _schema_errors(tool: NvcTool, arguments: dict[str, Any]) -> list[str]:
    validator = _validator(json.dumps(tool.input_schema, sort_keys=True))
    messages = []
    for error in sorted(validator.iter_errors(arguments), key=lambda e: list(e.path)):
        where = "/".join(str(part) for part in error.path) or "arguments"
        messages.append(f"{where}: {error.message}"[:200])
    return messages


def _safe_message(exc: Exception) -> str:
    if isinstance(exc, ToolError):
        return str(exc)
    if isinstance(exc, pydantic.ValidationError):
        first = exc.errors()[0]
        where = "/".join(str(part) for part in first.get("loc", ())) or "arguments"
        return f"invalid arguments: {where}: {first.get('msg', 'invalid')}"
    if isinstance(exc, DjangoValidationError):
        return "invalid: " + "; ".join(exc.messages)
    if isinstance(exc, ObjectDoesNotExist | PermissionDenied | PermissionError):
        return "not found"
    logger.exception("tool failed unexpectedly")
    return "the tool failed unexpectedly; try something else"


def prepare_call(request: ToolCallRequest) -> ToolResult | None:
    """Parse, look up and validate the call (once); a failure result when it cannot run, else None."""
    if request.parsed is not None:
        return None
    try:
        request.arguments = arguments_parse(request.raw_arguments)
        try:
            request.tool = request.tool_registry.get(request.name)
        except NotRegistered:
            raise ToolError(f"unknown tool {request.name[:64]!r}") from None
        errors = _schema_errors(request.tool, request.arguments)
        if errors:
            raise ToolError("invalid arguments: " + "; ".join(errors[:3]))
        request.parsed = request.tool.parse_arguments(request.arguments)
    except Exception as exc:
        return ToolResult.fail(_safe_message(exc))
    return None


def _run(request: ToolCallRequest) -> ToolResult:
    """The innermost step: validate (if no link did) and run."""
    refused = prepare_call(request)
    if refused is not None:
        return refused
    try:
        result = request.tool.execute(request.parsed, request.ctx)
        if not isinstance(result, ToolResult):
            raise TypeError(f"tool {request.name} returned {type(result).__name__}, not ToolResult")
        return result
    except Exception as exc:
        return ToolResult.fail(_safe_message(exc))


@lru_cache(maxsize=4)
def _configured_hooks(paths: tuple[str, ...]) -> tuple[ToolCallHook, ...]:
    return tuple(import_string(path)() for path in paths)


def default_hooks() -> tuple[ToolCallHook, ...]:
    return _configured_hooks(tuple(getattr(settings, "NVC_TOOL_HOOKS", ("tools.hooks.AuditHook",))))


def execute_tool_call(
    name: str,
    arguments: str | dict[str, Any],
    ctx: ToolContext,
    *,
    tool_registry: ToolRegistry | None = None,
    hooks: Sequence[ToolCallHook] | None = None,
    extra: dict[str, Any] | None = None,
) -> ToolCallOutcome:
    """Run one tool call through the hook chain; never raises for anything the caller or the tool did."""
    chain = list(default_hooks() if hooks is None else hooks)
    request = ToolCallRequest(
        name=name, raw_arguments=arguments, ctx=ctx, extra=dict(extra or {}), tool_registry=tool_registry or registry
    )

    def proceed_from(index: int) -> Proceed:
        def proceed(current: ToolCallRequest) -> ToolResult:
            if index == len(chain):
                return _run(current)
            return chain[index].around_tool(current, proceed_from(index + 1))

        return proceed

    started = time.perf_counter()
    result = proceed_from(0)(request)
    return ToolCallOutcome(
        name=name, arguments=request.arguments, result=result, latency_ms=(time.perf_counter() - started) * 1000
    )
