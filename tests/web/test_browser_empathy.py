"""Browser test of "hear the other person" (headless Chromium, the offline coach, streamed replies): choose it on
the practice home, see the other person's line labelled with their role, make a wrong guess and then a right one,
in English and in Chinese. Screenshots go to ``var/screenshots/``."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from nvcpractice.practice.models import PracticeSession, StepResult
from tests.web.test_browser import assert_plain_words, send

pytestmark = pytest.mark.browser

GUESSES = {
    "en": {
        "choice": "Hear the other person",
        "wrong": "You are annoyed with me.",
        "missing": "A guess at their feeling, but not yet at what they need",
        "right": "Are you feeling tired because you need rest?",
        "accepted": "✓ A guess at their feeling and need, offered as a question",
        "next": "Here is the next thing",
        "separator": ", ",
    },
    "zh-hans": {
        "choice": "听见对方",
        "wrong": "你是不是很担心？",
        "missing": "还没猜对方需要什么",
        "right": "你是不是觉得担心，因为你需要安心？",
        "accepted": "✓ 用提问的方式猜了对方的感受和需要",
        "next": "接着说",
        "separator": "、",
    },
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_hear_the_other_person_wrong_then_right(web, learner, seeded_content, locale):
    words = GUESSES[locale]
    user = learner(username=f"listener-{locale}", locale=locale)
    page = web.login(user)
    page.goto("/practice/")
    card = page.locator('.mode-card[data-exercise="empathy"]')
    expect(card.locator("h2")).to_have_text(words["choice"])
    web.screenshot(f"empathy-home-{locale}")
    card.locator("button").click()
    expect(page).to_have_url(re.compile(r"/practice/\d+/$"))
    expect(page.locator("#practice")).to_have_attribute("data-exercise", "empathy")
    expect(page.locator("#mode-name")).to_have_text(words["choice"])
    session = PracticeSession.objects.get(user=user)
    scenario = session.scenario
    line = page.locator('.bubble.other[data-kind="partner"]')
    expect(line.locator(".who-says")).to_have_text(scenario.other_role)
    expect(line.locator(".md")).to_have_text(scenario.opening_line)
    expect(page.locator(".empathy-card")).to_contain_text(scenario.other_role)
    expect(page.locator(".stepper-card")).to_be_hidden()
    web.screenshot(f"empathy-start-{locale}")

    send(page, words["wrong"])
    verdict = page.locator('.eval-card[data-component="empathy"]').last
    expect(verdict).to_contain_text(words["missing"])
    quoted = words["wrong"].removesuffix(".")  # quoted inside the coach's sentence, without its full stop
    expect(page.locator(".bubble.assistant.complete").last).to_contain_text(f"“{quoted}”")
    assert_plain_words(page)

    send(page, words["right"])
    verdict = page.locator('.eval-card[data-component="empathy"]').last
    expect(verdict.locator(".eval-label")).to_have_text(words["accepted"])
    expect(verdict.locator(".suggestion").first).to_contain_text(words["separator"])  # what else they might feel
    reply = page.locator(".bubble.assistant.complete").last
    expect(reply).to_contain_text(words["next"])
    expect(reply.locator("blockquote")).to_have_text(scenario.pushback_lines[0])
    assert_plain_words(page)
    web.screenshot(f"empathy-guessed-{locale}")
    assert list(StepResult.objects.filter(session=session).values_list("component", "accepted")) == [
        ("empathy", False),
        ("empathy", True),
    ]

    page.reload()  # the line, the guesses and their verdicts are all still there
    expect(page.locator('.bubble.other[data-kind="partner"]')).to_have_count(1)
    expect(page.locator('.eval-card[data-component="empathy"]')).to_have_count(2)
    expect(page.locator('.eval-card[data-component="empathy"] .eval-label').last).to_have_text(words["accepted"])
    expect(page.locator('.eval-card[data-component="empathy"] .suggestion').first).to_contain_text(words["separator"])
    assert_plain_words(page)


def test_from_listening_to_the_four_steps(web, learner, seeded_content):
    user = learner(username="switcher")
    page = web.login(user)
    page.goto("/practice/")
    page.locator('.mode-card[data-exercise="empathy"] button').click()
    expect(page.locator("#practice")).to_have_attribute("data-exercise", "empathy")
    page.locator("#to-four-steps").click()
    expect(page.locator("#practice")).to_have_attribute("data-mode", "structured")
    expect(page.locator("#practice")).to_have_attribute("data-exercise", "")
    expect(page.locator("#stepper")).to_be_visible()
    assert PracticeSession.objects.filter(user=user).count() == 2


def test_use_this_takes_a_ready_guess(web, learner, seeded_content):
    page = web.login(learner(username="stuck-listener"))
    page.goto("/practice/")
    page.locator('.mode-card[data-exercise="empathy"] button').click()
    for text in ("Calm down.", "Not now.", "Later."):
        send(page, text)
    button = page.locator(".bubble.assistant.complete").last.locator(".use-answer")
    expect(button).to_have_text("Use this")
    offered = button.get_attribute("data-answer")
    assert offered and offered.startswith("Are you feeling ")
    web.screenshot("empathy-use-this-en")
    button.click()
    expect(page.locator("#id_content")).to_have_value(offered)
    page.click("#send-button")
    expect(page.locator(".bubble.assistant.complete")).to_have_count(4)
    expect(page.locator('.eval-card[data-component="empathy"]').last).to_have_class(re.compile(r"\bok\b"))
    expect(page.locator(".use-answer")).to_have_count(0)
    assert_plain_words(page)
