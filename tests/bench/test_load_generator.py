"""The concurrency bench's load generator reads HTTP/1.1 answers itself: chunked and plain bodies, every status."""

from __future__ import annotations

from bench.concurrency import parse_response


def test_a_chunked_stream_is_put_back_together():
    events = [b"event: delta\ndata: {}\n\n", b'event: done\ndata: {"content": "x"}\n\n']
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(part), part) for part in events) + b"0\r\n\r\n"
    raw = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked
    assert parse_response(raw) == (200, b"".join(events).decode())


def test_a_plain_error_answer_keeps_its_status_and_body():
    raw = b'HTTP/1.1 429 Too Many Requests\r\nContent-Length: 20\r\n\r\n{"error": "slow it"}'
    assert parse_response(raw) == (429, '{"error": "slow it"}')
