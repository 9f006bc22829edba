"""``wiki_write``: propose a wiki entry; it stays pending until staff approve it."""

from typing import Literal

from pydantic import Field

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.knowledge.services import wiki_entry_create
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class WikiWrite(Tool):
    name = "wiki_write"
    description = "Propose a new wiki entry (a tip or example about NVC). Staff review it before others can read it."
    writes = True

    class Args(ToolArgs):
        title: str = Field(min_length=1, max_length=WikiEntry.TITLE_MAX)
        body: str = Field(min_length=1, max_length=WikiEntry.BODY_MAX)
        locale: Literal["en", "zh-hans"]

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        entry = wiki_entry_create(author_id=ctx.user_id, title=args.title, body=args.body, locale=args.locale)
        return ToolResult.ok({"id": entry.pk, "title": entry.title, "status": entry.status})
