"""Template filters of the web pages."""

from django import template
from django.utils.safestring import mark_safe

from nvcpractice.web.markup import render_markdown

register = template.Library()


@register.filter(name="markdown")
def markdown_filter(text: str) -> str:
    """Assistant text rendered from Markdown and sanitised (an allow-list of tags, safe link schemes only)."""
    return mark_safe(render_markdown(str(text or "")))  # noqa: S308 - render_markdown escapes, renders and cleans
