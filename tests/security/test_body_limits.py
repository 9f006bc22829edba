"""Issue 14, items 4 and 5: no body over the limit is read, and no nesting depth turns into a 500."""

import asyncio
import json
import time

import pytest

from nvcpractice.core.parsers import json_too_deep

pytestmark = pytest.mark.django_db
HUGE = 200 * 1024 * 1024


def test_a_declared_200_mb_body_is_refused_before_it_is_read(anon_api):
    started = time.perf_counter()
    # The test client's payload refuses reads past its real (small) length, so any attempt to read would fail.
    response = anon_api.post(
        "/api/evaluate/", data=b'{"text": "I feel calm."}', content_type="application/json", CONTENT_LENGTH=str(HUGE)
    )
    assert response.status_code == 413
    assert "too large" in response.json()["error"]
    assert time.perf_counter() - started < 1


def test_a_real_body_just_over_the_limit_is_refused(api_client, settings):
    body = json.dumps({"text": "x" * (settings.NVC_MAX_BODY_BYTES + 10)})
    response = api_client.post("/api/evaluate/", data=body, content_type="application/json")
    assert response.status_code == 413
    assert response.json()["error"]


def run_asgi(headers, chunks):
    """Drive the real ASGI application with a POST whose body arrives as ``chunks`` (an iterator)."""
    from nvcpractice.asgi import application

    read, sent = [], []

    async def receive():
        chunk = next(chunks, None)
        if chunk is None:
            return {"type": "http.request", "body": b"", "more_body": False}
        read.append(len(chunk))
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/evaluate/",
        "raw_path": b"/api/evaluate/",
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"), *headers],
        "client": ("127.0.0.1", 5000),
        "server": ("testserver", 80),
    }
    asyncio.run(application(scope, receive, send))
    return sum(read), sent


def test_asgi_refuses_a_declared_length_without_reading_anything():
    endless = iter(lambda: b"[" * 65536, None)
    read, sent = run_asgi([(b"content-length", str(HUGE).encode())], endless)
    assert read == 0
    assert sent[0]["status"] == 413
    assert json.loads(sent[1]["body"])["error"]


def test_asgi_stops_a_streamed_body_soon_after_the_limit(settings):
    started = time.perf_counter()
    endless = iter(lambda: b" " * 65536, None)  # chunked: no Content-Length, never ends on its own
    read, sent = run_asgi([], endless)
    assert sent[0]["status"] == 413
    assert settings.NVC_MAX_BODY_BYTES < read <= settings.NVC_MAX_BODY_BYTES + 65536
    assert time.perf_counter() - started < 5


def nested(depth, kind):
    return "[" * depth + "]" * depth if kind == "array" else '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize("kind", ["array", "object"])
def test_ten_thousand_levels_answer_400_on_every_json_endpoint(anon_api, api_client, chat, kind):
    chat.start("free_dialog")
    body = nested(10_000, kind)
    targets = [
        (anon_api, "post", "/api/evaluate/"),
        (anon_api, "post", "/api/auth/register/"),
        (anon_api, "post", "/api/auth/token/"),
        (api_client, "post", f"/api/sessions/{chat.session_id}/messages/"),
        (api_client, "patch", "/api/profile/"),
        (api_client, "post", "/api/wiki/"),
        (api_client, "post", "/api/scenarios/"),
        (api_client, "post", "/api/sessions/"),
    ]
    for client, method, path in targets:
        response = getattr(client, method)(path, data=body, content_type="application/json")
        assert response.status_code == 400, (path, response.status_code)
        assert "nested deeper" in response.json()["error"], path


def test_nesting_within_the_limit_still_parses(api_client, settings):
    body = json.dumps({"text": "I feel calm.", "locale": "en"})
    assert api_client.post("/api/evaluate/", data=body, content_type="application/json").status_code == 200
    limit = settings.NVC_MAX_JSON_DEPTH
    assert not json_too_deep(nested(limit, "array"), limit)
    assert json_too_deep(nested(limit + 1, "object"), limit)


def reference_depth(text):
    depth = deepest = 0
    for char in text:
        depth += 1 if char in "[{" else -1 if char in "]}" else 0
        deepest = max(deepest, depth)
    return deepest


@pytest.mark.parametrize(
    "text",
    [
        "[[]" * 40 + "]" * 40,  # deep without long runs of brackets
        "[[]" * 31 + "]" * 31,
        ('[{"a": [1, {"b": [2]}]}, ' * 5 + "0]") * 1,
        "[" * 20 + "{}, " * 50 + "]" * 20,
    ],
)
def test_the_depth_check_agrees_with_a_plain_count(text):
    assert json_too_deep(text, 32) == (reference_depth(text) > 32)


def test_brackets_inside_strings_do_not_count_and_the_check_is_fast():
    assert not json_too_deep(json.dumps({"text": "[[[[{{{{" * 1000}), 1)
    assert not json_too_deep(r'["a \"[[[ b", [1]]', 2)
    assert json_too_deep(r'["a \"[[[ b", [1]]', 1)
    megabyte = 1_000_000
    started = time.perf_counter()
    for text in ("[" * megabyte, "[]" * (megabyte // 2), "[1," * (megabyte // 3), "[[]" * (megabyte // 6)):
        json_too_deep(text, 32)
    assert time.perf_counter() - started < 1
