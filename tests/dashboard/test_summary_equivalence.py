"""The dashboard computed in three queries gives exactly what the earlier six queries gave, on generated history.

``reference_summary`` is the earlier computation, kept here as the yardstick: every figure a separate SQL aggregate
(``AVG`` in the database for the totals and for each day of the trend, one query each for the sessions by mode, the
completed sessions and the practice days). The dashboard now sums per day once and divides in Python; the learner
must not see a single digit change, so both are compared as JSON, for every period, on seeded random history.
"""

import datetime as dt
import json
import random
from fractions import Fraction

import pytest
from django.db.models import Avg, Case, Count, IntegerField, Value, When
from django.db.models.functions import TruncDate
from django.utils import timezone

from nvcpractice.dashboard import selectors
from nvcpractice.dashboard.selectors import PERIODS, dashboard_summary
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.result import LABEL_POINTS
from nvcpractice.practice.models import Evaluation, Message, Mode, PracticeSession, StepResult
from nvcpractice.practice.selectors import sessions_practised

pytestmark = pytest.mark.django_db


def _points(component):
    whens = [When(**{component: label}, then=Value(points * 4)) for label, points in LABEL_POINTS[component].items()]
    return Case(*whens, default=Value(0), output_field=IntegerField())


def reference_summary(user_id, period):
    """The six-query computation the dashboard used before (sessions, totals, days, completed, steps, trend)."""
    now = timezone.now()
    since = now - dt.timedelta(days=PERIODS[period]) if PERIODS[period] else None
    sessions = sessions_practised(user_id=user_id)
    evaluations = Evaluation.objects.filter(user_id=user_id)
    results = StepResult.objects.filter(user_id=user_id)
    if since is not None:
        sessions = sessions.filter(started_at__gte=since)
        evaluations = evaluations.filter(created_at__gte=since)
        results = results.filter(created_at__gte=since)
    by_mode = dict(sessions.values_list("mode").annotate(n=Count("id")).values_list("mode", "n"))
    avgs = {c: Avg(_points(c)) for c in COMPONENTS}
    totals = evaluations.aggregate(count=Count("id"), score=Avg("score"), **avgs)
    days = sessions_practised(user_id=user_id).filter(started_at__gte=now - dt.timedelta(days=400))
    days = list(days.annotate(day=TruncDate("started_at")).values_list("day", flat=True).distinct().order_by("-day"))
    trend = (
        evaluations.annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(n=Count("id"), score=Avg("score"), **avgs)
        .order_by("day")
    )
    averages = {c: selectors._rounded(totals[c]) for c in COMPONENTS}
    steps = selectors.step_statistics(results=results)
    weakest = selectors._weakest(averages, steps)
    return {
        "period": period,
        "sessions": {
            "total": sum(by_mode.values()),
            "completed": sessions.filter(status=PracticeSession.Status.COMPLETED).count(),
            "by_mode": {m: by_mode.get(m, 0) for m in Mode.values},
        },
        "evaluations": {"count": totals["count"], "average_score": selectors._rounded(totals["score"])},
        "component_averages": averages,
        "steps": steps,
        "trend": [
            {
                "date": row["day"].isoformat(),
                "evaluations": row["n"],
                "score": round(row["score"], 1),
                **{c: round(row[c], 1) for c in COMPONENTS},
            }
            for row in trend
        ],
        "streak_days": selectors._streak(days, timezone.localdate(now)),
        "weakest_component": weakest,
        "next_exercise": selectors.NEXT_EXERCISE[weakest]["en"] if weakest else None,
    }


def generate_history(user, rng, *, sessions, evaluations):
    """Sessions over 450 days (some never spoken in), evaluations with random labels, a few step answers; returns the
    number of sessions spoken in."""
    now = timezone.now()
    made, spoken = [], 0
    for index in range(sessions):
        session = PracticeSession.objects.create(
            user=user,
            mode=rng.choice(Mode.values),
            status=rng.choice(PracticeSession.Status.values),
        )
        # The first twelve: one a day, a streak longer than a week; then any day, every fifth never spoken in.
        session.started_at = now - dt.timedelta(days=index if index < 12 else rng.uniform(0, 450))
        made.append(session)
        if index < 12 or index % 5:
            Message.objects.create(session=session, role=Message.Role.USER, content="x")
            spoken += 1
    PracticeSession.objects.bulk_update(made, ["started_at"])
    rows = []
    for _ in range(evaluations):
        labels = {c: rng.choice(list(LABEL_POINTS[c])) for c in COMPONENTS}
        rows.append(
            Evaluation(
                user=user,
                session=rng.choice(made),
                text="x",
                locale="en",
                score=sum(LABEL_POINTS[c][labels[c]] for c in COMPONENTS),
                **labels,
            )
        )
    rows = Evaluation.objects.bulk_create(rows)
    for row in rows:
        row.created_at = now - dt.timedelta(seconds=rng.uniform(0, 120 * 86400))  # many days, few statements each
    Evaluation.objects.bulk_update(rows, ["created_at"])
    for session in made[:10]:
        for component in (*COMPONENTS, "empathy"):
            StepResult.objects.create(
                user=user,
                session=session,
                component=component,
                label=component,
                accepted=rng.random() < 0.6,
                attempt=rng.randint(1, 3),
                text="x",
                locale="en",
            )
    return spoken


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_three_query_summary_equals_the_six_query_one(user, other_user, seed):
    rng = random.Random(seed)
    spoken = generate_history(user, rng, sessions=60, evaluations=400)
    generate_history(other_user, rng, sessions=10, evaluations=30)
    for period in PERIODS:
        expected = reference_summary(user.pk, period)
        actual = dashboard_summary(user_id=user.pk, period=period)
        assert json.dumps(actual) == json.dumps(expected), period
    assert dashboard_summary(user_id=user.pk, period="all")["sessions"]["total"] == spoken
    assert dashboard_summary(user_id=user.pk, period="week")["streak_days"] >= 12


def test_averages_exactly_halfway_between_tenths_round_as_before(user):
    """Means of exactly x.x5 are where a float computed another way could round apart: 80 statements, one whole."""
    session = PracticeSession.objects.create(user=user, mode="structured")
    Message.objects.create(session=session, role=Message.Role.USER, content="x")
    whole = dict(zip(COMPONENTS, COMPONENTS, strict=True))
    weak = {"observation": "absent", "feeling": "absent", "need": "absent", "request": "demand"}
    Evaluation.objects.bulk_create(
        Evaluation(
            user=user,
            session=session,
            text="x",
            locale="en",
            score=sum(LABEL_POINTS[c][labels[c]] for c in COMPONENTS),
            **labels,
        )
        for labels in [whole] + [weak] * 79
    )
    exact = {"observation": Fraction(100, 80), "request": Fraction(100 + 79 * 16, 80)}
    assert exact == {"observation": Fraction("1.25"), "request": Fraction("17.05")}
    summary = dashboard_summary(user_id=user.pk, period="all")
    assert json.dumps(summary) == json.dumps(reference_summary(user.pk, "all"))
    for component, value in exact.items():
        assert summary["component_averages"][component] == round(float(value), 1)
        assert summary["trend"][0][component] == round(float(value), 1)
