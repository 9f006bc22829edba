"""The web pages through Django's test client: login required, other people's things are 404, forms show errors,
CSRF is on, user content is escaped, the language follows the profile, and long jobs report their status."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client
from django.urls import reverse

from nvcpractice.knowledge.models import KnowledgeChunk, WikiEntry
from nvcpractice.knowledge.services import knowledge_chunk_upsert, wiki_entry_create
from nvcpractice.practice import services as practice_services
from nvcpractice.practice.models import Message, PracticeSession
from nvcpractice.scenarios.models import Scenario
from nvcpractice.web.markup import render_markdown
from scenes.approval import Credential, pending_action_decide

pytestmark = pytest.mark.django_db

PAGES = [
    "/practice/",
    "/scenarios/",
    "/scenarios/propose/",
    "/dashboard/",
    "/profile/",
    "/history/",
    "/wiki/",
    "/wiki/new/",
]


@pytest.fixture
def alice_client(client, user):
    client.force_login(user)
    return client


@pytest.fixture
def scenario(db):
    return Scenario.objects.create(
        title="Dishes in the sink",
        situation="Your flatmate left dishes in the sink for three days.",
        other_role="Your flatmate",
        opening_line="What now?",
        status=Scenario.Status.APPROVED,
    )


@pytest.mark.parametrize("url", [*PAGES, "/practice/1/", "/scenarios/1/", "/wiki/1/"])
def test_pages_require_login(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("url", ["/", "/accounts/login/", "/accounts/signup/"])
def test_public_pages_open_to_everyone(client, url):
    assert client.get(url).status_code == 200


@pytest.mark.parametrize("url", PAGES)
def test_pages_render_for_a_new_user(alice_client, url):
    response = alice_client.get(url)
    assert response.status_code == 200
    assert b'aria-current="page"' in response.content or url.endswith("propose/") or url.endswith("new/")


def test_start_session_in_each_mode(alice_client, user):
    for mode in ("free_dialog", "scenario", "structured"):
        response = alice_client.post("/practice/", {"mode": mode})
        assert response.status_code == 302
        session = PracticeSession.objects.filter(user=user).order_by("-pk").first()
        assert session.mode == mode
        assert response["Location"] == f"/practice/{session.pk}/"
        page = alice_client.get(response["Location"])
        assert page.status_code == 200
        assert f'data-mode="{mode}"'.encode() in page.content


def test_start_session_with_a_bad_mode_shows_an_error(alice_client, user):
    response = alice_client.post("/practice/", {"mode": "karaoke"})
    assert response.status_code == 200
    assert response.context["form"].errors
    assert not PracticeSession.objects.filter(user=user).exists()


def test_other_peoples_things_are_404(alice_client, other_user):
    session = practice_services.session_create(user_id=other_user.pk, mode="free_dialog")
    theirs = Scenario.objects.create(
        title="Private",
        situation="Something only Bob sees.",
        other_role="Someone",
        opening_line="Hi",
        status=Scenario.Status.PENDING_REVIEW,
        source=Scenario.Source.GENERATED,
        created_by=other_user,
    )
    entry = WikiEntry.objects.create(title="Bob's draft", body="Pending", author=other_user)
    assert alice_client.get(f"/practice/{session.pk}/").status_code == 404
    assert alice_client.get(f"/practice/{session.pk}/transcript/").status_code == 404
    assert alice_client.get(f"/practice/{session.pk}/side/").status_code == 404
    assert alice_client.get(f"/scenarios/{theirs.pk}/").status_code == 404
    assert alice_client.post(f"/scenarios/{theirs.pk}/practise/").status_code == 404
    assert alice_client.get(f"/wiki/{entry.pk}/").status_code == 404
    missing = alice_client.get("/practice/999999/")
    assert missing.status_code == 404
    assert b"Page not found" in missing.content and b"favicon.svg" in missing.content


def test_practise_a_scenario_creates_a_scenario_session(alice_client, user, scenario):
    page = alice_client.get(f"/scenarios/{scenario.pk}/")
    assert page.status_code == 200
    assert b"Dishes in the sink" in page.content
    response = alice_client.post(f"/scenarios/{scenario.pk}/practise/")
    session = PracticeSession.objects.get(user=user)
    assert response["Location"] == f"/practice/{session.pk}/"
    assert session.mode == "scenario" and session.scenario_id == scenario.pk
    practice = alice_client.get(response["Location"])
    assert b"Your flatmate" in practice.content and b"What now?" in practice.content


def test_practise_needs_post(alice_client, scenario):
    assert alice_client.get(f"/scenarios/{scenario.pk}/practise/").status_code == 405


def test_scenario_search_filters_and_errors(alice_client, scenario):
    found = alice_client.get("/scenarios/", {"q": "dishes", "difficulty": "1", "locale": "en"})
    assert found.status_code == 200
    assert scenario in found.context["scenarios"]
    by_tag = alice_client.get("/scenarios/", {"tags": "nothing-like-this"})
    assert list(by_tag.context["scenarios"]) == []
    bad = alice_client.get("/scenarios/", {"difficulty": "9", "locale": "fr"})
    assert bad.status_code == 200
    assert set(bad.context["form"].errors) == {"difficulty", "locale"}
    too_many = alice_client.get("/scenarios/", {"tags": "a,b,c,d,e,f"})
    assert "tags" in too_many.context["form"].errors


def test_propose_scenario_runs_the_task_and_reports_status(alice_client, user, other_user):
    response = alice_client.post(
        "/scenarios/propose/", {"topic": "noise at night", "relationship": "friends", "difficulty": "2", "locale": "en"}
    )
    assert response.status_code == 302
    task_page = response["Location"]
    assert alice_client.get(task_page).status_code == 200
    status = alice_client.get(task_page + "status/").json()
    assert status["state"] == "done"
    scenario = Scenario.objects.get(created_by=user)
    assert scenario.status == Scenario.Status.PENDING_REVIEW
    assert status["url"] == f"/scenarios/{scenario.pk}/"
    detail = alice_client.get(status["url"])
    assert b"Pending review" in detail.content
    bob = Client()
    bob.force_login(other_user)
    assert bob.get(task_page).status_code == 404
    assert bob.get(task_page + "status/").status_code == 404
    assert bob.get(status["url"]).status_code == 404


def test_propose_scenario_form_errors(alice_client, user):
    response = alice_client.post(
        "/scenarios/propose/", {"topic": "<b></b>", "relationship": "aliens", "difficulty": "7", "locale": "xx"}
    )
    assert response.status_code == 200
    assert set(response.context["form"].errors) == {"topic", "relationship", "difficulty", "locale"}
    assert not Scenario.objects.filter(created_by=user).exists()


def test_unknown_generation_job_is_404(alice_client):
    assert alice_client.get("/scenarios/proposals/nope/").status_code == 404
    assert alice_client.get("/scenarios/proposals/nope/status/").status_code == 404


def test_profile_update_is_sanitised_and_sets_the_language(alice_client, user):
    response = alice_client.post(
        "/profile/", {"display_name": "<b>Alice</b>", "locale": "zh-hans", "goals": "<script>x</script>Listen more"}
    )
    assert response.status_code == 302
    user.profile.refresh_from_db()
    assert user.profile.display_name == "Alice"
    assert user.profile.goals == "Listen more"
    assert user.profile.locale == "zh-hans"
    assert response.cookies["django_language"].value == "zh-hans"


def test_profile_form_errors(alice_client, user):
    response = alice_client.post("/profile/", {"display_name": "x" * 81, "locale": "fr", "goals": ""})
    assert response.status_code == 200
    assert set(response.context["form"].errors) == {"display_name", "locale"}
    user.profile.refresh_from_db()
    assert user.profile.display_name == "alice"


def test_history_lists_only_my_sessions(alice_client, user, other_user, scenario):
    mine = practice_services.session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    mine.messages.create(role="user", content="Hi")
    practice_services.session_create(user_id=other_user.pk, mode="structured").messages.create(role="user", content="x")
    practice_services.session_create(user_id=user.pk, mode="free_dialog")  # opened and left: not a session practised
    response = alice_client.get("/history/")
    assert list(response.context["page"].object_list) == [mine]
    assert b"Dishes in the sink" in response.content
    assert f"/practice/{mine.pk}/".encode() in response.content


def test_wiki_propose_search_and_read(alice_client, user, other_user):
    response = alice_client.post(
        "/wiki/new/", {"title": "Empathy first", "body": "Listen, then speak.", "locale": "en"}
    )
    entry = WikiEntry.objects.get(author=user)
    assert response["Location"] == f"/wiki/{entry.pk}/"
    detail = alice_client.get(response["Location"])
    assert b"Pending review" in detail.content
    approved = wiki_entry_create(author_id=other_user.pk, title="Requests", body="Ask, do not demand.", locale="en")
    WikiEntry.objects.filter(pk=approved.pk).update(status=WikiEntry.Status.APPROVED)
    hidden = wiki_entry_create(author_id=other_user.pk, title="Hidden draft", body="Not yet.", locale="en")
    listing = alice_client.get("/wiki/")
    titles = [e.title for e in listing.context["page"].object_list]
    assert "Empathy first" in titles and "Requests" in titles and "Hidden draft" not in titles
    search = alice_client.get("/wiki/", {"q": "demand"})
    assert search.status_code == 200
    assert hidden not in search.context["page"].object_list
    assert alice_client.get(f"/wiki/{approved.pk}/").status_code == 200


def test_wiki_form_errors(alice_client, user):
    response = alice_client.post("/wiki/new/", {"title": "", "body": "<script></script>", "locale": "xx"})
    assert response.status_code == 200
    assert {"title", "locale"} <= set(response.context["form"].errors)
    response = alice_client.post("/wiki/new/", {"title": "<b></b>", "body": "<i></i>", "locale": "en"})
    assert response.status_code == 200
    assert response.context["form"].non_field_errors()
    assert not WikiEntry.objects.filter(author=user).exists()


def test_user_content_is_escaped(alice_client, user):
    WikiEntry.objects.create(title="<img src=x onerror=alert(1)>", body="<script>alert(2)</script>", author=user)
    page = alice_client.get("/wiki/").content.decode()
    assert "<img src=x" not in page and "<script>alert(2)" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page


def test_csrf_is_enforced(user):
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    assert client.post("/practice/", {"mode": "structured"}).status_code == 403
    assert client.post("/profile/", {"display_name": "x", "locale": "en"}).status_code == 403


def test_practice_page_shows_history_without_raw_tool_json(alice_client, user):
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    add = practice_services.message_append
    add(session=session, role=Message.Role.USER, content="When I saw <three> plates")
    add(session=session, role=Message.Role.ASSISTANT, content="", tool_calls=[{"id": "c1", "type": "function"}])
    evaluation = {
        "ok": True,
        "data": {
            "locale": "en",
            "score": 33,
            "components": {
                "observation": {"label": "observation", "evidence": "When I saw three plates", "suggestion": ""},
                "feeling": {"label": "absent", "evidence": "", "suggestion": "Name a feeling."},
                "need": {"label": "absent", "evidence": "", "suggestion": "Name a need."},
                "request": {"label": "absent", "evidence": "", "suggestion": "Ask for something doable."},
            },
        },
        "practice": {"step": "observation", "accepted": True, "next_step": "feeling"},
    }
    add(session=session, role=Message.Role.TOOL, content=json.dumps(evaluation), tool_call_id="c1", name="evaluate_nvc")
    add(session=session, role=Message.Role.ASSISTANT, content="**Well observed.** <script>alert(1)</script>")
    page = alice_client.get(f"/practice/{session.pk}/").content.decode()
    assert "evaluated your statement" in page
    assert "<strong>Well observed.</strong>" in page
    assert "<script>alert(1)" not in page and "&lt;script&gt;" in page
    assert "When I saw &lt;three&gt; plates" in page
    assert '"components"' not in page.split('id="practice-config"')[0]
    assert 'class="eval-card ok" data-component="observation"' in page
    assert "Name a feeling." in page


@pytest.mark.parametrize(
    ("locale", "hint"), [("en", "Step 2 of 4 — how do you feel about it?"), ("zh-hans", "第 2 步（共 4 步）")]
)
def test_the_side_panel_is_the_pages_own_rendering(client, make_user, locale, hint):
    """What a turn can change around the conversation, as the page renders it: swapped in by id at a turn's end."""
    learner = make_user(username=f"side-{locale}", locale=locale)
    client.force_login(learner)
    session = practice_services.session_create(user_id=learner.pk, mode="structured")
    practice_services.session_advance_step(session=session, answer="When the door slammed twice")
    side = client.get(f"/practice/{session.pk}/side/")
    assert side.status_code == 200
    html = side.content.decode()
    assert 'id="practice-side" data-mode="structured" data-step="feeling"' in html
    assert 'class="step done" data-step="observation"' in html and "When the door slammed twice" in html
    assert 'class="step current" data-step="feeling" aria-current="step"' in html
    assert hint in html and 'id="mode-name"' in html and 'id="new-session-mode"' in html
    page = client.get(f"/practice/{session.pk}/").content.decode()
    for part in re.findall(r'<aside class="practice-side".*?</aside>|<p class="step-hint.*?</p>', html, flags=re.S):
        assert part in page  # the same include, the same markup


def test_a_decided_change_stays_in_the_transcript_where_it_was_asked(alice_client, user):
    session = practice_services.session_create(user_id=user.pk, mode="free_dialog")
    add = practice_services.message_append
    add(session=session, role=Message.Role.USER, content="Put my goal in my profile")
    add(session=session, role=Message.Role.ASSISTANT, content="", tool_calls=[{"id": "c1", "type": "function"}])
    action = practice_services.pending_action_create(
        user_id=user.pk, session_id=session.pk, tool="profile_update", arguments={"goals": "Pause first."}
    )
    proposal = {"ok": True, "data": {"status": "awaiting_confirmation", "action_id": action.pk}}
    add(session=session, role=Message.Role.TOOL, content=json.dumps(proposal), tool_call_id="c1", name="profile_update")
    add(session=session, role=Message.Role.ASSISTANT, content="May I save this goal? Approve or decline it below.")
    waiting = alice_client.get(f"/practice/{session.pk}/transcript/").content.decode()
    assert waiting.index("May I save this goal?") < waiting.index(f'data-action-id="{action.pk}"')
    assert 'data-decision="approve"' in waiting
    pending_action_decide(user_id=user.pk, action_id=action.pk, approve=False, credential=Credential.WEB_SESSION)
    add(session=session, role=Message.Role.ASSISTANT, content="All right, your profile stays as it is.")
    decided = alice_client.get(f"/practice/{session.pk}/transcript/").content.decode()
    card = decided.index('class="action-card decided decided-declined"')
    assert decided.index("May I save this goal?") < card < decided.index("the change was not made")
    assert decided.index("the change was not made") < decided.index("All right, your profile stays")
    assert "Declined — nothing changed." in decided and "data-decision" not in decided
    assert decided.count("data-action-id") == 1


def test_markdown_is_rendered_and_sanitised():
    html = render_markdown("**bold** _it_\n\n> quote\n\n- one\n- two\n\n[x](javascript:alert(1)) <iframe></iframe>")
    assert "<strong>bold</strong>" in html and "<em>it</em>" in html
    assert "<blockquote>" in html and "<li>one</li>" in html
    assert "<a" not in html and "href" not in html and "<iframe" not in html
    assert "&lt;iframe&gt;" in html  # raw HTML is shown as the text it is


def test_profile_language_is_used_without_a_cookie(client, make_user):
    user = make_user(username="lin", locale="zh-hans")
    client.force_login(user)
    page = client.get("/practice/")
    assert page.context["LANGUAGE_CODE"] == "zh-hans"
    assert "练习".encode() in page.content
    client.cookies["django_language"] = "en"
    assert client.get("/practice/").context["LANGUAGE_CODE"] == "en"


def test_language_switch_updates_the_profile(alice_client, user):
    response = alice_client.post("/i18n/setlang/", {"language": "zh-hans", "next": "/dashboard/"})
    assert response.status_code == 302
    user.profile.refresh_from_db()
    assert user.profile.locale == "zh-hans"
    page = alice_client.get("/dashboard/")
    assert "仪表盘".encode() in page.content


def test_anonymous_language_switch(client):
    client.post("/i18n/setlang/", {"language": "zh-hans", "next": "/"})
    assert "登录".encode() in client.get("/").content


def test_dashboard_with_data_has_chart_data(alice_client, user):
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    practice_services.evaluation_create(user=user, text="When I saw the plates, I felt frustrated.", session=session)
    response = alice_client.get("/dashboard/")
    data = json.loads(
        re.search(r'id="dashboard-data" type="application/json">(.*?)</script>', response.content.decode()).group(1)
    )
    assert data["trend"] and data["modes"]
    assert b'id="trend-chart"' in response.content and b'id="radar-chart"' in response.content
    assert b"vendor/chartjs/chart.umd.js" in response.content


def test_dashboard_empty_state_and_bad_period(alice_client):
    response = alice_client.get("/dashboard/", {"period": "forever"})
    assert response.status_code == 200
    assert response.context["period"] == "month"
    assert b"Your progress will show here" in response.content
    assert b"<canvas" not in response.content


def test_reindex_with_progress(staff_client, user, client):
    for n in range(3):
        knowledge_chunk_upsert(
            slug=f"en-{n}", locale="en", source="handbook", title=f"T{n}", topic="need", text=f"Text {n}"
        )
    KnowledgeChunk.objects.update(embedding=None)
    wiki_entry_create(author_id=user.pk, title="Note", body="Body", locale="en")
    changelist = staff_client.get("/admin/knowledge/knowledgechunk/")
    assert b"Re-index all (with progress)" in changelist.content
    response = staff_client.post("/admin/knowledge/knowledgechunk/reindex/")
    assert response.status_code == 302
    progress_url = response["Location"]
    page = staff_client.get(progress_url)
    assert page.status_code == 200 and b"data-progress" in page.content
    status = staff_client.get(progress_url + "status/").json()
    assert status == {**status, "state": "done", "done": 4, "total": 4}
    assert not KnowledgeChunk.objects.filter(embedding=None).exists()
    # the action on the change list starts the same task
    chunk = KnowledgeChunk.objects.first()
    action = staff_client.post(
        "/admin/knowledge/knowledgechunk/", {"action": "reindex_all_with_progress", "_selected_action": [chunk.pk]}
    )
    assert action.status_code == 302 and "/reindex/" in action["Location"]
    # learners cannot see the status
    client.force_login(user)
    assert client.get(progress_url + "status/").status_code == 302


def test_reindex_status_of_an_unknown_task_is_pending(staff_client):
    status = staff_client.get("/admin/knowledge/knowledgechunk/reindex/unknown-task/status/").json()
    assert status["state"] == "pending"


def test_translations_are_complete():
    from pathlib import Path

    po = (Path(__file__).resolve().parents[2] / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po").read_text()
    entries = po.split("\n\n")[1:]
    untranslated = [e for e in entries if re.search(r'^msgstr ""\n?$', e, re.M) and "msgstr[" not in e]
    untranslated = [e for e in untranslated if not re.search(r'^msgstr ""\n"', e, re.M)]
    fuzzy = [e for e in entries if "#, fuzzy" in e]
    assert not untranslated, untranslated[:3]
    assert not fuzzy, fuzzy[:3]


@pytest.mark.parametrize(
    ("status", "care", "read_only"),
    [
        ("active", "", False),
        ("resolved", "", True),
        ("ended", "", True),
        ("completed", "", True),
        ("ended", "crisis", False),
    ],
)
def test_a_finished_session_page_is_read_only_unless_care_is_open(client, make_user, status, care, read_only):
    """A finished session's page has no message box, only its end and a way on; a care frame keeps the box."""
    learner = make_user(username=f"done-{status}-{care or 'none'}")
    client.force_login(learner)
    session = practice_services.session_create(user_id=learner.pk, mode="structured")
    PracticeSession.objects.filter(pk=session.pk).update(status=status, care=care)
    page = client.get(f"/practice/{session.pk}/").content.decode()
    composer = re.search(r'<form id="composer"[^>]*>', page).group(0)
    assert (" hidden" in composer) is read_only
    end = re.search(r'<div class="session-end" id="session-end"[^>]*>.*?</div>', page, flags=re.S).group(0)
    assert ('id="session-end-again"' in end) is read_only and (" hidden" in end.split(">")[0]) is not read_only
    side = client.get(f"/practice/{session.pk}/side/").content.decode()
    assert ('id="session-end-again"' in side) is read_only
