"""The fake OpenAI server, driven through the real ``openai`` client (no database, no Django needed)."""

from __future__ import annotations

import asyncio
import http.client
import json
import threading
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import openai
import pytest

from tests.fake_openai import FakeOpenAI, Reply, tool_call

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "rag_search",
            "description": "Search the knowledge base.",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
        },
    }
]
MESSAGES = [{"role": "user", "content": "Hello there"}]


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server


def make_client(fake: FakeOpenAI, **kwargs: Any) -> openai.OpenAI:
    kwargs.setdefault("max_retries", 0)
    return openai.OpenAI(base_url=fake.base_url, api_key="test", **kwargs)


def assemble_tool_calls(chunks: list[Any]) -> dict[int, dict[str, str]]:
    calls: dict[int, dict[str, str]] = {}
    for chunk in chunks:
        for choice in chunk.choices:
            for delta in choice.delta.tool_calls or []:
                call = calls.setdefault(delta.index, {"id": "", "name": "", "arguments": ""})
                call["id"] = delta.id or call["id"]
                if delta.function is not None:
                    call["name"] += delta.function.name or ""
                    call["arguments"] += delta.function.arguments or ""
    return calls


def test_non_streamed_text(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="Final answer", usage=(11, 3)))
    result = make_client(fake).chat.completions.create(model="gpt-4o-mini", messages=MESSAGES)
    assert result.object == "chat.completion"
    assert result.model == "gpt-4o-mini"
    assert result.choices[0].message.content == "Final answer"
    assert result.choices[0].message.tool_calls is None
    assert result.choices[0].finish_reason == "stop"
    assert (result.usage.prompt_tokens, result.usage.completion_tokens, result.usage.total_tokens) == (11, 3, 14)


def test_default_reply_when_queue_empty(fake: FakeOpenAI) -> None:
    client = make_client(fake)
    assert client.chat.completions.create(model="m", messages=MESSAGES).choices[0].message.content == "ok"
    fake.default = Reply(content="changed")
    assert client.chat.completions.create(model="m", messages=MESSAGES).choices[0].message.content == "changed"
    assert fake.pending == 0


def test_non_streamed_tool_calls(fake: FakeOpenAI) -> None:
    args = {"query": "feelings vs thoughts", "k": 3, "nested": {"lang": "de", "ü": [1, 2]}}
    fake.script(Reply(tool_calls=[tool_call("rag_search", args, id="call_abc"), tool_call("noop", "{not json")]))
    result = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, tools=TOOLS)
    message = result.choices[0].message
    assert result.choices[0].finish_reason == "tool_calls"
    assert message.content is None
    first, second = message.tool_calls
    assert (first.id, first.type, first.function.name) == ("call_abc", "function", "rag_search")
    assert json.loads(first.function.arguments) == args
    assert second.function.arguments == "{not json"
    assert second.id.startswith("call_")


def test_tool_call_auto_ids_increment() -> None:
    first, second = tool_call("a", {}), tool_call("b", {})
    assert first.id.startswith("call_") and second.id.startswith("call_")
    assert int(second.id.removeprefix("call_")) == int(first.id.removeprefix("call_")) + 1
    assert first.arguments == "{}"


def test_streamed_text_reassembled(fake: FakeOpenAI) -> None:
    text = "Observation, feeling, need, request — in that order."
    fake.script(Reply(content=text, chunk_size=5))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, stream=True)
    chunks = list(stream)
    assert chunks[0].object == "chat.completion.chunk"
    assert chunks[0].choices[0].delta.role == "assistant"
    content_chunks = [c.choices[0].delta.content for c in chunks[1:-1]]
    assert all(len(piece) <= 5 for piece in content_chunks)
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == text
    assert [c.choices[0].finish_reason for c in chunks][-1] == "stop"
    assert all(c.choices[0].finish_reason is None for c in chunks[:-1])


def test_streamed_tool_calls_assembled_by_index(fake: FakeOpenAI) -> None:
    args = {"query": "how to express a need without blame", "limit": 5}
    fake.script(Reply(content="Let me look.", tool_calls=[tool_call("rag_search", args), tool_call("other", {})]))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, tools=TOOLS, stream=True)
    chunks = list(stream)
    calls = assemble_tool_calls(chunks)
    assert [calls[0]["name"], calls[1]["name"]] == ["rag_search", "other"]
    assert json.loads(calls[0]["arguments"]) == args
    assert json.loads(calls[1]["arguments"]) == {}
    assert calls[0]["id"].startswith("call_")
    # Like OpenAI: the first delta names the call, later deltas only carry index + argument fragments.
    deltas = [d for c in chunks for d in c.choices[0].delta.tool_calls or [] if d.index == 0]
    assert deltas[0].function.name == "rag_search" and deltas[0].function.arguments == ""
    assert len(deltas) > 3 and all(d.id is None and d.function.name is None for d in deltas[1:])
    assert chunks[-1].choices[0].finish_reason == "tool_calls"
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "Let me look."


def test_stream_include_usage_chunk(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="hi", usage=(7, 2)))
    stream = make_client(fake).chat.completions.create(
        model="m", messages=MESSAGES, stream=True, stream_options={"include_usage": True}
    )
    chunks = list(stream)
    assert chunks[-1].choices == []
    assert (chunks[-1].usage.prompt_tokens, chunks[-1].usage.completion_tokens) == (7, 2)
    assert chunks[-2].choices[0].finish_reason == "stop"
    assert all(c.usage is None for c in chunks[:-1])


def test_rate_limit_raises(fake: FakeOpenAI) -> None:
    fake.script(Reply(status=429, headers={"Retry-After": "0"}))
    with pytest.raises(openai.RateLimitError) as info:
        make_client(fake).chat.completions.create(model="m", messages=MESSAGES)
    assert info.value.status_code == 429
    assert info.value.response.headers["retry-after"] == "0"
    assert info.value.code == "rate_limit_exceeded"


def test_rate_limit_retried_by_client(fake: FakeOpenAI) -> None:
    fake.script(Reply(status=429, headers={"Retry-After": "0"}), Reply(content="after retry"))
    result = make_client(fake, max_retries=1).chat.completions.create(model="m", messages=MESSAGES)
    assert result.choices[0].message.content == "after retry"
    assert len(fake.requests) == 2


def test_server_error(fake: FakeOpenAI) -> None:
    fake.script(Reply(status=500))
    with pytest.raises(openai.InternalServerError) as info:
        make_client(fake).chat.completions.create(model="m", messages=MESSAGES)
    assert info.value.status_code == 500


def test_delay_times_out_client(fake: FakeOpenAI) -> None:
    fake.script(Reply(delay=2.0, content="slow"))
    started = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        make_client(fake, timeout=0.3).chat.completions.create(model="m", messages=MESSAGES)
    assert time.monotonic() - started < 1.9  # the server would answer after 2 s


def test_delay_does_not_block_other_requests(fake: FakeOpenAI) -> None:
    fake.responder = lambda body: Reply(content=body["model"], delay=0.5)
    client = make_client(fake)
    results: list[str] = []

    def call(i: int) -> None:
        results.append(client.chat.completions.create(model=f"m{i}", messages=MESSAGES).choices[0].message.content)

    started = time.monotonic()
    threads = [threading.Thread(target=call, args=(i,)) for i in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == sorted(f"m{i}" for i in range(20))
    assert time.monotonic() - started < 4  # serially this would take 10 s


def test_stop_is_prompt_while_request_is_delayed() -> None:
    fake = FakeOpenAI().start()
    fake.script(Reply(delay=30, content="never"))
    errors: list[BaseException] = []

    def call() -> None:
        try:
            make_client(fake).chat.completions.create(model="m", messages=MESSAGES)
        except Exception as exc:
            errors.append(exc)

    thread = threading.Thread(target=call)
    thread.start()
    while not fake.requests:
        time.sleep(0.01)
    started = time.monotonic()
    fake.stop()
    thread.join(timeout=5)
    assert time.monotonic() - started < 3  # the reply was delayed by 30 s
    assert len(errors) == 1 and isinstance(errors[0], openai.APIConnectionError)


def wait_for(condition, seconds: float = 3.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_delayed_reply_notices_the_client_hanging_up(fake: FakeOpenAI) -> None:
    fake.script(Reply(delay=5.0, content="slow"))
    with pytest.raises(openai.APITimeoutError):
        make_client(fake, timeout=0.3).chat.completions.create(model="m", messages=MESSAGES)
    assert wait_for(lambda: fake.disconnects == 1 and fake.active == 0)  # long before the 5 s delay ends
    assert fake.max_active == 1


def test_endless_stream_runs_until_the_client_closes_it(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="more ", chunk_size=5, endless=True, interval=0.01))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, stream=True)
    pieces = []
    for chunk in stream:
        pieces.append(chunk.choices[0].delta.content or "")
        if len(pieces) == 40:
            break
    assert "".join(pieces) == "more " * 39  # the role chunk, then the same piece again and again
    assert fake.active == 1  # still generating while the connection is open
    stream.close()
    assert wait_for(lambda: fake.disconnects == 1 and fake.active == 0)


def test_endless_non_streamed_reply_hangs_until_the_client_gives_up(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="never", endless=True))
    started = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        make_client(fake, timeout=0.4).chat.completions.create(model="m", messages=MESSAGES)
    assert 0.35 < time.monotonic() - started < 2
    assert wait_for(lambda: fake.disconnects == 1 and fake.active == 0)


def test_active_counts_overlapping_requests(fake: FakeOpenAI) -> None:
    # each reply waits long enough for all three requests to arrive, even on a loaded two-core CI machine (0.3 s once
    # let one request finish before the last arrived)
    fake.default = Reply(content="x", delay=1.5)
    client = make_client(fake)
    threads = [
        threading.Thread(target=lambda: client.chat.completions.create(model="m", messages=MESSAGES)) for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # the server counts a request done after it has written the reply, which the client may read first
    settle = time.monotonic() + 5
    while fake.active and time.monotonic() < settle:
        time.sleep(0.01)
    assert (fake.max_active, fake.active, fake.disconnects) == (3, 0, 0)


def test_malformed_body(fake: FakeOpenAI) -> None:
    # The body is declared application/json but is truncated: openai 3.51 does not wrap the decode error,
    # the plain json.JSONDecodeError (a ValueError, not an openai.OpenAIError) escapes from create().
    fake.script(Reply(malformed=True))
    with pytest.raises(json.JSONDecodeError):
        make_client(fake).chat.completions.create(model="m", messages=MESSAGES)


def test_malformed_stream(fake: FakeOpenAI) -> None:
    fake.script(Reply(malformed=True))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, stream=True)
    with pytest.raises(json.JSONDecodeError):
        list(stream)


def test_cut_stream(fake: FakeOpenAI) -> None:
    # The server sends the role chunk and half the content chunks, then closes with a TCP RST.
    # Observed with openai 3.51 / httpx2: the chunks already sent are yielded, then iterating raises
    # openai.APIConnectionError (httpx2.ReadError underneath); no chunk ever carries a finish_reason.
    fake.script(Reply(content="abcdefgh" * 4, chunk_size=8, cut_stream=True))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, stream=True)
    received: list[Any] = []
    with pytest.raises(openai.APIConnectionError):
        for chunk in stream:
            received.append(chunk)
    assert "".join(c.choices[0].delta.content or "" for c in received) == "abcdefgh" * 2
    assert all(c.choices[0].finish_reason is None for c in received)


def test_reset_raises_connection_error(fake: FakeOpenAI) -> None:
    fake.script(Reply(reset=True))
    with pytest.raises(openai.APIConnectionError):
        make_client(fake).chat.completions.create(model="m", messages=MESSAGES)
    assert len(fake.requests) == 1


def test_requests_recorded_with_tools(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="a"), Reply(content="b"))
    client = make_client(fake)
    client.chat.completions.create(model="gpt-4o", messages=MESSAGES, tools=TOOLS, temperature=0.2)
    client.chat.completions.create(model="gpt-4o-mini", messages=MESSAGES, stream=True).close()
    assert [r["model"] for r in fake.requests] == ["gpt-4o", "gpt-4o-mini"]
    assert fake.requests[0]["tools"] == TOOLS
    assert fake.requests[0]["messages"] == MESSAGES
    assert fake.requests[0]["temperature"] == 0.2
    assert fake.requests[1]["stream"] is True


def test_responder_replaces_queue(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="queued"))
    fake.responder = lambda body: Reply(content=f"echo {body['messages'][-1]['content']}")
    result = make_client(fake).chat.completions.create(model="m", messages=MESSAGES)
    assert result.choices[0].message.content == "echo Hello there"
    assert fake.pending == 1


def test_embeddings_with_dimensions(fake: FakeOpenAI) -> None:
    client = make_client(fake)
    result = client.embeddings.create(model="text-embedding-3-small", input=["one", "two"], dimensions=16)
    assert [len(d.embedding) for d in result.data] == [16, 16]
    assert [d.index for d in result.data] == [0, 1]
    assert result.data[0].embedding != result.data[1].embedding
    assert sum(v * v for v in result.data[0].embedding) == pytest.approx(1.0, abs=1e-4)
    again = client.embeddings.create(
        model="text-embedding-3-small", input="one", dimensions=16, encoding_format="float"
    )
    assert again.data[0].embedding == pytest.approx(result.data[0].embedding, abs=1e-6)
    assert len(client.embeddings.create(model="e", input="x").data[0].embedding) == 8
    assert fake.embedding_requests[0]["dimensions"] == 16
    assert fake.embedding_requests[0]["input"] == ["one", "two"]
    assert len(fake.embedding_requests) == 3 and fake.requests == []


def test_models_and_unknown_paths(fake: FakeOpenAI) -> None:
    assert "gpt-4o-mini" in [m.id for m in make_client(fake).models.list()]
    connection = http.client.HTTPConnection(urlsplit(fake.base_url).netloc, timeout=5)
    connection.request("POST", "/v1/nope", body=b"{}", headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    assert response.status == 404
    assert json.loads(response.read())["error"]["type"] == "invalid_request_error"
    connection.close()


def test_async_client_stream(fake: FakeOpenAI) -> None:
    fake.script(Reply(content="async hello", chunk_size=2), Reply(tool_calls=[tool_call("rag_search", {"q": 1})]))

    async def run() -> tuple[str, str]:
        client = openai.AsyncOpenAI(base_url=fake.base_url, api_key="test", max_retries=0)
        stream = await client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
        text = "".join([c.choices[0].delta.content or "" async for c in stream])
        result = await client.chat.completions.create(model="m", messages=MESSAGES)
        await client.close()
        return text, result.choices[0].message.tool_calls[0].function.arguments

    assert asyncio.run(run()) == ("async hello", '{"q": 1}')


def test_stop_is_idempotent() -> None:
    fake = FakeOpenAI().start()
    fake.stop()
    fake.stop()


def test_stream_error(fake: FakeOpenAI) -> None:
    # Half of the content, then an error event and the end of the stream (no [DONE]), as servers report a failure
    # after generation started; the openai client raises APIError with the message.
    fake.script(Reply(content="abcdefgh" * 4, chunk_size=8, stream_error="generation failed"))
    stream = make_client(fake).chat.completions.create(model="m", messages=MESSAGES, stream=True)
    received: list[Any] = []
    with pytest.raises(openai.APIError, match="generation failed"):
        for chunk in stream:
            received.append(chunk)
    assert "".join(c.choices[0].delta.content or "" for c in received) == "abcdefgh" * 2
