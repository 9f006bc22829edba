"""``rag_search``: hybrid search of the NVC knowledge base (meaning + words), with sources, and the answer bank's
short answers with a score and whether each clears the confidence threshold."""

from pydantic import Field

from nvcpractice.knowledge.selectors import answer_search, knowledge_search
from tools.builtin._common import LocaleArg
from tools.protocol import Tool, ToolArgs, ToolContext, ToolResult


class RagSearch(Tool):
    name = "rag_search"
    superseded = True
    description = (
        "Search the NVC handbook (observation, feelings, needs, requests, empathy…) and return the most relevant "
        "passages with their sources, plus short prepared answers (with an example and a why) when one fits: an "
        "answer marked confident answers the question; otherwise rely on the passages. Use it to answer questions "
        "about Nonviolent Communication."
    )

    class Args(ToolArgs):
        query: str = Field(min_length=1, max_length=500, description="what to look for, in the user's words")
        k: int = Field(default=4, ge=1, le=10, description="how many passages to return")
        locale: LocaleArg = Field(default=None, description="language of the passages: en or zh-hans")

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        hits = knowledge_search(query=args.query, k=args.k, locale=args.locale)
        answers = answer_search(query=args.query, locale=args.locale, k=min(args.k, 3))
        return ToolResult.ok(
            {
                "results": [
                    {"title": h.title, "snippet": h.text, "source": h.source, "locale": h.locale, "score": h.score}
                    for h in hits
                ],
                "answers": [
                    {
                        "concept": a.concept,
                        "title": a.title,
                        "answer": a.answer,
                        "example": a.example,
                        "why": a.why,
                        "source": a.source,
                        "source_title": a.source_title,
                        "source_text": a.source_text,
                        "locale": a.locale,
                        "score": a.score,
                        "confident": a.confident,
                    }
                    for a in answers
                ],
            }
        )
