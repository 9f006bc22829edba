"""The typed session state and the seam the runtime calls: one reader for every key, and each mode's exercise."""

import pytest

from nvcpractice.practice.exercises import exercise_for
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.practice.models import PracticeSession

pytestmark = pytest.mark.django_db


def test_a_malformed_state_reads_as_empty(user):
    session = PracticeSession.objects.create(
        user=user, mode="structured", state={"answers": "oops", "heard": {"x": 1}, "other": [1], "offered": None}
    )
    state = SessionState.of(session)
    assert (state.answers, state.heard, state.other, state.offered) == ({}, [], {}, {})


def test_each_mode_has_its_exercise(user):
    kinds = {
        mode: exercise_for(PracticeSession.objects.create(user=user, mode=mode, state=state)).kind
        for mode, state in (("free_dialog", {}), ("scenario", {}), ("structured", {}))
    }
    empathy = PracticeSession.objects.create(user=user, mode="structured", state={"exercise": "empathy"})
    assert kinds == {"free_dialog": "free", "scenario": "roleplay", "structured": "four_steps"}
    assert exercise_for(empathy).kind == "empathy"


def test_only_an_evaluation_moves_an_exercise_on(user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    assert exercise_for(session).after_tool(name="rag_search", data={}, text="x") is None
    free = PracticeSession.objects.create(user=user, mode="free_dialog")
    assert exercise_for(free).after_tool(name="evaluate_nvc", data={}, text="x") is None
