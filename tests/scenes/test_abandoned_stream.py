"""Issue 25, item 8: when the client leaves a streamed turn, the turn stops reading the model within a second,
on the lane and on Django's path alike (it used to read on to the model's end, 17 s after the client left)."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from nvcpractice.asgi import application
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.services import token_get_or_create
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db(transaction=True)


async def _leave_after_the_first_words(session_id: int, token: str, fake) -> float:
    """Stream a turn and hang up once a delta arrived; seconds until the model's stream was closed, measured with
    the event loop still running (as a server's keeps running: the model exchange is made on it)."""
    body = json.dumps({"content": "How do I tell him I need quiet?"}).encode()
    headers = {
        "host": "testserver",
        "content-type": "application/json",
        "accept": "text/event-stream",
        "authorization": f"Token {token}",
        "content-length": str(len(body)),
    }
    path = f"/api/sessions/{session_id}/messages/"
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
        "path": path, "raw_path": path.encode(), "root_path": "", "query_string": b"",
        "headers": [(name.encode(), value.encode()) for name, value in headers.items()],
        "client": ("127.0.0.1", 50000), "server": ("testserver", 80),
    }  # fmt: skip
    words, left = asyncio.Event(), []
    incoming = [{"type": "http.request", "body": body, "more_body": False}]

    async def receive() -> dict:
        if incoming:
            return incoming.pop(0)
        await words.wait()
        left.append(time.monotonic())
        return {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        if b"event: delta" in message.get("body", b""):
            words.set()

    await asyncio.wait_for(application(scope, receive, send), timeout=20)
    while fake.active and time.monotonic() - left[0] < 5:
        await asyncio.sleep(0.02)
    return time.monotonic() - left[0]


@pytest.mark.parametrize("lane", [True, False])
def test_the_turn_stops_reading_the_model_soon_after_the_client_leaves(make_user, fake_model, settings, lane):
    settings.NVC_STREAM_LANE = lane
    user = make_user(username="leaver")
    session = session_create(user_id=user.pk, mode="free_dialog")
    fake_model.default = Reply(content="and so on ", endless=True, interval=0.02)
    seconds = asyncio.run(_leave_after_the_first_words(session.pk, token_get_or_create(user=user), fake_model))
    assert fake_model.active == 0
    assert seconds < 1.0
    assert fake_model.disconnects == 1
