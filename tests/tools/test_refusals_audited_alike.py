"""Issue 15: a refused call leaves the same audit row whichever way it came (agent loop, a direct caller, MCP)."""

import pytest

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.models import ToolInvocation
from tests.fake_openai import Reply, tool_call
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db(transaction=True)  # the chat turn runs on its own connection
ARGUMENTS = {"goals": "Listen first"}
NOT_GRANTED = "the tool 'profile_update' is not available in this mode"


def audited():
    return list(ToolInvocation.objects.order_by("id").values_list("tool", "ok", "arguments", "error"))


def test_the_loop_audits_a_refused_call_with_its_parsed_arguments(chat, fake_model):
    chat.start("free_dialog")
    fake_model.script(Reply(tool_calls=[tool_call("profile_update", ARGUMENTS)]), Reply(content="I can't."))
    chat.say("Change my goals")
    assert audited() == [("profile_update", False, ARGUMENTS, NOT_GRANTED)]


def test_a_direct_caller_is_audited_the_same_way(user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog", locale="en")
    result = execute_tool_call("profile_update", ARGUMENTS, ctx, extra={"granted": ("rag_search",)}).result
    assert result.error == NOT_GRANTED
    assert audited() == [("profile_update", False, ARGUMENTS, NOT_GRANTED)]


def test_an_mcp_client_is_audited_the_same_way(user):
    result = call_tool(McpCaller(user_id=user.pk, locale="en", mode="free_dialog"), "profile_update", ARGUMENTS)
    assert result.success is False
    [(tool, ok, arguments, _)] = audited()
    assert (tool, ok, arguments) == ("profile_update", False, ARGUMENTS)


def test_arguments_that_are_not_json_are_kept_raw(user):
    ctx = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog", locale="en")
    execute_tool_call("profile_update", "{not json", ctx, extra={"granted": ()})
    assert audited() == [("profile_update", False, {"_raw": "{not json"}, NOT_GRANTED)]
