"""Writes for practice: sessions, messages, evaluations and the audit of tool calls."""

from __future__ import annotations

import datetime as dt
import json

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from nvcpractice.practice.evaluator import EvaluationOutcome, statement_evaluate
from nvcpractice.practice.models import (
    Evaluation,
    Message,
    Mode,
    PendingAction,
    PracticeSession,
    StructuredStep,
    ToolInvocation,
)
from nvcpractice.practice.selectors import session_get
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
    *, user: AbstractBaseUser, text: str, locale: str | None = None, session: PracticeSession | None = None
) -> tuple[Evaluation, EvaluationOutcome]:
    """Evaluate ``text`` and store the result for ``user``; raises ``ValueError`` for unusable input."""
    outcome = statement_evaluate(text=text, locale=locale)
    return evaluation_record(user=user, text=text, outcome=outcome, session=session), outcome


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
    return PracticeSession.objects.create(user_id=user_id, mode=Mode.SCENARIO if scenario else mode, scenario=scenario)


@transaction.atomic
def session_start_scenario(*, user_id: int, session_id: int, scenario_id: int) -> PracticeSession:
    """Practise ``scenario_id`` in the user's session ``session_id`` (both checked to be the user's to use)."""
    session = PracticeSession.objects.select_for_update().get(pk=session_get(user_id=user_id, session_id=session_id).pk)
    session.scenario = scenario_get_visible(user_id=user_id, scenario_id=scenario_id)
    session.mode = Mode.SCENARIO
    session.state = {**session.state, "scenario_turns": 0, "scenario_started_at": timezone.now().isoformat()}
    session.save(update_fields=["scenario", "mode", "state", "updated_at"])
    return session


def session_set_mode(*, session: PracticeSession, mode: str) -> PracticeSession:
    if mode not in Mode.values:
        raise ValueError(f"mode must be one of {', '.join(Mode.values)}")
    if session.mode != mode:
        session.mode = mode
        session.save(update_fields=["mode", "updated_at"])
    return session


def session_advance_step(*, session: PracticeSession, answer: str) -> PracticeSession:
    """Keep the accepted answer of the current four-step stage and move to the next stage."""
    order = [step.value for step in StructuredStep]
    current = session.structured_step
    answers = {**session.state.get("answers", {}), current: answer}
    following = order[min(order.index(current) + 1, len(order) - 1)]
    session.state = {**session.state, "answers": answers}
    session.structured_step = following
    fields = ["state", "structured_step", "updated_at"]
    if following == StructuredStep.DONE:
        session.status = PracticeSession.Status.COMPLETED
        session.ended_at = timezone.now()
        fields += ["status", "ended_at"]
    session.save(update_fields=fields)
    return session


def message_append(
    *,
    session: PracticeSession,
    role: str,
    content: str = "",
    tool_calls: list | None = None,
    tool_call_id: str = "",
    name: str = "",
    prompt_tokens: int = 0,
    completion_tokens: int = 0,
) -> Message:
    """Store one message of the session."""
    return Message.objects.create(
        session=session,
        role=role,
        content=content,
        tool_calls=tool_calls or None,
        tool_call_id=tool_call_id,
        name=name,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
    )


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


def pending_action_decide(*, user_id: int, action_id: int, approve: bool) -> tuple[PendingAction, bool]:
    """Approve (run the call once) or decline a pending action of the user's; idempotent.

    Returns (action, decided_now): a repeated decision returns the first outcome with ``decided_now`` False.
    Another user's action raises ``PendingAction.DoesNotExist``.
    """
    from tools.execution import execute_tool_call
    from tools.protocol import ToolContext

    with transaction.atomic():
        action = PendingAction.objects.select_for_update().select_related("session").get(pk=action_id, user_id=user_id)
        if action.status != PendingAction.Status.PENDING:
            return action, False
        now = timezone.now()
        if action.expires_at <= now:
            action.status, action.decided_at = PendingAction.Status.EXPIRED, now
            action.result = {"ok": False, "error": "this change expired before it was approved"}
            action.save(update_fields=["status", "decided_at", "result"])
            return action, False
        if approve:
            ctx = ToolContext(user_id=user_id, session_id=action.session_id, mode=action.session.mode)
            outcome = execute_tool_call(action.tool, action.arguments, ctx, extra={"confirmed": True})
            action.result = outcome.result.to_payload()
            action.status = PendingAction.Status.APPROVED if outcome.result.success else PendingAction.Status.FAILED
        else:
            action.result = {"ok": False, "error": "the learner declined this change"}
            action.status = PendingAction.Status.DECLINED
        action.decided_at = now
        action.save(update_fields=["status", "decided_at", "result"])
        call_id = f"confirmed_{action.pk}"
        message_append(
            session=action.session,
            role=Message.Role.ASSISTANT,
            tool_calls=[
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": action.tool, "arguments": json.dumps(action.arguments)},
                }
            ],
        )
        message_append(
            session=action.session,
            role=Message.Role.TOOL,
            content=json.dumps(action.result, ensure_ascii=False, default=str),
            tool_call_id=call_id,
            name=action.tool,
        )
    return action, True


def pending_actions_expire() -> int:
    """Mark every pending action past its time as expired; returns how many."""
    return PendingAction.objects.filter(status=PendingAction.Status.PENDING, expires_at__lte=timezone.now()).update(
        status=PendingAction.Status.EXPIRED, decided_at=timezone.now()
    )


#: ``PracticeSession.state["via"]`` of the session that holds changes asked for by an outside client (MCP).
OUTSIDE_CLIENT_KEY = "via"


def session_for_outside_client(*, user_id: int, mode: str, client: str) -> PracticeSession:
    """The user's active session in ``mode`` where an outside client's (e.g. ``"mcp"``) changes wait for approval.

    Writing tools never run on an outside client's word: their calls become pending actions in this session,
    which the learner sees and decides in the app like the coach's own proposals.
    """
    if mode not in Mode.values:
        raise ValueError(f"mode must be one of {', '.join(Mode.values)}")
    found = (
        PracticeSession.objects.filter(
            user_id=user_id, mode=mode, status=PracticeSession.Status.ACTIVE, **{f"state__{OUTSIDE_CLIENT_KEY}": client}
        )
        .order_by("-id")
        .first()
    )
    return found or PracticeSession.objects.create(user_id=user_id, mode=mode, state={OUTSIDE_CLIENT_KEY: client})
