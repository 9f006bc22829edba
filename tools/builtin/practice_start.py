"""``practice_start``: start role-playing a scenario in the current session."""

from pydantic import Field

from nvcpractice.practice.services import session_start_scenario
from nvcpractice.scenarios.payloads import scenario_payload
from tools.protocol import Tool, ToolArgs, ToolContext, ToolError, ToolResult


class PracticeStart(Tool):
    name = "practice_start"
    description = "Start practising a scenario (by id from scenario_search or scenario_generate) in this session."

    class Args(ToolArgs):
        scenario_id: int = Field(ge=1)

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        if ctx.session_id is None:
            raise ToolError("there is no session to practise in")
        session = session_start_scenario(user_id=ctx.user_id, session_id=ctx.session_id, scenario_id=args.scenario_id)
        scenario = scenario_payload(session.scenario, user_id=ctx.user_id, locale=ctx.locale)
        return ToolResult.ok({"started": True, "scenario": scenario})
