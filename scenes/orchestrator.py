"""The orchestrator and its guarded tool-calling loop: one turn of practice, from user message to reply.

1. The user message is stored first (nothing is lost if the model fails); identity comes from the server. A
   message that may speak of self-harm, violence or abuse stops here: care and help, or a check-in, no practice,
   no model call; the session then stays in the care frame (``scenes/care.py``) until the learner goes back.
2. The mode router picks the mode; the scene mapping gives that mode's tools (narrowed per structured step).
3. The loop sends history and tools to the model until a reply has no tool calls. A reply's calls are first cut
   to the step's cap (the rest are never run, audited, stored or streamed); each is checked (granted, known,
   valid, not a repeat) and runs through the tool layer's single execution path,
   outside any transaction (a tool may ask the model); a refused call is audited and becomes an error tool
   message. Each step's assistant message and tool results are then stored together in one transaction, so a
   history always replays well-formed.
4. At the step cap, or on a repeated call, the model is asked once more with no tools for a final answer.
5. One deadline (``NVC_TURN_TIMEOUT``) bounds the whole loop: every model attempt and retry, and every step; when
   it passes the turn ends with a 504 error event (what was stored so far stays well-formed).

The turn is a stream of events (``mode``, ``tool_call``, ``tool_result``, ``delta``, ``done``, ``error``);
:meth:`Orchestrator.run` consumes it for a blocking answer.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.utils.module_loading import import_string

from nvcpractice.llm.base import ChatModel, ChatResponse, ModelError, TextDelta, ToolCall, awaits_confirmation
from nvcpractice.llm.deadline import TurnDeadline, deadline_scope
from nvcpractice.llm.parts import part, plain_content
from nvcpractice.llm.providers import get_chat_model
from nvcpractice.nvc.safety import assess
from nvcpractice.practice import services
from nvcpractice.practice.exercises import exercise_for
from nvcpractice.practice.exercises.roleplay import finished_reply, scene_finished
from nvcpractice.practice.models import Message, Mode, PracticeSession
from nvcpractice.practice.selectors import SessionHistory, session_history
from nvcpractice.profiles.models import Profile
from nvcpractice.profiles.services import profile_ensure
from scenes.care import CareReply, care_step_out, care_turn
from scenes.confirmation import confirmation_prompt
from scenes.hooks import ModelCallHook, ModelRequest, TurnMemory, history_dicts, message_dict
from scenes.modes import tools_for
from scenes.prompts import build_context, system_prompt
from scenes.router import route
from scenes.safety import reply_locale
from tools.execution import ToolCallHook, execute_tool_call
from tools.hooks import refusal_record
from tools.protocol import ToolContext, ToolResult, to_openai_tool
from tools.registry import ToolRegistry, registry

logger = logging.getLogger(__name__)
BUDGET_SPENT = {
    "en": "This session has reached its limit. Start a new session to keep practising.",
    "zh-hans": "这次练习已经达到上限。新开一个练习就可以继续。",
}


def _release_connection() -> None:
    """Hand the database connection back to the pool while the model thinks (seconds, at scale hundreds of
    turns at once); the next query takes one again. Without a pool, or inside a transaction, keep it."""
    db = connections[DEFAULT_DB_ALIAS]  # looked up once: each use of ``connection`` looks it up again
    if db.settings_dict["OPTIONS"].get("pool") and not db.in_atomic_block:
        db.close()


def _profile_of(session: PracticeSession) -> Profile:
    """The learner's profile, from the session's cached user when the caller selected it."""
    try:
        return session.user.profile
    except Profile.DoesNotExist:
        return profile_ensure(user=session.user)


@dataclass
class SessionBudget:
    """Tokens and tool calls the session has used, read once per turn and counted up as the turn goes on."""

    tokens: int
    calls: int

    def spent(self) -> bool:
        return self.tokens >= settings.NVC_SESSION_MAX_TOKENS or self.calls >= settings.NVC_SESSION_MAX_TOOL_CALLS


@dataclass(frozen=True, slots=True)
class TurnEvent:
    """One thing that happened during a turn (sent as a server-sent event when streaming)."""

    type: str
    data: dict[str, Any]


@dataclass
class TurnResult:
    """A finished turn as the messages API answers it."""

    mode: str
    reply: dict[str, Any]
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    stop_reason: str = "final"
    error: str | None = None
    status: int = 201
    pending_action: dict[str, Any] | None = None
    safety_level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        body = {"mode": self.mode, "reply": self.reply, "tool_calls": self.tool_calls, "stop_reason": self.stop_reason}
        if self.safety_level:
            body["safety"] = True
            body["safety_level"] = self.safety_level
        if self.error:
            body["error"] = self.error
        if self.pending_action:
            body["pending_action"] = self.pending_action
        return body


@lru_cache(maxsize=4)
def _model_hooks(paths: tuple[str, ...]) -> tuple[ModelCallHook, ...]:
    return tuple(import_string(path)() for path in paths)


def _call_key(name: str, arguments: str) -> str:
    try:
        return name + json.dumps(json.loads(arguments or "{}"), sort_keys=True)
    except (ValueError, RecursionError):
        return name + arguments


@dataclass
class _TurnState:
    """What one turn's loop knows and counts as it goes."""

    session: PracticeSession
    profile: Profile
    model: ChatModel
    deadline: TurnDeadline
    budget: SessionBudget
    ctx: ToolContext
    turn: TurnMemory
    seen_calls: set[str] = field(default_factory=set)
    writes_this_turn: set[str] = field(default_factory=set)
    steps: int = 0
    stop_reason: str | None = None
    awaiting: dict[str, Any] | None = None
    dropped: int = 0  # calls past the step's cap in the model's last reply, never run, stored or shown


def _within_step_cap(state: _TurnState, response: ChatResponse) -> ChatResponse:
    """The reply with its calls cut to ``NVC_MAX_CALLS_PER_STEP`` before any is run, audited, stored or streamed:
    a thousand calls in one reply cost what the cap's calls cost."""
    cap = settings.NVC_MAX_CALLS_PER_STEP
    state.dropped = max(0, len(response.tool_calls) - cap)
    if not state.dropped:
        return response
    logger.warning("session %s: %s tool calls past the step's cap dropped", state.session.pk, state.dropped)
    return replace(response, tool_calls=response.tool_calls[:cap])


def _result_event(call: ToolCall, result: ToolResult, arguments: dict | None, payload: dict[str, Any]) -> dict:
    """The ``tool_result`` event: what ran, with what, its data or error, whether it waits for the learner's
    decision (pages mark it from this, never from the data), and four-step progress."""
    event = {
        "id": call.id,
        "name": call.name,
        "arguments": arguments if arguments is not None else call.arguments,
        "ok": result.success,
        "awaiting_confirmation": result.success and awaits_confirmation(result.data),
    }
    event.update({"error": result.error} if not result.success else {"data": payload.get("data")})
    if "practice" in payload:
        event["practice"] = payload["practice"]
    return event


class Orchestrator:
    """Runs turns of practice sessions; the model, registry and hook chains can be swapped (tests, benchmarks)."""

    def __init__(
        self,
        *,
        model: ChatModel | None = None,
        tool_registry: ToolRegistry | None = None,
        model_hooks: tuple[ModelCallHook, ...] | None = None,
        tool_hooks: tuple[ToolCallHook, ...] | None = None,
        max_steps: int | None = None,
    ) -> None:
        self.model = model
        self.registry = tool_registry or registry
        self.model_hooks = model_hooks
        self.tool_hooks = tool_hooks
        self.max_steps = max_steps if max_steps is not None else settings.NVC_MAX_TOOL_STEPS

    # -- public ----------------------------------------------------------------------------------------------------
    def run(self, *, session: PracticeSession, content: str) -> TurnResult:
        """A whole turn, blocking."""
        result = TurnResult(mode=session.mode, reply={"role": "assistant", "content": ""})
        for event in self.events(session=session, content=content, stream=False):
            self._fold(result, event)
        return result

    def resume(self, *, session: PracticeSession, stream: bool = False) -> Iterator[TurnEvent]:
        """Continue after the learner approved or declined a pending action (no new user message)."""
        yield TurnEvent("mode", {"mode": session.mode, "reason": "continuing after your decision"})
        try:
            yield from self._loop(session, stream)
        except ModelError as exc:
            logger.warning("model failed in session %s: %s", session.pk, exc)
            yield TurnEvent("error", {"error": str(exc), "status": exc.status, "stop_reason": "error"})

    def run_resume(self, *, session: PracticeSession) -> TurnResult:
        result = TurnResult(mode=session.mode, reply={"role": "assistant", "content": ""})
        for event in self.resume(session=session, stream=False):
            self._fold(result, event)
        return result

    def events(self, *, session: PracticeSession, content: str, stream: bool = True) -> Iterator[TurnEvent]:
        """A turn as events; the user message is stored before anything else happens."""
        user_message, history = services.message_append_reading_history(session=session, content=content)
        if session.care:
            yield from self._care(session, content, care_turn, user_message=user_message, content=content)
            return
        found = assess(content)
        if found is not None:
            yield from self._care(session, content, care_step_out, user_message=user_message, found=found)
            return
        if scene_finished(session):
            yield from self._finished_scene(session)
            return
        decision = route(current_mode=session.mode, message=content)
        services.session_set_mode(session=session, mode=decision.mode)
        yield TurnEvent("mode", {"mode": decision.mode, "reason": decision.reason})
        exercise_for(session).before_turn(message=user_message)
        try:
            yield from self._loop(session, stream, (user_message, history))
        except ModelError as exc:
            logger.warning("model failed in session %s: %s", session.pk, exc)
            yield TurnEvent("error", {"error": str(exc), "status": exc.status, "stop_reason": "error"})
        if session.mode == Mode.SCENARIO and session.scenario_id:
            services.session_count_scenario_turn(session=session)

    # -- the loop --------------------------------------------------------------------------------------------------
    def _loop(
        self, session: PracticeSession, stream: bool, opening: tuple[Message, SessionHistory] | None = None
    ) -> Iterator[TurnEvent]:
        state = self._turn_state(session, opening)
        turn = state.turn
        while state.stop_reason is None:
            if state.budget.spent():
                yield from self._finish_without_model(session, state.profile.locale)
                return
            state.deadline.check()
            granted = tools_for(session.mode, step=session.structured_step)
            request = self._request(session, state.profile, granted, turn)
            response = yield from self._call_model(state.model, request, stream, state.deadline)
            state.budget.tokens += response.usage.prompt_tokens + response.usage.completion_tokens
            if not response.tool_calls:
                yield from self._finish(state, response, "final")
                return
            state.steps += 1
            response = _within_step_cap(state, response)
            results = yield from self._run_calls(state, response, granted)
            self._store_step(state, response, results)
            if state.awaiting is not None:
                yield from self._await_decision(session, state.profile.locale, state.awaiting)
                return
            if state.stop_reason is None and state.steps >= self.max_steps:
                state.stop_reason = "step_limit"
        final_request = self._request(session, state.profile, (), turn)
        response = yield from self._call_model(state.model, final_request, stream, state.deadline)
        yield from self._finish(state, response, state.stop_reason)

    def _turn_state(self, session: PracticeSession, opening: tuple[Message, SessionHistory] | None) -> _TurnState:
        """What the loop starts from: the learner's message and the history before it with the session's budget
        (read as the message was stored), or, continuing after a decision, the history read now."""
        profile = _profile_of(session)
        if opening is None:  # continuing after a decision: the turn in progress is already stored
            history = session_history(session_id=session.pk)
            turn = TurnMemory.of_history(history_dicts(history))
        else:
            user_message, history = opening
            turn = TurnMemory(current=[message_dict(user_message)], earlier=history_dicts(history))
        return _TurnState(
            session=session,
            profile=profile,
            model=self.model or get_chat_model(),
            deadline=TurnDeadline.start(settings.NVC_TURN_TIMEOUT),
            budget=SessionBudget(tokens=history.tokens, calls=history.tool_calls),
            ctx=ToolContext(user_id=session.user_id, session_id=session.pk, mode=session.mode, locale=profile.locale),
            turn=turn,
        )

    def _run_calls(self, state: _TurnState, response: ChatResponse, granted: tuple[str, ...]) -> Iterator[TurnEvent]:
        """Run (or refuse) each call of one step, outside any transaction: a tool may ask the model."""
        results: list[tuple[ToolCall, dict[str, Any]]] = []
        for position, call in enumerate(response.tool_calls):
            yield TurnEvent("tool_call", {"id": call.id, "name": call.name, "arguments": call.arguments})
            refusal = self._refusal(state, call)
            if refusal is None:
                result, arguments = self._execute(state, call, granted)
            else:
                result, arguments = (
                    refusal_record(ctx=state.ctx, name=call.name, raw_arguments=call.arguments, error=refusal),
                    None,
                )
            payload = self._payload(state, call, result, arguments)
            if refusal is None:  # the session's budget pays for calls that ran
                state.budget.calls += 1
            if state.dropped and position == len(response.tool_calls) - 1:
                payload["note"] = f"{state.dropped} more calls in this step were dropped; make fewer calls at once"
            results.append((call, payload))
            yield TurnEvent("tool_result", _result_event(call, result, arguments, payload))
        return results

    def _refusal(self, state: _TurnState, call: ToolCall) -> str | None:
        """Why the loop refuses this call before it runs (None: it may run): a repeat of an earlier call."""
        key = _call_key(call.name, call.arguments)
        if key in state.seen_calls:
            state.stop_reason = "repeated_call"
            return "repeated identical call stopped"
        state.seen_calls.add(key)
        return None  # unknown and ungranted tools are refused by the one rule every entry point runs (SafeguardHook)

    def _payload(self, state: _TurnState, call: ToolCall, result: ToolResult, arguments: dict | None) -> dict[str, Any]:
        """The tool message's content; notes a change that waits for the learner and a four-step answer's progress."""
        payload = result.to_payload()
        data = result.data if result.success and isinstance(result.data, dict) else None
        if awaits_confirmation(data):
            state.awaiting = data
        if data is not None:
            text = (arguments or {}).get("text", "")
            progress = exercise_for(state.session).after_tool(name=call.name, data=data, text=text)
            if progress is not None:
                payload["practice"] = progress
        return payload

    def _store_step(
        self, state: _TurnState, response: ChatResponse, results: list[tuple[ToolCall, dict[str, Any]]]
    ) -> None:
        """The step's assistant message and its tool results, together, so a history always replays well-formed."""
        stored = services.tool_step_append(
            session=state.session,
            content=response.content,
            tool_calls=[call.to_message_dict() for call in response.tool_calls],
            results=[
                {
                    "tool_call_id": call.id,
                    "name": call.name[:64],
                    "content": json.dumps(payload, ensure_ascii=False, default=str),
                }
                for call, payload in results
            ],
            prompt_tokens=response.usage.prompt_tokens,
            completion_tokens=response.usage.completion_tokens,
        )
        state.turn.current.extend(message_dict(message) for message in stored)

    def _request(self, session: PracticeSession, profile, granted: tuple[str, ...], turn=None) -> ModelRequest:
        context = build_context(session, mode=session.mode, locale=profile.locale, goals=profile.goals)
        tools = [to_openai_tool(self.registry.get(name)) for name in granted if self.registry.is_registered(name)]
        return ModelRequest(session=session, system_prompt=system_prompt(context), tools=tools, turn=turn)

    def _hooks(self) -> tuple[ModelCallHook, ...]:
        if self.model_hooks is not None:
            return self.model_hooks
        return _model_hooks(tuple(settings.NVC_MODEL_HOOKS))

    def _call_model(
        self, model: ChatModel, request: ModelRequest, stream: bool, deadline: TurnDeadline
    ) -> Iterator[TurnEvent]:
        hooks = self._hooks()
        for hook in hooks:
            request = hook.before_model(request)
        _release_connection()
        tools = request.tools or None
        if stream:
            response = None
            choice = "auto" if tools else None
            for item in model.stream(request.messages, tools=tools, tool_choice=choice, deadline=deadline):
                if isinstance(item, TextDelta):
                    yield TurnEvent("delta", {"text": item.text})
                else:
                    response = item
            if response is None:
                raise ModelError("the model's stream ended without a reply", kind="cut_off")
        else:
            choice = "auto" if tools else None
            response = model.complete(request.messages, tools=tools, tool_choice=choice, deadline=deadline)
        for hook in reversed(hooks):
            response = hook.after_model(request, response)
        return response

    def _execute(self, state: _TurnState, call: ToolCall, granted: tuple[str, ...]) -> tuple[ToolResult, dict | None]:
        with deadline_scope(
            state.deadline
        ):  # a tool that asks the model (evaluator, scenarios) shares the turn's clock
            outcome = execute_tool_call(
                call.name,
                call.arguments,
                ToolContext(
                    user_id=state.ctx.user_id,
                    session_id=state.ctx.session_id,
                    mode=state.session.mode,
                    locale=state.ctx.locale,
                ),
                tool_registry=self.registry,
                hooks=self.tool_hooks,
                extra={
                    "granted": granted,
                    "writes_this_turn": state.writes_this_turn,
                    "require_confirmation": settings.NVC_CONFIRM_WRITE_TOOLS,
                    "tool_call_id": call.id,
                },
            )
        return outcome.result, outcome.arguments

    def _finish_without_model(self, session: PracticeSession, locale: str) -> Iterator[TurnEvent]:
        """The session used its budget of tokens or tool calls: say so instead of calling the model."""
        content = BUDGET_SPENT["zh-hans" if locale == "zh-hans" else "en"]
        services.message_append(session=session, role=Message.Role.ASSISTANT, content=content)
        yield TurnEvent("done", {"mode": session.mode, "content": content, "stop_reason": "step_limit"})

    def _care(self, session: PracticeSession, text: str, step, **arguments) -> Iterator[TurnEvent]:
        """The safety step answers instead of practice (``scenes/care.py``), in any mode and without the model; the
        session is flagged for staff (when, not what). ``step`` is the care frame's step for this message."""
        locale = reply_locale(text=text, profile_locale=_profile_of(session).locale)
        reply: CareReply = step(session=session, locale=locale, **arguments)
        done = {"mode": session.mode, "content": reply.content, "stop_reason": "final"}
        if reply.level:
            done.update(safety=True, safety_level=reply.level)
        yield TurnEvent("mode", {"mode": session.mode, "reason": "safety first"})
        yield TurnEvent("done", done)

    def _finished_scene(self, session: PracticeSession) -> Iterator[TurnEvent]:
        """A role-play that has finished takes no more lines: the coach says so and points to the next one."""
        content = finished_reply(session, _profile_of(session).locale)
        parts = [part("coach", content)]
        message = services.message_append(session=session, role=Message.Role.ASSISTANT, content=content, parts=parts)
        yield TurnEvent("mode", {"mode": session.mode, "reason": "the scene has finished"})
        yield TurnEvent(
            "done",
            {
                "mode": session.mode,
                "content": content,
                "parts": parts,
                "stop_reason": "final",
                "message_id": message.pk,
            },
        )

    def _await_decision(self, session: PracticeSession, locale: str, action: dict[str, Any]) -> Iterator[TurnEvent]:
        """Pause the turn: the reply asks the learner to approve or decline the change."""
        content = confirmation_prompt(action, locale)
        services.message_append(session=session, role=Message.Role.ASSISTANT, content=content)
        yield TurnEvent(
            "done", {"mode": session.mode, "content": content, "stop_reason": "final", "pending_action": action}
        )

    def _finish(self, state: _TurnState, response: ChatResponse, stop_reason: str) -> Iterator[TurnEvent]:
        session = state.session
        content = response.content.strip() or "…"
        parts = exercise_for(session).reply_parts(content, tools_ran=state.steps > 0)
        content = plain_content(parts) if parts else content
        message = services.message_append(
            session=session,
            role=Message.Role.ASSISTANT,
            content=content,
            parts=parts,
            prompt_tokens=response.usage.prompt_tokens,
            completion_tokens=response.usage.completion_tokens,
        )
        done = {"mode": session.mode, "content": content, "stop_reason": stop_reason}
        if parts:
            done["parts"] = parts
        yield TurnEvent("done", {**done, "message_id": message.pk})

    # -- folding events into a blocking result ----------------------------------------------------------------------
    @staticmethod
    def _fold(result: TurnResult, event: TurnEvent) -> None:
        if event.type == "mode":
            result.mode = event.data["mode"]
        elif event.type == "tool_result":
            item = {"name": event.data["name"], "arguments": event.data["arguments"], "ok": event.data["ok"]}
            if not event.data["ok"]:
                item["error"] = event.data["error"]
            result.tool_calls.append(item)
        elif event.type == "done":
            result.reply = {"role": "assistant", "content": event.data["content"]}
            if "parts" in event.data:
                result.reply["parts"] = event.data["parts"]
            result.stop_reason = event.data["stop_reason"]
            result.pending_action = event.data.get("pending_action")
            result.safety_level = event.data.get("safety_level")
        elif event.type == "error":
            result.stop_reason = "error"
            result.error = event.data["error"]
            result.status = event.data["status"]
