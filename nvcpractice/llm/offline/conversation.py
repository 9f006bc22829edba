"""What the offline coach reads from a request: the context, the tools offered, this turn's text and results."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from nvcpractice.llm.context import parse_context
from nvcpractice.nvc import detect_locale
from nvcpractice.nvc.locale import HAN_RE

_CJK = HAN_RE


@dataclass
class TurnView:
    """The current turn as the coach sees it."""

    context: dict[str, Any]
    offered: set[str]
    user_text: str
    locale: str
    results: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (tool name, payload) in order
    called: list[tuple[str, str]] = field(default_factory=list)  # (tool name, arguments JSON) this turn
    # every evaluate_nvc result of the conversation so far, earlier turns included: (arguments, payload) in order
    evaluations: list[tuple[dict[str, Any], dict[str, Any]]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # earlier messages (no system), oldest first

    @property
    def mode(self) -> str:
        return self.context.get("mode", "free_dialog")

    def offers(self, name: str) -> bool:
        return name in self.offered

    def last_result(self, name: str | None = None) -> tuple[str, dict[str, Any]] | None:
        for tool, payload in reversed(self.results):
            if name is None or tool == name:
                return tool, payload
        return None


def read_turn(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> TurnView:
    context = parse_context(messages)
    offered = {tool["function"]["name"] for tool in tools or [] if tool.get("type") == "function"}
    last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
    user_text = str(messages[last_user].get("content") or "") if last_user >= 0 else ""
    locale = context.get("locale") or "en"
    if _CJK.search(user_text):
        locale = "zh-hans"
    elif user_text.strip() and locale == "zh-hans" and detect_locale(user_text) == "en" and len(user_text) > 12:
        locale = "en"
    view = TurnView(context=context, offered=offered, user_text=user_text, locale=locale)
    view.history = [m for m in messages[: max(last_user, 0)] if m.get("role") != "system"]
    calls_by_id: dict[str, tuple[str, str]] = {}
    for position, message in enumerate(messages):
        current = position > last_user
        for call in message.get("tool_calls") or []:
            name, arguments = call["function"]["name"], call["function"].get("arguments") or ""
            calls_by_id[call["id"]] = (name, arguments)
            if current:
                view.called.append((name, arguments))
        if message.get("role") != "tool":
            continue
        name, arguments = calls_by_id.get(message.get("tool_call_id", ""), ("?", ""))
        payload = _loads(message.get("content"), {"ok": False, "error": "unreadable result"})
        if current:
            view.results.append((name, payload))
        if name == "evaluate_nvc":
            view.evaluations.append((_loads(arguments, {}), payload))
    return view


def _loads(text: str | None, default: dict[str, Any]) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}")
    except json.JSONDecodeError:
        return default
    return value if isinstance(value, dict) else default
