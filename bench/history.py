"""The headline figures of past benchmark runs, one entry per change, so the report can say what each change bought.

``bench/history.json`` is a list of entries, oldest first: a label for the change, the commit measured (and whether
the tree was dirty), the run's mode and date, and the :data:`HEADLINES` figures taken from that run's results.
``python -m bench.history add --label "what changed"`` appends the current ``bench/results.json`` (or ``--results``);
the first entry is the run before issue 16's work (``bench/results-baseline.json``, kept whole).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HISTORY = ROOT / "bench" / "history.json"
RESULTS = ROOT / "bench" / "results.json"

# (key path in results.json, what it is, unit, "lower" or "higher" is better)
HEADLINES: tuple[tuple[str, str, str, str], ...] = (
    ("concurrency.200.server_cpu_ms_per_turn", "server CPU per streamed turn, 200 streams", "ms", "lower"),
    ("concurrency.floor.server_cpu_ms_per_turn", "the floor's CPU per streamed turn, 200 streams", "ms", "lower"),
    ("concurrency.200.cpu_ratio_vs_floor", "server CPU per turn over the floor's, 200 streams", "×", "lower"),
    ("concurrency.sequential.server_cpu_ms_per_turn", "server CPU per turn, one stream at a time", "ms", "lower"),
    ("concurrency.200.p95_added_ms", "p95 added latency, 200 streams", "ms", "lower"),
    ("concurrency.50.p95_added_ms", "p95 added latency, 50 streams", "ms", "lower"),
    ("concurrency.200.errors", "errors, 200 streams", "", "lower"),
    ("vector_search.100000.knowledge_search_p95_ms", "knowledge_search p95 at 100k chunks", "ms", "lower"),
    ("vector_search.100000.hnsw_p95_ms", "vector query p95 at 100k chunks", "ms", "lower"),
    ("agent_overhead.p50_ms", "agent loop p50 per turn (model time excluded)", "ms", "lower"),
    ("agent_overhead.ratio_vs_agents_sdk", "agent loop over the Agents SDK (p50)", "×", "lower"),
    ("agent_overhead.ratio_vs_floor", "agent loop over the floor loop (p50)", "×", "lower"),
)


def lookup(results: dict[str, Any], path: str) -> Any:
    """The value at a dotted key path, or None when any part is missing."""
    value: Any = results
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None


def entry(results: dict[str, Any], label: str) -> dict[str, Any]:
    """A history entry for a results file: its meta and its headline figures."""
    meta = results.get("meta") or {}
    commit = meta.get("git_commit") or (meta.get("machine") or {}).get("git_commit")
    return {
        "label": label,
        "git_commit": commit,
        "git_dirty": meta.get("git_dirty"),
        "mode": meta.get("mode"),
        "started": meta.get("started"),
        "cpu": (meta.get("machine") or {}).get("cpu"),
        "figures": {path: lookup(results, path) for path, *_ in HEADLINES},
    }


def load(path: Path = HISTORY) -> list[dict[str, Any]]:
    return json.loads(path.read_text()) if path.exists() else []


def add(results: dict[str, Any], label: str, path: Path = HISTORY) -> list[dict[str, Any]]:
    history = [*load(path), entry(results, label)]
    path.write_text(json.dumps(history, indent=2, ensure_ascii=False) + "\n")
    return history


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.history", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    adding = sub.add_parser("add", help="append a results file's headline figures")
    adding.add_argument("--label", required=True, help="what changed since the previous entry")
    adding.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    history = add(json.loads(args.results.read_text()), args.label)
    print(f"bench/history.json: {len(history)} entries; added {history[-1]['label']!r} ({history[-1]['git_commit']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
