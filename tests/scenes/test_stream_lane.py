"""The fast lane of streamed turns, driven through the ASGI application as uvicorn drives it: it takes only a
token-signed streamed turn that every check lets through, and Django answers everything else exactly as before."""

from __future__ import annotations

import asyncio
import json

import pytest
from asgiref.sync import async_to_sync
from django.core.signals import request_started
from django.test import override_settings
from rest_framework.throttling import SimpleRateThrottle

from nvcpractice.asgi import application
from nvcpractice.practice.models import Message
from nvcpractice.practice.serializers import MAX_MESSAGE_CHARS
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.services import token_get_or_create
from scenes.stream_lane import LANE_MIDDLEWARE, RUN
from tests.fake_openai import Reply
from tests.llm.loops import connecting_threads, port_of

pytestmark = pytest.mark.django_db(transaction=True)

SECURITY_HEADERS = (
    b"content-security-policy",
    b"x-frame-options",
    b"x-content-type-options",
    b"referrer-policy",
    b"cross-origin-opener-policy",
)


class Answer:
    def __init__(self, sent: list[dict], django_requests: int) -> None:
        start = sent[0]
        self.status = start["status"]
        self.headers = {name.lower(): value for name, value in start["headers"]}
        self.body = b"".join(message.get("body", b"") for message in sent[1:]).decode()
        self.by_django = django_requests > 0

    def events(self) -> list[tuple[str, dict]]:
        found = []
        for block in self.body.split("\n\n"):
            lines = dict(line.split(": ", 1) for line in block.splitlines() if not line.startswith(":"))
            if "event" in lines:
                found.append((lines["event"], json.loads(lines["data"])))
        return found


def post(path: str, body: bytes, headers: dict[str, str], *, scheme: str = "http") -> Answer:
    """One request through ``nvcpractice.asgi.application``; whether Django's request cycle answered it."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": scheme,
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(name.lower().encode(), value.encode()) for name, value in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }
    incoming = [{"type": "http.request", "body": body, "more_body": False}]
    sent: list[dict] = []
    started: list[object] = []

    async def receive() -> dict:
        if incoming:
            return incoming.pop(0)
        await asyncio.Event().wait()  # the client stays: Django's handler cancels this wait when it is done

    async def send(message: dict) -> None:
        sent.append(message)

    def count(sender, **kwargs) -> None:
        started.append(sender)

    request_started.connect(count, weak=False)
    try:
        async_to_sync(application)(scope, receive, send)
    finally:
        request_started.disconnect(count)
    return Answer(sent, len(started))


@pytest.fixture
def learner(make_user):
    user = make_user(username="lane")
    return user, token_get_or_create(user=user), session_create(user_id=user.pk, mode="free_dialog")


def stream(session_id: int, token: str, content: object = "I felt worried when the bus was late.", **extra) -> Answer:
    headers = {"host": "testserver", "content-type": "application/json", "accept": "text/event-stream"}
    headers["authorization"] = f"Token {token}"
    headers.update(extra.pop("headers", {}))
    body = extra.pop("body", None)
    if body is None:
        body = json.dumps({"content": content}).encode()
    headers.setdefault("content-length", str(len(body)))
    return post(f"/api/sessions/{session_id}/messages/", body, headers, **extra)


def test_a_token_signed_streamed_turn_takes_the_lane_and_is_stored(learner):
    token, session = learner[1:]
    answer = stream(session.pk, token)
    assert (answer.status, answer.by_django) == (200, False)
    assert answer.headers[b"content-type"] == b"text/event-stream"
    kinds = [kind for kind, _ in answer.events()]
    assert kinds[-1] == "done" and "error" not in kinds
    stored = list(Message.objects.filter(session=session).order_by("id").values_list("role", "content"))
    assert stored[0] == ("user", "I felt worried when the bus was late.")
    assert stored[-1] == ("assistant", answer.events()[-1][1]["content"])


def test_the_lanes_events_and_security_headers_are_djangos(learner, make_user):
    token, session = learner[1:]
    other = make_user(username="other")
    other_session = session_create(user_id=other.pk, mode="free_dialog")
    lane = stream(session.pk, token)
    with override_settings(NVC_STREAM_LANE=False):
        django = stream(other_session.pk, token_get_or_create(user=other))
    assert (lane.by_django, django.by_django) == (False, True)
    assert [kind for kind, _ in lane.events()] == [kind for kind, _ in django.events()]
    assert lane.events()[-1][1]["content"] == django.events()[-1][1]["content"]
    for name in (b"content-type", b"cache-control", b"x-accel-buffering", *SECURITY_HEADERS):
        assert lane.headers[name] == django.headers[name], name


def refusals(token: str, session_id: int, others_session: int) -> dict[str, dict]:
    return {
        "unknown token": {"session_id": session_id, "token": "not-a-token"},
        "a token of two words": {"session_id": session_id, "token": f"{token} extra"},
        "another scheme": {"session_id": session_id, "token": token, "headers": {"authorization": f"Basic {token}"}},
        "another learner's session": {"session_id": others_session, "token": token},
        "no such session": {"session_id": 987654321, "token": token},
        "an empty message": {"session_id": session_id, "token": token, "content": "   "},
        "not a string": {"session_id": session_id, "token": token, "content": ["a"]},
        "a message too long": {"session_id": session_id, "token": token, "content": "x" * (MAX_MESSAGE_CHARS + 1)},
        "no message": {"session_id": session_id, "token": token, "body": b'{"text": "hi"}'},
        "a JSON list": {"session_id": session_id, "token": token, "body": b'["hi"]'},
        "JSON null": {"session_id": session_id, "token": token, "body": b"null"},
        "malformed JSON": {"session_id": session_id, "token": token, "body": b'{"content": "hi"'},
        "JSON nested too deep": {"session_id": session_id, "token": token, "body": b'{"content": ' + b"[" * 60},
        "a host not allowed": {"session_id": session_id, "token": token, "headers": {"host": "evil.example"}},
    }


@pytest.mark.parametrize("case", list(refusals("t", 1, 2)))
def test_every_refusal_is_djangos_answer_unchanged(learner, make_user, case):
    token, session = learner[1:]
    others = session_create(user_id=make_user(username="someone").pk, mode="free_dialog")
    request = refusals(token, session.pk, others.pk)[case]
    stored_before = Message.objects.count()
    lane = stream(request.pop("session_id"), request.pop("token"), **dict(request))
    with override_settings(NVC_STREAM_LANE=False):
        request = refusals(token, session.pk, others.pk)[case]
        django = stream(request.pop("session_id"), request.pop("token"), **request)
    assert lane.by_django and lane.status >= 400
    assert (lane.status, lane.body) == (django.status, django.body)
    assert Message.objects.count() == stored_before


def test_an_inactive_learner_is_refused_by_django(learner):
    user, token, session = learner
    user.is_active = False
    user.save()
    answer = stream(session.pk, token)
    assert (answer.status, answer.by_django) == (401, True)


def test_a_rate_limited_turn_is_counted_once_and_refused_by_django(learner, monkeypatch):
    monkeypatch.setattr(
        SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, "messages": "2/min"}
    )
    token, session = learner[1:]
    first, second, third = (stream(session.pk, token) for _ in range(3))
    assert [(a.status, a.by_django) for a in (first, second, third)] == [(200, False), (200, False), (429, True)]
    assert int(third.headers[b"retry-after"]) > 0
    assert Message.objects.filter(session=session, role="user").count() == 2


def test_a_plain_http_request_goes_to_django_when_https_is_required(learner):
    """SecurityMiddleware would redirect it, so the lane leaves it to Django (whose middleware, loaded before the
    override, does not redirect here: the test shows only who answered)."""
    token, session = learner[1:]
    with override_settings(SECURE_SSL_REDIRECT=True, SECURE_HSTS_SECONDS=3600):
        plain = stream(session.pk, token)
        secure = stream(session.pk, token, scheme="https")
    assert plain.by_django
    assert (secure.status, secure.by_django) == (200, False)
    assert secure.headers[b"strict-transport-security"].startswith(b"max-age=3600")


def test_a_json_answer_or_a_form_body_is_djangos(learner):
    token, session = learner[1:]
    as_json = stream(session.pk, token, headers={"accept": "application/json"})
    form = stream(
        session.pk, token, body=b"content=hello+there", headers={"content-type": "application/x-www-form-urlencoded"}
    )
    assert (as_json.status, as_json.by_django) == (201, True)
    assert (form.status, form.by_django) == (200, True)


def test_every_middleware_is_either_run_by_the_lane_or_not_needed_for_a_reason(settings):
    assert set(settings.MIDDLEWARE) <= set(LANE_MIDDLEWARE)
    assert all(reason == RUN or len(reason) > 20 for reason in LANE_MIDDLEWARE.values())


def test_a_middleware_the_lane_does_not_know_keeps_the_lane_closed(learner, settings):
    token, session = learner[1:]
    settings.MIDDLEWARE = [*settings.MIDDLEWARE, "django.middleware.gzip.GZipMiddleware"]
    answer = stream(session.pk, token)
    assert (answer.status, answer.by_django) == (200, True)


def test_the_lane_can_be_closed(learner, settings):
    token, session = learner[1:]
    settings.NVC_STREAM_LANE = False
    answer = stream(session.pk, token)
    assert (answer.status, answer.by_django) == (200, True)


def test_a_body_over_the_limit_is_still_refused_before_it_is_read(learner, settings):
    token, session = learner[1:]
    settings.NVC_MAX_BODY_BYTES = 64
    answer = stream(session.pk, token, content="x" * 200)
    assert answer.status == 413
    assert not Message.objects.filter(session=session).exists()


def test_the_turns_model_exchange_is_made_on_the_event_loop_not_in_the_turn_thread(learner, fake_model):
    fake_model.script(Reply(content="It sounds like the wait left you uneasy."))
    token, session = learner[1:]
    with connecting_threads() as connects:
        answer = stream(session.pk, token)
    assert answer.events()[-1][1]["content"] == "It sounds like the wait left you uneasy."
    to_model = [name for name, to in connects if to == port_of(fake_model.base_url)]
    assert len(to_model) == 1 and not to_model[0].startswith("nvc-turn")


def test_an_accept_header_that_only_mentions_the_stream_is_djangos_406(learner):
    _user, token, session = learner
    answer = stream(session.pk, token, headers={"accept": "application/x-nope+text/event-stream"})
    assert (answer.status, answer.by_django) == (406, True)
    assert not session.messages.exists()


def test_a_stream_refused_with_quality_zero_is_djangos(learner):
    _user, token, session = learner
    assert stream(session.pk, token, headers={"accept": "text/event-stream;q=0"}).by_django
