"""Writes for accounts and profiles: every change to a user or profile goes through here."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from rest_framework.authtoken.models import Token

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.locales import Locale, to_locale
from nvcpractice.profiles.models import Profile
from nvcpractice.sanitize import clean_user_text
from nvcpractice.scenarios.models import Scenario


@transaction.atomic
def user_register(*, username: str, password: str, locale: str | None = None, is_staff: bool = False):
    """Create a user with a profile and an API token. The caller has validated the password."""
    user = get_user_model().objects.create_user(username=username, password=password, is_staff=is_staff)
    Profile.objects.create(user=user, locale=to_locale(locale), display_name=clean_user_text(username))
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
        elif field in {"display_name", "goals"} and isinstance(value, str):
            value = clean_user_text(value)
        setattr(profile, field, value)
    profile.full_clean(exclude=["user"])
    profile.save()
    return profile


#: Who approved wiki entries of a deleted account are credited to: a disabled account nobody can log in to.
FORMER_LEARNER = "former-learner"


def _former_learner():
    user, created = get_user_model().objects.get_or_create(username=FORMER_LEARNER, defaults={"is_active": False})
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


@transaction.atomic
def account_delete(*, user: AbstractBaseUser) -> None:
    """Delete the account and everything that is the learner's alone; keep, anonymised, what others rely on.

    Approved wiki entries stay (credited to a disabled "former learner" account) and approved scenarios stay
    without a creator; the learner's pending or rejected entries, unapproved scenarios, sessions, messages,
    evaluations, pending actions, tool-call audit, profile and API token are deleted with the account.
    """
    WikiEntry.objects.filter(author=user, status=WikiEntry.Status.APPROVED).update(author=_former_learner())
    Scenario.objects.filter(created_by=user).exclude(status=Scenario.Status.APPROVED).delete()
    user.delete()
