"""Browser tests of issue 15's items 4 and 5: one renderer (a live turn reads as it will after a reload), the
message box's length limit and errors, and pages that fit a phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from nvcpractice.practice.models import Message

from .test_browser import FOUR_STEPS, send, start_session

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def same_after_reload(page) -> None:
    live = page.locator("#transcript").inner_text()
    page.reload()
    expect(page.locator("#transcript")).not_to_be_empty()
    assert page.locator("#transcript").inner_text() == live


def test_a_free_dialogue_turn_reads_the_same_live_and_reloaded(web, learner, seeded_content):
    page = web.login(learner())
    start_session(page, "free_dialog")
    send(page, "How do I tell an observation from an evaluation? Give me a list.")
    same_after_reload(page)


def test_a_four_step_turn_with_its_card_and_offer_reads_the_same_live_and_reloaded(web, learner):
    page = web.login(learner())
    start_session(page, "structured")
    send(page, FOUR_STEPS[0][1])
    for text in ("I feel like you ignore me", "I feel that you are lazy", "You are lazy"):
        send(page, text)
    expect(page.locator(".evaluation").last).to_be_visible()
    expect(page.locator(".use-answer")).to_have_count(1)
    assert not page.locator("script[src*='markdown.js']").count()
    same_after_reload(page)
    expect(page.locator(".use-answer")).to_have_count(1)
    # a reopened session opens at its latest message
    assert page.evaluate("window.scrollY") > 0


def test_a_role_play_turn_reads_the_same_live_and_reloaded(web, learner, seeded_content):
    page = web.login(learner())
    page.goto("/scenarios/")
    page.locator(".scenario-item h3 a").first.click()
    page.click("#practise-button")
    expect(page).to_have_url(re.compile(r"/practice/\d+/$"))
    send(page, "You never ask before you borrow my things.")
    same_after_reload(page)


def test_a_long_message_is_counted_refused_with_the_servers_words_and_kept(web, learner):
    user = learner()
    page = web.login(user)
    start_session(page, "free_dialog")
    text = "a" * 5000
    page.fill("#id_content", text)
    expect(page.locator("#char-count")).to_have_text("5000 / 4000")
    expect(page.locator("#char-count")).to_have_class(re.compile(r"\bover\b"))
    page.click("#send-button")
    error = page.locator("#composer-error")
    expect(error).to_have_text("Ensure this field has no more than 4000 characters.")
    expect(error).not_to_contain_text("saved")
    assert page.input_value("#id_content") == text  # nothing was cut, nothing lost
    expect(page.locator(".bubble.user")).to_have_count(0)
    assert not Message.objects.filter(session__user=user, role="user").exists()
    assert any("http 400" in item for item in web.errors.items)  # the refusal was the server's, and expected
    web.errors.items.clear()


def test_send_hint_is_for_keyboards_only(web, learner):
    page = web.login(learner())
    start_session(page, "free_dialog")
    expect(page.locator(".send-hint")).to_be_visible()
    phone = web.new_page(**PHONE)
    web.login(learner(username="phoneuser"), page=phone)
    start_session(phone, "free_dialog")
    expect(phone.locator(".send-hint")).to_be_hidden()
    assert "Ctrl" not in (phone.get_attribute("#id_content", "placeholder") or "")


@pytest.mark.parametrize("mode", ["free_dialog", "structured", "scenario"])
def test_every_page_fits_a_phone(web, learner, seeded_content, mode):
    page = web.new_page(**PHONE)
    web.login(learner(), page=page)
    start_session(page, mode)
    send(page, "When I saw the cups on the table I felt tired")
    pages = [page.url, "/", "/practice/", "/scenarios/", "/dashboard/", "/history/", "/wiki/", "/profile/"]
    for url in pages:
        page.goto(url)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"{url} is {width}px wide"
    header = page.locator(".site-header").bounding_box()
    assert header["height"] < 110, header
    page.goto("/history/")
    expect(page.locator("table.history thead")).to_be_hidden()
    web.screenshot(f"phone-history-{mode}", page=page)
    page.goto(pages[0])
    if mode == "scenario":
        expect(page.locator("#scenario-card")).not_to_have_attribute("open", "")
    web.screenshot(f"phone-practice-{mode}", page=page)
