"""The ten tools: happy paths, schema violations, identity smuggled into arguments, isolation between users."""

import pytest

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.nvc.wording import label_text
from nvcpractice.practice.models import Evaluation, PracticeSession
from nvcpractice.profiles.models import Profile
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db

VALID = {
    "rag_search": {"query": "request or demand", "k": 2},
    "evaluate_nvc": {"text": "I feel worried because I value safety."},
    "profile_query": {},
    "profile_update": {"goals": "Practise requests"},
    "scenario_search": {"query": "meetings"},
    "scenario_generate": {"topic": "holiday plans", "relationship": "family", "difficulty": 2, "locale": "en"},
    "dashboard_query": {"period": "week"},
    "practice_start": {"scenario_id": 1},
    "wiki_search": {"query": "requests"},
    "wiki_write": {"title": "Tip", "body": "Ask, don't demand.", "locale": "en"},
}
INVALID = {
    "rag_search": {"query": "", "k": 2},
    "evaluate_nvc": {"text": 42},
    "profile_query": {"verbose": True},
    "profile_update": {"locale": "fr"},
    "scenario_search": {"difficulty": 5},
    "scenario_generate": {"topic": "x y", "relationship": "enemies", "difficulty": 2, "locale": "en"},
    "dashboard_query": {"period": "decade"},
    "practice_start": {"scenario_id": "abc"},
    "wiki_search": {},
    "wiki_write": {"title": "T", "body": "x" * 6000, "locale": "en"},
}
SMUGGLED = ["user_id", "user", "owner_id", "session_id"]


@pytest.mark.parametrize("name", sorted(VALID))
def test_schema_violations_are_refused(call, user, name):
    result = call(name, INVALID[name], user)
    assert result.success is False
    assert "invalid arguments" in result.error


@pytest.mark.parametrize("field", SMUGGLED)
@pytest.mark.parametrize("name", sorted(VALID))
def test_identity_in_arguments_is_refused(call, user, other_user, name, field):
    result = call(name, {**VALID[name], field: other_user.pk}, user)
    assert result.success is False
    assert "Additional properties are not allowed" in result.error


def test_rag_search_finds_by_meaning_and_words_with_sources(call, user, knowledge):
    result = call("rag_search", {"query": "how is a request different from a demand", "k": 2}, user)
    assert result.success
    first = result.data["results"][0]
    assert first["title"] == "Requests and demands"
    assert first["source"].startswith("handbook")
    chinese = call("rag_search", {"query": "请求和要求有什么不同", "k": 1, "locale": "zh-hans"}, user).data["results"]
    assert [hit["title"] for hit in chinese] == ["请求与要求"]


def test_evaluate_nvc_stores_an_evaluation_for_the_caller_only(call, user, other_user, session_of):
    session = session_of(user, "free_dialog")
    result = call("evaluate_nvc", {"text": "You never listen."}, user, session=session)
    assert result.success
    assert result.data["components"]["observation"]["label"] == "evaluation"
    assert result.data["components"]["observation"]["label_text"] == label_text("observation", "evaluation", "en")
    assert result.data["source"] == "rules"
    evaluation = Evaluation.objects.get()
    assert (evaluation.user, evaluation.session) == (user, session)
    assert not Evaluation.objects.filter(user=other_user).exists()


def test_evaluate_nvc_while_a_four_step_answer_is_given_only_evaluates(call, user, session_of):
    session = session_of(user, "structured")
    result = call("evaluate_nvc", {"text": "你从来不听我说话。"}, user, session=session, mode="structured")
    assert result.success
    assert result.data["components"]["observation"]["label_text"] == label_text("observation", "evaluation", "zh-hans")
    assert not Evaluation.objects.exists()  # the structured mode stores it as a step result
    session.structured_step = "done"
    session.save(update_fields=["structured_step"])
    call("evaluate_nvc", {"text": "You never listen."}, user, session=session, mode="structured")
    assert Evaluation.objects.get().session == session


def test_evaluate_nvc_in_another_users_session_is_refused(call, user, other_user, session_of):
    foreign = session_of(other_user, "structured")
    result = call("evaluate_nvc", {"text": "I feel calm."}, user, session=foreign)
    assert result.error == "not found"
    assert not Evaluation.objects.exists()


def test_profile_query_returns_only_the_callers_profile(call, user, other_user):
    Profile.objects.filter(user=other_user).update(goals="secret goal of bob")
    Profile.objects.filter(user=user).update(goals="alice's goal")
    data = call("profile_query", {}, user).data
    assert data["goals"] == "alice's goal"
    assert "secret" not in str(data)
    assert set(data["progress"]) >= {"sessions", "evaluations", "average_score", "weakest_component"}


def test_profile_update_changes_only_the_callers_profile(call, user, other_user):
    result = call("profile_update", {"display_name": "<b>Ally</b>", "locale": "zh-hans", "goals": "Listen more"}, user)
    assert result.success, result.error
    mine = Profile.objects.get(user=user)
    assert (mine.display_name, mine.locale, mine.goals) == ("Ally", "zh-hans", "Listen more")
    assert Profile.objects.get(user=other_user).display_name == "bob"
    assert call("profile_update", {}, user).error.startswith("nothing to update")


def test_scenario_search_sees_approved_and_own_generated_only(call, user, other_user, library):
    theirs = call("scenario_generate", VALID["scenario_generate"], other_user).data["scenario"]
    mine = call("scenario_generate", {**VALID["scenario_generate"], "topic": "money"}, user).data["scenario"]
    found = {s["id"] for s in call("scenario_search", {}, user).data["scenarios"]}
    assert library["en-meet"].pk in found
    assert mine["id"] in found
    assert theirs["id"] not in found
    assert library["en-hidden"].pk not in found
    zh = call("scenario_search", {"locale": "zh-hans"}, user).data["scenarios"]
    assert [s["title"] for s in zh] == ["开会被打断"]
    ranked = call("scenario_search", {"query": "interrupted in meetings", "difficulty": 2}, user).data["scenarios"]
    assert ranked[0]["id"] == library["en-meet"].pk


def test_scenario_generate_is_pending_and_owned(call, user):
    data = call("scenario_generate", {**VALID["scenario_generate"], "locale": "zh-hans", "topic": "家务"}, user).data
    scenario = Scenario.objects.get(pk=data["scenario"]["id"])
    assert scenario.status == Scenario.Status.PENDING_REVIEW
    assert scenario.source == Scenario.Source.GENERATED
    assert scenario.created_by == user
    assert "家务" in scenario.situation + scenario.opening_line
    assert scenario.other_feelings and scenario.other_needs and scenario.pushback_lines


def test_dashboard_query_counts_only_the_callers_data(call, user, other_user, session_of):
    session_of(other_user, "structured").messages.create(role="user", content="You always shout.")
    call("evaluate_nvc", {"text": "You always shout."}, other_user)
    session_of(user, "free_dialog").messages.create(role="user", content="What is a need?")
    session_of(user, "scenario")  # opened and left: not a session practised
    data = call("dashboard_query", {"period": "all"}, user).data
    assert data["sessions"]["by_mode"]["free_dialog"] == 1
    assert data["sessions"]["total"] == 1
    assert data["evaluations"]["count"] == 0


def test_practice_start_in_own_session_with_visible_scenario(call, user, session_of, library):
    session = session_of(user, "scenario")
    result = call("practice_start", {"scenario_id": library["en-meet"].pk}, user, session=session, mode="scenario")
    assert result.success
    session.refresh_from_db()
    assert session.scenario == library["en-meet"]
    assert result.data["scenario"]["opening_line"] == "What now?"


def test_practice_start_refuses_hidden_and_foreign_things(call, user, other_user, session_of, library):
    session = session_of(user, "scenario")
    hidden = call("practice_start", {"scenario_id": library["en-hidden"].pk}, user, session=session)
    assert hidden.error == "not found"
    foreign_session = session_of(other_user, "scenario")
    assert call("practice_start", {"scenario_id": library["en-meet"].pk}, user, session=foreign_session).error == (
        "not found"
    )
    theirs = call("scenario_generate", VALID["scenario_generate"], other_user).data["scenario"]["id"]
    assert call("practice_start", {"scenario_id": theirs}, user, session=session).error == "not found"
    assert PracticeSession.objects.get(pk=foreign_session.pk).scenario is None
    assert call("practice_start", {"scenario_id": library["en-meet"].pk}, user).error.startswith("there is no session")


def test_wiki_write_is_pending_sanitised_and_limited(call, user):
    result = call(
        "wiki_write", {"title": "Ask <script>x()</script>kindly", "body": "<b>Be</b> concrete", "locale": "en"}, user
    )
    assert result.success
    entry = WikiEntry.objects.get()
    assert (entry.title, entry.body, entry.status, entry.author) == ("Ask kindly", "Be concrete", "pending", user)
    assert call("wiki_write", {"title": "<i></i>", "body": "x", "locale": "en"}, user).error.startswith("invalid")


def test_wiki_search_sees_approved_and_own_pending_only(call, user, other_user):
    call("wiki_write", {"title": "Requests tip mine", "body": "Requests are concrete", "locale": "en"}, user)
    call("wiki_write", {"title": "Requests tip theirs", "body": "Requests are concrete", "locale": "en"}, other_user)
    call("wiki_write", {"title": "Requests approved", "body": "Requests are concrete", "locale": "en"}, other_user)
    WikiEntry.objects.filter(title="Requests approved").update(status="approved")
    titles = {e["title"] for e in call("wiki_search", {"query": "requests concrete"}, user).data["entries"]}
    assert titles == {"Requests tip mine", "Requests approved"}
