"""Turns run in their own threads: the session is read there, once, and only if it is the caller's; streamed
events reach the event loop batched when it is busy."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from nvcpractice.practice.models import Message
from nvcpractice.practice.selectors import session_for_turn
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.services import token_get_or_create
from scenes.orchestrator import TurnEvent
from scenes.runner import EventRelay, sse


@pytest.fixture
def bobs_session(make_user, transactional_db):
    bob = make_user(username="bob")
    return session_create(user_id=bob.pk, mode="free_dialog")


@pytest.mark.parametrize("accept", ["application/json", "text/event-stream"])
def test_a_turn_in_another_users_committed_session_is_404_and_stores_nothing(make_user, bobs_session, accept):
    carol = APIClient()
    carol.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=make_user(username='carol'))}")
    url = f"/api/sessions/{bobs_session.pk}/messages/"
    response = carol.post(url, {"content": "hello"}, format="json", HTTP_ACCEPT=accept)
    assert response.status_code == 404
    assert not Message.objects.filter(session=bobs_session).exists()


def test_the_session_of_a_turn_is_one_query_with_what_the_turn_reads(bobs_session):
    with CaptureQueriesContext(connection) as queries:
        session = session_for_turn(user_id=bobs_session.user_id, session_id=bobs_session.pk)
        assert (session.user.username, session.user.profile.locale, session.scenario) == ("bob", "en", None)
    assert len(queries) == 1


def test_only_the_owner_gets_the_session(bobs_session, make_user):
    with pytest.raises(type(bobs_session).DoesNotExist):
        session_for_turn(user_id=make_user(username="dave").pk, session_id=bobs_session.pk)


def read_all(relay: EventRelay) -> list[bytes]:
    async def read() -> list[bytes]:
        return [chunk async for chunk in relay.stream()]

    return asyncio.run(read())


def test_events_that_piled_up_go_out_as_one_write():
    relay = EventRelay()
    for chunk in (b"event: delta\n\n", b"event: delta\n\n", b"event: done\n\n"):
        relay.put(chunk)
    relay.put(None)
    assert read_all(relay) == [b": stream open\n\n", b"event: delta\n\nevent: delta\n\nevent: done\n\n"]


def test_a_waiting_reader_is_woken_by_each_event_from_the_turn_thread():
    relay = EventRelay()
    reading = threading.Event()

    async def read() -> list[bytes]:
        chunks = []
        async for chunk in relay.stream():
            chunks.append(chunk)
            reading.set()
        return chunks

    def produce() -> None:
        reading.wait(5)
        for index in range(3):
            relay.put(f"event: delta\ndata: {index}\n\n".encode())
            threading.Event().wait(0.05)  # the reader is waiting again before the next one
        relay.put(None)

    producer = threading.Thread(target=produce)
    producer.start()
    chunks = asyncio.run(read())
    producer.join(5)
    assert b"".join(chunks) == b": stream open\n\n" + b"".join(
        f"event: delta\ndata: {index}\n\n".encode() for index in range(3)
    )
    assert len(chunks) == 4


def test_with_a_gap_events_arriving_meanwhile_share_a_write():
    relay = EventRelay(gap=0.2)
    events = [f"event: delta\ndata: {index}\n\n".encode() for index in range(20)]

    def produce() -> None:
        for event in events:
            relay.put(event)
            threading.Event().wait(0.01)
        relay.put(None)

    producer = threading.Thread(target=produce)
    producer.start()
    chunks = read_all(relay)
    producer.join(5)
    assert b"".join(chunks) == b": stream open\n\n" + b"".join(events)  # every event, in order, unchanged
    assert len(chunks) - 1 < len(events) / 2  # 20 events 10 ms apart: a write per 200 ms gap, not one each


@pytest.mark.parametrize(
    "event",
    [
        TurnEvent("delta", {"text": 'She said "fine"\nthen left \\ 你好 🙂 \u2028 \x07'}),
        TurnEvent("done", {"content": "好的", "stop_reason": "final", "message_id": 7}),
        TurnEvent("delta", {"text": "x", "extra": 1}),
    ],
)
def test_an_event_is_written_as_its_json(event):
    head, data, end = sse(event).decode().split("\n", 2)
    assert head == f"event: {event.type}" and end == "\n"
    plain = json.dumps(event.data, ensure_ascii=False, default=str)
    assert data == "data: " + plain.replace("\u2028", "\\u2028")  # a line break JSON leaves raw, escaped
    assert json.loads(data.removeprefix("data: ")) == event.data
