"""Assistant text as HTML: Markdown rendered, then sanitised with an allow-list (nh3); model text is never trusted."""

from __future__ import annotations

import re

import markdown
import nh3

ALLOWED_TAGS = {"p", "br", "strong", "em", "b", "i", "blockquote", "ul", "ol", "li", "code", "pre", "a", "hr"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}}
MAX_CHARS = 20_000
_QUOTE_MARKERS = re.compile(r"^([ \t]*)((?:&gt;[ \t]?)+)", re.MULTILINE)


def render_markdown(text: str) -> str:
    """Sanitised HTML for ``text`` (raw HTML in the text is escaped by Markdown, then anything left is cleaned)."""
    source = (text or "")[:MAX_CHARS]
    # Markdown passes raw HTML through; escape it first so a model cannot inject tags, then render.
    source = source.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    source = _unescape_quote_markers(source)
    html = markdown.markdown(source, extensions=["sane_lists", "nl2br"], output_format="html")
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )


def _unescape_quote_markers(source: str) -> str:
    """Keep Markdown blockquotes (``> `` at a line start) working after ``>`` was escaped."""
    return _QUOTE_MARKERS.sub(lambda match: match.group(1) + match.group(2).replace("&gt;", ">"), source)
