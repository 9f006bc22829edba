"""Issue 25, item 7: every event's data stays on one line for any line splitter, not only for SSE's own rules.

U+2028, U+2029 and NEL are valid raw in JSON and in SSE, but ``str.splitlines`` and httpx's ``iter_lines()`` (as
``scripts/e2e_llm.py`` reads the stream) break lines at them, so an approved wiki entry carrying them injected
events into such a client."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync

from scenes.orchestrator import TurnEvent
from scenes.runner import sse
from tests.fake_openai import Reply

BREAKS = "a\u2028event: error\u2029data: {}\x85b\x0bc\x0cd\x1ce\x1df\x1eg\r\nh"


def read_like_a_line_splitter(body: str) -> list[tuple[str, dict]]:
    events, current = [], {}
    for line in body.splitlines():
        if not line:
            if current:
                events.append((current["event"], json.loads(current["data"])))
            current = {}
        elif not line.startswith(":"):
            field, _, value = line.partition(": ")
            current[field] = value
    return events


@pytest.mark.parametrize("kind", ["delta", "tool_result"])
def test_an_event_reads_back_the_same_through_splitlines(kind):
    data = {"text": BREAKS} if kind == "delta" else {"name": "wiki_search", "data": {"body": BREAKS, "k": [BREAKS]}}
    assert read_like_a_line_splitter(sse(TurnEvent(kind, data)).decode()) == [(kind, data)]


@pytest.mark.django_db(transaction=True)
def test_a_streamed_reply_with_line_breaks_reads_whole_in_a_line_splitting_client(chat, fake_model):
    chat.start("free_dialog")
    fake_model.default = Reply(content=f"One {BREAKS} two", chunk_size=3)
    response = chat.client.post(
        f"/api/sessions/{chat.session_id}/messages/",
        {"content": "How do I say no kindly?"},
        format="json",
        HTTP_ACCEPT="text/event-stream",
    )

    async def collect():
        return b"".join([chunk async for chunk in response.streaming_content])

    events = read_like_a_line_splitter(async_to_sync(collect)().decode())
    kinds = [kind for kind, _ in events]
    assert "error" not in kinds and kinds[-1] == "done"
    assert "".join(data["text"] for kind, data in events if kind == "delta") == f"One {BREAKS} two"
