"""Writes for practice: sessions, messages, evaluations and the audit of tool calls."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from nvcpractice.practice.evaluator import EvaluationOutcome, statement_evaluate
from nvcpractice.practice.models import Evaluation, Message, Mode, PracticeSession, StructuredStep, ToolInvocation
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
