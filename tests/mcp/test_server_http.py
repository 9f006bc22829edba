"""``manage.py nvc_mcp --transport http`` (its own process), driven by the official ``mcp`` client over HTTP."""

from __future__ import annotations

import json

import anyio
import httpx
import pytest

from mcp_bridge.server import caller_for_token
from nvcpractice.practice.models import ToolInvocation
from nvcpractice.profiles.services import token_get_or_create
from scenes.modes import scene_mapping
from tests.mcp.conftest import http_session
from tools.registry import registry

pytestmark = pytest.mark.django_db(transaction=True)

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
LIST_TOOLS = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def list_names(url: str, token: str | None, protocol: str = "auto") -> list[str]:
    async def listing():
        async with http_session(url, token, protocol=protocol) as client:
            return [tool.name for tool in (await client.list_tools()).tools]

    return anyio.run(listing)


@pytest.mark.parametrize("protocol", ["auto", "legacy"])
def test_the_mode_comes_from_the_path_the_query_or_the_default(http_server, token_user, protocol):
    _, token = token_user
    for mode in ("free_dialog", "scenario", "structured"):
        assert sorted(list_names(f"{http_server}/mcp/{mode}", token, protocol)) == sorted(scene_mapping()[mode])
    by_query = list_names(f"{http_server}/mcp?mode=scenario", token, protocol)
    assert sorted(by_query) == sorted(scene_mapping()["scenario"])
    assert sorted(list_names(f"{http_server}/mcp", token, protocol)) == sorted(scene_mapping()["free_dialog"])


def test_schemas_and_an_audited_evaluate_nvc_call(http_server, token_user):
    user, token = token_user

    async def session():
        async with http_session(f"{http_server}/mcp/structured", token) as client:
            tools = (await client.list_tools()).tools
            result = await client.call_tool("evaluate_nvc", {"text": "You never listen to me."})
            return tools, result

    tools, result = anyio.run(session)
    assert {tool.name: tool.input_schema for tool in tools} == {
        name: registry.get(name).input_schema for name in scene_mapping()["structured"]
    }
    assert result.is_error is False
    payload = json.loads(result.content[0].text)
    assert payload["ok"] is True
    assert payload["data"]["components"]["observation"]["label"] == "evaluation"
    assert set(payload["data"]["components"]) == {"observation", "feeling", "need", "request"}
    row = ToolInvocation.objects.get(user=user)
    assert (row.tool, row.ok, row.session_id) == ("evaluate_nvc", True, None)


@pytest.mark.parametrize("token", [None, "not-a-real-token"])
def test_a_missing_or_wrong_token_gets_401_on_every_request_and_no_tool(http_server, token_user, token):
    headers = dict(MCP_HEADERS)
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    for url in (f"{http_server}/mcp", f"{http_server}/mcp/structured", f"{http_server}/mcp?mode=scenario"):
        for body in (INITIALIZE, LIST_TOOLS):
            response = httpx.post(url, json=body, headers=headers, timeout=10)
            assert response.status_code == 401
            assert response.headers["www-authenticate"].startswith("Bearer")
            assert "tools" not in response.text
        assert httpx.get(url, headers=headers, timeout=10).status_code == 401
    with pytest.raises(Exception):  # noqa: B017 - the client cannot even connect
        list_names(f"{http_server}/mcp", token)


def test_a_token_scheme_other_than_bearer_and_an_unknown_mode_are_refused(http_server, token_user):
    _, token = token_user
    refused = httpx.post(
        f"{http_server}/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "Authorization": f"Token {token}"}, timeout=10
    )
    assert refused.status_code == 401
    unknown = httpx.post(
        f"{http_server}/mcp/karaoke", json=INITIALIZE, headers={**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    )
    assert unknown.status_code == 404


def test_a_stateful_mcp_session_serves_only_the_user_who_opened_it(http_server, token_user, make_user):
    _, token = token_user
    intruder = token_get_or_create(user=make_user(username="intruder"))
    opened = httpx.post(
        f"{http_server}/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "Authorization": f"Bearer {token}"}, timeout=10
    )
    assert opened.status_code == 200
    session = {"Mcp-Session-Id": opened.headers["mcp-session-id"], "Mcp-Protocol-Version": "2025-06-18"}
    stolen = httpx.post(
        f"{http_server}/mcp",
        json=LIST_TOOLS,
        headers={**MCP_HEADERS, **session, "Authorization": f"Bearer {intruder}"},
        timeout=10,
    )
    assert stolen.status_code == 404
    assert "tools" not in stolen.text


def test_identity_comes_from_the_token_with_the_profile_locale(token_user):
    user, token = token_user
    caller = caller_for_token(token, "structured")
    assert (caller.user_id, caller.locale, caller.mode) == (user.pk, "zh-hans", "structured")
    assert caller.context().session_id is None
    assert caller_for_token("nope", "structured") is None
    user.is_active = False
    user.save(update_fields=["is_active"])
    assert caller_for_token(token, "structured") is None


def test_a_write_over_http_waits_for_approval(http_server, token_user):
    from nvcpractice.knowledge.models import WikiEntry

    user, token = token_user

    async def session():
        async with http_session(f"{http_server}/mcp/free_dialog", token) as client:
            entry = {"title": "Over HTTP", "body": "Approve me in the app first.", "locale": "en"}
            return await client.call_tool("wiki_write", entry)

    result = anyio.run(session)
    payload = json.loads(result.content[0].text)
    assert payload["data"]["status"] == "awaiting_confirmation"
    assert "approve_in_app" in payload["data"]
    assert not WikiEntry.objects.filter(author=user).exists()


def test_an_oversized_body_is_refused_before_mcp_reads_it(http_server, token_user):
    _, token = token_user
    response = httpx.post(
        f"{http_server}/mcp/free_dialog",
        content=b"[" * (1_048_576 + 10),
        headers={**MCP_HEADERS, "Authorization": f"Bearer {token}"},
        timeout=10,
    )
    assert response.status_code == 413
    assert response.json()["error"]
