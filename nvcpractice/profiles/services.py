"""Writes for accounts and profiles: every change to a user or profile goes through here."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from rest_framework.authtoken.models import Token

from nvcpractice.locales import Locale, to_locale
from nvcpractice.profiles.models import Profile


@transaction.atomic
def user_register(*, username: str, password: str, locale: str | None = None, is_staff: bool = False):
    """Create a user with a profile and an API token. The caller has validated the password."""
    user = get_user_model().objects.create_user(username=username, password=password, is_staff=is_staff)
    Profile.objects.create(user=user, locale=to_locale(locale), display_name=username)
    Token.objects.create(user=user)
    return user


def profile_ensure(*, user: AbstractBaseUser) -> Profile:
    """The user's profile, created on first use for users made outside signup (e.g. createsuperuser)."""
    profile, _ = Profile.objects.get_or_create(user=user, defaults={"display_name": user.get_username()})
    return profile


def token_get_or_create(*, user: AbstractBaseUser) -> str:
    token, _ = Token.objects.get_or_create(user=user)
    return token.key


def profile_update(*, user: AbstractBaseUser, **changes) -> Profile:
    """Apply validated changes (display_name, locale, goals, preferences) to the user's own profile."""
    allowed = {"display_name", "locale", "goals", "preferences"}
    unknown = set(changes) - allowed
    if unknown:
        raise ValueError(f"unknown profile fields: {', '.join(sorted(unknown))}")
    profile = profile_ensure(user=user)
    for field, value in changes.items():
        if field == "locale":
            value = to_locale(value, default=profile.locale)
            if value not in Locale.values:
                raise ValueError("locale must be en or zh-hans")
        setattr(profile, field, value)
    profile.full_clean(exclude=["user"])
    profile.save()
    return profile
