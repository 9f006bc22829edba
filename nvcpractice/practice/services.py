"""Writes for practice: sessions, messages, evaluations, four-step results and the audit of tool calls."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import DEFAULT_DB_ALIAS, connection, connections, transaction
from django.db.models import Field
from django.utils import timezone

from nvcpractice.llm.parts import part, plain_content
from nvcpractice.nvc import COMPONENTS, StatementAnalysis, is_ideal
from nvcpractice.practice.evaluator import EvaluationOutcome, statement_evaluate
from nvcpractice.practice.models import (
    SAFETY_NAME,
    Evaluation,
    Message,
    Mode,
    PendingAction,
    PracticeSession,
    StepResult,
    StructuredStep,
    ToolInvocation,
)
from nvcpractice.practice.selectors import (
    EMPATHY_EXERCISE,
    HISTORY_CTE,
    SessionHistory,
    empathy_scenario_pick,
    history_of_rows,
    session_get,
    step_results_accepted_latest,
)
from nvcpractice.practice.statements import assemble_statement, statement_from_steps
from nvcpractice.scenarios.selectors import scenario_get_visible


def evaluation_record(
    *,
    user: AbstractBaseUser,
    text: str,
    outcome: EvaluationOutcome,
    session: PracticeSession | None = None,
    message: Message | None = None,
) -> Evaluation:
    """Store an evaluation already computed for ``user`` (session and message must be the user's own)."""
    if session is not None and session.user_id != user.pk:
        raise PermissionError("the session belongs to another user")
    labels = outcome.analysis.labels()
    return Evaluation.objects.create(
        user=user,
        session=session,
        message=message,
        text=text,
        locale=outcome.analysis.locale,
        score=outcome.analysis.score,
        details=outcome.analysis.to_dict(),
        source=outcome.source,
        **labels,
    )


def evaluation_create(
    *,
    user: AbstractBaseUser,
    text: str,
    locale: str | None = None,
    session: PracticeSession | None = None,
    context: str | None = None,
) -> tuple[Evaluation, EvaluationOutcome]:
    """Evaluate ``text`` (the answer to ``context``, if given) and store the result for ``user``; raises
    ``ValueError`` for unusable input."""
    outcome = statement_evaluate(text=text, locale=locale, context=context)
    return evaluation_record(user=user, text=text, outcome=outcome, session=session), outcome


def _attempt(*, session: PracticeSession, component: str) -> int:
    """1 + the tries at ``component`` in ``session`` since one was last accepted (one query)."""
    newest_first = StepResult.objects.filter(session=session, component=component).order_by("-id")
    accepted = list(newest_first.values_list("accepted", flat=True))
    return 1 + next((index for index, ok in enumerate(accepted) if ok), len(accepted))


def step_result_record(
    *,
    session: PracticeSession,
    component: str,
    text: str,
    analysis: StatementAnalysis,
    source: str = "rules",
    with_help: bool = False,
) -> StepResult:
    """Store one four-step answer judged on ``component`` alone (with the dialogue acts the answer carries);
    accepted when it has the ideal label.

    ``attempt`` is 1 + the tries at ``component`` in this session since it was last accepted.
    """
    if component not in COMPONENTS:
        raise ValueError(f"component must be one of {', '.join(COMPONENTS)}")
    result = analysis.components[component]
    return StepResult.objects.create(
        user_id=session.user_id,
        session=session,
        component=component,
        label=result.label,
        accepted=is_ideal(component, result.label),
        attempt=_attempt(session=session, component=component),
        text=text,
        locale=analysis.locale,
        source=source,
        with_help=with_help,
        details={**result.to_dict(), "acts": [act.to_dict() for act in analysis.acts]},
    )


def empathy_result_record(
    *, session: PracticeSession, text: str, label: str, accepted: bool, locale: str, details: dict, source: str
) -> StepResult:
    """Store one guess of the "hear the other person" exercise (component ``empathy``).

    ``attempt`` is 1 + the guesses in this session since one was last accepted.
    """
    return StepResult.objects.create(
        user_id=session.user_id,
        session=session,
        component=StepResult.Component.EMPATHY,
        label=label,
        accepted=accepted,
        attempt=_attempt(session=session, component=StepResult.Component.EMPATHY),
        text=text,
        locale=locale,
        source=source,
        details=details,
    )


def statement_evaluation_record(*, session: PracticeSession, locale: str) -> Evaluation:
    """Store the session's finished four-step statement once, as a whole statement.

    Its component verdicts are the latest accepted step results (each answer was judged on its own component);
    ``ValueError`` when a component has no accepted answer.
    """
    accepted = step_results_accepted_latest(session=session)
    missing = [component for component in COMPONENTS if component not in accepted]
    if missing:
        raise ValueError(f"no accepted answer yet for {', '.join(missing)}")
    analysis = statement_from_steps(verdicts={c: accepted[c].details for c in COMPONENTS}, locale=locale)
    source = "model" if any(accepted[c].source == "model" for c in COMPONENTS) else "rules"
    return Evaluation.objects.create(
        user_id=session.user_id,
        session=session,
        text=assemble_statement({c: accepted[c].text for c in COMPONENTS}, locale),
        locale=locale,
        score=analysis.score,
        details=analysis.to_dict(),
        source=source,
        **analysis.labels(),
    )


def tool_invocation_record(
    *,
    user_id: int,
    session_id: int | None,
    tool: str,
    arguments: dict,
    ok: bool,
    error: str,
    latency_ms: float,
) -> ToolInvocation:
    """Audit one tool call."""
    return ToolInvocation.objects.create(
        user_id=user_id,
        session_id=session_id,
        tool=tool,
        arguments=arguments,
        ok=ok,
        error=error[:2000],
        latency_ms=latency_ms,
    )


def session_create(*, user_id: int, mode: str, scenario_id: int | None = None) -> PracticeSession:
    """Start a session; a scenario, when given, must be one the user may see."""
    if mode not in Mode.values:
        raise ValueError(f"mode must be one of {', '.join(Mode.values)}")
    scenario = scenario_get_visible(user_id=user_id, scenario_id=scenario_id) if scenario_id else None
    session = PracticeSession.objects.create(
        user_id=user_id, mode=Mode.SCENARIO if scenario else mode, scenario=scenario
    )
    if scenario is not None:
        partner_opening_append(session=session)
    return session


def partner_opening_append(*, session: PracticeSession) -> Message:
    """The scenario's opening line, stored as the partner's first message so the conversation starts with it."""
    opening = [part("partner", session.scenario.opening_line, name=session.scenario.other_role)]
    return message_append(session=session, role=Message.Role.ASSISTANT, content=plain_content(opening), parts=opening)


def session_create_at_step(*, user_id: int, step: str) -> PracticeSession:
    """A four-step practice that starts at ``step`` (a weak component to work on) instead of the observation."""
    if step not in StructuredStep.values or step == StructuredStep.DONE:
        raise ValueError(f"step must be one of {', '.join(StructuredStep.values[:-1])}")
    return PracticeSession.objects.create(
        user_id=user_id, mode=Mode.STRUCTURED, structured_step=step, state={"focus": step}
    )


@transaction.atomic
def session_start_empathy(*, user_id: int, locale: str, scenario_id: int | None = None) -> PracticeSession:
    """Start a "hear the other person" exercise in the four-step mode.

    The other person's lines (the scenario's opening line, then its pushback lines), role, feelings and needs are
    kept in ``state["other"]``; their first line is stored as the first assistant message, as the partner's part.
    Without ``scenario_id`` a visible scenario in ``locale`` is picked (see ``empathy_scenario_pick``).
    """
    if scenario_id:
        scenario = scenario_get_visible(user_id=user_id, scenario_id=scenario_id)
    else:
        scenario = empathy_scenario_pick(user_id=user_id, locale=locale)
    lines = [line for line in [scenario.opening_line, *scenario.pushback_lines] if str(line).strip()]
    other = {
        "role": scenario.other_role,
        "title": scenario.title,
        "situation": scenario.situation,
        "lines": lines,
        "index": 0,
        "line": lines[0] if lines else "",
        "feelings": list(scenario.other_feelings),
        "needs": list(scenario.other_needs),
        "locale": scenario.locale,
    }
    session = PracticeSession.objects.create(
        user_id=user_id,
        mode=Mode.STRUCTURED,
        scenario=scenario,
        structured_step=StructuredStep.EMPATHY,
        state={"exercise": EMPATHY_EXERCISE, "other": other, "heard": []},
    )
    line = [part("partner", other["line"], name=other["role"])]
    message_append(session=session, role=Message.Role.ASSISTANT, content=plain_content(line), parts=line)
    return session


def session_empathy_advance(*, session: PracticeSession, guess: str) -> PracticeSession:
    """Keep the accepted guess and move to the other person's next line; after the last line the session is done."""
    other = dict(session.state.get("other", {}))
    lines = other.get("lines", [])
    index = int(other.get("index", 0)) + 1
    heard = [*session.state.get("heard", []), {"line": other.get("line", ""), "guess": guess}]
    fields = ["state", "updated_at"]
    if index < len(lines):
        other.update(index=index, line=lines[index])
    else:
        session.structured_step = StructuredStep.DONE
        session.status = PracticeSession.Status.COMPLETED
        session.ended_at = timezone.now()
        fields += ["structured_step", "status", "ended_at"]
    session.state = {**session.state, "other": other, "heard": heard}
    session.save(update_fields=fields)
    return session


@transaction.atomic
def session_start_scenario(*, user_id: int, session_id: int, scenario_id: int) -> PracticeSession:
    """Practise ``scenario_id`` in the user's session ``session_id`` (both checked to be the user's to use)."""
    session = PracticeSession.objects.select_for_update().get(pk=session_get(user_id=user_id, session_id=session_id).pk)
    session.scenario = scenario_get_visible(user_id=user_id, scenario_id=scenario_id)
    session.mode = Mode.SCENARIO
    fresh = {k: v for k, v in session.state.items() if k not in {"partner", "partner_turn"}}
    session.state = {**fresh, "scenario_turns": 0, "scenario_started_at": timezone.now().isoformat()}
    session.save(update_fields=["scenario", "mode", "state", "updated_at"])
    return session


def session_set_mode(*, session: PracticeSession, mode: str) -> PracticeSession:
    if mode not in Mode.values:
        raise ValueError(f"mode must be one of {', '.join(Mode.values)}")
    if session.mode != mode:
        session.mode = mode
        session.save(update_fields=["mode", "updated_at"])
    return session


def session_advance_step(
    *, session: PracticeSession, answer: str, credited: dict[str, str] | None = None
) -> PracticeSession:
    """Keep the accepted answer of the current four-step stage and move to the next stage that has no answer yet.

    ``credited``: later stages the same answer already held (see ``practice.step_answers``), kept as answered.
    """
    order = [*COMPONENTS, StructuredStep.DONE.value]  # the empathy exercise is not one of the four steps
    current = session.structured_step
    answers = {**session.state.get("answers", {}), **(credited or {}), current: answer}
    later = order[order.index(current) + 1 :] or [StructuredStep.DONE.value]
    following = next(stage for stage in later if stage == StructuredStep.DONE or stage not in answers)
    session.state = {**session.state, "answers": answers}
    session.structured_step = following
    fields = ["state", "structured_step", "updated_at"]
    if following == StructuredStep.DONE:
        session.status = PracticeSession.Status.COMPLETED
        session.ended_at = timezone.now()
        fields += ["status", "ended_at"]
    session.save(update_fields=fields)
    return session


def session_offer_keep(*, session: PracticeSession, step: str, answer: str) -> PracticeSession:
    """Remember the ready-made answer the coach offered for ``step``: taking it passes the step with help."""
    session.state = {**session.state, "offered": {**session.state.get("offered", {}), step: answer}}
    session.save(update_fields=["state", "updated_at"])
    return session


def session_keep_answers(*, session: PracticeSession, answers: dict[str, str]) -> PracticeSession:
    """Keep ``answers`` for later four-step stages (given early, within another stage's answer) without moving on."""
    session.state = {**session.state, "answers": {**session.state.get("answers", {}), **answers}}
    session.save(update_fields=["state", "updated_at"])
    return session


def message_append(
    *,
    session: PracticeSession,
    role: str,
    content: str = "",
    tool_calls: list | None = None,
    tool_call_id: str = "",
    name: str = "",
    parts: list[dict] | None = None,
    prompt_tokens: int = 0,
    completion_tokens: int = 0,
) -> Message:
    """Store one message of the session (``parts``: a role-play reply's partner and coach parts), in one plain
    insert (no signals: nothing listens to a message's save)."""
    message = Message(
        session=session,
        role=role,
        content=content,
        tool_calls=tool_calls or None,
        tool_call_id=tool_call_id,
        name=name,
        parts=parts or None,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
    )
    return _messages_insert([message])[0]


@lru_cache(maxsize=1)
def _message_columns() -> tuple[str, str, tuple[Field, ...]]:
    """The message table and the columns an insert writes (every one but the key), quoted once, with their fields
    in the same order; statements are built from these names only, every value is a parameter."""
    fields = tuple(field for field in Message._meta.concrete_fields if not field.primary_key)
    columns = ", ".join(connection.ops.quote_name(field.column) for field in fields)
    return connection.ops.quote_name(Message._meta.db_table), columns, fields


def _prepared(message: Message, fields: tuple[Field, ...], db) -> list:
    """The values of ``message`` for ``fields`` as ``save`` prepares them (defaults, ``auto_now_add``, JSON)."""
    return [field.get_db_prep_save(field.pre_save(message, add=True), db) for field in fields]


def _stored(message: Message, pk: int, db) -> None:
    message.pk = pk
    message._state.adding, message._state.db = False, db.alias


@lru_cache(maxsize=1)
def _append_reading_history_sql() -> str:
    """The insert of one message (values ``v0``, ``v1``, … in :func:`_message_columns` order) with the read of the
    session's history (``HISTORY_CTE``) in one statement; rows: the new id, then the history's columns."""
    table, columns, fields = _message_columns()
    values = ", ".join(f"%(v{i})s" for i in range(len(fields)))
    return (
        f"WITH appended AS (INSERT INTO {table} ({columns}) VALUES ({values}) RETURNING id), {HISTORY_CTE}"  # noqa: S608
        " SELECT appended.id, history.* FROM appended LEFT JOIN history ON true ORDER BY history.id DESC"
    )


def message_append_reading_history(
    *, session: PracticeSession, content: str, limit: int = 200
) -> tuple[Message, SessionHistory]:
    """Store the learner's message and read the session's history before it (as ``session_history``: the newest
    ``limit`` messages, the usage of all) in one statement: a round trip less on every turn. The read sees the
    session as it was when the statement began, so never the message it stores."""
    message = Message(session=session, role=Message.Role.USER, content=content)
    db = connections[DEFAULT_DB_ALIAS]
    params = {f"v{i}": value for i, value in enumerate(_prepared(message, _message_columns()[2], db))}
    params.update(session_id=session.pk, limit=limit)
    with db.cursor() as cursor:
        cursor.execute(_append_reading_history_sql(), params)
        rows = cursor.fetchall()
    _stored(message, rows[0][0], db)
    return message, history_of_rows(rows=[row[2:] for row in rows])


def tool_step_append(
    *,
    session: PracticeSession,
    content: str,
    tool_calls: list[dict],
    results: list[dict[str, str]],
    prompt_tokens: int = 0,
    completion_tokens: int = 0,
) -> list[Message]:
    """Store one step of the agent's loop in one insert: the assistant message that asked for ``tool_calls``, then
    each call's result (``results``: ``tool_call_id``, ``name``, ``content``), so a history replays well-formed."""
    step = [
        Message(
            session=session,
            role=Message.Role.ASSISTANT,
            content=content,
            tool_calls=tool_calls or None,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )
    ]
    step += [Message(session=session, role=Message.Role.TOOL, **result) for result in results]
    return _messages_insert(step)


@lru_cache(maxsize=8)
def _messages_insert_sql(count: int) -> str:
    """The insert of ``count`` messages (values in :func:`_message_columns` order); built once per count."""
    table, columns, fields = _message_columns()
    row = "(" + ", ".join(["%s"] * len(fields)) + ")"
    return f"INSERT INTO {table} ({columns}) VALUES {', '.join([row] * count)} RETURNING id"  # noqa: S608


def _messages_insert(messages: list[Message]) -> list[Message]:
    """Insert ``messages`` in one statement, atomic by itself: one round trip, where ``bulk_create`` wraps its
    insert in a transaction (two more) and costs five times the CPU on every tool step. Fields are prepared as
    ``save`` prepares them (defaults, ``auto_now_add``, JSON)."""
    fields = _message_columns()[2]
    db = connections[DEFAULT_DB_ALIAS]  # the thread's own, looked up once: each use of the proxy looks it up
    values = [value for message in messages for value in _prepared(message, fields, db)]
    with db.cursor() as cursor:
        cursor.execute(_messages_insert_sql(len(messages)), values)
        ids = [pk for (pk,) in cursor.fetchall()]
    for message, pk in zip(messages, ids, strict=True):
        _stored(message, pk, db)
    return messages


def session_partner_update(*, session: PracticeSession, state: dict, turn: dict) -> None:
    """Keep the role-play partner's state and this turn's reaction (read by the prompt's context); an agreement
    resolves the session and leaving or giving up ends it."""
    session.state = {**session.state, "partner": state, "partner_turn": turn}
    fields = ["state", "updated_at"]
    finished = PracticeSession.Status.RESOLVED if state.get("resolved") else None
    if finished is None and state.get("ended"):
        finished = PracticeSession.Status.ENDED
    if finished is not None and session.status == PracticeSession.Status.ACTIVE:
        session.status, session.ended_at = finished, timezone.now()
        fields += ["status", "ended_at"]
    session.save(update_fields=fields)


def session_count_scenario_turn(*, session: PracticeSession) -> None:
    session.state = {**session.state, "scenario_turns": int(session.state.get("scenario_turns", 0)) + 1}
    session.save(update_fields=["state", "updated_at"])


def pending_action_create(
    *, user_id: int, session_id: int | None, tool: str, arguments: dict, tool_call_id: str = ""
) -> PendingAction:
    """Keep a writing tool call until the user decides; it expires after ``NVC_PENDING_ACTION_TTL`` seconds."""
    if session_id is None:
        raise ValueError("a pending action belongs to a session")
    return PendingAction.objects.create(
        user_id=user_id,
        session_id=session_id,
        tool=tool,
        arguments=arguments,
        tool_call_id=tool_call_id,
        expires_at=timezone.now() + dt.timedelta(seconds=settings.NVC_PENDING_ACTION_TTL),
    )


def session_flag_safety(*, session: PracticeSession) -> PracticeSession:
    """Record that a message of the session spoke of danger: when, and nothing of what was said."""
    session.safety_flagged_at = timezone.now()
    session.save(update_fields=["safety_flagged_at", "updated_at"])
    return session


def session_care_enter(*, session: PracticeSession, level: str, concern: str) -> PracticeSession:
    """Pause practice for the learner's safety (``check_in`` or ``crisis``; a crisis is never lowered back to a
    check-in) and flag the session for staff: when, and nothing of what was said."""
    if session.care == PracticeSession.Care.CRISIS:
        level = PracticeSession.Care.CRISIS
    session.care = level
    session.care_concern = concern or session.care_concern
    session.safety_flagged_at = timezone.now()
    session.save(update_fields=["care", "care_concern", "safety_flagged_at", "updated_at"])
    return session


def session_care_leave(*, session: PracticeSession) -> PracticeSession:
    """The learner chose to go back to practice."""
    session.care = PracticeSession.Care.NONE
    session.save(update_fields=["care", "updated_at"])
    return session


def message_mark_safety(*, message: Message) -> Message:
    """Keep a learner's message that the safety step answered out of what the model is sent (it stays in the
    transcript and the learner's export)."""
    message.name = SAFETY_NAME
    Message.objects.filter(pk=message.pk).update(name=SAFETY_NAME)
    return message


def session_for_outside_client(*, user_id: int, mode: str, client: PracticeSession.Client) -> PracticeSession:
    """The user's active session in ``mode`` where an outside client's changes wait for approval.

    Writing tools never run on an outside client's word: their calls become pending actions in this session,
    which the learner sees and decides in the app like the coach's own proposals.
    """
    if mode not in Mode.values:
        raise ValueError(f"mode must be one of {', '.join(Mode.values)}")
    if client == PracticeSession.Client.APP:
        raise ValueError("the app is not an outside client")
    active = PracticeSession.objects.filter(user_id=user_id, mode=mode, status=PracticeSession.Status.ACTIVE)
    found = active.filter(client=client).order_by("-id").first()
    return found or PracticeSession.objects.create(user_id=user_id, mode=mode, client=client)
