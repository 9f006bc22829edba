"""The dashboard's numbers, each computed here from known rows: whole-statement averages and four-step statistics."""

import datetime as dt
import itertools
from statistics import mean

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from nvcpractice.dashboard.selectors import dashboard_summary
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.result import LABEL_POINTS, score_labels
from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

pytestmark = pytest.mark.django_db

STATEMENTS = [
    {"observation": "observation", "feeling": "feeling", "need": "need", "request": "request"},
    {"observation": "evaluation", "feeling": "faux_feeling", "need": "need", "request": "vague"},
    {"observation": "observation", "feeling": "thought", "need": "strategy", "request": "demand"},
]
#: (component, accepted) in the order answered; attempts are numbered per component since its last pass.
ANSWERS = [
    ("observation", False),
    ("observation", False),
    ("observation", True),
    ("feeling", True),
    ("need", False),
    ("need", True),
    ("observation", True),
    ("feeling", False),
]


def add_evaluation(user, labels, *, days_ago=0, session=None):
    row = Evaluation.objects.create(
        user=user, session=session, text="x", locale="en", score=score_labels(labels), **labels
    )
    Evaluation.objects.filter(pk=row.pk).update(created_at=timezone.now() - dt.timedelta(days=days_ago))


def add_answers(user, session, answers, *, days_ago=0):
    since_pass = dict.fromkeys((*COMPONENTS, "empathy"), 0)
    for component, accepted, *helped in answers:
        since_pass[component] += 1
        Message.objects.create(session=session, role=Message.Role.USER, content="x")  # each answer was said
        row = StepResult.objects.create(
            user=user,
            session=session,
            component=component,
            label=component if accepted else "absent",
            accepted=accepted,
            attempt=since_pass[component],
            text="x",
            locale="en",
            with_help=bool(helped and helped[0]),
        )
        StepResult.objects.filter(pk=row.pk).update(created_at=timezone.now() - dt.timedelta(days=days_ago))
        if accepted:
            since_pass[component] = 0


@pytest.fixture
def history(user, other_user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    for labels in STATEMENTS:
        add_evaluation(user, labels, session=session)
    add_answers(user, session, ANSWERS)
    old = PracticeSession.objects.create(user=user, mode="structured")
    add_evaluation(user, STATEMENTS[0], days_ago=40, session=old)
    add_answers(user, old, [("request", False), ("request", True)], days_ago=40)
    theirs = PracticeSession.objects.create(user=other_user, mode="structured")
    add_evaluation(other_user, STATEMENTS[2], session=theirs)
    add_answers(other_user, theirs, [("feeling", True)])
    return session


def expected_steps(answers):
    stats = {}
    for component in (*COMPONENTS, "empathy"):
        mine = [accepted for c, accepted, *_ in answers if c == component]
        helped = [accepted and bool(rest and rest[0]) for c, accepted, *rest in answers if c == component]
        attempts_at_pass, count = [], 0
        for c, accepted, *_ in answers:
            if c == component:
                count += 1
                if accepted:
                    attempts_at_pass.append(count)
                    count = 0
        stats[component] = {
            "attempts": len(mine),
            "passed": sum(mine),
            "passed_with_help": sum(helped),
            "pass_rate": round(100 * sum(mine) / len(mine), 1) if mine else None,
            "attempts_to_pass": round(mean(attempts_at_pass), 1) if attempts_at_pass else None,
        }
    return stats


def test_averages_are_over_whole_statements_and_steps_over_answers(user, history):
    summary = dashboard_summary(user_id=user.pk, period="month")
    assert summary["evaluations"] == {
        "count": 3,
        "average_score": round(mean(score_labels(labels) for labels in STATEMENTS), 1),
    }
    for component in COMPONENTS:
        points = [4 * LABEL_POINTS[component][labels[component]] for labels in STATEMENTS]
        assert summary["component_averages"][component] == round(mean(points), 1)
    assert summary["steps"] == expected_steps(ANSWERS)
    # Spelled out once: observation passed at tries 3 and 1 of 4 answers.
    observation, request = summary["steps"]["observation"], summary["steps"]["request"]
    assert observation == {
        "attempts": 4,
        "passed": 2,
        "passed_with_help": 0,
        "pass_rate": 50.0,
        "attempts_to_pass": 2.0,
    }
    assert request == {"attempts": 0, "passed": 0, "passed_with_help": 0, "pass_rate": None, "attempts_to_pass": None}


def test_all_time_includes_older_practice(user, history):
    summary = dashboard_summary(user_id=user.pk, period="all")
    assert summary["evaluations"]["count"] == 4
    assert summary["steps"] == expected_steps([*ANSWERS, ("request", False), ("request", True)])


def test_weakest_breaks_a_tie_of_averages_by_the_pass_rate(user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    add_evaluation(user, STATEMENTS[0], session=session)  # every component 100
    add_answers(user, session, [("observation", True), ("feeling", True), ("need", False), ("need", True)])
    summary = dashboard_summary(user_id=user.pk, period="all")
    assert set(summary["component_averages"].values()) == {100.0}
    assert summary["weakest_component"] == "need"


def test_the_number_of_queries_does_not_grow_with_the_data(user, other_user):
    def count_for(who):
        with CaptureQueriesContext(connection) as captured:
            dashboard_summary(user_id=who.pk, period="all")
        return len(captured.captured_queries)

    small = PracticeSession.objects.create(user=other_user, mode="structured")
    add_evaluation(other_user, STATEMENTS[0], session=small)
    add_answers(other_user, small, [("observation", True)])
    for days_ago, labels in zip(range(30), itertools.cycle(STATEMENTS), strict=False):
        session = PracticeSession.objects.create(user=user, mode="structured")
        add_evaluation(user, labels, days_ago=days_ago, session=session)
        add_answers(user, session, ANSWERS, days_ago=days_ago)
    assert count_for(user) == count_for(other_user) <= 6


def test_dashboard_query_tool_and_api_give_the_steps(user, history, api_client):
    context = ToolContext(user_id=user.pk, session_id=None, mode="free_dialog", locale="en")
    data = execute_tool_call("dashboard_query", '{"period": "month"}', context).result.data
    assert data["steps"] == expected_steps(ANSWERS)
    body = api_client.get("/api/dashboard/", {"period": "month"}).json()
    assert body["steps"] == expected_steps(ANSWERS)
    assert body["evaluations"]["count"] == 3


def test_a_session_without_a_word_from_the_learner_is_not_counted(user):
    said = PracticeSession.objects.create(user=user, mode="structured")
    Message.objects.create(session=said, role=Message.Role.USER, content="When I saw the cups")
    Message.objects.create(session=said, role=Message.Role.ASSISTANT, content="What did you feel?")
    opened = PracticeSession.objects.create(user=user, mode="scenario")
    Message.objects.create(session=opened, role=Message.Role.ASSISTANT, content="Hello, what shall we practise?")
    PracticeSession.objects.create(user=user, mode="free_dialog")
    summary = dashboard_summary(user_id=user.pk, period="all")
    assert summary["sessions"]["total"] == 1
    assert summary["sessions"]["by_mode"] == {"free_dialog": 0, "scenario": 0, "structured": 1}
    assert summary["streak_days"] == 1
