"""The session a turn reads, in one query built once: the same objects ``select_related`` would give, linked so
the scenario, the learner and the profile cost no further query; nobody else's session."""

import pytest

from nvcpractice.practice.models import PracticeSession
from nvcpractice.practice.selectors import session_for_turn
from nvcpractice.practice.services import session_create
from nvcpractice.profiles.models import Profile
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db


def _values(instance):
    return {field.attname: getattr(instance, field.attname) for field in type(instance)._meta.concrete_fields}


@pytest.fixture
def scenario():
    return Scenario.objects.create(
        title="Late deliveries",
        situation="A supplier has missed three dates in a row.",
        other_role="Supplier",
        opening_line="We did our best, the trucks were full.",
        status=Scenario.Status.APPROVED,
        tags=["work", "deadlines"],
        other_feelings=["worried"],
        other_needs=["reliability"],
    )


def test_the_session_scenario_learner_and_profile_match_the_orm_and_cost_one_query(
    user, scenario, django_assert_num_queries
):
    session = session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    session.state = {"partner": {"mood": "guarded"}}
    session.save(update_fields=["state"])
    Profile.objects.filter(user=user).update(goals="Listen before answering", preferences={"tone": "warm"})
    expected = PracticeSession.objects.select_related("scenario", "user__profile").get(pk=session.pk)
    with django_assert_num_queries(1):
        read = session_for_turn(user_id=user.pk, session_id=session.pk)
        assert read.user.profile.user is read.user
        linked = (read.scenario, read.user, read.user.profile)
    assert _values(read) == _values(expected)
    assert [_values(obj) for obj in linked] == [
        _values(obj) for obj in (expected.scenario, expected.user, expected.user.profile)
    ]
    assert read.state == {"partner": {"mood": "guarded"}} and read.scenario.tags == ["work", "deadlines"]
    assert read.user.profile.preferences == {"tone": "warm"}
    assert not read._state.adding and read._state.db == "default"


def test_no_scenario_and_no_profile_are_known_without_a_query(user, django_assert_num_queries):
    session = session_create(user_id=user.pk, mode="free_dialog")
    Profile.objects.filter(user=user).delete()
    with django_assert_num_queries(1):
        read = session_for_turn(user_id=user.pk, session_id=session.pk)
        assert read.scenario is None
        with pytest.raises(Profile.DoesNotExist):
            read.user.profile  # noqa: B018 - the access is what is tested


def test_anyone_elses_session_does_not_exist(user, other_user):
    session = session_create(user_id=user.pk, mode="free_dialog")
    with pytest.raises(PracticeSession.DoesNotExist):
        session_for_turn(user_id=other_user.pk, session_id=session.pk)
    with pytest.raises(PracticeSession.DoesNotExist):
        session_for_turn(user_id=user.pk, session_id=session.pk + 1000)
