"""The single execution path: parsing, validation, failures made safe, timing and the audit record."""

import pytest

from nvcpractice.practice.models import ToolInvocation
from tools.execution import execute_tool_call
from tools.protocol import Tool, ToolArgs, ToolContext, ToolError, ToolResult
from tools.registry import register_temporarily

pytestmark = pytest.mark.django_db


class Boom(Tool):
    name = "boom_test"
    description = "Always fails."

    class Args(ToolArgs):
        kind: str

    def run(self, args, ctx):
        if args.kind == "expected":
            raise ToolError("that cannot be done")
        raise RuntimeError("secret internal detail /etc/passwd")


class Wrong(Tool):
    name = "wrong_test"
    description = "Returns the wrong type."

    def run(self, args, ctx):
        return {"not": "a ToolResult"}


@pytest.fixture
def ctx(user):
    return ToolContext(user_id=user.pk, session_id=None, mode="free_dialog")


@pytest.mark.parametrize(
    ("name", "arguments", "message"),
    [
        ("rag_search", "{not json", "not valid JSON"),
        ("rag_search", "[1, 2]", "must be a JSON object"),
        ("rag_search", '{"query": "x", "extra": 1}', "Additional properties"),
        ("rag_search", '{"query": 5}', "query"),
        ("rag_search", "{}", "'query' is a required property"),
        ("no_such_tool", "{}", "unknown tool"),
        ("rag_search", '{"query": "' + "x" * 9000 + '"}', "longer than"),
    ],
)
def test_bad_calls_fail_cleanly_and_are_audited(ctx, name, arguments, message):
    outcome = execute_tool_call(name, arguments, ctx)
    assert outcome.result.success is False
    assert message in outcome.result.error
    record = ToolInvocation.objects.get()
    assert record.tool == name
    assert record.ok is False
    assert record.user_id == ctx.user_id


def test_exceptions_become_safe_messages(ctx):
    with register_temporarily(Boom, Wrong):
        expected = execute_tool_call("boom_test", {"kind": "expected"}, ctx).result
        unexpected = execute_tool_call("boom_test", {"kind": "other"}, ctx).result
        wrong = execute_tool_call("wrong_test", {}, ctx).result
    assert expected.error == "that cannot be done"
    assert "passwd" not in unexpected.error
    assert unexpected.error == "the tool failed unexpectedly; try something else"
    assert wrong.success is False
    assert ToolInvocation.objects.filter(ok=False).count() == 3


def test_success_is_timed_and_audited(ctx):
    outcome = execute_tool_call("dashboard_query", '{"period": "week"}', ctx)
    assert outcome.result.success
    assert outcome.latency_ms > 0
    record = ToolInvocation.objects.get()
    assert (record.tool, record.ok, record.arguments) == ("dashboard_query", True, {"period": "week"})
    assert record.latency_ms > 0


def test_hooks_wrap_the_call_in_order(ctx):
    seen = []

    class Note:
        def __init__(self, label):
            self.label = label

        def around_tool(self, request, proceed):
            seen.append(f"before {self.label}")
            result = proceed(request)
            seen.append(f"after {self.label}")
            return result

    class Refuse:
        def around_tool(self, request, proceed):
            return ToolResult.fail("refused by policy")

    execute_tool_call("dashboard_query", "{}", ctx, hooks=[Note("a"), Note("b")])
    assert seen == ["before a", "before b", "after b", "after a"]
    result = execute_tool_call("dashboard_query", "{}", ctx, hooks=[Refuse()]).result
    assert result.error == "refused by policy"
    assert not ToolInvocation.objects.exists()
