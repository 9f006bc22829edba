"""Reads about accounts: everything the app keeps about one learner, for them to take away (``account_export``).

Each kind of record is one entry of :data:`EXPORTED`: a name and the query of the learner's rows. Every concrete
field is exported except search machinery (embeddings, search vectors), so a new field appears by itself and a new
model joins with one line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Model, QuerySet
from django.utils import timezone

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.practice.models import (
    Evaluation,
    Message,
    PendingAction,
    PracticeSession,
    StepResult,
    ToolInvocation,
)
from nvcpractice.profiles.models import Profile
from nvcpractice.scenarios.models import Scenario

EXPORT_FORMAT = 1
NOT_EXPORTED = frozenset({"embedding", "search_vector"})

#: The learner's records outside their sessions, by section name.
EXPORTED: tuple[tuple[str, Callable[[int], QuerySet]], ...] = (
    ("evaluations", lambda uid: Evaluation.objects.filter(user_id=uid).order_by("id")),
    ("step_results", lambda uid: StepResult.objects.filter(user_id=uid).order_by("id")),
    ("wiki_entries", lambda uid: WikiEntry.objects.filter(author_id=uid).order_by("id")),
    ("pending_actions", lambda uid: PendingAction.objects.filter(user_id=uid).order_by("id")),
    ("scenarios", lambda uid: Scenario.objects.filter(created_by_id=uid).order_by("id")),
    ("tool_calls", lambda uid: ToolInvocation.objects.filter(user_id=uid).order_by("id")),
)


def _fields(model: type[Model]) -> list[str]:
    return [f.attname for f in model._meta.concrete_fields if f.name not in NOT_EXPORTED]


def _rows(queryset: QuerySet) -> list[dict[str, Any]]:
    return list(queryset.values(*_fields(queryset.model)))


def _sessions(user_id: int) -> list[dict[str, Any]]:
    sessions = _rows(PracticeSession.objects.filter(user_id=user_id).order_by("id"))
    by_session: dict[int, list[dict[str, Any]]] = {row["id"]: [] for row in sessions}
    for message in _rows(Message.objects.filter(session__user_id=user_id).order_by("id")):
        by_session[message["session_id"]].append(message)
    return [{**row, "messages": by_session[row["id"]]} for row in sessions]


def account_export(*, user_id: int) -> dict[str, Any]:
    """Everything kept about ``user_id``: account, profile, sessions with their messages, and each section."""
    user = get_user_model().objects.get(pk=user_id)
    profile = Profile.objects.filter(user_id=user_id)
    return {
        "format": EXPORT_FORMAT,
        "exported_at": timezone.now(),
        "account": {
            "id": user.pk,
            "username": user.get_username(),
            "date_joined": user.date_joined,
            "last_login": user.last_login,
        },
        "profile": (_rows(profile) or [None])[0],
        "sessions": _sessions(user_id),
        **{name: _rows(query(user_id)) for name, query in EXPORTED},
    }


def profile_of(*, user: AbstractBaseUser) -> Profile:
    """The user's profile to read; for a user made outside signup who has none yet, the defaults, unsaved.

    Reads never write: the row is made by the first change (``services.profile_update``) or the coach's first turn.
    """
    try:
        return Profile.objects.get(user=user)
    except Profile.DoesNotExist:
        return Profile(user=user, display_name=user.get_username())
