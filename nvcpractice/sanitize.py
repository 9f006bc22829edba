"""Cleaning of text that users write (wiki entries, goals, generated scenarios) before it is stored."""

import html

import nh3


def clean_user_text(text: str) -> str:
    """User-written text as stored: plain text with every HTML tag removed (script and style with their content).

    Entities are decoded after cleaning, and cleaning repeats until stable, so ``&lt;script&gt;`` cannot turn
    into a tag later; templates escape the text when they show it.
    """
    for _ in range(5):
        cleaned = html.unescape(nh3.clean(text, tags=set(), clean_content_tags={"script", "style"}))
        if cleaned == text:
            break
        text = cleaned
    return text.strip()
