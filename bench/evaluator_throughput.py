"""Evaluator throughput on one core: ``bench.evaluator.run()`` (the analyzer's own benchmark), pinned to one CPU.

The process is pinned to a single CPU for the measurement (``os.sched_setaffinity``) and restored afterwards, so
the number is one core's worth whatever else the machine does with the other. Should ``bench/evaluator.py`` lack
``run()``, a plain loop over its statement mix (or a built-in one) measures the same thing.
"""

from __future__ import annotations

import os
import time
from typing import Any

_FALLBACK = (
    "When I saw the dishes in the sink this morning, I felt frustrated because I need order. "
    "Would you be willing to wash them before dinner?",
    "You never help around the house.",
    "I feel like nobody cares what I think.",
    "今天早上我看到水槽里有碗，我有点烦，因为我需要整洁。你愿意晚饭前把碗洗了吗？",
    "你总是不帮忙做家务。",
)


def _fallback_run(seconds: float) -> dict[str, float]:
    from nvcpractice.nvc import analyze

    try:
        from bench.evaluator import STATEMENTS as statements
    except ImportError:
        statements = _FALLBACK
    for text in statements:
        analyze(text)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for text in statements:
            analyze(text)
        count += len(statements)
    return {"statements_per_s": round(count / (time.perf_counter() - start), 1)}


def run(*, seconds: float = 5.0) -> dict[str, Any]:
    try:
        from bench.evaluator import run as evaluator_run
    except ImportError:
        evaluator_run, source = None, "bench.evaluator_throughput fallback loop"
    else:
        source = "bench.evaluator.run()"
    pinned = None
    previous = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if previous:
        pinned = min(previous)
        os.sched_setaffinity(0, {pinned})
    try:
        result = evaluator_run(seconds) if evaluator_run else _fallback_run(seconds)
    finally:
        if previous:
            os.sched_setaffinity(0, previous)
    return {
        "statements_per_s": float(result["statements_per_s"]),
        "seconds": seconds,
        "source": source,
        "pinned_cpu": pinned,
    }
