"""The tool registry, in the manner of Django's ``AdminSite``: register, unregister, look up, validate.

Registration checks what would otherwise fail at run time or leak: the name pattern, and a schema that is an
object with ``additionalProperties: false`` and no property that could carry identity (user, owner, session …).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tools.protocol import NvcTool

NAME_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
IDENTITY_FIELD = re.compile(r"^(user|owner|session|account|author)(_?(id|name|pk))?s?$", re.IGNORECASE)


class AlreadyRegistered(Exception):
    """A tool of that name is registered already."""


class NotRegistered(Exception):
    """No tool of that name is registered."""


class ImproperlyDefinedTool(Exception):
    """A tool's name or schema breaks the rules of the registry."""


def _identity_fields(schema: Any, path: str = "") -> list[str]:
    found = []
    if isinstance(schema, dict):
        for name, sub in (schema.get("properties") or {}).items():
            if IDENTITY_FIELD.match(name.replace("-", "_")):
                found.append(f"{path}{name}")
            found += _identity_fields(sub, f"{path}{name}.")
        for key in ("items", "additionalProperties", "$defs", "definitions", "anyOf", "oneOf", "allOf"):
            value = schema.get(key)
            if isinstance(value, dict) and key in {"$defs", "definitions"}:
                for sub in value.values():
                    found += _identity_fields(sub, path)
            elif isinstance(value, dict):
                found += _identity_fields(value, path)
            elif isinstance(value, list):
                for sub in value:
                    found += _identity_fields(sub, path)
    return found


def validate_tool(tool: NvcTool) -> None:
    """Raise :class:`ImproperlyDefinedTool` unless ``tool`` may be registered."""
    name = getattr(tool, "name", None)
    if not isinstance(name, str) or not NAME_PATTERN.match(name):
        raise ImproperlyDefinedTool(f"tool name {name!r} must match {NAME_PATTERN.pattern}")
    if not getattr(tool, "description", "").strip():
        raise ImproperlyDefinedTool(f"tool {name!r} needs a description")
    schema = tool.input_schema
    if not isinstance(schema, dict) or schema.get("type") != "object":
        raise ImproperlyDefinedTool(f"tool {name!r}: the input schema must be a JSON object schema")
    if schema.get("additionalProperties") is not False:
        raise ImproperlyDefinedTool(f"tool {name!r}: the input schema must set additionalProperties: false")
    identity = _identity_fields(schema)
    if identity:
        raise ImproperlyDefinedTool(
            f"tool {name!r}: the schema may not carry identity ({', '.join(identity)}); use ToolContext"
        )


class ToolRegistry:
    """Holds the tools the agent may be offered, by name."""

    def __init__(self) -> None:
        self._tools: dict[str, NvcTool] = {}
        self._loaders: list[Callable[[], object]] = []
        self._loading = threading.Lock()

    def add_loader(self, loader: Callable[[], object]) -> None:
        """Run ``loader`` once, the first time the registry is read.

        For tools found over the network (external MCP servers): importing and autodiscovery then do no I/O.
        """
        self._loaders.append(loader)

    def _load(self) -> None:
        if not self._loaders:
            return
        with self._loading:
            loaders, self._loaders = self._loaders, []
            for loader in loaders:
                loader()

    def register(self, tool_or_class=None, *, replace: bool = False):
        """Register a tool instance or class; usable as ``@registry.register`` on a class."""

        def do_register(item):
            tool = item() if isinstance(item, type) else item
            validate_tool(tool)
            if tool.name in self._tools and not replace:
                raise AlreadyRegistered(f"the tool {tool.name!r} is already registered")
            self._tools[tool.name] = tool
            return item

        if tool_or_class is None:
            return do_register
        return do_register(tool_or_class)

    def unregister(self, name: str) -> None:
        if name not in self._tools:
            raise NotRegistered(f"the tool {name!r} is not registered")
        del self._tools[name]

    def get(self, name: str) -> NvcTool:
        self._load()
        try:
            return self._tools[name]
        except KeyError:
            raise NotRegistered(f"the tool {name!r} is not registered") from None

    def is_registered(self, name: str) -> bool:
        self._load()
        return name in self._tools

    def all(self) -> list[NvcTool]:
        self._load()
        return [self._tools[name] for name in sorted(self._tools)]

    def names(self) -> list[str]:
        self._load()
        return sorted(self._tools)

    @contextmanager
    def temporarily(self, *tools: NvcTool) -> Iterator[None]:
        """Register ``tools`` for the duration of a ``with`` block (tests)."""
        added: list[str] = []
        try:
            for tool in tools:
                instance = tool() if isinstance(tool, type) else tool
                self.register(instance)
                added.append(instance.name)
            yield
        finally:
            for name in added:
                self._tools.pop(name, None)


registry = ToolRegistry()
register = registry.register


@contextmanager
def register_temporarily(*tools: NvcTool, target: ToolRegistry | None = None) -> Iterator[None]:
    """Test helper: the default (or given) registry holds ``tools`` inside the block only."""
    with (target or registry).temporarily(*tools):
        yield
