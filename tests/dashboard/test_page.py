"""The dashboard page shows how the four-step answers went, per step, in plain words and in both languages."""

import json
import re

import pytest

from nvcpractice.dashboard.selectors import NEXT_EXERCISE
from nvcpractice.practice.models import PracticeSession
from tests.dashboard.test_summary import ANSWERS, STATEMENTS, add_answers, add_evaluation, expected_steps

pytestmark = pytest.mark.django_db


def rows_of(html):
    """``{step key: [cell texts]}`` of the steps table."""
    rows = re.findall(r'<tr data-step="(\w+)"><th scope="row">[^<]*</th>(.*?)</tr>', html)
    return {key: re.findall(r"<td>(.*?)</td>", cells) for key, cells in rows}


@pytest.fixture
def practised(client, user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    add_answers(user, session, ANSWERS)
    client.force_login(user)
    return client


def test_steps_table_and_chart_show_the_computed_numbers(practised):
    response = practised.get("/dashboard/")
    html = response.content.decode()
    expected = expected_steps(ANSWERS)
    assert expected.pop("empathy")["attempts"] == 0
    rows = rows_of(html)
    assert "empathy" not in rows  # no guesses yet: no row for them
    for key, stats in expected.items():
        accepted = f"{stats['passed']} ({float(stats['pass_rate'])}%)" if stats["pass_rate"] is not None else "–"
        to_pass = str(float(stats["attempts_to_pass"])) if stats["attempts_to_pass"] is not None else "–"
        assert rows[key] == [str(stats["attempts"]), accepted, to_pass, str(stats["passed_with_help"])]
    assert rows["observation"] == ["4", "2 (50.0%)", "2.0", "0"]
    assert 'id="steps-chart"' in html and "Tries until accepted, on average" in html
    data = json.loads(re.search(r'id="dashboard-data" type="application/json">(.*?)</script>', html).group(1))
    assert {item["key"]: item["pass_rate"] for item in data["steps"]} == {
        key: stats["pass_rate"] for key, stats in expected.items()
    }


def test_steps_table_in_chinese(practised, user):
    user.profile.locale = "zh-hans"
    user.profile.save(update_fields=["locale"])
    practised.cookies["django_language"] = "zh-hans"
    html = practised.get("/dashboard/").content.decode()
    assert "你在四步练习中的回答" in html and "平均试几次被接受" in html and "被接受" in html
    assert rows_of(html)["observation"] == ["4", "2 (50.0%)", "2.0", "0"]


def test_no_answers_yet_says_so_without_a_chart(client, user):
    session = PracticeSession.objects.create(user=user, mode="free_dialog")
    session.messages.create(role="user", content="What is a need?")
    client.force_login(user)
    html = client.get("/dashboard/").content.decode()
    assert 'id="steps-chart"' not in html
    assert "how often each step was accepted" in html
    assert all(cells == ["0", "–", "–", "0"] for cells in rows_of(html).values())


def test_empathy_guesses_get_their_own_row(client, user):
    session = PracticeSession.objects.create(user=user, mode="structured", state={"exercise": "empathy"})
    guesses = [("empathy", False), ("empathy", True), ("empathy", True)]
    add_answers(user, session, [*ANSWERS, *guesses])
    client.force_login(user)
    html = client.get("/dashboard/").content.decode()
    stats = expected_steps([*ANSWERS, *guesses])["empathy"]
    assert (stats["attempts"], stats["passed"], stats["pass_rate"], stats["attempts_to_pass"]) == (3, 2, 66.7, 1.5)
    rows = rows_of(html)
    assert rows["empathy"] == ["3", "2 (66.7%)", "1.5", "0"]
    assert rows["observation"] == ["4", "2 (50.0%)", "2.0", "0"]  # the four steps are unchanged
    assert "Empathy guess" in html


def test_steps_passed_with_help_are_counted_apart(client, user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    answers = [("feeling", False), ("feeling", False), ("feeling", True, True), ("need", True), ("need", True, True)]
    add_answers(user, session, answers)
    client.force_login(user)
    rows = rows_of(client.get("/dashboard/").content.decode())
    expected = expected_steps(answers)
    assert (expected["feeling"]["passed_with_help"], expected["need"]["passed_with_help"]) == (1, 1)
    assert rows["feeling"][3] == "1" and rows["need"][3] == "1" and rows["observation"][3] == "0"


@pytest.mark.parametrize(
    ("locale", "label", "help_words"),
    [
        ("en", "whole statements evaluated", "A finished four-step practice counts once"),
        ("zh-hans", "句完整表达已评估", "完成一次四步练习只算一句"),
    ],
)
def test_statements_evaluated_says_it_counts_whole_statements(client, user, locale, label, help_words):
    # the count is whole statements only (by design); the label must not read as "every answer"
    session = PracticeSession.objects.create(user=user, mode="structured")
    add_answers(user, session, ANSWERS)  # 8 step answers: not counted
    for labels in STATEMENTS[:2]:
        add_evaluation(user, labels, session=session)  # 2 whole statements: counted
    user.profile.locale = locale
    user.profile.save(update_fields=["locale"])
    client.force_login(user)
    client.cookies["django_language"] = locale
    html = client.get("/dashboard/").content.decode()
    card = re.search(r'<div class="stat card" id="stat-statements">(.*?)</div>', html, flags=re.S).group(1)
    assert re.search(r'<span class="stat-value">(\d+)</span>', card).group(1) == str(len(STATEMENTS[:2]))
    assert label in card and help_words in card


def test_after_a_switch_to_chinese_the_suggested_exercise_is_in_chinese(client, user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    add_evaluation(user, STATEMENTS[1], session=session)  # written in English
    client.force_login(user)
    english = client.get("/dashboard/").content.decode()
    weakest = next(key for key, texts in NEXT_EXERCISE.items() if texts["en"] in english)
    client.post("/i18n/setlang/", {"language": "zh-hans", "next": "/"})
    chinese = client.get("/dashboard/").content.decode()
    assert NEXT_EXERCISE[weakest]["zh-hans"] in chinese and NEXT_EXERCISE[weakest]["en"] not in chinese
