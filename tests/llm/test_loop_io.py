"""A model call made from a thread inside ``io_loop_scope`` does its HTTP exchange on the loop.

The chat client's own tests (``test_openai_chat.py``) run every case both ways; these check what only the loop's
way has: which calls take it, the batches the thread is handed, and an exchange stopped from either side.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import threading
import time

import httpx2
import openai
import pytest

from nvcpractice.llm import loop_io
from nvcpractice.llm.base import ModelError, TextDelta
from nvcpractice.llm.loop_io import LoopExchange, current_io_loop, io_loop_scope, proxied
from nvcpractice.llm.openai_chat import OpenAIChatModel, _status_error_read
from nvcpractice.llm.sse import sse_chunks, sse_lines
from tests.fake_openai import FakeOpenAI, Reply
from tests.llm.loops import connecting_threads, port_of, running_loop

MESSAGES = [{"role": "user", "content": "Hello"}]


@pytest.fixture
def fake():
    with FakeOpenAI() as server:
        yield server


def make_model(fake: FakeOpenAI) -> OpenAIChatModel:
    return OpenAIChatModel(model="m", api_key="k", base_url=fake.base_url, timeout=5.0, max_retries=0)


def exchange(fake: FakeOpenAI, loop, *, gap: float, timeout: float = 5.0) -> LoopExchange:
    body = b'{"model": "m", "stream": true, "messages": [{"role": "user", "content": "Hi"}]}'
    request = httpx2.Request("POST", fake.base_url + "/chat/completions", content=body)
    return LoopExchange(
        loop=loop,
        request=request,
        tls=httpx2.create_ssl_context(),
        timeout=timeout,
        error_status=_status_error_read,
        gap=gap,
    )


def ended(item: LoopExchange, loop) -> None:
    """Wait for ``item``'s exchange to end on ``loop`` (its task was asked for before this wait)."""

    async def task_done() -> None:
        await item._task

    asyncio.run_coroutine_threadsafe(task_done(), loop).result(timeout=10)


def test_a_call_in_the_scope_is_sent_and_read_on_the_loop(fake):
    fake.script(Reply(content="Heard you."))
    model = make_model(fake)
    with running_loop() as loop, io_loop_scope(loop), connecting_threads() as connects:
        reply = model.complete(MESSAGES)
    assert reply.content == "Heard you."
    assert connects == [("test-loop", port_of(fake.base_url))]


def test_outside_a_scope_on_the_loops_own_thread_or_after_it_closed_the_thread_reads_itself():
    assert current_io_loop() is None
    with running_loop() as loop:
        with io_loop_scope(loop):
            assert current_io_loop() is loop
            own = asyncio.run_coroutine_threadsafe(_current_here(), loop).result(timeout=5)
        assert own is None
    with io_loop_scope(loop):
        assert current_io_loop() is None  # closed


async def _current_here():
    return current_io_loop()


def test_pieces_arriving_within_the_gap_reach_the_thread_as_one_batch(fake):
    fake.script(
        Reply(content="x" * 40, chunk_size=4, interval=0.005), Reply(content="x" * 40, chunk_size=4, interval=0.005)
    )
    with running_loop() as loop:
        gathered = exchange(fake, loop, gap=1.0)
        ended(gathered, loop)
        at_once = exchange(fake, loop, gap=0.0)
        ended(at_once, loop)
        assert gathered._batches.qsize() == 1
        assert at_once._batches.qsize() > 5  # ten content chunks 5 ms apart, each handed on as it came
        texts = [_text(item) for item in (gathered, at_once)]
    assert texts == ["x" * 40, "x" * 40]


def _text(item: LoopExchange) -> str:
    groups = sse_chunks(sse_lines(item.pieces()))
    return "".join(
        choice["delta"].get("content") or "" for chunks in groups for chunk in chunks for choice in chunk["choices"]
    )


def test_a_stream_the_thread_stops_reading_is_closed_on_the_loop(fake):
    fake.script(Reply(content="go on", endless=True, interval=0.01))
    model = make_model(fake)
    with running_loop() as loop, io_loop_scope(loop):
        stream = model.stream(MESSAGES)
        assert isinstance(next(stream), TextDelta)
        started = time.monotonic()
        stream.close()
        while fake.disconnects < 1 and time.monotonic() - started < 5:
            time.sleep(0.01)
    assert fake.disconnects == 1 and time.monotonic() - started < 2


def test_a_loop_shut_down_mid_exchange_fails_the_call_at_once(fake):
    fake.script(Reply(content="late", delay=30))
    stop = threading.Event()

    async def serve() -> None:
        await asyncio.get_running_loop().run_in_executor(None, stop.wait)

    def run() -> None:
        with contextlib.suppress(asyncio.CancelledError):
            loop.run_until_complete(serve())

    loop = asyncio.new_event_loop()
    server = threading.Thread(target=run, daemon=True)
    server.start()
    try:
        pending = exchange(fake, loop, gap=0.0, timeout=60)
        arrives_by = time.monotonic() + 10
        while not fake.active and time.monotonic() < arrives_by:  # the request is in flight
            time.sleep(0.01)
        started = time.monotonic()
        loop.call_soon_threadsafe(_cancel_all, loop)  # what asyncio.run does to the tasks left when its main one ends
        with pytest.raises(openai.APIConnectionError):
            list(pending.pieces())
        assert time.monotonic() - started < 5
    finally:
        stop.set()
        server.join(timeout=10)
        loop.close()


def _cancel_all(loop: asyncio.AbstractEventLoop) -> None:
    for task in asyncio.all_tasks(loop):
        task.cancel()


def test_a_model_behind_a_proxy_is_called_from_the_thread(monkeypatch, fake):
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    assert not proxied("http://model.internal/v1/chat/completions")
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.internal:3128")
    assert proxied("http://model.internal/v1/chat/completions")
    assert not proxied("https://model.internal/v1/chat/completions")
    monkeypatch.setenv("NO_PROXY", "model.internal")
    assert not proxied("http://model.internal/v1/chat/completions")
    monkeypatch.setenv("NO_PROXY", "elsewhere.internal")
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # nothing listens: the thread's client fails to reach it
    model = make_model(fake)
    with running_loop() as loop, io_loop_scope(loop), connecting_threads() as connects, pytest.raises(ModelError):
        model.complete(MESSAGES)
    assert {(threading.current_thread().name, 9)} == set(connects)
    assert fake.requests == []


def test_an_exchange_on_a_closed_loop_fails_as_a_connection_error(fake, recwarn):
    loop = asyncio.new_event_loop()
    loop.close()
    with pytest.raises(openai.APIConnectionError):
        exchange(fake, loop, gap=0.0)
    gc.collect()
    assert not [warning for warning in recwarn if "never awaited" in str(warning.message)]
    assert fake.requests == []


@pytest.mark.filterwarnings("ignore:coroutine 'LoopExchange._exchange' was never awaited")  # the closed loop's
def test_a_stopped_loop_is_not_asked_and_one_closed_before_it_ran_the_exchange_fails_it(fake, monkeypatch):
    monkeypatch.setattr(loop_io, "CLOSED_CHECK_SECONDS", 0.2)
    loop = asyncio.new_event_loop()  # open, never run: what a caller's loop is once its work is done
    with io_loop_scope(loop):
        assert current_io_loop() is None
    pending = exchange(fake, loop, gap=0.0, timeout=30)  # asked just before the loop ended
    loop.close()
    started = time.monotonic()
    with pytest.raises(openai.APIConnectionError):
        list(pending.pieces())
    assert time.monotonic() - started < 2 and fake.requests == []
