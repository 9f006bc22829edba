"""Irony said by a sign rather than by words: an eye roll, an upside-down smile, 呵呵, a [白眼] sticker.

Why this exists: the rules read a copy of the text with emoji blanked (they separate words), so "what a lovely
welcome home 🙄" reads as praise and "呵呵 您真是大忙人" as a compliment. People in chat mark sarcasm with these
signs more often than with words; a sign of irony or contempt makes the sentence it goes with a judgement, in
either language. A plain smile (🙂 😊) or a laugh (哈哈, 😂) is no such sign: it is as often friendly.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from .findings import Span
from .text import PreparedText, sentence_spans

IRONY_EMOJI = "\U0001f644\U0001f643\U0001f612\U0001f611\U0001f60f\U0001f921"
"""🙄 face with rolling eyes, 🙃 upside-down face, 😒 unamused, 😑 expressionless, 😏 smirking, 🤡 clown."""
IRONY_STICKERS = ("白眼", "微笑", "抠鼻", "鄙视", "呵呵", "翻白眼")
"""The chat apps' stickers typed as [名字]: [白眼] eye roll, and [微笑], read in Chinese chat as a cold smile."""

_SIGN = re.compile(
    "[" + IRONY_EMOJI + "]" + r"|[\[【](?:" + "|".join(IRONY_STICKERS) + r")[\]】]" + r"|(?<![乐笑])呵呵"
)
"""A sign in the text as typed; 呵呵 said alone is a cold laugh (乐呵呵, 笑呵呵 are cheerful)."""


def _normalised_index(prepared: PreparedText, original_index: int) -> int:
    """Where the character typed at ``original_index`` falls in the text the rules read."""
    return bisect_left(prepared.starts, original_index)


def _sentence_with(prepared: PreparedText, index: int) -> Span | None:
    """The sentence of the rules' text that holds ``index``; else the one before it (a sign closing the text), else
    the one after it (a sign opening it)."""
    sentences = sentence_spans(prepared.text)
    if not sentences:
        return None
    before = [span for span in sentences if span[0] <= index]
    start, end = before[-1] if before else sentences[0]
    while end > start and prepared.text[end - 1] in " .!?;,~":
        end -= 1
    return (start, end) if end > start else None


def irony_span(prepared: PreparedText) -> Span | None:
    """The sentence (in the rules' text) that the first sign of irony goes with, ``None`` when there is none."""
    sign = _SIGN.search(prepared.original)
    if sign is None:
        return None
    return _sentence_with(prepared, _normalised_index(prepared, sign.start()))
