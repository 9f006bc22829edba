"""A learner's progress, computed in three SQL queries whatever the amount of data.

Scores are averaged over whole statements only (``Evaluation`` rows: finished four-step statements, ``/api/evaluate/``
and any other evaluated statement); per-component scores are the evaluator's label points scaled to 0–100 (see
``nvcpractice.nvc.result``; stored per row as ``Evaluation.<component>_points``), summed per day in the database and
divided out in Python: the totals are the sums of the day rows, one query for both. The four-step practice's answers
(``StepResult`` rows) give per-component pass rates and the mean attempt number at which a component passed, and the
same for the guesses of the "hear the other person" exercise (``empathy``). The streak counts consecutive days with
practice ending today or yesterday. See docs/scoring.md.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.contrib.postgres.aggregates import ArrayAgg
from django.db.models import (
    Avg,
    Count,
    Q,
    QuerySet,
    Sum,
)
from django.db.models.functions import TruncDate
from django.utils import timezone

from nvcpractice.nvc import COMPONENTS
from nvcpractice.practice.models import Evaluation, Mode, PracticeSession, StepResult
from nvcpractice.practice.selectors import sessions_practised

#: The rows of the per-step table: the four steps, then the guesses of the "hear the other person" exercise.
STEP_ROWS = (*COMPONENTS, "empathy")
PERIODS = {"week": 7, "month": 30, "quarter": 90, "year": 365, "all": None}
#: How far back practice days are read for the streak.
STREAK_DAYS = 400
NEXT_EXERCISE = {
    "observation": {
        "en": "Describe one moment from today as a camera would record it — no always, never or labels.",
        "zh-hans": "像摄像机一样描述今天的一个瞬间——不用“总是”“从来”，也不贴标签。",
    },
    "feeling": {
        "en": "Name what you feel with a word from the feelings list — not 'ignored' or 'I feel that…'.",
        "zh-hans": "从感受词汇表里选一个词说出你的感受——不要用“被忽视”或“我觉得你……”。",
    },
    "need": {
        "en": "Find the universal need behind a wish: 'I need you to…' becomes 'I value…'.",
        "zh-hans": "找到愿望背后的普遍需要：把“我需要你……”换成“我看重……”。",
    },
    "request": {
        "en": "Turn a complaint into a doable request someone could say no to: 'Would you be willing to…?'",
        "zh-hans": "把一句抱怨变成对方可以拒绝的具体请求：“你愿意……吗？”",
    },
}


def _streak(days: list[dt.date], today: dt.date) -> int:
    practiced = set(days)
    start = today if today in practiced else today - dt.timedelta(days=1)
    streak = 0
    while start - dt.timedelta(days=streak) in practiced:
        streak += 1
    return streak


def _rounded(value: float | None) -> float | None:
    return round(value, 1) if value is not None else None


def step_statistics(*, results: QuerySet[StepResult]) -> dict[str, dict[str, Any]]:
    """Per step (the four components, then ``empathy`` guesses): answers given, answers accepted (and of those,
    passed with the coach's ready-made answer), the pass rate (0–100) and the mean attempt of a pass."""
    rows = {
        row["component"]: row
        for row in results.values("component").annotate(
            attempts=Count("id"),
            passed=Count("id", filter=Q(accepted=True)),
            with_help=Count("id", filter=Q(accepted=True, with_help=True)),
            to_pass=Avg("attempt", filter=Q(accepted=True)),
        )
    }
    stats = {}
    for component in STEP_ROWS:
        row = rows.get(component, {"attempts": 0, "passed": 0, "with_help": 0, "to_pass": None})
        rate = 100 * row["passed"] / row["attempts"] if row["attempts"] else None
        stats[component] = {
            "attempts": row["attempts"],
            "passed": row["passed"],
            "passed_with_help": row["with_help"],
            "pass_rate": _rounded(rate),
            "attempts_to_pass": _rounded(row["to_pass"]),
        }
    return stats


def _evaluation_days(evaluations: QuerySet[Evaluation]) -> list[dict[str, Any]]:
    """Per day in order: the number of whole statements and the integer sums of their scores and component points,
    one query; averages are divided out in Python, so the totals come from the same rows. The points are the stored
    ``Evaluation.<component>_points`` (label points scaled to 0–100)."""
    sums = {component: Sum(f"{component}_points") for component in COMPONENTS}
    return list(
        evaluations.annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(n=Count("id"), score=Sum("score"), **sums)
        .order_by("day")
    )


def _evaluation_figures(
    days: list[dict[str, Any]],
) -> tuple[dict[str, Any], dict[str, float | None], list[dict[str, Any]]]:
    """The count and average score, the average points per component and the daily trend, from the day rows."""
    count = sum(row["n"] for row in days)
    totals = {key: sum(row[key] for row in days) for key in ("score", *COMPONENTS)}
    mean = {key: total / count if count else None for key, total in totals.items()}
    trend = [
        {
            "date": row["day"].isoformat(),
            "evaluations": row["n"],
            **{key: round(row[key] / row["n"], 1) for key in ("score", *COMPONENTS)},
        }
        for row in days
    ]
    evaluations = {"count": count, "average_score": _rounded(mean["score"])}
    return evaluations, {c: _rounded(mean[c]) for c in COMPONENTS}, trend


def _weakest(averages: dict[str, float | None], steps: dict[str, dict[str, Any]]) -> str | None:
    """The lowest average; on a tie (e.g. every finished statement at 100) the lowest four-step pass rate."""
    scored = {c: v for c, v in averages.items() if v is not None}
    if not scored:
        return None

    def rank(component: str) -> tuple[float, float, int]:
        rate = steps[component]["pass_rate"]
        return scored[component], rate if rate is not None else 100.0, COMPONENTS.index(component)

    return min(scored, key=rank)


def _session_figures(
    *, user_id: int, since: dt.datetime | None, streak_from: dt.datetime
) -> tuple[dict[str, Any], list[dt.date]]:
    """Sessions practised, in one query: in the period, the count in all, completed and per mode; and the distinct
    days practised since ``streak_from`` (whatever the period), for the streak."""
    sessions = sessions_practised(user_id=user_id)
    in_period = Q()
    if since is not None:
        sessions = sessions.filter(started_at__gte=min(since, streak_from))
        in_period = Q(started_at__gte=since)
    per_mode = {mode: Count("id", filter=in_period & Q(mode=mode)) for mode in Mode.values}
    row = sessions.aggregate(
        total=Count("id", filter=in_period or None),
        completed=Count("id", filter=in_period & Q(status=PracticeSession.Status.COMPLETED)),
        days=ArrayAgg(TruncDate("started_at"), distinct=True, filter=Q(started_at__gte=streak_from)),
        **{f"mode_{mode}": count for mode, count in per_mode.items()},
    )
    figures = {
        "total": row["total"],
        "completed": row["completed"],
        "by_mode": {mode: row[f"mode_{mode}"] for mode in Mode.values},
    }
    return figures, row["days"] or []


def dashboard_summary(*, user_id: int, period: str = "month", locale: str = "en") -> dict[str, Any]:
    """Sessions by mode, averages per component, four-step pass rates, a daily trend, the streak, the weakest.

    Three queries: the sessions (figures and streak days), the evaluations per day (trend and totals), the steps.
    """
    if period not in PERIODS:
        raise ValueError(f"period must be one of {', '.join(PERIODS)}")
    now = timezone.now()
    days = PERIODS[period]
    since = now - dt.timedelta(days=days) if days else None

    evaluations = Evaluation.objects.filter(user_id=user_id)
    step_results = StepResult.objects.filter(user_id=user_id)
    if since is not None:
        evaluations = evaluations.filter(created_at__gte=since)
        step_results = step_results.filter(created_at__gte=since)

    sessions, practice_days = _session_figures(
        user_id=user_id, since=since, streak_from=now - dt.timedelta(days=STREAK_DAYS)
    )
    counts, averages, trend = _evaluation_figures(_evaluation_days(evaluations))
    steps = step_statistics(results=step_results)
    weakest = _weakest(averages, steps)
    language = "zh-hans" if locale == "zh-hans" else "en"
    return {
        "period": period,
        "sessions": sessions,
        "evaluations": counts,
        "component_averages": averages,
        "steps": steps,
        "trend": trend,
        "streak_days": _streak(practice_days, timezone.localdate(now)),
        "weakest_component": weakest,
        "next_exercise": NEXT_EXERCISE[weakest][language] if weakest else None,
    }
