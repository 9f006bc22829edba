"""Cleaning of text that users write (wiki entries, goals, display names, generated scenarios) before it is stored.

One rule everywhere: what is stored is plain text with no HTML tag in it, and pages escape it on output. Plain
text goes to the model as it is stored, so the model never reads markup a learner smuggled in either.
"""

import html

import nh3


def _clean_once(text: str) -> str:
    return html.unescape(nh3.clean(text, tags=set(), clean_content_tags={"script", "style"}))


def clean_user_text(text: str) -> str:
    """User-written text as stored: plain text with every HTML tag removed (script and style with their content).

    Entities are decoded after cleaning, and cleaning repeats until the text no longer changes (a fixed point),
    so ``&amp;amp;…lt;script&gt;`` nested any number of times cannot turn into a tag later. Each round that
    changes something removes at least one entity or tag, so the rounds are bounded by the text's length.
    """
    for _ in range(len(text) + 1):
        cleaned = _clean_once(text)
        if cleaned == text:
            break
        text = cleaned
    else:  # pragma: no cover - unreachable by the bound above; refuse rather than store something unstable
        text = html.escape(text)
    return text.strip()
