"""The data migration turning old per-step evaluations of four-step sessions into step results (issue 12).

The migration function runs with the app registry of the state it was written for (``practice`` at 0003), on
real rows in the test database.
"""

import datetime as dt
import importlib
import json

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from nvcpractice.dashboard.selectors import dashboard_summary
from nvcpractice.nvc import analyze
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult

pytestmark = pytest.mark.django_db
migration = importlib.import_module("nvcpractice.practice.migrations.0004_step_results_from_evaluations")
START = timezone.now() - dt.timedelta(days=2)


@pytest.fixture
def old_apps():
    return MigrationExecutor(connection).loader.project_state(("practice", "0003_step_result")).apps


def old_evaluation(apps, *, user, session, text, minute):
    """A row as the old code stored it: the whole-statement analysis of ``text``."""
    analysis = analyze(text)
    row = apps.get_model("practice", "Evaluation").objects.create(
        user_id=user.pk,
        session_id=session.pk if session else None,
        text=text,
        locale=analysis.locale,
        score=analysis.score,
        details=analysis.to_dict(),
        source="rules",
        **analysis.labels(),
    )
    apps.get_model("practice", "Evaluation").objects.filter(pk=row.pk).update(
        created_at=START + dt.timedelta(minutes=minute)
    )
    return row


def old_session(apps, user, **fields):
    return apps.get_model("practice", "PracticeSession").objects.create(user_id=user.pk, mode="structured", **fields)


FINISHED = [
    "You always leave a mess.",
    "When I saw four mugs on the desk at noon",
    "I feel ignored",
    "I felt annoyed and tired",
    "because I need order",
    "Would you be willing to put them in the dishwasher before 6 pm?",
]
AFTER_DONE = "When you said 'later' twice today, I felt tense, because I need clarity. Would you tell me by 5 pm?"


def test_old_rows_become_step_results_and_one_whole_statement(old_apps, user, other_user):
    finished = old_session(old_apps, user, structured_step="done", status="completed")
    for minute, text in enumerate(FINISHED):
        old_evaluation(old_apps, user=user, session=finished, text=text, minute=minute)
    after = old_evaluation(old_apps, user=user, session=finished, text=AFTER_DONE, minute=10)
    unfinished = old_session(old_apps, other_user, structured_step="feeling")
    old_evaluation(old_apps, user=other_user, session=unfinished, text="当时你说了三次“等一下”", minute=20)
    old_evaluation(old_apps, user=other_user, session=unfinished, text="我觉得你根本不在乎我", minute=21)
    standalone = old_evaluation(old_apps, user=user, session=None, text="I feel calm.", minute=30)

    migration.convert_step_evaluations(old_apps, None)

    steps = list(StepResult.objects.filter(session_id=finished.pk).order_by("id"))
    assert [(s.component, s.attempt, s.accepted) for s in steps] == [
        ("observation", 1, False),
        ("observation", 2, True),
        ("feeling", 1, False),
        ("feeling", 2, True),
        ("need", 1, True),
        ("request", 1, True),
    ]
    assert [s.label for s in steps] == ["evaluation", "observation", "faux_feeling", "feeling", "need", "request"]
    assert [s.text for s in steps] == FINISHED
    assert steps[0].created_at == START and steps[0].details["label"] == "evaluation"
    final, kept = Evaluation.objects.filter(session_id=finished.pk).order_by("created_at")
    assert final.text == (
        "When I saw four mugs on the desk at noon, I felt annoyed and tired, because I need order. "
        "Would you be willing to put them in the dishwasher before 6 pm?"
    )
    assert (final.score, final.observation, final.request) == (100, "observation", "request")
    assert final.created_at == START + dt.timedelta(minutes=5)
    assert kept.pk == after.pk
    partial = StepResult.objects.filter(session_id=unfinished.pk).order_by("id")
    assert [(s.component, s.accepted, s.locale) for s in partial] == [
        ("observation", True, "zh-hans"),
        ("feeling", False, "zh-hans"),
    ]
    assert not Evaluation.objects.filter(session_id=unfinished.pk).exists()
    assert Evaluation.objects.filter(pk=standalone.pk).exists()

    # The old dashboard becomes right: whole statements only, step statistics from the replay.
    summary = dashboard_summary(user_id=user.pk, period="all")
    whole = [100, analyze(AFTER_DONE).score, analyze("I feel calm.").score]
    assert summary["evaluations"] == {"count": 3, "average_score": round(sum(whole) / 3, 1)}
    observation, need = summary["steps"]["observation"], summary["steps"]["need"]
    assert observation == {
        "attempts": 2,
        "passed": 1,
        "passed_with_help": 0,
        "pass_rate": 50.0,
        "attempts_to_pass": 2.0,
    }
    assert need == {"attempts": 1, "passed": 1, "passed_with_help": 0, "pass_rate": 100.0, "attempts_to_pass": 1.0}


def test_running_again_changes_nothing(old_apps, user):
    session = old_session(old_apps, user, structured_step="done", status="completed")
    for minute, text in enumerate(FINISHED):
        old_evaluation(old_apps, user=user, session=session, text=text, minute=minute)
    migration.convert_step_evaluations(old_apps, None)
    before = (StepResult.objects.count(), list(Evaluation.objects.values_list("id", flat=True)))
    migration.convert_step_evaluations(old_apps, None)
    assert (StepResult.objects.count(), list(Evaluation.objects.values_list("id", flat=True))) == before


label_migration = importlib.import_module("nvcpractice.practice.migrations.0005_label_text_in_stored_tool_results")


def test_stored_tool_results_gain_label_text(user):
    apps = MigrationExecutor(connection).loader.project_state(("practice", "0004_step_results_from_evaluations")).apps
    session = PracticeSession.objects.create(user=user, mode="structured")
    old = {
        "ok": True,
        "data": analyze("你总是迟到。").to_dict(),
        "practice": {"step": "observation", "accepted": False, "label": "evaluation", "next_step": "observation"},
    }
    stored = Message.objects.create(session=session, role="tool", name="evaluate_nvc", content=json.dumps(old))
    failed = Message.objects.create(session=session, role="tool", name="evaluate_nvc", content='{"ok": false}')
    broken = Message.objects.create(session=session, role="tool", name="evaluate_nvc", content="not json")

    label_migration.add_label_text(apps, None)

    payload = json.loads(Message.objects.get(pk=stored.pk).content)
    observation = payload["data"]["components"]["observation"]
    assert observation["label_text"] == label_text("observation", "evaluation", "zh-hans") == "一个评判混进了描述里"
    assert payload["data"]["components"]["request"]["label_text"] == label_text("request", "absent", "zh-hans")
    assert payload["practice"]["label_text"] == observation["label_text"]
    assert Message.objects.get(pk=failed.pk).content == '{"ok": false}'
    assert Message.objects.get(pk=broken.pk).content == "not json"
