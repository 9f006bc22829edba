"""Account API: register and obtain a token, exactly as DESIGN.md's HTTP contract says; export and delete."""

from django.contrib.auth import authenticate
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.exceptions import PermissionDenied, Throttled
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from nvcpractice.core import login_guard
from nvcpractice.profiles import selectors, services
from nvcpractice.profiles.serializers import (
    AccountDeleteSerializer,
    ProfileSerializer,
    RegisteredSerializer,
    RegisterSerializer,
    TokenRequestSerializer,
    TokenSerializer,
)


def _refuse_if_locked(wait: int) -> None:
    """429 with ``Retry-After`` and the guard's message while this caller is locked out."""
    if wait:
        raise Throttled(wait=wait, detail=login_guard.lockout_message(wait))


class RegisterView(APIView):
    """Create an account; answers with its API token."""

    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(request=RegisterSerializer, responses={201: RegisteredSerializer})
    def post(self, request):
        _refuse_if_locked(login_guard.locked_for(request))
        serializer = RegisterSerializer(data=request.data)
        if not serializer.is_valid():
            login_guard.failure_record(request)
            serializer.is_valid(raise_exception=True)
        user = services.user_register(**serializer.validated_data)
        token = services.token_get_or_create(user=user)
        return Response({"id": user.pk, "username": user.username, "token": token}, status=status.HTTP_201_CREATED)


class TokenView(APIView):
    """Exchange a username and password for the account's API token."""

    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(request=TokenRequestSerializer, responses={200: TokenSerializer})
    def post(self, request):
        serializer = TokenRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = authenticate(request, **serializer.validated_data)
        if user is None:
            _refuse_if_locked(login_guard.lockout_of(request))
            return Response(
                {"non_field_errors": ["Unable to log in with the given username and password."]},
                status=status.HTTP_400_BAD_REQUEST,
            )
        return Response({"token": services.token_get_or_create(user=user)})


class ProfileView(APIView):
    """Your own profile: read it, or change display name, language, goals and preferences."""

    @extend_schema(responses=ProfileSerializer)
    def get(self, request):
        return Response(ProfileSerializer(selectors.profile_of(user=request.user)).data)

    @extend_schema(request=ProfileSerializer, responses=ProfileSerializer)
    def patch(self, request):
        serializer = ProfileSerializer(data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        profile = services.profile_update(user=request.user, **serializer.validated_data)
        return Response(ProfileSerializer(profile).data)


class AccountExportView(APIView):
    """Everything the app keeps about you, as one JSON download (profile, sessions with messages, evaluations,
    wiki entries, pending actions, your generated scenarios and the audit of tool calls)."""

    @extend_schema(responses={200: OpenApiTypes.OBJECT})
    def get(self, request):
        data = selectors.account_export(user_id=request.user.pk)
        name = f"nvc-practice-{request.user.pk}-{timezone.now():%Y%m%d}.json"
        return Response(data, headers={"Content-Disposition": f'attachment; filename="{name}"'})


class AccountView(APIView):
    """Delete your account: send your password. Your data goes; approved wiki entries stay, anonymised."""

    @extend_schema(request=AccountDeleteSerializer, responses={204: None, 403: OpenApiResponse(description="wrong")})
    def delete(self, request):
        serializer = AccountDeleteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        username = request.user.get_username()
        _refuse_if_locked(login_guard.locked_for(request, username))
        if not request.user.check_password(serializer.validated_data["password"]):
            login_guard.failure_record(request, username)
            raise PermissionDenied("The password is not right; nothing was deleted.")
        services.account_delete(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
