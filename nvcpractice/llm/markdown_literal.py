"""Text put into the coach's Markdown so that it reads as written: the learner's words, wiki entries, names.

Why this exists: coach bubbles are Markdown (``web.markup`` renders them), and the offline coach quotes the
learner and approved wiki entries inside its own sentences. Unescaped, a learner's "*sigh*" or "1. first" became
emphasis or a list, and a run of backticks a code block; what the learner typed must come back as they typed it.
The escapes cover exactly the syntax the renderer keeps (inline: backslash, backticks, emphasis, entities; at a
line's start: headings, quotes, lists, rules, fences, indented code), so ordinary text is left untouched.
"""

from __future__ import annotations

import re

_INLINE = re.compile(r"[\\`*]|(?<![0-9A-Za-z])_|_(?![0-9A-Za-z])|&(?=#?[0-9A-Za-z]{1,32};)")
_MARKER = re.compile(r"^( {0,3})([#>+=~-])", re.MULTILINE)
_ORDERED = re.compile(r"^( {0,3}\d{1,9})([.)])", re.MULTILINE)
_INDENT = re.compile(r"^[ \t]{4,}", re.MULTILINE)


def markdown_literal(text: str) -> str:
    """``text`` escaped so that Markdown shows it as plain text (backslash escapes, as CommonMark defines them)."""
    text = _INLINE.sub(lambda found: "\\" + found.group(), text)
    text = _INDENT.sub("", text)
    text = _MARKER.sub(lambda found: found.group(1) + "\\" + found.group(2), text)
    return _ORDERED.sub(lambda found: found.group(1) + "\\" + found.group(2), text)
