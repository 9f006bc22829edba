"""Any OpenAI-compatible chat endpoint through the official ``openai`` client.

The client's own retry loop handles 408/409/429/5xx with exponential backoff and honours ``Retry-After``
(``NVC_LLM_MAX_RETRIES`` attempts); what still fails becomes a :class:`ModelError` with the status to answer.
Streaming assembles tool-call deltas (which arrive as fragments keyed by index) into whole calls.

Requests go through the client's documented ``client.post`` for a plain JSON body: our messages and tools are
already plain JSON, and the typed ``chat.completions.create`` walks every message and schema to transform it,
which costs tens of milliseconds per call with a long history.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import openai
from openai import Stream
from openai.types.chat import ChatCompletion, ChatCompletionChunk

from nvcpractice.llm.base import ChatResponse, ModelError, StreamEvent, TextDelta, ToolCall, Usage


def _model_error(exc: Exception) -> ModelError:
    if isinstance(exc, openai.APITimeoutError):
        return ModelError("the model did not answer in time", status=504, kind="timeout")
    if isinstance(exc, openai.RateLimitError):
        return ModelError("the model is busy (rate limited); try again shortly", status=503, kind="rate_limited")
    if isinstance(exc, openai.APIStatusError):
        return ModelError(f"the model answered with an error (HTTP {exc.status_code})", status=502, kind="upstream")
    if isinstance(exc, openai.APIConnectionError):
        return ModelError("the model could not be reached", status=502, kind="connection")
    return ModelError(f"the model's answer could not be read ({type(exc).__name__})", status=502, kind="malformed")


def _usage(raw: Any) -> Usage:
    if raw is None:
        return Usage()
    return Usage(prompt_tokens=raw.prompt_tokens or 0, completion_tokens=raw.completion_tokens or 0)


class OpenAIChatModel:
    """Chat completions with ``tools`` / ``tool_calls`` against ``OPENAI_BASE_URL``."""

    def __init__(self, *, model: str, api_key: str, base_url: str | None, timeout: float, max_retries: int) -> None:
        self.name = model
        self._client = openai.OpenAI(
            api_key=api_key or "unused", base_url=base_url, timeout=timeout, max_retries=max_retries
        )

    def _request(self, messages, tools, tool_choice, **extra) -> dict[str, Any]:
        request: dict[str, Any] = {"model": self.name, "messages": messages, **extra}
        if tools:
            request["tools"] = tools
            if tool_choice is not None:
                request["tool_choice"] = tool_choice
        return request

    def complete(self, messages, *, tools=None, tool_choice=None, response_format=None) -> ChatResponse:
        extra = {"response_format": response_format} if response_format else {}
        try:
            completion = self._client.post(
                "/chat/completions", body=self._request(messages, tools, tool_choice, **extra), cast_to=ChatCompletion
            )
            choice = completion.choices[0]
            message = choice.message
            calls = tuple(
                ToolCall(id=call.id, name=call.function.name, arguments=call.function.arguments or "")
                for call in (message.tool_calls or [])
            )
            return ChatResponse(
                content=message.content or "",
                tool_calls=calls,
                usage=_usage(completion.usage),
                finish_reason=choice.finish_reason or "stop",
            )
        except ModelError:
            raise
        except Exception as exc:
            raise _model_error(exc) from exc

    def stream(self, messages, *, tools=None, tool_choice=None) -> Iterator[StreamEvent]:
        request = self._request(messages, tools, tool_choice, stream=True, stream_options={"include_usage": True})
        text: list[str] = []
        fragments: dict[int, dict[str, str]] = {}
        usage = Usage()
        finish_reason = None
        try:
            chunks = self._client.post(
                "/chat/completions",
                body=request,
                cast_to=ChatCompletion,
                stream=True,
                stream_cls=Stream[ChatCompletionChunk],
            )
            for chunk in chunks:
                if chunk.usage is not None:
                    usage = _usage(chunk.usage)
                for choice in chunk.choices or []:
                    delta = choice.delta
                    if delta is not None and delta.content:
                        text.append(delta.content)
                        yield TextDelta(delta.content)
                    for call in (delta.tool_calls if delta is not None else None) or []:
                        slot = fragments.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
                        slot["id"] = call.id or slot["id"]
                        if call.function is not None:
                            slot["name"] += call.function.name or ""
                            slot["arguments"] += call.function.arguments or ""
                    finish_reason = choice.finish_reason or finish_reason
        except Exception as exc:
            raise _model_error(exc) from exc
        if finish_reason is None:
            raise ModelError("the model's stream ended before the reply was complete", status=502, kind="cut_off")
        calls = tuple(
            ToolCall(id=slot["id"] or f"call_{index}", name=slot["name"], arguments=slot["arguments"])
            for index, slot in sorted(fragments.items())
        )
        yield ChatResponse(content="".join(text), tool_calls=calls, usage=usage, finish_reason=finish_reason)
