"""The offline coach: a deterministic model that speaks the tool-calling protocol with no network.

It reads the mode and state from the system prompt's context line, chooses only among the tools it is offered,
and writes its replies in the learner's language from the tool results — so the whole product works offline.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import count
from typing import Any

from nvcpractice.llm.base import ChatResponse, TextDelta, ToolCall, Usage
from nvcpractice.llm.offline.conversation import read_turn
from nvcpractice.llm.offline.strategies import MODES
from nvcpractice.llm.tokens import approximate_tokens

_ids = count(1)
_PIECES = re.compile(
    r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]{1,6}|[^\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+\s*|\s+"
)


class OfflineCoachModel:
    """A rule-based coach behind the :class:`~nvcpractice.llm.base.ChatModel` interface."""

    name = "offline-coach"

    def complete(self, messages, *, tools=None, tool_choice=None, response_format=None, deadline=None) -> ChatResponse:
        view = read_turn(messages, tools if tool_choice != "none" else None)
        plan = MODES.get(view.mode, MODES["free_dialog"])(view)
        calls = tuple(
            ToolCall(id=f"offline_{next(_ids)}", name=name, arguments=json.dumps(args, ensure_ascii=False))
            for name, args in plan.calls
            if name in view.offered
        )
        content = "" if calls else plan.text
        prompt = sum(approximate_tokens(str(m.get("content") or "")) for m in messages)
        usage = Usage(prompt_tokens=prompt, completion_tokens=approximate_tokens(content + str(plan.calls)))
        return ChatResponse(
            content=content, tool_calls=calls, usage=usage, finish_reason="tool_calls" if calls else "stop"
        )

    def stream(self, messages, *, tools=None, tool_choice=None, deadline=None) -> Iterator[Any]:
        response = self.complete(messages, tools=tools, tool_choice=tool_choice)
        for piece in _PIECES.findall(response.content):
            yield TextDelta(piece)
        yield response
