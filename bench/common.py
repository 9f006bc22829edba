"""Small shared helpers: percentiles, the machine description, the commit measured, bench users, and how the
report pages write a share and name a language."""

from __future__ import annotations

import itertools
import os
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LOCALE_NAMES = {"en": "English", "zh-hans": "Chinese"}


def percent(value: float | None) -> str:
    """A share as the report pages write it: ``0.9512`` → ``95.1%``, ``None`` → ``–``."""
    return "–" if value is None else f"{value * 100:.1f}%"


_counter = itertools.count(1)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) with linear interpolation between closest ranks; NaN when empty."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    if len(ordered) == 1:
        return float(ordered[0])
    rank = (len(ordered) - 1) * q / 100.0
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return float(ordered[low] + (ordered[high] - ordered[low]) * (rank - low))


def summary_ms(values_s: Sequence[float]) -> dict[str, float]:
    """p50/p95/mean of durations given in seconds, in milliseconds."""
    ms = [value * 1000.0 for value in values_s]
    return {
        "p50_ms": round(percentile(ms, 50), 3),
        "p95_ms": round(percentile(ms, 95), 3),
        "mean_ms": round(sum(ms) / len(ms), 3) if ms else float("nan"),
        "n": len(ms),
    }


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_gib() -> float | None:
    try:
        with open("/proc/meminfo") as handle:
            for line in handle:
                if line.startswith("MemTotal:"):
                    return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None


def machine_basics() -> dict[str, Any]:
    """The hardware and Python the numbers were measured on (no database needed)."""
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "memory_gib": _memory_gib(),
        "os": f"{platform.system()} {platform.release()}",
        "python": sys.version.split()[0],
    }


def machine_info() -> dict[str, Any]:
    """What the numbers were measured on, the database servers included."""
    info = machine_basics()
    try:
        import django

        info["django"] = django.get_version()
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SHOW server_version")
            info["postgresql"] = cursor.fetchone()[0]
            cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cursor.fetchone()
            info["pgvector"] = row[0] if row else None
            cursor.execute("SHOW max_connections")
            info["pg_max_connections"] = int(cursor.fetchone()[0])
            cursor.execute("SHOW shared_buffers")
            info["pg_shared_buffers"] = cursor.fetchone()[0]
    except Exception as exc:  # the report still gets written
        info["database_error"] = str(exc)
    return info


# What a run writes: a tree differing from its commit only in these still measures that commit.
OUTPUTS = ("bench/results.json", "bench/history.json", "docs/benchmarks.md", "docs/benchmarks.svg")


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], capture_output=True, text=True, timeout=10, check=False, cwd=ROOT)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def git_state() -> dict[str, Any]:
    """The commit measured (``HEAD``) and whether the working tree's code differs from it (``git_dirty``).

    Tracked files changed, staged or not, and untracked files git does not ignore make the tree dirty, except the
    run's own outputs (:data:`OUTPUTS`) and the ``.venv`` / ``node_modules`` links of a worktree.
    """
    commit = (_git("rev-parse", "HEAD") or "").strip() or None
    status = _git("status", "--porcelain", "--untracked-files=normal") or ""
    paths = [line[3:].strip() for line in status.splitlines() if len(line) > 3]
    changed = [path for path in paths if path not in OUTPUTS and path.rstrip("/") not in (".venv", "node_modules")]
    return {
        "git_commit": commit,
        "git_commit_short": commit[:7] if commit else None,
        "git_dirty": bool(changed) if commit else None,
        "git_dirty_paths": changed[:20],
    }


def make_bench_user(prefix: str = "bench", *, locale: str = "en"):
    """A user with a profile and an API token (no password: bench users never log in)."""
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    from nvcpractice.profiles.models import Profile

    name = f"{prefix}{os.getpid()}x{next(_counter)}"
    user = get_user_model().objects.create(username=name)
    Profile.objects.create(user=user, locale=locale, display_name=name)
    Token.objects.create(user=user)
    return user
