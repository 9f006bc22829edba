"""``profile_update``: change the caller's own profile (name, language, goals, preferences)."""

from typing import Any

from django.contrib.auth import get_user_model
from pydantic import Field, field_validator

from nvcpractice.profiles.services import profile_update
from tools.builtin._common import LocaleArg
from tools.protocol import Tool, ToolArgs, ToolContext, ToolError, ToolResult


class ProfileUpdate(Tool):
    name = "profile_update"
    description = "Update the learner's own profile: display name, language (en / zh-hans), goals or preferences."
    writes = True

    class Args(ToolArgs):
        display_name: str | None = Field(default=None, min_length=1, max_length=80)
        locale: LocaleArg = None
        goals: str | None = Field(default=None, max_length=1000, description="what the learner wants to practise")
        preferences: dict[str, str | int | bool] | None = Field(
            default=None, max_length=20, description="small settings, e.g. {'reply_length': 'short'}"
        )

        @field_validator("preferences")
        @classmethod
        def small_preferences(cls, value: dict[str, Any] | None):
            if value is not None:
                for key, item in value.items():
                    if len(key) > 40 or (isinstance(item, str) and len(item) > 200):
                        raise ValueError("preference keys are limited to 40 and values to 200 characters")
            return value

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        changes = args.model_dump(exclude_none=True)
        if not changes:
            raise ToolError("nothing to update: give display_name, locale, goals or preferences")
        user = get_user_model().objects.get(pk=ctx.user_id)
        try:
            profile = profile_update(user=user, **changes)
        except ValueError as exc:
            raise ToolError(str(exc)) from exc
        return ToolResult.ok(
            {
                "updated": sorted(changes),
                "profile": {
                    "display_name": profile.display_name,
                    "locale": profile.locale,
                    "goals": profile.goals,
                    "preferences": profile.preferences,
                },
            }
        )
