"""Reading an OpenAI-compatible event stream as lines: events end at blank lines, ``[DONE]`` ends the stream."""

from __future__ import annotations

import pytest

from nvcpractice.llm.sse import StreamedError, sse_chunks, sse_data


def test_each_event_is_its_data_and_done_ends_the_stream():
    lines = ['data: {"a": 1}', "", ": keep-alive comment", "", 'data:{"b": 2}', "", "data: [DONE]", "", "data: {}"]
    assert list(sse_data(lines)) == ['{"a": 1}', '{"b": 2}']


def test_other_fields_are_skipped_and_data_lines_of_one_event_are_joined():
    lines = ["event: message", "id: 7", "data: first", "data: second", "", "retry: 100", ""]
    assert list(sse_data(lines)) == ["first\nsecond"]


def test_a_last_event_without_its_blank_line_still_counts():
    assert list(sse_data(['data: {"end": true}'])) == ['{"end": true}']
    assert list(sse_data(["data: [DONE]"])) == []


def test_chunks_are_json_objects():
    assert list(sse_chunks(['data: {"choices": []}', ""])) == [{"choices": []}]


def test_an_error_object_raises_with_its_message():
    with pytest.raises(StreamedError, match="the server ran out of memory"):
        list(sse_chunks(['data: {"error": {"message": "the server ran out of memory"}}', ""]))


def test_broken_json_raises_value_error():
    with pytest.raises(ValueError):
        list(sse_chunks(['data: {"choices": [', ""]))
