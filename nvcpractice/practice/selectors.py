"""Reads of practice data, always scoped to one user."""

from __future__ import annotations

from django.db.models import QuerySet

from nvcpractice.practice.models import Message, PracticeSession


def sessions_of(*, user_id: int) -> QuerySet[PracticeSession]:
    return PracticeSession.objects.filter(user_id=user_id).select_related("scenario")


def session_get(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session; ``PracticeSession.DoesNotExist`` for anyone else's (answered as 404)."""
    return sessions_of(user_id=user_id).get(pk=session_id)


def session_messages(*, session: PracticeSession) -> QuerySet[Message]:
    return session.messages.order_by("id")
