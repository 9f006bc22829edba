"""Request and response shapes of the account and profile API."""

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from nvcpractice.locales import Locale


class RegisterSerializer(serializers.Serializer):
    username = serializers.RegexField(r"^[\w.@+-]+\Z", max_length=150)
    password = serializers.CharField(write_only=True, max_length=128, style={"input_type": "password"})
    locale = serializers.ChoiceField(choices=Locale.choices, required=False)

    def validate_username(self, value: str) -> str:
        if get_user_model().objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError("This username is taken.")
        return value

    def validate(self, attrs):
        user = get_user_model()(username=attrs["username"])
        try:
            validate_password(attrs["password"], user=user)
        except DjangoValidationError as exc:
            raise serializers.ValidationError({"password": list(exc.messages)}) from exc
        return attrs


class RegisteredSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    token = serializers.CharField()


class TokenRequestSerializer(serializers.Serializer):
    username = serializers.CharField()
    password = serializers.CharField(style={"input_type": "password"})


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField()


class ProfileSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True, source="user.id")
    username = serializers.CharField(read_only=True, source="user.username")
    display_name = serializers.CharField(max_length=80, required=False, allow_blank=True)
    locale = serializers.ChoiceField(choices=Locale.choices, required=False)
    goals = serializers.CharField(max_length=1000, required=False, allow_blank=True)
    preferences = serializers.DictField(required=False)
    level = serializers.IntegerField(read_only=True)

    def validate_preferences(self, value: dict) -> dict:
        if len(value) > 20:
            raise serializers.ValidationError("At most 20 preferences.")
        for key, item in value.items():
            if len(str(key)) > 40 or not isinstance(item, str | int | float | bool) or len(str(item)) > 200:
                raise serializers.ValidationError("Preferences are short key/value pairs (40/200 characters).")
        return value


class AccountDeleteSerializer(serializers.Serializer):
    password = serializers.CharField(max_length=128, style={"input_type": "password"})
