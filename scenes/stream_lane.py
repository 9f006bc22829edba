"""The fast lane of a streamed turn: a token-signed ``POST /api/sessions/<id>/messages/`` with ``Accept:
text/event-stream``, streamed without Django's request cycle. Every other request, and every refusal, is Django's.

Why it exists: under ASGI, Django's request cycle costs a streamed turn about as much CPU as the turn itself —
a new thread per request for its sync middleware, a hop between threads for each signal, for the middleware
chain, for the async view and back for DRF's checks (``bench/findings.md``). The lane does the same checks with
the same code and no hops: the turn's own thread signs the caller in, reads the session and counts the request.

What it checks, and with what:

- the host (``ALLOWED_HOSTS``) and the request-phase checks of the middleware in :data:`LANE_MIDDLEWARE` that
  run here (``SecurityMiddleware``'s HTTPS redirect), on a Django request built from the ASGI scope;
- the body, with the API's bounded JSON parser and the view's serializer;
- the token, with the view's own authenticator (a cached lookup), in the turn's thread;
- the session, with :func:`~nvcpractice.practice.selectors.session_for_turn` (the caller's own, else none);
- the view's rate limits, counted last, so a request refused for anything else has used up nothing.

When any check would refuse, the lane hands the request, body and all, to Django, which answers as it always does:
every error response has one source. The lane's own response carries the headers that the response-phase hooks
of the same middleware add (security headers, the content security policy).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from functools import lru_cache

from django.conf import settings
from django.core.handlers.asgi import ASGIRequest
from django.http import HttpResponse
from django.utils.module_loading import import_string
from rest_framework.authentication import TokenAuthentication, get_authorization_header
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.request import Request

from nvcpractice.core.parsers import loads_bounded
from nvcpractice.practice.models import PracticeSession
from nvcpractice.practice.renderers import wants_event_stream
from nvcpractice.practice.serializers import MessageRequestSerializer
from scenes.api import MessageView, event_stream_response
from scenes.runner import stream_turn

logger = logging.getLogger(__name__)

ASGIApp = Callable[[dict, Callable[[], Awaitable[dict]], Callable[[dict], Awaitable[None]]], Awaitable[None]]

_PATH = re.compile(r"/api/sessions/(?P<pk>[0-9]{1,18})/messages/")

RUN = "run"
#: Every middleware of ``settings.MIDDLEWARE``: :data:`RUN` (its request and response hooks run in the lane), or
#: why a token-signed stream of events does not need it. A middleware missing here keeps the lane closed.
LANE_MIDDLEWARE = {
    "nvcpractice.core.body_limit.BodyLimitMiddleware": "BodyLimitASGI, around the lane, checks the same limit",
    "django.middleware.security.SecurityMiddleware": RUN,
    "whitenoise.middleware.WhiteNoiseMiddleware": "serves static files only",
    "django.contrib.sessions.middleware.SessionMiddleware": "a token-signed request reads and writes no session",
    "django.middleware.locale.LocaleMiddleware": "the coach speaks the profile's language, not the request's",
    "django.middleware.common.CommonMiddleware": "the route ends in its slash; the host is checked by the lane",
    "django.middleware.csrf.CsrfViewMiddleware": "API views are CSRF-exempt; a token is not sent by a browser",
    "django.contrib.auth.middleware.AuthenticationMiddleware": "the view's token authenticator signs in",
    "nvcpractice.core.login_devices.LoginDeviceMiddleware": "a streamed turn checks no password",
    "nvcpractice.web.middleware.ProfileLanguageMiddleware": "no session user; the turn reads the profile itself",
    "django.contrib.messages.middleware.MessageMiddleware": "the API shows no flash messages",
    "django.middleware.clickjacking.XFrameOptionsMiddleware": RUN,
    "csp.middleware.CSPMiddleware": RUN,
    "nvcpractice.core.middleware.DatabaseUnavailableMiddleware": "a database error sends the request to Django",
}


class Refused(Exception):
    """A check of the lane said no: Django answers the request instead."""


class StreamedTurnLane:
    """ASGI middleware around Django: takes the requests :func:`lane_session_id` accepts, passes on the rest."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        session_id = lane_session_id(scope)
        if session_id is None:
            await self.app(scope, receive, send)
            return
        messages = await _read_request(receive)
        if messages is None:
            return  # the client left, or BodyLimitASGI cut the body off (and answers 413)
        body = b"".join(message.get("body", b"") for message in messages)
        try:
            headers, events = await _open(scope, session_id, body)
        except Exception as exc:  # a refusal, however raised (401, 404, 429, 503, ...): Django answers
            logger.debug("stream lane: %s: %s; Django answers", type(exc).__name__, exc)
            await self.app(scope, _replay(messages, receive), send)
            return
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await _send_until_the_client_leaves(events, receive, send)


async def _send_until_the_client_leaves(events: AsyncIterator[bytes], receive, send) -> None:
    """Send the events; when the client disconnects first, stop and close them (the turn stops reading the
    model), as Django's handler cancels a streaming response on ``http.disconnect``."""

    async def pump() -> None:
        async for chunk in events:
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    sending, leaving = asyncio.create_task(pump()), asyncio.create_task(_disconnected(receive))
    await asyncio.wait({sending, leaving}, return_when=asyncio.FIRST_COMPLETED)
    for task in (leaving, sending):
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await sending
    await events.aclose()


async def _disconnected(receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def lane_session_id(scope: dict) -> int | None:
    """The session of a request the lane may take (a token-signed POST of a streamed turn), else None."""
    if scope.get("type") != "http" or scope.get("method") != "POST" or not settings.NVC_STREAM_LANE:
        return None
    match = _PATH.fullmatch(scope.get("path", ""))
    if match is None or scope.get("root_path") or scope.get("query_string"):
        return None  # a query (``?format=``) may change how the view negotiates: Django reads it
    headers = dict(scope.get("headers") or ())
    if not wants_event_stream(headers.get(b"accept", b"").decode("latin-1")):
        return None
    return int(match["pk"])


async def _read_request(receive) -> list[dict] | None:
    messages = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        messages.append(message)
        if not message.get("more_body"):
            return messages


def _replay(messages: list[dict], receive):
    """A ``receive`` that gives the messages already read, then the client's."""
    pending = list(messages)

    async def replay() -> dict:
        return pending.pop(0) if pending else await receive()

    return replay


async def _open(scope: dict, session_id: int, body: bytes) -> tuple[list[tuple[bytes, bytes]], AsyncIterator[bytes]]:
    """Check the request and start the turn: the response's headers and its events; raises on any refusal.

    Everything that can fail runs before the turn starts, so a refusal never leaves a turn behind.
    """
    request = ASGIRequest(scope, io.BytesIO(body))
    request.get_host()  # DisallowedHost for a host not in ALLOWED_HOSTS
    hooks = _middleware_run()
    for middleware in hooks:
        if hasattr(middleware, "process_request") and middleware.process_request(request) is not None:
            raise Refused(f"{type(middleware).__name__} answers")
    view = MessageView()
    admission = TokenAdmission(request=Request(request, authenticators=()), key=_token(request, view), view=view)
    response = event_stream_response(())
    for middleware in reversed(hooks):
        response = middleware.process_response(request, response)
    headers = _asgi_headers(response)
    # The body is read only once the token has signed someone in and the session is theirs, as the view does.
    return headers, await stream_turn(admission=admission, session_id=session_id, content=lambda: _content(request))


def _middleware_run() -> list:
    """The middleware whose hooks the lane runs; :class:`Refused` while any middleware is not in the table."""
    unknown = [path for path in settings.MIDDLEWARE if path not in LANE_MIDDLEWARE]
    if unknown:
        raise Refused(f"middleware the lane does not know: {unknown}")
    return [import_string(path)(_no_view) for path in settings.MIDDLEWARE if LANE_MIDDLEWARE[path] == RUN]


def _no_view(request) -> HttpResponse:  # the middleware's get_response: the lane calls only their hooks
    raise Refused("the lane calls middleware hooks only")


def _content(request: ASGIRequest) -> str:
    """The message, parsed and validated as the view does (the API's bounded JSON parser, the serializer), from
    the body as Django reads it (as long as ``Content-Length`` says)."""
    if request.content_type != "application/json":
        raise Refused("not a JSON body")
    try:
        payload = loads_bounded(request.body.decode(request.encoding or settings.DEFAULT_CHARSET))
    except (UnicodeDecodeError, LookupError, APIException) as exc:
        raise Refused("the body does not parse") from exc
    try:  # what ``is_valid`` runs, on one instance: building a serializer copies its fields (nine-tenths of the work)
        return _message_serializer().run_validation(payload)["content"]
    except ValidationError as exc:
        raise Refused("the message is not valid") from exc


@lru_cache(maxsize=1)
def _message_serializer() -> MessageRequestSerializer:
    return MessageRequestSerializer()


def _token(request: ASGIRequest, view: MessageView) -> str:
    """The key of an ``Authorization: <keyword> <key>`` header, read as DRF's token authentication reads it."""
    authenticator = view.get_authenticators()[0]
    if not isinstance(authenticator, TokenAuthentication):
        raise Refused("the view does not sign in by token first")
    parts = get_authorization_header(request).split()
    if len(parts) != 2 or parts[0].lower() != authenticator.keyword.lower().encode():
        raise Refused("no token")
    return parts[1].decode()


class TokenAdmission:
    """The view's sign-in, permissions and rate limits, run in the turn's thread (see
    :class:`scenes.runner.TurnAdmission`): the view's own authenticator, permission and throttle classes."""

    def __init__(self, *, request: Request, key: str, view: MessageView) -> None:
        self.request = request
        self.key = key
        self.view = view
        view.request = request

    def user_id(self) -> int:
        user, _token = self.view.get_authenticators()[0].authenticate_credentials(self.key)
        self.request.user = user
        if not all(permission.has_permission(self.request, self.view) for permission in self.view.get_permissions()):
            raise Refused("not permitted")
        return user.pk

    def admit(self, session: PracticeSession) -> None:
        throttles = self.view.get_throttles()
        if len(throttles) > 1:
            raise Refused("more than one throttle: each would count the request on its own")
        for throttle in throttles:
            if not throttle.allow_request(self.request, self.view):
                raise Refused("rate limited")


def _asgi_headers(response: HttpResponse) -> list[tuple[bytes, bytes]]:
    """The response's headers as Django's ASGI handler sends them."""
    headers = [(name.encode("ascii"), value.encode("latin1")) for name, value in response.items()]
    for cookie in response.cookies.values():
        headers.append((b"Set-Cookie", cookie.output(header="").encode("ascii").strip()))
    return headers
