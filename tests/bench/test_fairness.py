"""The comparisons are fair on their face: one tool bridge for every loop, equal tool calls, the commit measured."""

import asyncio
import contextvars
import subprocess
import threading

from bench import concurrency, vector_search
from bench.agent_overhead import ToolBridge, TurnSample, tool_call_check
from bench.common import ROOT, git_state

WHO = contextvars.ContextVar("who", default="nobody")


def test_sync_and_async_callers_cross_the_same_bridge_to_the_same_thread():
    seen = []

    def tool(value):
        seen.append((threading.current_thread().name, WHO.get()))
        return value * 2

    bridge = ToolBridge(tool)
    WHO.set("sync loop")
    assert bridge(2) == 4

    async def sdk_like():
        WHO.set("async loop")
        return await bridge.run_async(3)

    assert asyncio.run(sdk_like()) == 6
    bridge.close()
    threads = {name for name, _ in seen}
    assert len(threads) == 1 and threading.current_thread().name not in threads
    assert [who for _, who in seen] == ["sync loop", "async loop"]  # context variables go along (deadlines)


def _samples(floor_calls: int, floor_failed: int = 0) -> list[TurnSample]:
    samples = [
        TurnSample("project", "free_dialog", 0.01, 0.0, 1, (0, 0, 0)),
        TurnSample("agents_sdk", "free_dialog", 0.01, 0.0, 1, (0, 0, 0)),
        TurnSample("floor", "free_dialog", 0.01, 0.0, floor_calls, (0, 0, 0), floor_failed),
        *[TurnSample(loop, "free_dialog", 0.01, 0.0, 2, (0, 0, 1)) for loop in ("project", "agents_sdk", "floor")],
    ]
    return samples


def test_tool_calls_are_counted_per_loop_and_must_match_turn_by_turn():
    assert tool_call_check(_samples(1)) == {
        "tool_calls_by_loop": {"project": 3, "agents_sdk": 3, "floor": 3},
        "failed_tool_calls_by_loop": {"project": 0, "agents_sdk": 0, "floor": 0},
        "tool_calls_match": True,
        "tool_call_mismatches": [],
    }
    mismatch = tool_call_check(_samples(0))
    assert mismatch["tool_calls_match"] is False
    assert mismatch["tool_calls_by_loop"]["floor"] == 2
    assert mismatch["tool_call_mismatches"] == [
        {"turn": [0, 0, 0], "project": [1, 0], "agents_sdk": [1, 0], "floor": [0, 0]}
    ]


def test_a_call_refused_in_one_loop_only_is_a_mismatch():
    refused = tool_call_check(_samples(1, floor_failed=1))  # e.g. a rate limit reached by one loop
    assert refused["tool_calls_by_loop"] == {"project": 3, "agents_sdk": 3, "floor": 3}
    assert refused["failed_tool_calls_by_loop"]["floor"] == 1
    assert refused["tool_calls_match"] is False


def _level(server: str, n: int, cpu_seconds: float, seconds: float) -> concurrency.LevelResult:
    outcomes = [concurrency.StreamOutcome(seconds, 0.1, True) for _ in range(n)]
    return concurrency.LevelResult(n, server, outcomes, server_cpu_seconds=cpu_seconds, wall_seconds=seconds)


def test_the_floor_figures_sit_beside_the_project_with_the_cpu_ratio():
    measured = [
        _level("project", 1, 0.02, 1.05),
        _level("floor", 1, 0.005, 1.01),
        _level("project", 200, 2.0, 2.0),
        _level("floor", 200, 0.8, 1.2),
    ]
    project = concurrency._named_levels(concurrency.summarize(measured, 1.0))
    floor = concurrency.with_floor(project, concurrency._named_levels(concurrency.summarize(measured, 1.0, "floor")))
    assert project["200"]["server_cpu_ms_per_turn"] == 10.0 and floor["200"]["server_cpu_ms_per_turn"] == 4.0
    assert project["200"]["cpu_ratio_vs_floor"] == 2.5
    assert project["sequential"]["cpu_ratio_vs_floor"] == 4.0
    assert floor["server_cpu_ms_per_turn"] == 4.0 and floor["headline_level"] == 200
    assert floor["p95_added_ms"] == 200.0 and floor["errors"] == 0


def test_the_commit_measured_is_head():
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    state = git_state()
    assert state["git_commit"] == head and state["git_commit_short"] == head[:7]
    assert isinstance(state["git_dirty"], bool)


def test_the_vector_search_docstring_names_the_index_it_builds():
    index = vector_search.index_parameters()
    assert f"m={index['m']}, ef_construction={index['ef_construction']}" in vector_search.__doc__
