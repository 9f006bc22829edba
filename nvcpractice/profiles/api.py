"""Account API: register and obtain a token, exactly as DESIGN.md's HTTP contract says."""

from django.contrib.auth import authenticate
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from nvcpractice.profiles import services
from nvcpractice.profiles.serializers import (
    ProfileSerializer,
    RegisteredSerializer,
    RegisterSerializer,
    TokenRequestSerializer,
    TokenSerializer,
)
from nvcpractice.sanitize import clean_user_text


class RegisterView(APIView):
    """Create an account; answers with its API token."""

    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(request=RegisterSerializer, responses={201: RegisteredSerializer})
    def post(self, request):
        serializer = RegisterSerializer(data=request.data)
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
            return Response(
                {"non_field_errors": ["Unable to log in with the given username and password."]},
                status=status.HTTP_400_BAD_REQUEST,
            )
        return Response({"token": services.token_get_or_create(user=user)})


class ProfileView(APIView):
    """Your own profile: read it, or change display name, language, goals and preferences."""

    @extend_schema(responses=ProfileSerializer)
    def get(self, request):
        return Response(ProfileSerializer(services.profile_ensure(user=request.user)).data)

    @extend_schema(request=ProfileSerializer, responses=ProfileSerializer)
    def patch(self, request):
        serializer = ProfileSerializer(data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        changes = dict(serializer.validated_data)
        for field in ("display_name", "goals"):
            if field in changes:
                changes[field] = clean_user_text(changes[field])
        profile = services.profile_update(user=request.user, **changes)
        return Response(ProfileSerializer(profile).data)
