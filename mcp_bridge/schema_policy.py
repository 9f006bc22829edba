"""Which external MCP tool schemas may join the registry: an allow-list, not a deny-list.

A schema passes only when every part of it is something we understand and can hold to: each property is named
and typed; objects list their properties and set ``additionalProperties: false`` (the top level may leave it out,
it is then made strict); there are no ``patternProperties``, references or conditional keywords; and no property
name looks like identity. Names are split into words (``camelCase``, ``snake_case``, ``kebab-case``, digits) and a
word such as ``uid``, ``user``, ``learner``, ``owner``, ``account``, ``email``, ``session``, ``principal`` or
``tenant`` — alone, plural, or glued to ``id``/``name``/``as``… (``userid``, ``asuser``) — refuses the tool. Who
acts is always our ``ToolContext``, never an argument. :func:`schema_problems` returns the reasons, for the log.
"""

from __future__ import annotations

import re
from typing import Any

IDENTITY_WORDS = frozenset(
    {
        "uid", "user", "learner", "owner", "account", "email", "mail", "session", "principal", "tenant", "author",
        "member", "customer", "login", "identity", "actor", "impersonate", "sudo", "caller", "person", "profile",
        "creator", "sender", "recipient", "student", "username", "whoami", "who",
    }
)  # fmt: skip
_GLUED = re.compile(
    r"^(?:as|for|by|on|of|to)?(" + "|".join(sorted(IDENTITY_WORDS, key=len, reverse=True)) + r")"
    r"(?:id|ids|name|names|pk|key|email|no|number|ref)?s?$"
)
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
TYPES = frozenset({"string", "integer", "number", "boolean", "array", "object", "null"})
ANNOTATIONS = frozenset({"description", "title", "default", "examples", "$schema", "$comment", "deprecated"})
CONSTRAINTS = frozenset(
    {
        "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "minLength", "maxLength", "pattern", "format", "minItems", "maxItems", "uniqueItems", "items",
        "properties", "required", "additionalProperties", "anyOf", "oneOf", "minProperties", "maxProperties",
    }
)  # fmt: skip
MAX_DEPTH = 8


def name_words(name: str) -> list[str]:
    """``asUser-ID_2`` → ``["as", "user", "id", "2"]``: the words a property name is made of, lower-cased."""
    return [word.lower() for word in _WORDS.findall(name)]


def identity_like(name: str) -> bool:
    """Whether a property name could carry who acts (a whole word, or one glued to id/name/as…)."""
    words = name_words(name)
    joined = "".join(words)
    return any(_GLUED.match(word) for word in words) or bool(_GLUED.match(joined))


def _object_problems(schema: dict[str, Any], where: str, top: bool) -> list[str]:
    problems = []
    properties = schema.get("properties")
    if not isinstance(properties, dict) or (not properties and not top):
        problems.append(f"{where}: an object must list its properties")
        properties = properties if isinstance(properties, dict) else {}
    extra = schema.get("additionalProperties", None if top else "missing")
    if extra is not False and not (top and extra is None):
        problems.append(f"{where}: objects must set additionalProperties to false")
    required = schema.get("required", [])
    if not isinstance(required, list) or any(name not in properties for name in required):
        problems.append(f"{where}: 'required' names a property that is not declared")
    for name in properties:
        if identity_like(str(name)):
            problems.append(f"{where}.{name}: looks like identity; who acts comes from the server, not arguments")
    return problems


def _node_problems(schema: Any, where: str, top: bool) -> tuple[list[str], list[tuple[Any, str]]]:
    """Problems of one schema node, and its child schemas to check next."""
    if not isinstance(schema, dict):
        return [f"{where}: must be a JSON schema object"], []
    unknown = sorted(set(schema) - ANNOTATIONS - CONSTRAINTS)
    problems = [f"{where}: keyword {keyword!r} is not allowed" for keyword in unknown]
    branches = [*schema.get("anyOf", []), *schema.get("oneOf", [])]
    kinds = schema.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds] if kinds is not None else []
    if not kinds and "enum" not in schema and "const" not in schema and not branches:
        problems.append(f"{where}: has no type")
    problems += [f"{where}: unknown type {kind!r}" for kind in kinds if kind not in TYPES]
    children = [(branch, f"{where}|") for branch in branches]
    if "object" in kinds:
        problems += _object_problems(schema, where, top)
        children += [(sub, f"{where}.{name}") for name, sub in (schema.get("properties") or {}).items()]
    if "array" in kinds:
        if not isinstance(schema.get("items"), dict):
            problems.append(f"{where}: an array must give the schema of its items")
        else:
            children.append((schema["items"], f"{where}[]"))
    return problems, children


def schema_problems(schema: Any) -> list[str]:
    """Why ``schema`` may not be registered (empty when it may), checked without recursion."""
    if not isinstance(schema, dict) or schema.get("type", "object") != "object":
        return ["the input schema must be a JSON object schema"]
    schema = {"type": "object", **schema}
    problems: list[str] = []
    pending: list[tuple[Any, str, int]] = [(schema, "arguments", 0)]
    while pending:
        node, where, depth = pending.pop()
        if depth > MAX_DEPTH:
            problems.append(f"{where}: nested deeper than {MAX_DEPTH} levels")
            continue
        found, children = _node_problems(node, where, top=depth == 0)
        problems += found
        pending += [(child, child_where, depth + 1) for child, child_where in children]
    return problems
