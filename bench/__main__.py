"""``python -m bench [--quick] [--only a,b] [--keep-db] [--record LABEL]``: run the benchmarks, write the results
and the report (``--record`` also appends the headline figures to ``bench/history.json``, see :mod:`bench.history`).

Runs against the bench's own embedded services (``bench.settings``: ``NVC_VAR_DIR=var/bench``, database
``nvc_bench`` created and migrated first, dropped last, then the embedded servers stopped). One run at a time: a
second run waits for the first (a lock file in the var folder), since both would use the same database. A benchmark
that fails is recorded with its error and the others still run; the exit status is then 1.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import sys
import time
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ORDER = (
    "agent_overhead",
    "tool_tokens",
    "concurrency",
    "vector_search",
    "dashboard",
    "evaluator",
    "safety",
    "analyzer",
)

CONCURRENCY_VARIANTS = {
    "Django's request cycle (no stream lane)": {"env": {"NVC_STREAM_LANE": "false"}},
    "2 uvicorn workers": {"workers": 2},
    "no connection pool": {"env": {"NVC_DB_POOL": "false"}},
}
FULL: dict[str, dict[str, Any]] = {
    "agent_overhead": {"rounds": 20},
    "tool_tokens": {"rounds": 1},
    "concurrency": {"levels": (10, 50, 100, 200), "rounds": 2, "variants": CONCURRENCY_VARIANTS},
    "vector_search": {"sizes": (10_000, 100_000), "queries": 200, "ef_values": (100, 200, 400, 600, 800)},
    "dashboard": {"sessions": 5000, "messages": 50000, "evaluations": 20000, "iterations": 200},
    "evaluator": {"seconds": 5.0},
    "safety": {"seconds": 2.0},
    "analyzer": {},
}
QUICK: dict[str, dict[str, Any]] = {
    "agent_overhead": {"rounds": 3},
    "tool_tokens": {"rounds": 1},
    "concurrency": {"levels": (50, 100, 200), "rounds": 2, "variants": {}, "sequential": 10},
    "vector_search": {"sizes": (10_000, 100_000), "queries": 30, "ef_values": (400,)},
    "dashboard": {"sessions": 5000, "messages": 50000, "evaluations": 20000, "iterations": 20},
    "evaluator": {"seconds": 1.5},
    "safety": {"seconds": 0.5},
    "analyzer": {},
}


def _loadavg() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "?"


def run_benchmark(name: str, options: dict[str, Any]) -> dict[str, Any]:
    if name == "agent_overhead":
        from bench import agent_overhead

        return agent_overhead.run(**options)
    if name == "tool_tokens":
        from bench import tool_tokens

        return tool_tokens.run(**options)
    if name == "concurrency":
        from bench import concurrency

        return concurrency.run(**options, log_dir=ROOT / "var" / "bench" / "logs")
    if name == "vector_search":
        from bench import vector_search

        return vector_search.run(**options)
    if name == "dashboard":
        from bench import dashboard

        return dashboard.run(**options)
    if name == "evaluator":
        from bench import evaluator_throughput

        return evaluator_throughput.run(**options)
    if name == "safety":
        from bench import safety

        return safety.run(**options)
    if name == "analyzer":
        from bench import analyzer

        return analyzer.run(**options)
    raise ValueError(f"unknown benchmark {name!r}")


def _stop_services() -> None:
    """Stop the bench's embedded PostgreSQL and Redis (never servers given by DATABASE_URL / REDIS_URL)."""
    from django.conf import settings

    from nvcpractice import embedded

    if getattr(settings, "EMBEDDED_REDIS", False):
        embedded.stop_redis(settings.VAR_DIR)
    if getattr(settings, "EMBEDDED_POSTGRES", False):
        embedded.stop_postgres(settings.VAR_DIR)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench", description="Run the benchmarks; write bench/results.json and docs/benchmarks.md."
    )
    parser.add_argument("--quick", action="store_true", help="fewer iterations and bursts (same keys)")
    parser.add_argument("--only", default="", help=f"comma-separated subset of: {', '.join(ORDER)}")
    parser.add_argument("--keep-db", action="store_true", help="keep the nvc_bench database at the end")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results.json")
    parser.add_argument("--no-report", action="store_true", help="write results.json only")
    parser.add_argument(
        "--record", metavar="LABEL", default="", help="append this run's headline figures to bench/history.json"
    )
    args = parser.parse_args(argv)
    selected = [name.strip() for name in args.only.split(",") if name.strip()] or list(ORDER)
    unknown = sorted(set(selected) - set(ORDER))
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(unknown)}")

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
    var_dir = Path(os.environ.get("NVC_VAR_DIR", ROOT / "var" / "bench"))
    var_dir.mkdir(parents=True, exist_ok=True)
    lock = open(var_dir / "bench.lock", "w")  # noqa: SIM115 - held for the whole run, released at exit
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        print(f"bench: another benchmark run holds {var_dir / 'bench.lock'}; waiting for it to finish", flush=True)
        fcntl.flock(lock, fcntl.LOCK_EX)
    sys.path.insert(0, str(ROOT))
    import django

    from nvcpractice import embedded

    django.setup()
    embedded.services_start_for_settings()  # the settings only name the servers; the bench stops them at the end
    from bench import database
    from bench.common import git_state, machine_info

    config = QUICK if args.quick else FULL
    started = time.perf_counter()
    meta: dict[str, Any] = {
        "mode": "quick" if args.quick else "full",
        **git_state(),  # before anything runs: the code measured
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "loadavg_start": _loadavg(),
        "config": {name: {k: v for k, v in config[name].items() if k != "variants"} for name in selected},
        "benchmarks": {},
    }
    print(f"bench: {meta['mode']} run of {', '.join(selected)}", flush=True)
    results: dict[str, Any] = {}
    failed = False
    try:
        meta["setup_s"] = round(database.create_database(), 2)
        database.seed_content()
        meta["machine"] = machine_info()
        for name in selected:
            print(f"bench: {name} ...", flush=True)
            began = time.perf_counter()
            load = _loadavg()
            try:
                results[name] = run_benchmark(name, config[name])
            except Exception as exc:
                failed = True
                traceback.print_exc()
                results[name] = {"error": f"{type(exc).__name__}: {exc}"[:500]}
            meta["benchmarks"][name] = {
                "duration_s": round(time.perf_counter() - began, 1),
                "loadavg_start": load,
                "git_commit": meta["git_commit"],
                "git_dirty": meta["git_dirty"],
            }
            print(f"bench: {name} done in {meta['benchmarks'][name]['duration_s']} s", flush=True)
    finally:
        if not args.keep_db:
            try:
                database.drop_database()
            finally:
                _stop_services()
    meta["duration_s"] = round(time.perf_counter() - started, 1)
    meta["loadavg_end"] = _loadavg()
    previous: dict[str, Any] = {}
    if set(selected) != set(ORDER) and args.output.exists():  # a partial run updates its own keys only
        previous = json.loads(args.output.read_text())
    if previous.get("meta"):
        meta["benchmarks"] = {**previous["meta"].get("benchmarks", {}), **meta["benchmarks"]}
    output = {**previous, **results, "meta": meta}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(output, indent=2, ensure_ascii=False, default=str) + "\n")
    print(f"bench: wrote {args.output.relative_to(ROOT) if args.output.is_relative_to(ROOT) else args.output}")
    if args.record:
        from bench import history

        history.add(output, args.record)
        print(f"bench: recorded as {args.record!r} in bench/history.json")
    if not args.no_report:
        from bench import report

        written = report.write(output)
        print("bench: wrote " + ", ".join(str(path.relative_to(ROOT)) for path in written if path))
    print(f"bench: finished in {meta['duration_s']:.0f} s", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
