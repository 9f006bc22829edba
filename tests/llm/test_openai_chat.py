"""The chat client against the fake server: the reply cap, one deadline over all attempts, streams closed on time.

Reproduces what a real llama.cpp server showed: no output cap (a base model generated to the end of its context),
a per-attempt timeout that let a turn run for 122 s, a stream that kept sending tokens and so never timed out, and
a retry that overlapped the attempt the server was still generating.

Every test runs twice: the calling thread reading the model's socket itself, and the same call made inside
:func:`~nvcpractice.llm.loop_io.io_loop_scope`, its I/O on an event loop (as a turn thread's is): both must
behave alike.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest

from nvcpractice.llm.base import ChatResponse, ModelError, TextDelta
from nvcpractice.llm.deadline import TurnDeadline, deadline_scope
from nvcpractice.llm.loop_io import io_loop_scope
from nvcpractice.llm.openai_chat import OpenAIChatModel, _assemble
from tests.fake_openai import FakeOpenAI, Reply, tool_call
from tests.llm.loops import running_loop

MESSAGES = [{"role": "user", "content": "Hello"}]


@pytest.fixture(params=["thread", "loop"], autouse=True)
def io(request) -> Iterator[str]:
    """Where the calls' I/O happens: in the calling thread, or on an event loop of its own thread."""
    if request.param == "thread":
        yield request.param
        return
    with running_loop() as loop, io_loop_scope(loop):
        yield request.param


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server


def make_model(fake: FakeOpenAI, **overrides) -> OpenAIChatModel:
    options = {"timeout": 5.0, "max_retries": 0, "max_reply_tokens": 800, "turn_timeout": 30.0}
    options.update(overrides)
    return OpenAIChatModel(model="m", api_key="k", base_url=fake.base_url, **options)


def settle(fake: FakeOpenAI, disconnects: int) -> None:
    end = time.monotonic() + 10
    while (fake.disconnects < disconnects or fake.active) and time.monotonic() < end:
        time.sleep(0.01)


def test_every_call_carries_the_reply_cap(fake):
    model = make_model(fake, max_reply_tokens=123)
    model.complete(MESSAGES)
    list(model.stream(MESSAGES))
    model.complete(MESSAGES, response_format={"type": "json_object"})
    assert [request["max_tokens"] for request in fake.requests] == [123, 123, 123]


def test_the_cap_field_can_be_max_completion_tokens(fake):
    make_model(fake, max_reply_tokens=50, cap_field="max_completion_tokens").complete(MESSAGES)
    assert fake.requests[0]["max_completion_tokens"] == 50
    assert "max_tokens" not in fake.requests[0]


def test_no_cap_sends_no_field(fake):
    make_model(fake, max_reply_tokens=0).complete(MESSAGES)
    assert "max_tokens" not in fake.requests[0]


def test_a_stream_that_never_stops_is_closed_at_the_attempt_timeout(fake):
    fake.default = Reply(content="word ", chunk_size=5, endless=True, interval=0.02)
    started = time.monotonic()
    deltas = []
    with pytest.raises(ModelError) as info:
        for event in make_model(fake, timeout=0.6).stream(MESSAGES):
            deltas.append(event)
    assert info.value.status == 504
    assert 0.5 < time.monotonic() - started < 10  # the fake would stream for 30 s (wide margin: busy machines)
    assert deltas and all(isinstance(event, TextDelta) for event in deltas)
    settle(fake, 1)
    assert (fake.disconnects, fake.active) == (1, 0)  # the server saw the client go and stopped


def test_a_blocking_call_is_streamed_underneath_and_closed_at_its_timeout(fake):
    fake.default = Reply(content="word ", chunk_size=5, endless=True, interval=0.02)
    started = time.monotonic()
    with pytest.raises(ModelError) as info:
        make_model(fake, timeout=0.6).complete(MESSAGES)
    assert info.value.status == 504
    assert time.monotonic() - started < 10  # the fake would stream for 30 s
    assert fake.requests[0]["stream"] is True
    settle(fake, 1)
    assert (fake.disconnects, fake.active) == (1, 0)


def test_a_stream_stalled_between_chunks_ends_at_the_turn_deadline(fake):
    # Each read waits 10 s, less than any read timeout; only a clock over the whole stream stops it at 2.5 s.
    fake.default = Reply(content="slow trickle of words", chunk_size=2, interval=10)
    started = time.monotonic()
    with pytest.raises(ModelError) as info:
        list(make_model(fake, timeout=20).stream(MESSAGES, deadline=TurnDeadline.start(2.5)))
    assert info.value.status == 504
    assert 2.4 < time.monotonic() - started < 8
    settle(fake, 1)
    assert fake.disconnects == 1


def test_the_turn_deadline_bounds_all_attempts(fake):
    fake.default = Reply(content="late", delay=60)
    started = time.monotonic()
    with pytest.raises(ModelError) as info:
        # 3.5 s: the second attempt fits even when a loaded machine ends the first a few hundred ms late
        make_model(fake, timeout=1, max_retries=5).complete(MESSAGES, deadline=TurnDeadline.start(3.5))
    elapsed = time.monotonic() - started
    assert info.value.status == 504
    assert elapsed < 10  # six attempts of 1 s plus 15 s of backoff between them would take about 20 s
    assert 2 <= len(fake.requests) <= 3


@pytest.mark.parametrize("streamed", [False, True])
def test_a_retry_starts_only_after_the_timed_out_attempt_is_closed(fake, streamed):
    fake.default = Reply(content="never finished", delay=60)
    model = make_model(fake, timeout=0.5, max_retries=1)
    with pytest.raises(ModelError) as info:
        list(model.stream(MESSAGES)) if streamed else model.complete(MESSAGES)
    assert info.value.status == 504
    assert len(fake.requests) == 2
    settle(fake, 2)
    assert (fake.max_active, fake.disconnects) == (1, 2)


def test_a_stream_is_not_retried_once_its_text_was_passed_on(fake):
    fake.default = Reply(content="word ", endless=True, interval=0.02)
    with pytest.raises(ModelError) as info:
        list(make_model(fake, timeout=0.5, max_retries=2).stream(MESSAGES))
    assert info.value.status == 504
    assert len(fake.requests) == 1  # a retry would send the learner the start of the reply twice


def test_a_500_after_a_timeout_is_retried_within_the_deadline(fake):
    fake.script(Reply(delay=5, content="too late"), Reply(status=500), Reply(content="third time"))
    model = make_model(fake, timeout=0.4, max_retries=2)
    response = model.complete(MESSAGES, deadline=TurnDeadline.start(5))
    assert response.content == "third time"
    assert fake.max_active == 1


def test_retry_after_longer_than_the_time_left_is_not_waited_for(fake):
    fake.default = Reply(status=429, headers={"Retry-After": "30"})
    started = time.monotonic()
    with pytest.raises(ModelError) as info:
        make_model(fake, max_retries=3).complete(MESSAGES, deadline=TurnDeadline.start(5))
    assert info.value.status == 503
    assert time.monotonic() - started < 10  # not the 30 s asked for
    assert len(fake.requests) == 1


def test_retry_after_is_honoured_when_it_fits(fake):
    fake.script(Reply(status=503, headers={"Retry-After": "0.3"}), Reply(content="back"))
    started = time.monotonic()
    assert make_model(fake, max_retries=1).complete(MESSAGES).content == "back"
    assert time.monotonic() - started >= 0.3


def test_no_attempt_starts_without_time_for_it(fake):
    with pytest.raises(ModelError) as info:
        make_model(fake, timeout=5).complete(MESSAGES, deadline=TurnDeadline.start(0.5))
    assert info.value.status == 504
    assert fake.requests == []


def test_calls_inside_a_deadline_scope_use_that_deadline(fake):
    fake.default = Reply(content="late", delay=30)
    started = time.monotonic()
    with deadline_scope(TurnDeadline.start(0.8)), pytest.raises(ModelError):
        make_model(fake, timeout=20).complete(MESSAGES)
    assert time.monotonic() - started < 10


def test_a_stream_failing_before_its_first_delta_is_retried(fake):
    fake.script(Reply(status=502), Reply(content="streamed after all"))
    events = list(make_model(fake, max_retries=1).stream(MESSAGES))
    assert isinstance(events[-1], ChatResponse) and events[-1].content == "streamed after all"


def test_a_stream_cut_after_text_was_sent_is_not_retried(fake):
    fake.script(Reply(content="half of this reply goes out", cut_stream=True), Reply(content="never asked"))
    with pytest.raises(ModelError) as info:
        list(make_model(fake, max_retries=2).stream(MESSAGES))
    assert info.value.status == 502
    assert len(fake.requests) == 1


# -- the stream is read as plain JSON lines: text, tool-call fragments, errors inside it, [DONE] -----------------


def test_streamed_text_arrives_in_pieces_and_whole(fake):
    fake.default = Reply(content="one two three four five", chunk_size=4, usage=(11, 7), interval=0.05)
    events = list(make_model(fake).stream(MESSAGES))
    deltas = [event.text for event in events if isinstance(event, TextDelta)]
    assert deltas == ["one ", "two ", "thre", "e fo", "ur f", "ive"]
    final = events[-1]
    assert isinstance(final, ChatResponse)
    assert (final.content, final.finish_reason, final.tool_calls) == ("one two three four five", "stop", ())
    assert (final.usage.prompt_tokens, final.usage.completion_tokens) == (11, 7)


def test_text_that_arrives_together_is_passed_on_as_one_delta():
    def chunk(**delta) -> dict:
        return {"choices": [{"index": 0, "delta": delta, "finish_reason": None}]}

    groups = [[chunk(role="assistant"), chunk(content="one "), chunk(content="two ")], [], [chunk(content="three")]]
    groups.append([{"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}])
    events = list(_assemble(iter(groups)))
    assert [event.text for event in events[:-1]] == ["one two ", "three"]
    assert events[-1].content == "one two three"


def test_several_tool_calls_split_across_chunks_are_assembled(fake):
    long_arguments = {"text": "I felt left out when the plans changed without me", "locale": "en"}
    fake.default = Reply(
        content="Let me check.",
        tool_calls=[
            tool_call("evaluate_nvc", long_arguments, id="call_a"),
            tool_call("rag_search", {"query": "x"}, id="call_b"),
        ],
    )
    final = list(make_model(fake).stream(MESSAGES))[-1]
    assert final.finish_reason == "tool_calls"
    assert final.content == "Let me check."
    assert [(call.id, call.name) for call in final.tool_calls] == [("call_a", "evaluate_nvc"), ("call_b", "rag_search")]
    assert json.loads(final.tool_calls[0].arguments) == long_arguments
    assert json.loads(final.tool_calls[1].arguments) == {"query": "x"}


def test_a_blocking_call_assembles_tool_calls_too(fake):
    fake.default = Reply(tool_calls=[tool_call("rag_search", {"query": "needs"}, id="call_q")])
    response = make_model(fake).complete(MESSAGES)
    assert response.content == ""
    assert [(call.id, call.name, json.loads(call.arguments)) for call in response.tool_calls] == [
        ("call_q", "rag_search", {"query": "needs"})
    ]


def test_an_error_inside_the_stream_is_a_model_error_after_the_text_before_it(fake):
    fake.script(Reply(content="the first half, then", chunk_size=5, stream_error="overloaded"), Reply(content="no"))
    events = []
    with pytest.raises(ModelError) as info:
        for event in make_model(fake, max_retries=2).stream(MESSAGES):
            events.append(event)
    assert info.value.status == 502
    assert "overloaded" in str(info.value)
    assert "".join(event.text for event in events) == "the first "
    assert len(fake.requests) == 1  # text was passed on: no retry


def test_a_malformed_line_is_a_model_error(fake):
    fake.default = Reply(malformed=True)
    with pytest.raises(ModelError) as info:
        list(make_model(fake).stream(MESSAGES))
    assert (info.value.status, info.value.kind) == (502, "malformed")


def test_an_error_status_keeps_its_mapping(fake):
    fake.default = Reply(status=429)
    with pytest.raises(ModelError) as info:
        list(make_model(fake).stream(MESSAGES))
    assert (info.value.status, info.value.kind) == (503, "rate_limited")


def test_each_thread_calls_the_model_on_its_own_client_sharing_one_tls_context(fake):
    """A client shared by hundreds of turn threads had them queue on its pool's lock; each thread now has its own."""
    from concurrent.futures import ThreadPoolExecutor

    fake.script(Reply(content="one"), Reply(content="two"), Reply(content="three"))
    model = make_model(fake)

    def call() -> tuple[str, object, object]:
        reply = model.complete(MESSAGES)
        return reply.content, model._http(), model._http()._transport._pool._ssl_context

    with ThreadPoolExecutor(max_workers=1) as first, ThreadPoolExecutor(max_workers=1) as second:
        a1, a2 = first.submit(call).result(), first.submit(call).result()
        b = second.submit(call).result()
    assert sorted([a1[0], a2[0], b[0]]) == ["one", "three", "two"]
    assert a1[1] is a2[1] and a1[1] is not b[1]
    assert a1[2] is b[2]
