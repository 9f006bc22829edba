"""Agent overhead per turn, model time excluded: this project's loop vs the OpenAI Agents SDK vs a hand-written floor.

All three talk over HTTP to the same zero-latency scripted fake model (:mod:`bench.fake_model`, a subprocess), are
offered the same tools with the same JSON schemas (the mode's tools, as the project grants them) and run every tool
call through the same code, :func:`tools.execution.execute_tool_call` (audit and safeguard hooks included), so
tool work is equal. They differ in the loop:

* ``project``: :class:`scenes.orchestrator.Orchestrator` as the API runs a turn (the session loaded, then
  ``Orchestrator().run``), with ``NVC_LLM_PROVIDER=openai`` pointed at the fake: routing, persistence of every
  message, history from the database, per-mode tools, guards.
* ``agents_sdk``: ``agents.Agent`` + ``Runner.run_sync`` with ``OpenAIChatCompletionsModel`` on an ``AsyncOpenAI``
  client, ``FunctionTool`` per tool (non-strict, the project's schemas), tracing disabled, history kept in memory
  (``result.to_input_list()``). Tools are async functions awaiting the shared tool bridge.
* ``floor``: a minimal loop on the ``openai`` client: create, run tool calls, append, repeat; history in memory.

The three loops cross the same bridge to run a tool (:class:`ToolBridge`): the call is handed to one dedicated
worker thread, with the caller's context variables, and waited for — what ``asgiref.sync.sync_to_async
(thread_sensitive=True)`` does for async code, Django's documented way to run the sync ORM (one thread whose database
connection persists). The sync loops block on it, the SDK awaits it; so every loop pays the same thread hop per tool
call, where before only the SDK paid one. Tool calls, and those a tool refused or failed, are counted per loop and per
scripted turn: the three must match, or the benchmark fails (a loop that skipped a tool, or had it refused, would look
faster). The bench settings lift the per-user evaluation limit, which the three loops' shared user would otherwise
reach within a few rounds.

Turns are interleaved (each turn of the script runs on the three loops one after the other, rotating who goes
first), so drift of the machine affects the three alike.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bench.common import make_bench_user, percentile, summary_ms
from bench.fake_model import CONVERSATIONS, FakeModelProcess, Turn

LOOPS = ("project", "agents_sdk", "floor")
MODEL_NAME = "gpt-4o-mini"


@dataclass
class TurnSample:
    loop: str
    mode: str
    seconds: float
    tool_seconds: float
    tool_calls: int
    key: tuple[int, int, int] = (0, 0, 0)  # (round, conversation, turn): the same turn on every loop
    failed_tool_calls: int = 0


@dataclass
class _ToolClock:
    """Accumulates the time spent inside ``execute_tool_call`` (the equal tool work)."""

    seconds: float = 0.0
    calls: int = 0
    failed: int = 0  # calls whose tool answered with an error (a refused call is cheaper: it must not differ)

    def wrap(self, execute: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            outcome = None
            try:
                outcome = execute(*args, **kwargs)
                return outcome
            finally:
                self.seconds += time.perf_counter() - started
                self.calls += 1
                self.failed += 0 if outcome is not None and outcome.result.success else 1

        return timed

    def reset(self) -> None:
        self.seconds, self.calls, self.failed = 0.0, 0, 0


class ToolBridge:
    """How every loop runs a tool: in one worker thread, with the caller's context, waited for (see the module doc)."""

    def __init__(self, execute: Callable[..., Any]) -> None:
        self.execute = execute
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bench-tools")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """From a sync loop: block until the tool thread has run the call."""
        context = contextvars.copy_context()
        return self.executor.submit(context.run, self.execute, *args, **kwargs).result()

    async def run_async(self, *args: Any, **kwargs: Any) -> Any:
        """From an async loop: await the tool thread's run of the call."""
        context = contextvars.copy_context()
        call = functools.partial(context.run, self.execute, *args, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(self.executor, call)

    def close(self) -> None:
        from django.db import connections

        self.executor.submit(connections.close_all).result()
        self.executor.shutdown()


def _openai_tools(names: tuple[str, ...]) -> list[dict[str, Any]]:
    from tools.protocol import to_openai_tool
    from tools.registry import registry

    return [to_openai_tool(registry.get(name)) for name in names if registry.is_registered(name)]


def _granted(mode: str, turn: Turn) -> tuple[str, ...]:
    from scenes.modes import tools_for

    return tools_for(mode, step=turn.step)


def _system_prompt(session, locale: str) -> str:
    from scenes.prompts import build_context, system_prompt

    return system_prompt(build_context(session, mode=session.mode, locale=locale))


# -- the three loops ------------------------------------------------------------------------------------------------
class ProjectLoop:
    name = "project"

    def __init__(self, user, model=None) -> None:
        self.user = user
        self.model = model  # None: the configured model, built per turn as the API does
        self.session_id: int | None = None

    def start(self, mode: str) -> None:
        from nvcpractice.practice.services import session_create

        self.session_id = session_create(user_id=self.user.pk, mode=mode).pk

    def turn(self, mode: str, turn: Turn) -> None:
        from nvcpractice.practice.selectors import session_for_turn
        from scenes.orchestrator import Orchestrator

        session = session_for_turn(user_id=self.user.pk, session_id=self.session_id)  # as the API loads it
        result = Orchestrator(model=self.model).run(session=session, content=turn.text)
        if result.stop_reason != "final":
            raise RuntimeError(f"project loop: unexpected stop {result.stop_reason}: {result.error}")


class FloorLoop:
    """The least an agent loop can do: no persistence, no routing, no guards beyond the shared tool path."""

    name = "floor"

    def __init__(self, user, base_url: str, execute: Callable[..., Any], max_steps: int) -> None:
        import openai

        self.user = user
        self.client = openai.OpenAI(base_url=base_url, api_key="bench", max_retries=2, timeout=30)
        self.execute = execute
        self.max_steps = max_steps

    def start(self, mode: str) -> None:
        from nvcpractice.practice.services import session_create
        from tools.protocol import ToolContext

        session = session_create(user_id=self.user.pk, mode=mode)
        self.ctx = ToolContext(user_id=self.user.pk, session_id=session.pk, mode=mode, locale="en")
        self.messages: list[dict[str, Any]] = [{"role": "system", "content": _system_prompt(session, "en")}]

    def turn(self, mode: str, turn: Turn) -> None:
        tools = _openai_tools(_granted(mode, turn))
        self.messages.append({"role": "user", "content": turn.text})
        for _ in range(self.max_steps + 1):
            extra: dict[str, Any] = {"tools": tools, "tool_choice": "auto"} if tools else {}
            completion = self.client.chat.completions.create(model=MODEL_NAME, messages=self.messages, **extra)
            message = completion.choices[0].message
            if not message.tool_calls:
                self.messages.append({"role": "assistant", "content": message.content or ""})
                return
            self.messages.append(
                {
                    "role": "assistant",
                    "content": message.content or "",
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.function.name, "arguments": c.function.arguments},
                        }
                        for c in message.tool_calls
                    ],
                }
            )
            for call in message.tool_calls:
                outcome = self.execute(call.function.name, call.function.arguments, self.ctx)
                content = json.dumps(outcome.result.to_payload(), ensure_ascii=False, default=str)
                self.messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
        raise RuntimeError("floor loop: step cap reached")


class AgentsSdkLoop:
    name = "agents_sdk"

    def __init__(self, user, base_url: str, execute: ToolBridge, max_steps: int) -> None:
        from agents import OpenAIChatCompletionsModel, set_tracing_disabled
        from openai import AsyncOpenAI

        set_tracing_disabled(True)
        self.user = user
        self.execute = execute
        self.max_steps = max_steps
        client = AsyncOpenAI(base_url=base_url, api_key="bench", max_retries=2, timeout=30)
        self.model = OpenAIChatCompletionsModel(model=MODEL_NAME, openai_client=client)
        self._tools: dict[str, Any] = {}
        self._agents: dict[tuple[str, tuple[str, ...]], Any] = {}

    def _tool(self, name: str):
        from agents import FunctionTool

        from tools.registry import registry

        if name not in self._tools:
            spec = registry.get(name)
            bridge = self.execute

            async def invoke(tool_context, arguments: str, _name: str = name) -> str:
                outcome = await bridge.run_async(_name, arguments, tool_context.context)
                return json.dumps(outcome.result.to_payload(), ensure_ascii=False, default=str)

            self._tools[name] = FunctionTool(
                name=name,
                description=spec.description,
                params_json_schema=spec.input_schema,
                on_invoke_tool=invoke,
                strict_json_schema=False,
            )
        return self._tools[name]

    def _agent(self, mode: str, names: tuple[str, ...]):
        from agents import Agent, ModelSettings

        key = (mode, names)
        if key not in self._agents:
            self._agents[key] = Agent(
                name="nvc-coach",
                instructions=self.instructions,
                model=self.model,
                tools=[self._tool(name) for name in names],
                model_settings=ModelSettings(tool_choice="auto" if names else None),
            )
        return self._agents[key]

    def start(self, mode: str) -> None:
        from nvcpractice.practice.services import session_create
        from tools.protocol import ToolContext

        session = session_create(user_id=self.user.pk, mode=mode)
        self.ctx = ToolContext(user_id=self.user.pk, session_id=session.pk, mode=mode, locale="en")
        self.instructions = _system_prompt(session, "en")
        self._agents.clear()
        self.history: list[Any] = []

    def turn(self, mode: str, turn: Turn) -> None:
        from agents import RunConfig, Runner

        agent = self._agent(mode, _granted(mode, turn))
        result = Runner.run_sync(
            agent,
            [*self.history, {"role": "user", "content": turn.text}],
            context=self.ctx,
            max_turns=self.max_steps + 1,
            run_config=RunConfig(tracing_disabled=True),
        )
        self.history = result.to_input_list()


# -- the benchmark ----------------------------------------------------------------------------------------------------
@dataclass
class OverheadRun:
    samples: list[TurnSample] = field(default_factory=list)
    round_trip_s: list[float] = field(default_factory=list)


def _model_round_trip(base_url: str, n: int) -> list[float]:
    """A bare chat completion to the fake (no tools): the HTTP + fake-server share every loop pays per model call."""
    import openai

    client = openai.OpenAI(base_url=base_url, api_key="bench", max_retries=0, timeout=30)
    times = []
    for _ in range(n):
        started = time.perf_counter()
        client.chat.completions.create(model=MODEL_NAME, messages=[{"role": "user", "content": "Hello"}])
        times.append(time.perf_counter() - started)
    return times


def measure(*, base_url: str, rounds: int, warmup_rounds: int = 1) -> OverheadRun:
    """Run the scripted conversations ``warmup_rounds + rounds`` times on the three loops, interleaved per turn."""
    from django.conf import settings
    from django.test.utils import override_settings

    import scenes.orchestrator as orchestrator_module
    from tools.execution import execute_tool_call

    clock = _ToolClock()
    bridge = ToolBridge(clock.wrap(execute_tool_call))
    timed_execute = bridge
    user = make_bench_user("overhead")
    max_steps = settings.NVC_MAX_TOOL_STEPS
    loops = {
        "project": ProjectLoop(user),
        "agents_sdk": AgentsSdkLoop(user, base_url, timed_execute, max_steps),
        "floor": FloorLoop(user, base_url, timed_execute, max_steps),
    }
    run = OverheadRun()
    original = orchestrator_module.execute_tool_call
    orchestrator_module.execute_tool_call = timed_execute
    overrides = {
        "NVC_LLM_PROVIDER": "openai",
        "OPENAI_BASE_URL": base_url,
        "OPENAI_API_KEY": "bench",
        "NVC_CHAT_MODEL": MODEL_NAME,
        # evaluate_nvc evaluates with rules: the only model calls are the loops' own.
        "NVC_EVALUATOR": "rules",
    }
    try:
        with override_settings(**overrides):
            order = list(LOOPS)
            for round_index in range(warmup_rounds + rounds):
                record = round_index >= warmup_rounds
                for conversation_index, conversation in enumerate(CONVERSATIONS):
                    for loop in loops.values():
                        loop.start(conversation.mode)
                    for turn_index, turn in enumerate(conversation.turns):
                        order = order[1:] + order[:1]
                        for name in order:
                            clock.reset()
                            started = time.perf_counter()
                            loops[name].turn(conversation.mode, turn)
                            elapsed = time.perf_counter() - started
                            if record:
                                key = (round_index, conversation_index, turn_index)
                                sample = TurnSample(name, conversation.mode, elapsed, clock.seconds, clock.calls, key)
                                sample.failed_tool_calls = clock.failed
                                run.samples.append(sample)
            run.round_trip_s = _model_round_trip(base_url, 50)
    finally:
        orchestrator_module.execute_tool_call = original
        bridge.close()
    return run


def _stats(samples: list[TurnSample]) -> dict[str, Any]:
    stats = summary_ms([s.seconds for s in samples])
    loop_only = summary_ms([s.seconds - s.tool_seconds for s in samples])
    stats["tool_ms_mean"] = round(sum(s.tool_seconds for s in samples) * 1000 / max(1, len(samples)), 3)
    stats["without_tool_work"] = {"p50_ms": loop_only["p50_ms"], "p95_ms": loop_only["p95_ms"]}
    return stats


def _ratio(a: float, b: float) -> float | None:
    return round(a / b, 3) if b else None


def _paired_ratio(samples: list[TurnSample], loop: str, other: str) -> float | None:
    """Median over scripted turns of (this loop's time / the other's time for the very same turn)."""
    times = {(s.loop, s.key): s.seconds for s in samples}
    ratios = [
        times[(loop, key)] / times[(other, key)] for (name, key) in times if name == loop and times.get((other, key))
    ]
    return round(percentile(ratios, 50), 3) if ratios else None


def tool_call_check(samples: list[TurnSample]) -> dict[str, Any]:
    """Tool calls made (and failed) by each loop, and the scripted turns where the loops differ in either."""
    by_loop = {name: sum(s.tool_calls for s in samples if s.loop == name) for name in LOOPS}
    failed = {name: sum(s.failed_tool_calls for s in samples if s.loop == name) for name in LOOPS}
    per_turn: dict[tuple[int, int, int], dict[str, tuple[int, int]]] = {}
    for sample in samples:
        per_turn.setdefault(sample.key, {})[sample.loop] = (sample.tool_calls, sample.failed_tool_calls)
    differing = [
        {"turn": list(key), **{loop: list(counts) for loop, counts in calls.items()}}
        for key, calls in sorted(per_turn.items())
        if len(set(calls.values())) > 1
    ]
    return {
        "tool_calls_by_loop": by_loop,
        "failed_tool_calls_by_loop": failed,
        "tool_calls_match": not differing and len(set(by_loop.values())) == 1 and len(set(failed.values())) == 1,
        "tool_call_mismatches": differing[:10],  # per loop: [calls, failed calls]
    }


def summarize(run: OverheadRun) -> dict[str, Any]:
    by_loop = {name: [s for s in run.samples if s.loop == name] for name in LOOPS}
    loops = {name: _stats(samples) for name, samples in by_loop.items()}
    by_kind = {}
    for kind, test in (
        ("without_tool_calls", lambda s: s.tool_calls == 0),
        ("with_tool_calls", lambda s: s.tool_calls),
    ):
        by_kind[kind] = {name: _stats([s for s in samples if test(s)]) for name, samples in by_loop.items()}
    by_mode = {}
    for conversation in CONVERSATIONS:
        by_mode[conversation.mode] = {
            name: summary_ms([s.seconds for s in samples if s.mode == conversation.mode])
            for name, samples in by_loop.items()
        }
    project, sdk, floor = loops["project"], loops["agents_sdk"], loops["floor"]
    round_trip_ms = [t * 1000 for t in run.round_trip_s]
    return {
        "p50_ms": project["p50_ms"],
        "p95_ms": project["p95_ms"],
        "ratio_vs_agents_sdk": _ratio(project["p50_ms"], sdk["p50_ms"]),
        "ratio_vs_floor": _ratio(project["p50_ms"], floor["p50_ms"]),
        "ratio_vs_agents_sdk_p95": _ratio(project["p95_ms"], sdk["p95_ms"]),
        "ratio_vs_floor_p95": _ratio(project["p95_ms"], floor["p95_ms"]),
        "ratio_basis": "p50 per turn (the _p95 fields compare p95)",
        "paired_median_ratio_vs_agents_sdk": _paired_ratio(run.samples, "project", "agents_sdk"),
        "paired_median_ratio_vs_floor": _paired_ratio(run.samples, "project", "floor"),
        "turns_per_loop": len(by_loop["project"]),
        "tool_calls_per_loop": sum(s.tool_calls for s in by_loop["project"]),
        **tool_call_check(run.samples),
        "loops": loops,
        "by_kind": by_kind,
        "by_mode": by_mode,
        "fake_model_round_trip_p50_ms": round(percentile(round_trip_ms, 50), 3),
    }


def diagnostics(*, base_url: str, repeat: int = 30) -> dict[str, Any]:
    """Where the project's per-turn overhead goes: the costs the profile points at, measured on their own."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext, override_settings

    from nvcpractice.llm.providers import get_chat_model

    overrides = {"NVC_LLM_PROVIDER": "openai", "OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "bench"}
    result: dict[str, Any] = {}
    with override_settings(**overrides, NVC_EVALUATOR="rules"):
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            get_chat_model()
            times.append(time.perf_counter() - started)
        result["get_chat_model_ms"] = summary_ms(times)
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            for conversation in CONVERSATIONS:
                _openai_tools(_granted(conversation.mode, conversation.turns[0]))
            times.append((time.perf_counter() - started) / len(CONVERSATIONS))
        result["tool_definitions_per_request_ms"] = summary_ms(times)
        loop = ProjectLoop(make_bench_user("queries"))
        counts: dict[str, list[int]] = {"without_tool_calls": [], "with_tool_calls": []}
        for conversation in CONVERSATIONS:
            loop.start(conversation.mode)
            for turn in conversation.turns:
                with CaptureQueriesContext(connection) as captured:
                    loop.turn(conversation.mode, turn)
                counts["with_tool_calls" if turn.tool_calls else "without_tool_calls"].append(len(captured))
        result["sql_queries_per_turn"] = {kind: round(sum(c) / len(c), 1) for kind, c in counts.items() if c}
    return result


def run(*, rounds: int = 5, warmup_rounds: int = 1) -> dict[str, Any]:
    with FakeModelProcess(delay=0.0) as fake:
        measured = measure(base_url=fake.base_url, rounds=rounds, warmup_rounds=warmup_rounds)
        extra = diagnostics(base_url=fake.base_url)
    result = summarize(measured)
    result["rounds"] = rounds
    result["diagnostics"] = extra
    if not result["tool_calls_match"]:
        raise RuntimeError(
            f"the loops made different tool calls: {result['tool_calls_by_loop']} "
            f"(failed: {result['failed_tool_calls_by_loop']}), turns {result['tool_call_mismatches']}"
        )
    return result
