"""The machine-readable context line of a system prompt, shared by the prompt builder and the offline coach."""

from __future__ import annotations

import json
from typing import Any

CONTEXT_PREFIX = "NVC_CONTEXT: "


def context_line(context: dict[str, Any]) -> str:
    return CONTEXT_PREFIX + json.dumps(context, ensure_ascii=False)


def parse_context(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The context the system prompt of ``messages`` carries (empty when there is none)."""
    for message in messages:
        if message.get("role") == "system":
            for line in (message.get("content") or "").splitlines():
                if line.startswith(CONTEXT_PREFIX):
                    try:
                        return json.loads(line[len(CONTEXT_PREFIX) :])
                    except json.JSONDecodeError:
                        return {}
    return {}
