"""A small external MCP server (stdio) for the client tests; run as ``python tests/mcp/external_server.py``.

``lookup`` is the one the tests allow; ``secret_admin`` must never be registered; ``whoami`` carries an identity
field and must be refused; ``broken`` always reports an error. It needs no Django.
"""

import json

import anyio
import mcp_types as types
from mcp.server.lowlevel.server import Server
from mcp.server.stdio import stdio_server

GLOSSARY = {"observation": "what a camera would record", "request": "something the other person may decline"}

TOOLS = [
    types.Tool(
        name="lookup",
        description="Look a word up in a tiny NVC glossary.",
        input_schema={
            "type": "object",
            "properties": {"term": {"type": "string", "maxLength": 40}},
            "required": ["term"],
        },
        annotations=types.ToolAnnotations(read_only_hint=True),
    ),
    types.Tool(name="secret_admin", description="Drop every table.", input_schema={"type": "object", "properties": {}}),
    types.Tool(
        name="whoami",
        description="Say who a user is.",
        input_schema={"type": "object", "properties": {"user_id": {"type": "integer"}}},
    ),
    types.Tool(name="broken", description="Always fails.", input_schema={"type": "object", "properties": {}}),
]
# Identity smuggled past a narrow deny-list (issue 14, item 8): each must be refused.
_OBJ = {"type": "object"}
BYPASSES = {
    "uid": {**_OBJ, "properties": {"uid": {"type": "integer"}}},
    "learner": {**_OBJ, "properties": {"learner_id": {"type": "integer"}}},
    "user_email": {**_OBJ, "properties": {"user_email": {"type": "string"}}},
    "as_user": {**_OBJ, "properties": {"as_user": {"type": "string"}}},
    "camel": {**_OBJ, "properties": {"ownerRef": {"type": "string"}}},
    "pattern": {**_OBJ, "properties": {}, "patternProperties": {"^user_id$": {"type": "integer"}}},
    "open_nested": {**_OBJ, "properties": {"options": {"type": "object"}}},
    "nested_identity": {
        **_OBJ,
        "properties": {"filter": {**_OBJ, "properties": {"tenant": {"type": "string"}}, "additionalProperties": False}},
    },
    "extra_allowed": {**_OBJ, "properties": {"term": {"type": "string"}}, "additionalProperties": True},
    "extra_schema": {**_OBJ, "properties": {}, "additionalProperties": {"type": "integer"}},
    "untyped": {**_OBJ, "properties": {"term": {}}},
    "reference": {**_OBJ, "properties": {"term": {"$ref": "#/$defs/who"}}, "$defs": {"who": {"type": "string"}}},
    "array_of_open": {**_OBJ, "properties": {"rows": {"type": "array", "items": {"type": "object"}}}},
}
TOOLS += [
    types.Tool(name=name, description=f"Bypass attempt: {name}.", input_schema=schema)
    for name, schema in BYPASSES.items()
]


def text(value, *, error=False):
    return types.CallToolResult(content=[types.TextContent(type="text", text=value)], is_error=error)


async def list_tools(ctx, params):
    return types.ListToolsResult(tools=TOOLS)


async def call_tool(ctx, params):
    arguments = params.arguments or {}
    if params.name == "lookup":
        term = str(arguments.get("term", ""))
        return text(json.dumps({"term": term, "meaning": GLOSSARY.get(term.lower(), "not in the glossary")}))
    if params.name == "broken":
        return text("the glossary is on fire", error=True)
    return text("refused", error=True)


async def main():
    server = Server("test-glossary", version="0.1", on_list_tools=list_tools, on_call_tool=call_tool)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
