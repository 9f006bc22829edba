"""Reading an OpenAI-compatible event stream as lines: events end at blank lines, ``[DONE]`` ends the stream, and
what arrived together stays together."""

from __future__ import annotations

import json

import pytest

from nvcpractice.llm.sse import StreamedError, sse_chunks, sse_data, sse_lines


def test_each_event_is_its_data_and_done_ends_the_stream():
    lines = ['data: {"a": 1}', "", ": keep-alive comment", "", 'data:{"b": 2}', "", "data: [DONE]", "", "data: {}"]
    assert list(sse_data([lines])) == [['{"a": 1}', '{"b": 2}']]


def test_events_are_grouped_as_their_lines_arrived_and_an_event_may_span_groups():
    groups = [['data: {"a": 1}', "", "data: {"], ['data: "b": 2}'], ["", 'data: {"c": 3}', ""], [": comment"]]
    assert list(sse_data(groups)) == [['{"a": 1}'], ['{\n"b": 2}', '{"c": 3}']]


def test_done_ends_the_stream_inside_a_group_keeping_what_came_before_it():
    groups = [['data: {"a": 1}', "", "data: [DONE]", "", 'data: {"b": 2}', ""], ['data: {"c": 3}', ""]]
    assert list(sse_data(groups)) == [['{"a": 1}']]
    assert list(sse_data([["data: [DONE]", ""]])) == []


def test_other_fields_are_skipped_and_data_lines_of_one_event_are_joined():
    lines = ["event: message", "id: 7", "data: first", "data: second", "", "retry: 100", ""]
    assert list(sse_data([lines])) == [["first\nsecond"]]


def test_a_last_event_without_its_blank_line_still_counts():
    assert list(sse_data([['data: {"end": true}']])) == [['{"end": true}']]
    assert list(sse_data([["data: [DONE]"]])) == []


def test_chunks_are_json_objects():
    assert list(sse_chunks([['data: {"choices": []}', "", 'data: {"id": 2}', ""]])) == [[{"choices": []}, {"id": 2}]]


def test_an_error_object_raises_with_its_message():
    with pytest.raises(StreamedError, match="the server ran out of memory"):
        list(sse_chunks([['data: {"error": {"message": "the server ran out of memory"}}', ""]]))


def test_the_events_before_an_error_in_the_same_group_come_first():
    groups = [['data: {"id": 1}', "", 'data: {"error": {"message": "overloaded"}}', "", 'data: {"id": 2}', ""]]
    chunks = sse_chunks(groups)
    assert next(chunks) == [{"id": 1}]
    with pytest.raises(StreamedError, match="overloaded"):
        next(chunks)


def test_broken_json_raises_value_error():
    with pytest.raises(ValueError):
        list(sse_chunks([['data: {"choices": [', ""]]))


@pytest.mark.parametrize(
    "pieces",
    [
        [b'data: {"a": 1}\n\ndata: {"b": "\xc3\xa9"}\n\n'],
        [b"data: ", b'{"a": 1}\r', b"\n\r\ndata: ", b'{"b": "\xc3', b'\xa9"}\r\n', b"\r\n"],
        [b'data: {"a": 1}\r\rdata: {"b": "\xc3\xa9"}\r\r'],
        [bytes([byte]) for byte in b'data: {"a": 1}\r\n\r\ndata: {"b": "\xc3\xa9"}\n\n'],
    ],
    ids=["whole", "cut inside a CRLF and a character", "CR ends", "byte by byte"],
)
def test_lines_are_read_from_bytes_however_they_are_cut(pieces):
    assert _flat(sse_lines(pieces)) == ['data: {"a": 1}', "", 'data: {"b": "é"}', ""]
    assert [json.loads(text) for text in _flat(sse_data(sse_lines(pieces)))] == [{"a": 1}, {"b": "é"}]


def test_each_piece_gives_the_lines_it_completes_as_one_group():
    pieces = [b'data: {"a": 1}\n\ndata: {"b"', b": 2}", b"\n\n", b"data: [DONE]"]
    assert list(sse_lines(pieces)) == [['data: {"a": 1}', ""], ['data: {"b": 2}', ""], ["data: [DONE]"]]


def test_the_last_line_counts_without_its_line_end():
    assert list(sse_lines([b"data: [DONE]"])) == [["data: [DONE]"]]
    assert list(sse_lines([b"data: x\r"])) == [["data: x"]]
    assert list(sse_lines([])) == []


def test_a_long_line_in_small_pieces_is_read_whole():
    line = b"data: " + b"x" * 200_000
    pieces = [line[i : i + 7] for i in range(0, len(line), 7)] + [b"\n\n"]
    assert list(sse_lines(pieces)) == [[line.decode(), ""]]


def _flat(groups) -> list:
    return [item for group in groups for item in group]
