"""The sessions and messages API: start sessions, read them, and take turns (blocking or streamed as SSE)."""

from __future__ import annotations

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from django.db import connections
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.response import Response

from nvcpractice.core.renderers import SafeJSONRenderer
from nvcpractice.practice import selectors, services
from nvcpractice.practice.models import PendingAction, PracticeSession
from nvcpractice.practice.renderers import EventStreamRenderer, wants_event_stream
from nvcpractice.practice.serializers import (
    BackToPracticeSerializer,
    DecisionSerializer,
    MessageRequestSerializer,
    PendingActionSerializer,
    SessionCreateSerializer,
    SessionDetailSerializer,
    SessionSerializer,
    TurnSerializer,
)
from nvcpractice.profiles.selectors import profile_of
from nvcpractice.scenarios.models import Scenario
from scenes.approval import ApprovalNeedsWebSession, Credential, pending_action_decide
from scenes.care import care_leave
from scenes.runner import resume_turn, run_turn, stream_turn
from scenes.safety import locale_key


class SessionListCreateView(generics.GenericAPIView):
    """List your practice sessions, or start one in a mode (optionally on a scenario)."""

    serializer_class = SessionSerializer

    def get_queryset(self):
        return selectors.sessions_of(user_id=self.request.user.pk)

    @extend_schema(responses=SessionSerializer(many=True))
    def get(self, request):
        page = self.paginate_queryset(self.get_queryset())
        return self.get_paginated_response(SessionSerializer(page, many=True).data)

    @extend_schema(request=SessionCreateSerializer, responses={201: SessionSerializer})
    def post(self, request):
        serializer = SessionCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        exercise = data.pop("exercise", None)
        try:
            if exercise == "empathy":
                locale = profile_of(user=request.user).locale
                session = services.session_start_empathy(
                    user_id=request.user.pk, locale=locale, scenario_id=data.get("scenario_id")
                )
            else:
                session = services.session_create(user_id=request.user.pk, **data)
        except Scenario.DoesNotExist:
            raise NotFound("No such scenario.") from None
        return Response(SessionSerializer(session).data, status=status.HTTP_201_CREATED)


class SessionDetailView(generics.RetrieveAPIView):
    """One of your sessions with its messages; anyone else's is 404."""

    serializer_class = SessionDetailSerializer

    def get_queryset(self):
        return selectors.sessions_of(user_id=self.request.user.pk)


class BackToPracticeView(generics.GenericAPIView):
    """Go back to practice after the coach paused it for your safety: the session leaves the care frame and the
    coach says where the exercise stood. Repeating it is safe (``reply`` is then null)."""

    serializer_class = BackToPracticeSerializer
    throttle_scope = "messages"

    def get_queryset(self):
        return selectors.sessions_of(user_id=self.request.user.pk)

    @extend_schema(
        request={"application/json": OpenApiTypes.OBJECT},
        responses={200: BackToPracticeSerializer, 404: OpenApiResponse(description="not yours")},
    )
    def post(self, request, pk: int):
        session = self.get_object()
        reply = care_leave(session=session, locale=locale_key(profile_of(user=request.user).locale))
        body = {"id": session.pk, "mode": session.mode, "care": session.care or None, "reply": None}
        if reply is not None:
            body["reply"] = {"role": "assistant", "content": reply.content}
        return Response(body)


class MessageView(AsyncAPIView):
    """Send a message and get the coach's turn; with ``Accept: text/event-stream`` the turn streams as SSE.

    Events: ``mode``, ``tool_call``, ``tool_result``, ``delta``, ``done``, ``error``. A model failure answers
    502/503/504 with ``{"error": …}``; the user message is kept either way.
    """

    renderer_classes = [SafeJSONRenderer, EventStreamRenderer]
    throttle_scope = "messages"

    @extend_schema(
        request=MessageRequestSerializer,
        responses={
            201: TurnSerializer,
            404: OpenApiResponse(description="not your session"),
            502: OpenApiResponse(description="the model failed"),
            503: OpenApiResponse(description="the model is busy"),
            504: OpenApiResponse(description="the model timed out"),
        },
    )
    async def post(self, request, pk: int):
        serializer = MessageRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        content = serializer.validated_data["content"]
        try:
            if _wants_stream(request):
                return event_stream_response(await stream_turn(user_id=request.user.pk, session_id=pk, content=content))
            result = await run_turn(user_id=request.user.pk, session_id=pk, content=content)
        except PracticeSession.DoesNotExist:
            raise NotFound("No such session.") from None
        if result.stop_reason == "error":
            return Response({"error": result.error, **result.to_dict()}, status=result.status)
        return Response(result.to_dict(), status=status.HTTP_201_CREATED)

    def initial(self, request, *args, **kwargs):
        """Sign-in and rate limits, in Django's sync thread; a stream may stay open for long, so the database
        connection that sign-in may have opened goes back at once, on the same trip (the turn reads the session
        in its own thread)."""
        super().initial(request, *args, **kwargs)
        if _wants_stream(request):
            connections.close_all()


def _wants_stream(request) -> bool:
    return wants_event_stream(request.headers.get("Accept", ""))


def event_stream_response(events) -> StreamingHttpResponse:
    """The response of a streamed turn (its events, server-sent), whichever way the request came in."""
    response = StreamingHttpResponse(events, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


class PendingActionListView(generics.ListAPIView):
    """Changes the coach proposed that wait for your decision (``?status=`` to see decided ones)."""

    serializer_class = PendingActionSerializer

    def get_queryset(self):
        status_filter = self.request.query_params.get("status", PendingAction.Status.PENDING)
        return PendingAction.objects.filter(user_id=self.request.user.pk).with_status(status_filter).order_by("-id")


APPROVE_IN_APP = (
    "A change an outside client proposed is approved in NVC Practice by the learner, signed in in a browser "
    "(the session's page), not with the client's credential."
)


class PendingActionDecisionView(AsyncAPIView):
    """Approve or decline a proposed change. Approving runs it once — repeating the request is safe — and the
    coach continues the conversation; an expired change answers 410."""

    approve = True
    throttle_scope = "messages"

    @extend_schema(
        request=None,
        responses={
            200: DecisionSerializer,
            403: OpenApiResponse(description="an outside client's change, approved without the web session"),
            404: OpenApiResponse(description="not yours"),
        },
    )
    async def post(self, request, pk: int):
        signed_in = isinstance(request.successful_authenticator, SessionAuthentication)
        try:
            action, decided_now = await sync_to_async(pending_action_decide)(
                user_id=request.user.pk,
                action_id=pk,
                approve=self.approve,
                credential=Credential.WEB_SESSION if signed_in else Credential.API_TOKEN,
            )
        except PendingAction.DoesNotExist:
            raise NotFound("No such pending action.") from None
        except ApprovalNeedsWebSession:
            raise PermissionDenied(APPROVE_IN_APP) from None
        body = {"action": PendingActionSerializer(action).data}
        if action.status == PendingAction.Status.EXPIRED:
            return Response({"error": "This change expired before it was approved.", **body}, status=410)
        if decided_now and action.session.client == PracticeSession.Client.APP:  # an outside client has no coach
            result = await resume_turn(user_id=request.user.pk, session_id=action.session_id)
            body.update(result.to_dict())
        return Response(body)
