"""A tool declared in a third-party app: registered by autodiscovery alone."""

from pydantic import Field

from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult
from tools.registry import register


@register
class EchoForTests(Tool):
    name = "echo_for_tests"
    description = "Echo a word back with the caller's context (test app)."

    class Args(ToolArgs):
        word: str = Field(max_length=20)

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        return ToolResult.ok({"word": args.word, "user_id": ctx.user_id, "mode": ctx.mode})
