"""Browser tests for a coach that converses, in both languages: a role-play aside gets the coach alone, leaving ends
the scene with a visible end and a "Next scenario" link (kept on reload), and the four steps say which step this
is and keep an answer for a later step; a finished session gives the message box's place to its end and a way on."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nvcpractice.scenarios.models import Scenario
from tests.web.test_browser import assert_plain_words, send, start_session

pytestmark = pytest.mark.browser

ROLEPLAY = {
    "en": ("en-family-dishes", "coach, what should I say now?", "ok bye, I have to go", "Next scenario"),
    "zh-hans": ("zh-family-kid-games", "教练，我现在该怎么说？", "算了，不聊了", "下一个情境"),
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_an_aside_and_leaving_in_a_role_play(web, learner, seeded_content, locale):
    slug, aside, leaving, next_label = ROLEPLAY[locale]
    page = web.login(learner(username=f"scene-{locale}", locale=locale))
    scenario = Scenario.objects.get(slug=slug)
    page.goto(f"/scenarios/{scenario.pk}/")
    page.click("#practise-button")
    expect(page.locator("#practice")).to_have_attribute("data-mode", "scenario")
    send(page, aside)
    last = page.locator(".bubble.assistant.complete").last
    expect(last).not_to_have_class("other")
    send(page, leaving)
    end = page.locator("#scene-end")
    expect(end).to_be_visible()
    expect(end.locator("#next-scenario")).to_have_text(next_label)
    expect(page.locator("#composer")).to_be_hidden()
    expect(page.locator("#session-end-again")).to_be_visible()
    web.screenshot(f"scene-ended-{locale}")
    page.reload()
    expect(page.locator("#scene-end")).to_be_visible()
    expect(page.locator("#composer")).to_be_hidden()
    assert_plain_words(page)
    ended = page.url
    page.click("#session-end-again")
    expect(page.locator("#composer")).to_be_visible()
    assert page.url != ended
    expect(page.locator("#scenario-link")).to_have_text(scenario.title)


FOUR_STEPS = {
    "en": (
        "Last night you came home at 11 and the lights were off.",
        "Would you be willing to text me tonight?",
        "Step 2 of 4",
    ),
    "zh-hans": ("昨晚十一点你才回家。", "今晚你回家前愿意给我发个消息吗？", "第 2 步（共 4 步）"),
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_the_four_steps_say_the_step_and_keep_a_later_answer(web, learner, seeded_content, locale):
    observation, request, where = FOUR_STEPS[locale]
    page = web.login(learner(username=f"steps-{locale}", locale=locale))
    start_session(page, "structured")
    send(page, observation)
    send(page, request)
    expect(page.locator(".bubble.assistant.complete").last).to_contain_text(where)
    web.screenshot(f"four-steps-kept-{locale}")
    assert_plain_words(page)


FINISHED = {
    "en": ("I felt worried.", "because I need reassurance.", "Start a new four-step practice"),
    "zh-hans": ("我很担心。", "因为我需要安心。", "开始新的四步练习"),
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_a_finished_four_step_practice_is_read_only(web, learner, seeded_content, locale):
    observation, request, _where = FOUR_STEPS[locale]
    feeling, need, again = FINISHED[locale]
    page = web.login(learner(username=f"steps-done-{locale}", locale=locale))
    start_session(page, "structured")
    for text in (observation, request, feeling, need):
        send(page, text)
    expect(page.locator("#practice")).to_have_attribute("data-step", "done")
    expect(page.locator("#composer")).to_be_hidden()
    expect(page.locator("#session-end-again")).to_have_text(again)
    web.screenshot(f"four-steps-finished-{locale}")
    page.reload()
    expect(page.locator("#composer")).to_be_hidden()
    page.click("#session-end-again")
    expect(page.locator("#composer")).to_be_visible()
    expect(page.locator("#practice")).to_have_attribute("data-step", "observation")
