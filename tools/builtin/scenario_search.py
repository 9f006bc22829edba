"""``scenario_search``: find practice scenarios the caller may use (approved, plus their own generated ones)."""

from pydantic import Field

from nvcpractice.scenarios.payloads import scenario_payload
from nvcpractice.scenarios.selectors import scenario_search
from tools.builtin._common import LocaleArg
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class ScenarioSearch(Tool):
    name = "scenario_search"
    superseded = True
    description = "Find practice scenarios by topic, difficulty (1-3), language or tags (family, partner, workplace…)."

    class Args(ToolArgs):
        query: str | None = Field(default=None, max_length=200, description="topic or words to look for")
        difficulty: int | None = Field(default=None, ge=1, le=3)
        locale: LocaleArg = None
        tags: list[str] | None = Field(default=None, max_length=5)

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        found = scenario_search(
            user_id=ctx.user_id,
            query=args.query,
            difficulty=args.difficulty,
            locale=args.locale,
            tags=args.tags,
            limit=5,
        )
        scenarios = [scenario_payload(s, user_id=ctx.user_id, locale=ctx.locale) for s in found]
        return ToolResult.ok({"scenarios": scenarios})
