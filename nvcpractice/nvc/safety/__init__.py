"""Spotting a message that speaks of self-harm, suicide, violence or abuse, in English and Chinese.

Why this exists: learners bring real conflicts, and some of them are not conflicts to practise but danger. Before
any coaching, the app asks this module whether a message says that someone may be hurt; if so, practice steps
aside (see ``scenes/safety.py``). This module only recognises; it stores, logs and answers nothing.

It is conservative: it looks for explicit phrasings ("kill myself", "he hits me", "我不想活了", "他打我") and leaves
figures of speech alone ("this deadline is killing me", "hit me up later", "累死了", "笑死我了", "杀价"). A stated
threat ("he said he'd kill me") counts even though it might be a joke: missing a real one costs more.

Pure Python, no Django; one pass over the words for English and bounded ``str.find`` scans for Chinese, so the
time grows linearly with the text.
"""

from __future__ import annotations

from .chinese import chinese_concern
from .concern import Concern
from .english import english_concern

__all__ = ("Concern", "safety_concern")


def safety_concern(text: str) -> Concern | None:
    """What the message speaks of, when it speaks of self-harm, suicide, violence or abuse; else ``None``."""
    if not isinstance(text, str) or not text.strip():
        return None
    return english_concern(text) or chinese_concern(text)
