"""CPU time for the linear-time tests: this thread's only, the fastest of several runs.

Process CPU time would count the in-process server and turn threads earlier tests leave running, and a single
run can meet a garbage collection; either made a ratio fail on a busy CI machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def fastest_cpu_seconds(work: Callable[[], object], *, runs: int = 3) -> float:
    timings = []
    for _ in range(runs):
        started = time.thread_time()
        work()
        timings.append(time.thread_time() - started)
    return min(timings)
