"""What the learner reads when the agent wants to change something: the change, and Approve / Decline."""

from __future__ import annotations

from typing import Any

_TEXT = {
    "en": {
        "profile_update": "I'd like to update your profile:",
        "wiki_write": "I'd like to propose this wiki entry:",
        "other": "I'd like to make this change:",
        "ask": "Approve or decline it — nothing changes until you approve.",
    },
    "zh-hans": {
        "profile_update": "我想更新你的个人资料：",
        "wiki_write": "我想提交这条百科条目：",
        "other": "我想做这个修改：",
        "ask": "请批准或拒绝——你批准之前什么都不会改变。",
    },
}


def confirmation_prompt(action: dict[str, Any], locale: str) -> str:
    text = _TEXT["zh-hans" if locale == "zh-hans" else "en"]
    lines = [text.get(action.get("tool", ""), text["other"])]
    for field, value in (action.get("changes") or {}).items():
        lines.append(f"- **{field}**: {value}")  # the whole change: the learner approves what they read
    lines.append(text["ask"])
    return "\n".join(lines)
