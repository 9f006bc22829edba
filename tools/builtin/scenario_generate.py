"""``scenario_generate``: write a new scenario on a topic; it waits for staff review before others see it."""

from typing import Literal

from pydantic import Field

from nvcpractice.scenarios.generation import RELATIONSHIPS
from nvcpractice.scenarios.payloads import scenario_payload
from nvcpractice.scenarios.services import scenario_generate
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult

Relationship = Literal[RELATIONSHIPS]


class ScenarioGenerate(Tool):
    name = "scenario_generate"
    rate_scope = "generate"  # each call is a paid model call: per-user limit (tools.limits)
    description = (
        "Create a new practice scenario on a topic for a relationship and difficulty. It is the learner's own until "
        "staff approve it."
    )

    class Args(ToolArgs):
        topic: str = Field(min_length=2, max_length=80, description="short noun phrase, e.g. 'household chores'")
        relationship: Relationship = Field(description="family, partner, workplace, friends or school")
        difficulty: int = Field(ge=1, le=3)
        locale: Literal["en", "zh-hans"]

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        scenario = scenario_generate(
            user_id=ctx.user_id,
            topic=args.topic,
            relationship=args.relationship,
            difficulty=args.difficulty,
            locale=args.locale,
        )
        return ToolResult.ok({"scenario": scenario_payload(scenario, user_id=ctx.user_id, locale=ctx.locale)})
