"""Coach and partner text as HTML: a bounded Markdown renderer, then an allow-list sanitiser (nh3).

Why this exists: coach bubbles are rendered on every page view from text the model wrote or the coach assembled
around the learner's words, so nothing in that text may cost more than its length or become markup nobody
chose. markdown-it-py parses in linear time with a nesting ceiling (``maxNesting``), where Python-Markdown took
minutes on a run of backticks and raised ``RecursionError`` on ``"1. " * 800``. Raw HTML is never parsed as
HTML, and there are no links or images: a wiki entry or a model cannot put a live link in a bubble.
"""

from __future__ import annotations

from functools import lru_cache

import nh3
from markdown_it import MarkdownIt

ALLOWED_TAGS = {"p", "br", "strong", "em", "blockquote", "ul", "ol", "li", "code", "pre", "hr"}
MAX_CHARS = 20_000
"""Text beyond this is not rendered (a reply is far shorter; the model's replies are capped well below)."""
MAX_NESTING = 16
"""Lists and quotes nested deeper than this are read as text."""


@lru_cache(maxsize=1)
def _renderer() -> MarkdownIt:
    renderer = MarkdownIt("commonmark", {"html": False, "breaks": True, "linkify": False, "maxNesting": MAX_NESTING})
    return renderer.disable(["link", "image", "autolink", "reference", "html_inline", "html_block"])


def render_markdown(text: str) -> str:
    """Sanitised HTML for ``text``: rendered with bounded cost, raw HTML shown as text, then cleaned."""
    html = _renderer().render((text or "")[:MAX_CHARS])
    return nh3.clean(html, tags=ALLOWED_TAGS, attributes={}, url_schemes=set())
