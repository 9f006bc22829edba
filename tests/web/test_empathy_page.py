"""The "hear the other person" exercise on the pages: chosen from the practice home, the other person's line
labelled with their role (also after a reload), each guess with its verdict in plain words, "Use this" from the
third try — in English and Chinese."""

import re
from html import unescape

import pytest
from django.test import Client

from nvcpractice.nvc.wording import empathy_text, leaks_machine_label
from nvcpractice.practice.models import PracticeSession
from nvcpractice.scenarios.models import Scenario
from tests.web.test_practice_page import visible_text

pytestmark = pytest.mark.django_db(transaction=True)


def _learner(make_user, locale):
    user = make_user(username=f"listener-{locale}", locale=locale)
    client = Client()
    client.force_login(user)
    return user, client


def _say(client, session_id, text):
    response = client.post(f"/api/sessions/{session_id}/messages/", {"content": text}, content_type="application/json")
    assert response.status_code == 201, response.content
    return response.json()


@pytest.mark.parametrize(
    ("locale", "choice", "wrong", "right"),
    [
        ("en", "Hear the other person", "You are annoyed.", "Are you feeling tired because you need rest?"),
        ("zh-hans", "听见对方", "你是不是很担心？", "你是不是觉得担心，因为你需要亲近？"),
    ],
)
def test_choose_hear_the_other_person_and_see_the_guesses(seeded_content, make_user, locale, choice, wrong, right):
    user, client = _learner(make_user, locale)
    home = client.get("/practice/")
    assert choice in visible_text(home.content.decode())
    assert 'name="exercise" value="empathy"' in home.content.decode()
    started = client.post("/practice/", {"exercise": "empathy"})
    assert started.status_code == 302
    session = PracticeSession.objects.get(user=user)
    assert (session.mode, session.structured_step, session.state["exercise"]) == ("structured", "empathy", "empathy")
    scenario = session.scenario
    assert scenario.locale == locale
    page = client.get(started["Location"]).content.decode()
    pattern = r'<li class="bubble other partner[^"]*" data-kind="partner"[^>]*>(.*?)</li>'
    partner = re.search(pattern, page, re.S).group(1)
    assert scenario.other_role in partner
    assert scenario.opening_line in unescape(partner)
    assert 'data-exercise="empathy"' in page and choice in page

    _say(client, session.pk, wrong)
    _say(client, session.pk, right)
    page = client.get(started["Location"]).content.decode()
    text = visible_text(page)
    assert not leaks_machine_label(text), text
    assert empathy_text("no_need", locale)[:8] in text  # the verdict, capitalised, in plain words
    assert empathy_text("empathy_guess", locale)[1:] in text
    assert page.count('data-kind="partner"') == 1  # the opening line shows once, after the reload too
    # the session is named by its exercise in the lists (the practice home also has the choice itself)
    assert visible_text(client.get("/practice/").content.decode()).count(choice) == 2
    assert visible_text(client.get("/history/").content.decode()).count(choice) == 1


def test_a_ready_guess_gets_a_use_this_button_from_the_third_try(seeded_content, make_user):
    _, client = _learner(make_user, "en")
    chosen = Scenario.objects.get(slug="en-family-dishes")
    response = client.post(
        "/api/sessions/",
        {"mode": "structured", "exercise": "empathy", "scenario_id": chosen.pk},
        content_type="application/json",
    )
    session_id = response.json()["id"]
    for text in ("Calm down.", "Not now.", "Later."):
        turn = _say(client, session_id, text)
    offered = turn["reply"]["content"].split("\n> ", 1)[1].split("\n", 1)[0].strip()
    page = client.get(f"/practice/{session_id}/").content.decode()
    assert page.count("use-answer") == 1
    assert f'data-answer="{offered}"' in page.replace("&#x27;", "'")


def test_without_any_scenario_the_home_page_says_so(make_user, transactional_db):
    user, client = _learner(make_user, "en")
    response = client.post("/practice/", {"exercise": "empathy"})
    assert response.status_code == 200
    assert "There is no scenario to listen to yet" in visible_text(response.content.decode())
    assert not PracticeSession.objects.filter(user=user).exists()
