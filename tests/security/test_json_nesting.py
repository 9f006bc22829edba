"""Issue 25, item 1: the JSON nesting check reads a body once, whatever its strings look like, and the stream lane
reads no body before the token has signed someone in.

An unterminated string of escaped quotes made the old check retry from every quote: 64 KB took 16 s, and one
unauthenticated request held the server."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nvcpractice.core import parsers
from nvcpractice.core.parsers import json_too_deep
from nvcpractice.practice.services import session_create
from tests.cpu import fastest_cpu_seconds
from tests.scenes.test_stream_lane import post, stream

LIMIT = 32
MEBIBYTE = 1 << 20


def reference_too_deep(text: str, limit: int) -> bool:
    """One plain pass: brackets outside strings, a backslash escaping the next character inside one."""
    depth, inside, escaped = 0, False, False
    for char in text:
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
        elif char == '"':
            inside = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


PIECES = st.sampled_from(['"', '\\"', "\\", "\\\\", "[", "]", "{", "}", "a", ",", ":", " ", "[[[[", '"[[[['])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(PIECES, max_size=400))
def test_the_check_agrees_with_a_plain_pass_on_adversarial_bodies(pieces):
    text = "".join(pieces)
    assert json_too_deep(text, LIMIT) == reference_too_deep(text, LIMIT)
    assert json_too_deep(text, 2) == reference_too_deep(text, 2)


ADVERSARIAL = {
    "unterminated escaped quotes": lambda n: "[" * 40 + '"' + '\\"' * (n // 2),
    "unterminated, ends on a backslash": lambda n: "[" * 40 + '"' + "a\\" * (n // 2),
    "quotes only": lambda n: "[{" * 20 + '"' * n,
    "many short strings": lambda n: '[["x\\"",' * (n // 8),
    "brackets inside strings": lambda n: '["' + "[[{{" * (n // 4) + '"]',
}


def _cpu(text: str) -> float:
    return fastest_cpu_seconds(lambda: json_too_deep(text, LIMIT))


@pytest.mark.parametrize("shape", sorted(ADVERSARIAL))
def test_the_check_grows_linearly_up_to_the_body_limit_in_cpu_time(shape):
    build = ADVERSARIAL[shape]
    small, large = _cpu(build(MEBIBYTE // 16)), _cpu(build(MEBIBYTE))
    assert large < small * 16 * 3 + 0.02, (shape, small, large)  # sixteen times the text; quadratic would be 256


@pytest.mark.django_db(transaction=True)
def test_an_unsigned_streamed_turn_is_refused_before_its_body_is_read(monkeypatch, make_user):
    session = session_create(user_id=make_user(username="lane-owner").pk, mode="free_dialog")
    read = []
    real = parsers.json_too_deep
    monkeypatch.setattr(parsers, "json_too_deep", lambda text, limit: read.append(len(text)) or real(text, limit))
    body = ("[" * 40 + '"' + '\\"' * (MEBIBYTE // 4)).encode()
    path = f"/api/sessions/{session.pk}/messages/"
    plain = {"host": "testserver", "content-type": "application/json", "accept": "text/event-stream"}
    unsigned = post(path, body, {**plain, "content-length": str(len(body))})
    wrong_token = stream(session.pk, "not-a-token", body=body)
    assert (unsigned.status, wrong_token.status) == (401, 401)
    assert read == []  # neither the lane nor Django parsed a body for a caller nobody signed in
