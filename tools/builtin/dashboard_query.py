"""``dashboard_query``: the caller's practice statistics."""

from typing import Literal

from nvcpractice.dashboard.selectors import dashboard_summary
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class DashboardQuery(Tool):
    name = "dashboard_query"
    superseded = True
    description = (
        "The learner's progress: sessions by mode, average score per component of whole statements, four-step "
        "pass rate and tries until accepted per step, daily trend, streak and the weakest component with a "
        "suggested next exercise."
    )

    class Args(ToolArgs):
        period: Literal["week", "month", "quarter", "year", "all"] = "month"

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        return ToolResult.ok(dashboard_summary(user_id=ctx.user_id, period=args.period, locale=ctx.locale))
