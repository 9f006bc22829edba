"""Account API: register and obtain a token, exactly as DESIGN.md's HTTP contract says."""

from django.contrib.auth import authenticate
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from nvcpractice.profiles import services
from nvcpractice.profiles.serializers import (
    RegisteredSerializer,
    RegisterSerializer,
    TokenRequestSerializer,
    TokenSerializer,
)


class RegisterView(APIView):
    """Create an account; answers with its API token."""

    permission_classes = [AllowAny]
    authentication_classes: list = []

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
