"""``manage.py nvc_mcp --mode M`` over stdio, driven by the official ``mcp`` client as a subprocess."""

from __future__ import annotations

import json
import subprocess

import anyio
import pytest

from nvcpractice.practice.models import ToolInvocation
from scenes.modes import scene_mapping
from tests.mcp.conftest import BASE_DIR, manage_py, stdio_session
from tools.registry import registry

pytestmark = pytest.mark.django_db(transaction=True)

STATEMENT = (
    "When I saw your socks on the living-room floor this morning, I felt irritated because I need order. "
    "Would you be willing to put them in the basket before lunch?"
)


@pytest.fixture
def errlog(tmp_path):
    with open(tmp_path / "server-stderr.log", "w+") as handle:
        yield handle


@pytest.mark.parametrize("mode", ["free_dialog", "scenario", "structured"])
def test_a_client_sees_exactly_the_modes_tools_with_their_schemas(mcp_env, token_user, errlog, mode):
    _, token = token_user

    async def listing():
        async with stdio_session(mcp_env, mode, token, errlog) as client:
            return (await client.list_tools()).tools

    tools = anyio.run(listing)
    assert sorted(tool.name for tool in tools) == sorted(scene_mapping()[mode])
    for tool in tools:
        assert tool.input_schema == registry.get(tool.name).input_schema
        assert tool.input_schema["additionalProperties"] is False
        assert tool.description


def test_evaluate_nvc_returns_the_labels_and_is_audited_for_the_tokens_user(mcp_env, token_user, errlog):
    user, token = token_user

    async def session():
        async with stdio_session(mcp_env, "structured", token, errlog) as client:
            evaluated = await client.call_tool("evaluate_nvc", {"text": STATEMENT, "locale": "en"})
            ungranted = await client.call_tool("scenario_search", {"query": "meetings"})
            writer = await client.call_tool("wiki_write", {"title": "x", "body": "y"})
            invalid = await client.call_tool("evaluate_nvc", {"text": STATEMENT, "user_id": 1})
            return evaluated, ungranted, writer, invalid

    evaluated, ungranted, writer, invalid = anyio.run(session)

    assert evaluated.is_error is False
    payload = json.loads(evaluated.content[0].text)
    assert payload["ok"] is True
    labels = {name: component["label"] for name, component in payload["data"]["components"].items()}
    assert labels == {"observation": "observation", "feeling": "feeling", "need": "need", "request": "request"}
    assert evaluated.structured_content == payload

    # Tools the mode does not grant (reading or writing) are refused, and audited, like unknown ones.
    assert ungranted.is_error is True
    assert json.loads(ungranted.content[0].text) == {"ok": False, "error": "unknown tool 'scenario_search'"}
    assert writer.is_error is True
    assert "'wiki_write'" in json.loads(writer.content[0].text)["error"]
    assert invalid.is_error is True
    assert "user_id" in json.loads(invalid.content[0].text)["error"]

    audit = ToolInvocation.objects.filter(user=user).order_by("id")
    assert [(row.tool, row.ok) for row in audit] == [
        ("evaluate_nvc", True),
        ("scenario_search", False),
        ("wiki_write", False),
        ("evaluate_nvc", False),
    ]
    assert audit[0].session_id is None
    assert audit[0].arguments == {"text": STATEMENT, "locale": "en"}
    assert user.evaluations.count() == 1


@pytest.mark.parametrize(
    ("token", "message"), [(None, "NVC_MCP_TOKEN is not set"), ("not-a-real-token", "not a valid API token")]
)
def test_a_missing_or_wrong_token_is_refused_before_anything_is_served(mcp_env, token_user, token, message):
    env = dict(mcp_env)
    if token is not None:
        env["NVC_MCP_TOKEN"] = token
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    done = subprocess.run(
        manage_py("nvc_mcp", "--mode", "structured"),
        cwd=BASE_DIR,
        env=env,
        input=json.dumps(initialize) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert message in done.stderr
    assert done.stdout == ""
