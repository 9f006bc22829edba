"""Replies in two voices: the role-play partner and the coach, told apart in one model reply.

Why this exists: in the scenario mode the model speaks as the other person *and* coaches. The reply is written with
two tags, ``<partner>…</partner>`` and ``<coach>…</coach>`` (the convention the system prompt asks a real model
for, and the one the offline coach writes), and parsed here into the API's ``reply.parts``. A reply without tags is
the partner speaking; text outside the tags is kept, as the coach's.

    >>> parse_parts("<partner>Fine.</partner><coach>Name a feeling.</coach>", partner_name="Sam")
    [{'speaker': 'partner', 'name': 'Sam', 'text': 'Fine.'}, {'speaker': 'coach', 'text': 'Name a feeling.'}]
"""

from __future__ import annotations

import re
from typing import Any

SPEAKERS = ("partner", "coach")
_TAG = re.compile(r"</?\s*(partner|coach)\s*>", re.IGNORECASE)


def part(speaker: str, text: str, *, name: str = "") -> dict[str, str]:
    """One part of a reply; the partner's carries the name of the role they play."""
    if speaker not in SPEAKERS:
        raise ValueError(f"speaker must be one of {', '.join(SPEAKERS)}")
    return (
        {"speaker": speaker, "name": name, "text": text} if speaker == "partner" else {"speaker": speaker, "text": text}
    )


def format_parts(parts: list[dict[str, Any]]) -> str:
    """The tagged text of ``parts`` (what the model writes and what the history replays)."""
    return "\n".join(f"<{p['speaker']}>{p['text'].strip()}</{p['speaker']}>" for p in parts if p["text"].strip())


def parse_parts(text: str, *, partner_name: str, untagged: str = "partner") -> list[dict[str, str]]:
    """The parts of a tagged reply, in order, empty ones dropped; a reply with no tags is all ``untagged``'s."""
    if not _TAG.search(text):
        stripped = text.strip()
        return [part(untagged, stripped, name=partner_name)] if stripped else []
    parts: list[dict[str, str]] = []
    speaker, start = "coach", 0
    for match in _TAG.finditer(text):
        _append(parts, speaker, text[start : match.start()], partner_name)
        closing = match.group(0).startswith("</")
        speaker = "coach" if closing else match.group(1).lower()
        start = match.end()
    _append(parts, speaker, text[start:], partner_name)
    return parts


def _append(parts: list[dict[str, str]], speaker: str, text: str, partner_name: str) -> None:
    text = text.strip()
    if not text:
        return
    if parts and parts[-1]["speaker"] == speaker:
        parts[-1]["text"] = f"{parts[-1]['text']}\n\n{text}"
    else:
        parts.append(part(speaker, text, name=partner_name))


def plain_content(parts: list[dict[str, Any]]) -> str:
    """The reply as one text for clients that read ``reply.content`` only: the partner's line, then the coach's."""
    return "\n\n".join(p["text"] for p in parts if p["text"].strip())


def strip_tags(text: str) -> str:
    """Streamed text without the tags, for showing as it arrives."""
    return _TAG.sub("", text)
