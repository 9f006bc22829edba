"""The registry: register (also as a decorator), unregister, look-ups, validation at registration."""

import pytest
from pydantic import Field

from tools.protocol import SchemaTool, Tool, ToolArgs, ToolResult
from tools.registry import (
    AlreadyRegistered,
    ImproperlyDefinedTool,
    NotRegistered,
    ToolRegistry,
    register_temporarily,
    registry,
)


class Ping(Tool):
    name = "ping_test"
    description = "Answer pong."

    class Args(ToolArgs):
        times: int = Field(default=1, ge=1, le=3)

    def run(self, args, ctx):
        return ToolResult.ok("pong" * args.times)


def test_register_get_all_unregister():
    local = ToolRegistry()
    local.register(Ping)
    assert local.get("ping_test").name == "ping_test"
    assert [tool.name for tool in local.all()] == ["ping_test"]
    with pytest.raises(AlreadyRegistered):
        local.register(Ping)
    local.unregister("ping_test")
    with pytest.raises(NotRegistered):
        local.get("ping_test")
    with pytest.raises(NotRegistered):
        local.unregister("ping_test")


def test_register_as_decorator_returns_the_class():
    local = ToolRegistry()

    @local.register
    class Decorated(Ping):
        name = "decorated_test"

    assert Decorated.name == "decorated_test"
    assert local.is_registered("decorated_test")


def test_register_temporarily_cleans_up():
    with register_temporarily(Ping):
        assert registry.is_registered("ping_test")
    assert not registry.is_registered("ping_test")


@pytest.mark.parametrize("name", ["Ping", "1ping", "ping-test", "", "p" * 65, "ping test"])
def test_bad_names_are_refused(name):
    tool = SchemaTool(name=name, description="x", schema={"type": "object", "additionalProperties": False}, call=None)
    with pytest.raises(ImproperlyDefinedTool, match="name"):
        ToolRegistry().register(tool)


@pytest.mark.parametrize(
    "field", ["user_id", "user", "owner", "ownerId", "session_id", "session", "author_id", "userId"]
)
def test_identity_fields_are_refused(field):
    schema = {"type": "object", "properties": {field: {"type": "integer"}}, "additionalProperties": False}
    with pytest.raises(ImproperlyDefinedTool, match="identity"):
        ToolRegistry().register(SchemaTool(name="leaky", description="x", schema=schema, call=None))


def test_nested_identity_fields_are_refused():
    schema = {
        "type": "object",
        "properties": {"filter": {"type": "object", "properties": {"owner_id": {"type": "integer"}}}},
        "additionalProperties": False,
    }
    with pytest.raises(ImproperlyDefinedTool, match=r"filter\.owner_id"):
        ToolRegistry().register(SchemaTool(name="leaky", description="x", schema=schema, call=None))


def test_open_schemas_are_refused():
    schema = {"type": "object", "properties": {"q": {"type": "string"}}}
    with pytest.raises(ImproperlyDefinedTool, match="additionalProperties"):
        ToolRegistry().register(SchemaTool(name="open_tool", description="x", schema=schema, call=None))


def test_identity_in_a_typed_args_model_is_refused():
    class Leaky(Ping):
        name = "leaky_typed"

        class Args(ToolArgs):
            user_id: int

    with pytest.raises(ImproperlyDefinedTool):
        ToolRegistry().register(Leaky)


def test_generated_schema_and_openai_entry():
    tool = Ping()
    assert tool.input_schema == {
        "type": "object",
        "properties": {"times": {"type": "integer", "default": 1, "minimum": 1, "maximum": 3}},
        "additionalProperties": False,
    }
    assert tool.to_openai_tool() == {
        "type": "function",
        "function": {"name": "ping_test", "description": "Answer pong.", "parameters": tool.input_schema},
    }


def test_the_ten_tools_are_registered_with_closed_schemas():
    expected = {
        "rag_search",
        "evaluate_nvc",
        "profile_query",
        "profile_update",
        "scenario_search",
        "scenario_generate",
        "dashboard_query",
        "practice_start",
        "wiki_search",
        "wiki_write",
    }
    assert expected <= set(registry.names())
    for name in expected:
        assert registry.get(name).input_schema["additionalProperties"] is False


def test_a_loader_runs_once_on_the_first_read_not_before():
    from tools.registry import ToolRegistry

    target = ToolRegistry()
    calls = []
    target.add_loader(lambda: calls.append("listed"))
    assert calls == []
    target.names()
    target.is_registered("anything")
    assert calls == ["listed"]


def test_external_servers_are_listed_lazily_not_at_autodiscovery():
    import importlib

    import mcp_bridge.nvc_tools
    from tools.registry import registry

    before = list(registry._loaders)
    importlib.reload(mcp_bridge.nvc_tools)
    scheduled = registry._loaders[len(before) :]
    assert [loader.__name__ for loader in scheduled] == ["register_external_servers"]
    registry._loaders[:] = before
