"""Reads of practice data, always scoped to one user."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import connection
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


#: The fields of a message that a model's chat history needs.
HISTORY_FIELDS = ("role", "content", "tool_calls", "tool_call_id", "parts")
_JSON_FIELDS = ("tool_calls", "parts")


@dataclass(frozen=True)
class SessionHistory:
    """The newest messages of a session (oldest first, :data:`HISTORY_FIELDS` each) and the tokens and tool calls
    of every message the read covered, not only the newest."""

    messages: list[dict[str, Any]]
    tokens: int
    tool_calls: int


_HISTORY_SQL = (
    "SELECT role, content, tool_calls, tool_call_id, parts,"
    " SUM(prompt_tokens + completion_tokens) OVER (), COUNT(*) FILTER (WHERE role = 'tool') OVER ()"
    " FROM practice_message WHERE session_id = %(session_id)s AND role <> 'system'"
)
_HISTORY_SQL_ALL = _HISTORY_SQL + " ORDER BY id DESC LIMIT %(limit)s"
_HISTORY_SQL_BEFORE = _HISTORY_SQL + " AND id < %(before_id)s ORDER BY id DESC LIMIT %(limit)s"


def session_history(*, session_id: int, before_id: int | None = None, limit: int = 200) -> SessionHistory:
    """The session's newest ``limit`` messages before ``before_id`` (all when None), system messages left out,
    with the tokens and tool calls of all of them, in one query: the sums run over a window, taken before the limit.

    Written out in SQL because every turn reads it: building the same query through the ORM costs about ten times
    the CPU of running it (``bench/agent_overhead.py``).
    """
    params = {"session_id": session_id, "before_id": before_id, "limit": limit}
    with connection.cursor() as cursor:
        cursor.execute(_HISTORY_SQL_ALL if before_id is None else _HISTORY_SQL_BEFORE, params)
        rows = cursor.fetchall()
    if not rows:
        return SessionHistory(messages=[], tokens=0, tool_calls=0)
    decoders = {name: Message._meta.get_field(name).from_db_value for name in _JSON_FIELDS}
    messages = []
    for row in reversed(rows):
        message = dict(zip(HISTORY_FIELDS, row, strict=False))
        for name, decode in decoders.items():
            message[name] = decode(message[name], None, connection)
        messages.append(message)
    return SessionHistory(messages=messages, tokens=rows[0][-2] or 0, tool_calls=rows[0][-1] or 0)


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
