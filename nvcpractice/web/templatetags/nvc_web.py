"""Template filters of the web pages."""

from django import template
from django.utils.safestring import mark_safe

from nvcpractice.practice.selectors import sessions_practised
from nvcpractice.web.markup import render_markdown

register = template.Library()


@register.filter(name="markdown")
def markdown_filter(text: str) -> str:
    """Assistant text rendered from Markdown and sanitised (an allow-list of tags, safe link schemes only)."""
    return mark_safe(render_markdown(str(text or "")))  # noqa: S308 - render_markdown escapes, renders and cleans


@register.simple_tag
def has_practised(user) -> bool:
    """Whether the learner has practised before ("Welcome back") or has just signed up ("Welcome")."""
    return bool(user.is_authenticated) and sessions_practised(user_id=user.pk).exists()
