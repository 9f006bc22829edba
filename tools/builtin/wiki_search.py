"""``wiki_search``: search the learners' wiki (approved entries, plus the caller's own pending ones)."""

from pydantic import Field

from nvcpractice.knowledge.selectors import wiki_search
from tools.builtin._common import LocaleArg
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class WikiSearch(Tool):
    name = "wiki_search"
    superseded = True
    description = "Search the learners' wiki of NVC tips and examples."

    class Args(ToolArgs):
        query: str = Field(min_length=1, max_length=500)
        locale: LocaleArg = None

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        found = wiki_search(user_id=ctx.user_id, query=args.query, locale=args.locale)
        return ToolResult.ok(
            {
                "entries": [
                    {
                        "id": entry.pk,
                        "title": entry.title,
                        "body": entry.body,
                        "locale": entry.locale,
                        "status": entry.status,
                        "mine": entry.author_id == ctx.user_id,
                        "score": score,
                    }
                    for entry, score in found
                ]
            }
        )
