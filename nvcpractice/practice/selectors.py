"""Reads of practice data, always scoped to one user."""

from __future__ import annotations

from django.db.models import QuerySet

from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult


def sessions_of(*, user_id: int) -> QuerySet[PracticeSession]:
    return PracticeSession.objects.filter(user_id=user_id).select_related("scenario")


def session_get(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session; ``PracticeSession.DoesNotExist`` for anyone else's (answered as 404)."""
    return sessions_of(user_id=user_id).get(pk=session_id)


def session_messages(*, session: PracticeSession) -> QuerySet[Message]:
    return session.messages.order_by("id")


def evaluations_by_message(*, session: PracticeSession) -> dict[int, Evaluation]:
    """The session's evaluations of learner messages (role-play turns), by message id."""
    rows = Evaluation.objects.filter(session=session, message__isnull=False).order_by("id")
    return {row.message_id: row for row in rows}


def step_results_of(*, session: PracticeSession) -> QuerySet[StepResult]:
    """The session's four-step answers in the order they were given."""
    return StepResult.objects.filter(session=session).order_by("id")


def step_results_accepted_latest(*, session: PracticeSession) -> dict[str, StepResult]:
    """The latest accepted answer per component of the session (one query)."""
    latest: dict[str, StepResult] = {}
    for result in StepResult.objects.filter(session=session, accepted=True).order_by("-id"):
        latest.setdefault(result.component, result)
    return latest
