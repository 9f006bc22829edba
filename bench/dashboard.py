"""The dashboard of a heavy learner: latency and SQL queries per request, at two data sizes.

A user gets ``sessions`` practice sessions, ``messages`` messages and ``evaluations`` evaluations spread over the
last 400 days (loaded with ``COPY``); a second user gets a tenth of that. For each, ``dashboard_summary`` (the
selector) and ``GET /api/dashboard/`` (through Django's test client with token auth: middleware, DRF, throttles)
are timed for the API's default period (``month``) and for ``all`` (every row of the user), and their SQL queries
counted with ``CaptureQueriesContext``. The same query count at both sizes shows it does not grow with the data.
"""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime, timedelta
from typing import Any

from bench.common import make_bench_user, summary_ms

PERIODS = ("month", "all")
DAYS = 400


def populate(user, *, sessions: int, messages: int, evaluations: int, seed: int = 11) -> dict[str, float]:
    """Give ``user`` that much practice history, with ``COPY``; returns seconds taken."""
    from django.db import connection

    from nvcpractice.nvc.result import LABEL_POINTS
    from nvcpractice.practice.models import Evaluation, Message, PracticeSession

    rng = random.Random(seed + user.pk)
    now = datetime.now(UTC)
    started = time.perf_counter()

    def when() -> datetime:
        return now - timedelta(seconds=rng.uniform(0, DAYS * 86400))

    modes = ("free_dialog", "scenario", "structured")
    session_rows = []
    for _ in range(sessions):
        begun = when()
        status = rng.choice(("active", "completed", "completed", "abandoned"))
        session_rows.append((user.pk, rng.choice(modes), "observation", "{}", status, begun, begun, begun))
    table = PracticeSession._meta.db_table
    columns = "user_id, mode, structured_step, state, status, started_at, ended_at, updated_at"
    with connection.cursor() as cursor:
        with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
            for row in session_rows:
                copy.write_row(row)
        cursor.execute(f"SELECT id, started_at FROM {table} WHERE user_id = %s", [user.pk])  # noqa: S608
        session_ids = cursor.fetchall()

    table = Message._meta.db_table
    columns = "session_id, role, content, tool_call_id, name, prompt_tokens, completion_tokens, created_at"
    roles = ("user", "assistant", "assistant", "tool")
    with connection.cursor() as cursor, cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
        for index in range(messages):
            session_id, begun = session_ids[index % len(session_ids)]
            text = f"Practice message {index}: I noticed that the meeting started late and I felt frustrated."
            copy.write_row((session_id, rng.choice(roles), text, "", "", 120, 40, begun + timedelta(seconds=index)))

    table = Evaluation._meta.db_table
    columns = (
        "user_id, session_id, text, locale, observation, feeling, need, request, score, details, source, created_at"
    )
    labels = {component: list(points) for component, points in LABEL_POINTS.items()}
    with connection.cursor() as cursor, cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
        for index in range(evaluations):
            session_id, _ = session_ids[index % len(session_ids)]
            chosen = {component: rng.choice(options) for component, options in labels.items()}
            score = sum(LABEL_POINTS[c][label] for c, label in chosen.items())
            copy.write_row(
                (
                    user.pk,
                    session_id,
                    "I noticed the report was late and I felt worried.",
                    "en",
                    chosen["observation"],
                    chosen["feeling"],
                    chosen["need"],
                    chosen["request"],
                    score,
                    "{}",
                    "rules",
                    when(),
                )
            )
    with connection.cursor() as cursor:
        for model in (PracticeSession, Message, Evaluation):
            cursor.execute(f"ANALYZE {model._meta.db_table}")
    return {"load_s": round(time.perf_counter() - started, 2)}


def _count_queries(call) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        call()
    return len(captured.captured_queries)


def measure(user, *, iterations: int) -> dict[str, Any]:
    from django.test import Client
    from rest_framework.authtoken.models import Token

    from nvcpractice.dashboard.selectors import dashboard_summary

    client = Client(HTTP_AUTHORIZATION=f"Token {Token.objects.get(user=user).key}")
    calls = {}
    for period in PERIODS:

        def selector(period: str = period) -> None:
            dashboard_summary(user_id=user.pk, period=period, locale="en")

        def api(period: str = period) -> None:
            response = client.get("/api/dashboard/", {"period": period})
            if response.status_code != 200:
                raise RuntimeError(f"GET /api/dashboard/ answered {response.status_code}: {response.content[:200]}")

        calls[(period, "selector")] = selector
        calls[(period, "api")] = api
    for call in calls.values():
        for _ in range(3):
            call()
    times: dict[tuple[str, str], list[float]] = {key: [] for key in calls}
    keys = list(calls)
    for index in range(iterations):  # interleaved, rotating: machine noise spreads over every call alike
        shift = index % len(keys)
        for key in keys[shift:] + keys[:shift]:
            started = time.perf_counter()
            calls[key]()
            times[key].append(time.perf_counter() - started)
    result: dict[str, Any] = {period: {} for period in PERIODS}
    for (period, kind), call in calls.items():
        result[period][kind] = {**summary_ms(times[(period, kind)]), "queries": _count_queries(call)}
    return result


def run(*, sessions: int = 5000, messages: int = 50000, evaluations: int = 20000, iterations: int = 100) -> dict:
    sizes = {
        "small": {"sessions": sessions // 10, "messages": messages // 10, "evaluations": evaluations // 10},
        "full": {"sessions": sessions, "messages": messages, "evaluations": evaluations},
    }
    measured: dict[str, Any] = {}
    for name, size in sizes.items():
        user = make_bench_user(f"dash{name}")
        load = populate(user, **size)
        measured[name] = {**size, **load, "periods": measure(user, iterations=iterations)}
    full = measured["full"]["periods"]
    small = measured["small"]["periods"]
    worst = max(PERIODS, key=lambda period: full[period]["selector"]["p95_ms"])
    return {
        "p95_ms": full[worst]["selector"]["p95_ms"],
        "p95_period": worst,
        "queries": full[worst]["selector"]["queries"],
        "api_p95_ms": max(full[period]["api"]["p95_ms"] for period in PERIODS),
        "api_queries": full[worst]["api"]["queries"],
        "queries_constant": all(
            full[p][kind]["queries"] == small[p][kind]["queries"] for p in PERIODS for kind in ("selector", "api")
        ),
        "iterations": iterations,
        "sizes": measured,
    }
