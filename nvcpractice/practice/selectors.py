"""Reads of practice data, always scoped to one user."""

from __future__ import annotations

from django.db.models import Count, Exists, OuterRef, Q, QuerySet

from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.selectors import scenarios_visible_to

#: The ``state["exercise"]`` of a "hear the other person" session.
EMPATHY_EXERCISE = "empathy"


def sessions_of(*, user_id: int) -> QuerySet[PracticeSession]:
    return PracticeSession.objects.filter(user_id=user_id).select_related("scenario")


def sessions_practised(*, user_id: int) -> QuerySet[PracticeSession]:
    """The sessions in which the learner said something: an opened and left session is not a session practised."""
    said = Message.objects.filter(session=OuterRef("pk"), role=Message.Role.USER)
    return sessions_of(user_id=user_id).filter(Exists(said))


def session_get(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session; ``PracticeSession.DoesNotExist`` for anyone else's (answered as 404)."""
    return sessions_of(user_id=user_id).get(pk=session_id)


def session_for_turn(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session with what a turn reads of it (scenario, learner, profile), in one query;
    ``PracticeSession.DoesNotExist`` for anyone else's."""
    return sessions_of(user_id=user_id).select_related("user__profile").get(pk=session_id)


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


def empathy_scenario_pick(*, user_id: int, locale: str) -> Scenario:
    """A scenario for the "hear the other person" exercise: visible to the user, in ``locale`` when there is one,
    with the other person's feelings and needs; the one the user has listened to least, so sessions vary.

    ``Scenario.DoesNotExist`` when the user may see none.
    """
    usable = scenarios_visible_to(user_id=user_id).exclude(opening_line="").exclude(other_feelings=[])
    usable = usable.exclude(other_needs=[])
    in_locale = usable.filter(locale=locale)
    candidates = in_locale if in_locale.exists() else usable
    heard = Count("sessions", filter=Q(sessions__user_id=user_id, sessions__state__exercise=EMPATHY_EXERCISE))
    scenario = candidates.annotate(heard=heard).order_by("heard", "difficulty", "pk").first()
    if scenario is None:
        raise Scenario.DoesNotExist("no scenario to listen to")
    return scenario
