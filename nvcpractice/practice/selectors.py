"""Reads of practice data, always scoped to one user."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.contrib.auth import get_user_model
from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Count, Exists, Model, OuterRef, Q, QuerySet

from nvcpractice.practice.models import SAFETY_NAME, Evaluation, Message, PendingAction, PracticeSession, StepResult
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


def pending_actions_waiting(*, user_id: int) -> int:
    """How many of the user's proposed changes still wait for a decision (pending and not expired)."""
    return PendingAction.objects.filter(user_id=user_id).waiting().count()


def session_get(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session; ``PracticeSession.DoesNotExist`` for anyone else's (answered as 404)."""
    return sessions_of(user_id=user_id).get(pk=session_id)


@dataclass(frozen=True)
class _Joined:
    """One model's columns in a joined read: where they sit in the row, and how each value comes from the database."""

    model: type[Model]
    start: int
    end: int
    pk: int  # the primary key's place among the model's columns
    converters: tuple[tuple[int, tuple[Any, ...]], ...]

    @classmethod
    def of(cls, model: type[Model], start: int) -> _Joined:
        fields = model._meta.concrete_fields
        converters = [(i, tuple(field.get_db_converters(connection))) for i, field in enumerate(fields)]
        pk = fields.index(model._meta.pk)
        return cls(model, start, start + len(fields), pk, tuple((i, c) for i, c in converters if c))

    def columns(self, alias: str) -> list[str]:
        quote = connection.ops.quote_name
        return [f"{alias}.{quote(field.column)}" for field in self.model._meta.concrete_fields]

    def instance(self, row: tuple, db: BaseDatabaseWrapper) -> Model | None:
        """The model's instance from its columns of ``row`` (None where a left join found no row), as
        ``QuerySet`` builds it."""
        values = list(row[self.start : self.end])
        if values[self.pk] is None:
            return None
        for i, converters in self.converters:
            for convert in converters:
                values[i] = convert(values[i], None, db)
        return self.model.from_db(db.alias, None, values)


def _profile_of_user():
    """The profile's one-to-one field to its user, found from the user model's ``profile`` relation (as
    ``select_related("user__profile")`` follows it)."""
    return get_user_model()._meta.get_field("profile").field


@lru_cache(maxsize=1)
def _turn_session_read() -> tuple[str, tuple[_Joined, ...]]:
    """The statement :func:`session_for_turn` runs and where each model's columns are in its row."""
    models = (PracticeSession, Scenario, get_user_model(), _profile_of_user().model)
    parts, start = [], 0
    for model in models:
        parts.append(_Joined.of(model, start))
        start = parts[-1].end
    quote = connection.ops.quote_name
    table = [quote(model._meta.db_table) for model in models]
    columns = ", ".join(", ".join(part.columns(f"t{n}")) for n, part in enumerate(parts))
    scenario, user = (PracticeSession._meta.get_field(name).column for name in ("scenario", "user"))
    pk = [quote(model._meta.pk.column) for model in models]
    profile_user = quote(_profile_of_user().column)
    # built once from the models' own table and column names; the ids are parameters
    sql = (
        f"SELECT {columns} FROM {table[0]} t0"  # noqa: S608
        f" LEFT JOIN {table[1]} t1 ON t1.{pk[1]} = t0.{quote(scenario)}"
        f" JOIN {table[2]} t2 ON t2.{pk[2]} = t0.{quote(user)}"
        f" LEFT JOIN {table[3]} t3 ON t3.{profile_user} = t2.{pk[2]}"
        f" WHERE t0.{pk[0]} = %(session_id)s AND t0.{quote(user)} = %(user_id)s"
    )
    return sql, tuple(parts)


def session_for_turn(*, user_id: int, session_id: int) -> PracticeSession:
    """The user's own session with what a turn reads of it (scenario, learner, profile), in one query;
    ``PracticeSession.DoesNotExist`` for anyone else's.

    Written out in SQL, built once, and the instances linked as ``select_related("scenario", "user__profile")``
    links them (reading ``session.scenario``, ``.user``, ``.user.profile`` costs no query): every turn reads it,
    and the ORM spent several times the query's own cost compiling it.
    """
    sql, (session_part, scenario_part, user_part, profile_part) = _turn_session_read()
    db = connections[DEFAULT_DB_ALIAS]  # the thread's own, looked up once (each use of the proxy looks it up)
    with db.cursor() as cursor:
        cursor.execute(sql, {"session_id": session_id, "user_id": user_id})
        row = cursor.fetchone()
    if row is None:
        raise PracticeSession.DoesNotExist("PracticeSession matching query does not exist.")
    session, user = session_part.instance(row, db), user_part.instance(row, db)
    profile = profile_part.instance(row, db)
    PracticeSession._meta.get_field("scenario").set_cached_value(session, scenario_part.instance(row, db))
    PracticeSession._meta.get_field("user").set_cached_value(session, user)
    profile_of_user = _profile_of_user()
    profile_of_user.remote_field.set_cached_value(user, profile)
    if profile is not None:
        profile_of_user.set_cached_value(profile, user)
    return session


def session_messages(*, session: PracticeSession) -> QuerySet[Message]:
    return session.messages.order_by("id")


def session_last_partner_line(*, session: PracticeSession) -> str:
    """In a role-play, the other person's last line outside the safety step's exchanges ("" when none yet)."""
    replies = session.messages.filter(role=Message.Role.ASSISTANT, parts__isnull=False).exclude(name=SAFETY_NAME)
    for part in (replies.order_by("-id").values_list("parts", flat=True)[:1] or [[]])[0] or []:
        if isinstance(part, dict) and part.get("speaker") == "partner" and part.get("text"):
            return str(part["text"])
    return ""


def session_care_replies(*, session: PracticeSession) -> list[str]:
    """The replies the safety step has given in the session, oldest first (a wording is said again only once
    every other wording of its kind has been said)."""
    replies = session.messages.filter(role=Message.Role.ASSISTANT, name=SAFETY_NAME).order_by("created_at", "pk")
    return list(replies.values_list("content", flat=True))


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
    "SELECT role, content, tool_calls, tool_call_id, parts,"  # noqa: S608 - SAFETY_NAME is a constant, not input
    " SUM(prompt_tokens + completion_tokens) OVER (), COUNT(*) FILTER (WHERE role = 'tool') OVER ()"
    f" FROM practice_message WHERE session_id = %(session_id)s AND role <> 'system' AND name <> '{SAFETY_NAME}'"
)
_HISTORY_SQL_ALL = _HISTORY_SQL + " ORDER BY id DESC LIMIT %(limit)s"
_HISTORY_SQL_BEFORE = _HISTORY_SQL + " AND id < %(before_id)s ORDER BY id DESC LIMIT %(limit)s"
#: The history as a common table expression named ``history`` (``id`` added, to keep its order by), for a statement
#: that writes too: ``history_of_rows`` reads the outer query's rows, ``HISTORY_FIELDS`` then the two sums.
HISTORY_CTE = "history AS (SELECT id, " + _HISTORY_SQL[len("SELECT ") :] + " ORDER BY id DESC LIMIT %(limit)s)"


def session_history(*, session_id: int, before_id: int | None = None, limit: int = 200) -> SessionHistory:
    """The session's newest ``limit`` messages before ``before_id`` (all when None), system messages and the
    safety step's exchanges (``SAFETY_NAME``: a disclosure and the care that answered it) left out,
    with the tokens and tool calls of all of them, in one query: the sums run over a window, taken before the limit.

    Written out in SQL because every turn reads it: building the same query through the ORM costs about ten times
    the CPU of running it (``bench/agent_overhead.py``).
    """
    params = {"session_id": session_id, "before_id": before_id, "limit": limit}
    with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
        cursor.execute(_HISTORY_SQL_ALL if before_id is None else _HISTORY_SQL_BEFORE, params)
        return history_of_rows(rows=cursor.fetchall())


def history_of_rows(*, rows: list[tuple]) -> SessionHistory:
    """The :class:`SessionHistory` of a history query's rows (newest first; a row of NULLs is no message)."""
    if not rows or rows[0][0] is None:
        return SessionHistory(messages=[], tokens=0, tool_calls=0)
    decoders = [(name, Message._meta.get_field(name).from_db_value) for name in _JSON_FIELDS]
    db = connections[DEFAULT_DB_ALIAS]
    messages = []
    for row in reversed(rows):
        message = dict(zip(HISTORY_FIELDS, row, strict=False))
        for name, decode in decoders:
            message[name] = decode(message[name], None, db)
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
