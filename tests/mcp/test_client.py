"""External MCP servers join the registry: only allowed tools, under their prefix, audited like local tools."""

from __future__ import annotations

import logging
import sys
import time

import mcp_types as types
import pytest

from mcp_bridge.client import (
    ExternalServer,
    ExternalServerConfigError,
    external_tool,
    local_name,
    register_external_servers,
)
from mcp_bridge.server import granted_tools
from nvcpractice.practice.models import ToolInvocation
from scenes.checks import check_scene_tools_registered
from scenes.modes import DEFAULT_SCENE_TOOLS, tools_for
from tests.mcp.conftest import EXTERNAL_SERVER, free_port
from tools.execution import execute_tool_call
from tools.protocol import ToolContext
from tools.registry import ToolRegistry, registry

GLOSSARY_SERVER = {
    "name": "glossary",
    "command": [sys.executable, str(EXTERNAL_SERVER)],
    "prefix": "ext_",
    "allow": ["lookup", "whoami", "broken"],
}


@pytest.fixture(scope="module")
def external_tools():
    """The glossary server's allowed tools in the process registry for this module (removed afterwards)."""
    names = register_external_servers([GLOSSARY_SERVER])
    try:
        yield names
    finally:
        for name in names:
            registry.unregister(name)


@pytest.fixture
def grant_ext_lookup(settings):
    settings.NVC_SCENE_TOOLS = {"free_dialog": [*DEFAULT_SCENE_TOOLS["free_dialog"], "ext_lookup"]}


def test_only_allowed_tools_without_identity_fields_are_registered_strict(external_tools):
    assert external_tools == ["ext_lookup", "ext_broken"]
    assert not registry.is_registered("ext_secret_admin")
    assert not registry.is_registered("ext_whoami")  # its schema carries user_id
    tool = registry.get("ext_lookup")
    assert tool.input_schema == {
        "type": "object",
        "properties": {"term": {"type": "string", "maxLength": 40}},
        "required": ["term"],
        "additionalProperties": False,
    }
    assert tool.description == "Look a word up in a tiny NVC glossary."
    assert tool.writes is False  # the server marks it read-only
    assert registry.get("ext_broken").writes is True


def test_an_external_tool_reaches_only_the_modes_the_scene_mapping_names(external_tools, grant_ext_lookup):
    assert "ext_lookup" in tools_for("free_dialog")
    assert "ext_lookup" not in tools_for("scenario")
    assert "ext_lookup" not in tools_for("structured")
    assert "ext_lookup" in [tool.name for tool in granted_tools("free_dialog")]  # so the MCP server lists it too
    assert check_scene_tools_registered() == []


def test_without_a_grant_no_mode_offers_it(external_tools):
    assert all("ext_lookup" not in tools_for(mode) for mode in ("free_dialog", "scenario", "structured"))


@pytest.mark.django_db(transaction=True)
def test_calls_go_through_execute_tool_call_and_are_audited(external_tools, user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog")
    looked_up = execute_tool_call("ext_lookup", '{"term": "observation"}', ctx)
    assert looked_up.result.success, looked_up.result.error
    assert looked_up.result.data == {"term": "observation", "meaning": "what a camera would record"}

    smuggled = execute_tool_call("ext_lookup", {"term": "need", "user_id": 7}, ctx)
    assert not smuggled.result.success
    assert "user_id" in smuggled.result.error

    broken = execute_tool_call("ext_broken", {}, ctx)
    assert broken.result.error == "ext_broken failed: the glossary is on fire"

    rows = ToolInvocation.objects.filter(user=user).order_by("id")
    assert [(row.tool, row.ok) for row in rows] == [("ext_lookup", True), ("ext_lookup", False), ("ext_broken", False)]
    assert rows[0].arguments == {"term": "observation"}


def test_a_call_to_a_server_that_cannot_be_reached_becomes_a_safe_failure(caplog):
    server = ExternalServer.from_setting({**GLOSSARY_SERVER, "command": ["/nonexistent/mcp-server"]})
    remote = types.Tool(name="lookup", description="Look up.", input_schema={"type": "object", "properties": {}})
    tool = external_tool(server, remote)
    with caplog.at_level(logging.WARNING, logger="mcp_bridge.client"):
        result = tool.execute({}, ToolContext(user_id=1, session_id=None, mode="free_dialog"))
    assert result.error == "ext_lookup is unavailable right now; try something else"
    assert "calling lookup failed" in caplog.text


def test_unreachable_servers_register_nothing_and_do_not_raise(caplog):
    target = ToolRegistry()
    servers = [
        {"name": "missing", "command": ["/nonexistent/mcp-server"], "prefix": "m_", "allow": ["lookup"]},
        {"name": "closed", "url": f"http://127.0.0.1:{free_port()}/mcp", "prefix": "c_", "allow": ["lookup"]},
        {
            "name": "mute",
            "command": [sys.executable, "-c", "import time; time.sleep(30)"],
            "prefix": "q_",
            "allow": ["lookup"],
            "timeout": 1,
        },
        {"name": "broken-entry", "prefix": "b_", "allow": ["lookup"]},
    ]
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="mcp_bridge.client"):
        assert register_external_servers(servers, target=target) == []
    assert time.monotonic() - started < 15
    assert target.names() == []
    for name in ("missing", "closed", "mute"):
        assert f"MCP server {name} " in caplog.text
    assert "no answer within 1.0s" in caplog.text
    assert "give exactly one of 'command'" in caplog.text


def test_nothing_configured_means_nothing_registered(settings):
    settings.NVC_MCP_SERVERS = []
    target = ToolRegistry()
    assert register_external_servers(target=target) == []
    assert target.names() == []


@pytest.mark.parametrize(
    ("prefix", "remote", "expected"),
    [
        ("cal_", "list_events", "cal_list_events"),
        ("Cal-", "List.Events", "cal_list_events"),
        ("", "9lives", "x9lives"),
        ("ext_", "a" * 80, "ext_" + "a" * 60),
    ],
)
def test_local_names_are_sanitised_to_the_registry_pattern(prefix, remote, expected):
    assert local_name(prefix, remote) == expected


@pytest.mark.parametrize(
    "entry",
    [
        "not a dict",
        {"command": ["x"], "allow": []},
        {"name": "both", "command": ["x"], "url": "http://h/mcp", "allow": []},
        {"name": "neither", "allow": []},
        {"name": "cmd", "command": "python server.py", "allow": []},
        {"name": "url", "url": "ftp://h/mcp", "allow": []},
        {"name": "allow", "command": ["x"], "allow": "lookup"},
        {"name": "timeout", "command": ["x"], "allow": [], "timeout": 0},
    ],
)
def test_malformed_entries_are_rejected(entry):
    with pytest.raises(ExternalServerConfigError):
        ExternalServer.from_setting(entry)


@pytest.mark.django_db(transaction=True)
def test_a_streamable_http_server_joins_too(http_server, token_user, user):
    """Our own MCP HTTP server as the external one: discovery and calls over HTTP, with its headers."""
    _, token = token_user
    target = ToolRegistry()
    remote = {
        "name": "nvc-over-http",
        "url": f"{http_server}/mcp/structured",
        "headers": {"Authorization": f"Bearer {token}"},
        "prefix": "remote_",
        "allow": ["evaluate_nvc", "wiki_write"],  # wiki_write is not offered in the structured mode
    }
    assert register_external_servers([remote], target=target) == ["remote_evaluate_nvc"]
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="structured")
    outcome = execute_tool_call("remote_evaluate_nvc", {"text": "You never listen."}, ctx, tool_registry=target)
    assert outcome.result.success, outcome.result.error
    assert outcome.result.data["ok"] is True
    assert outcome.result.data["data"]["components"]["observation"]["label"] == "evaluation"
    assert ToolInvocation.objects.filter(user=user, tool="remote_evaluate_nvc", ok=True).exists()
    assert register_external_servers([{**remote, "headers": {}}], target=ToolRegistry()) == []


def test_identity_and_open_schemas_are_refused_by_the_allow_list_with_a_logged_reason(caplog):
    from tests.mcp.external_server import BYPASSES

    target = ToolRegistry()
    server = {**GLOSSARY_SERVER, "prefix": "byp_", "allow": ["lookup", *BYPASSES]}
    with caplog.at_level(logging.WARNING, logger="mcp_bridge.client"):
        names = register_external_servers([server], target=target)
    assert names == ["byp_lookup"]
    for name in BYPASSES:
        assert any(f"{name} is refused" in record.getMessage() for record in caplog.records), name
