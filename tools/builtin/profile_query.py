"""``profile_query``: the caller's own profile and a short progress summary."""

from django.contrib.auth import get_user_model

from nvcpractice.dashboard.selectors import dashboard_summary
from nvcpractice.profiles.selectors import profile_of
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class ProfileQuery(Tool):
    name = "profile_query"
    superseded = True
    description = "Read the learner's profile (name, language, goals, level) and a summary of their progress."

    class Args(ToolArgs):
        pass

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        profile = profile_of(user=get_user_model().objects.get(pk=ctx.user_id))
        summary = dashboard_summary(user_id=ctx.user_id, period="all", locale=profile.locale)
        return ToolResult.ok(
            {
                "display_name": profile.display_name,
                "locale": profile.locale,
                "goals": profile.goals,
                "preferences": profile.preferences,
                "level": profile.level,
                "progress": {
                    "sessions": summary["sessions"]["total"],
                    "evaluations": summary["evaluations"]["count"],
                    "average_score": summary["evaluations"]["average_score"],
                    "weakest_component": summary["weakest_component"],
                    "streak_days": summary["streak_days"],
                },
            }
        )
