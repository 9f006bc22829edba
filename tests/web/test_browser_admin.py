"""Browser tests of the admin's scenario form: a long title wraps clear of the History button on a desktop and on a
phone, and the other person's feelings and needs are edited one per line (never as raw JSON)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nvcpractice.profiles.services import user_register
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.browser

LONG_TITLE = (
    "Talking with a neighbour whose renovation work starts every Saturday at seven in the morning, "
    "while you try to rest after a long week of night shifts"
)


def overlap(a: dict, b: dict) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and (a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])
    )


@pytest.fixture
def staff(transactional_db):
    user = user_register(username="editor", password="a-Long-pass-123")
    user.is_staff = user.is_superuser = True
    user.save(update_fields=["is_staff", "is_superuser"])
    return user


@pytest.fixture
def long_scenario(transactional_db):
    return Scenario.objects.create(
        slug="neighbour-renovation",
        title=LONG_TITLE,
        situation="The drilling wakes you up every weekend.",
        other_role="neighbour",
        opening_line="It is my flat, I can work on it when I like.",
        locale="en",
        difficulty=2,
        other_feelings=["stressed", "defensive"],
        other_needs=["autonomy", "progress"],
    )


@pytest.mark.parametrize("width", [1280, 390])
def test_a_long_title_stays_clear_of_the_history_button(web, staff, long_scenario, width):
    page = web.new_page(viewport={"width": width, "height": 900})
    web.login(staff, page=page)
    page.goto(f"/admin/scenarios/scenario/{long_scenario.pk}/change/")
    history = page.locator(".object-tools a.historylink")
    expect(history).to_be_visible()
    for heading in page.locator("#content > h1, #content > h2").all():
        box, button = heading.bounding_box(), history.bounding_box()
        assert not overlap(box, button), (heading.inner_text(), box, button)
    assert LONG_TITLE[:40] in page.locator("#content").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= max(width, 1280)
    web.screenshot(f"admin-scenario-long-title-{width}", page=page)


def test_feelings_and_needs_are_edited_one_per_line(web, staff, long_scenario):
    page = web.login(staff)
    page.goto(f"/admin/scenarios/scenario/{long_scenario.pk}/change/")
    feelings = page.locator("#id_other_feelings")
    assert feelings.input_value() == "stressed\ndefensive"
    assert "[" not in page.locator("#id_other_needs").input_value()
    feelings.fill("stressed\ndefensive\n  tired  ")
    page.locator("input[name=_continue]").click()
    expect(page.locator(".messagelist .success")).to_be_visible()
    long_scenario.refresh_from_db()
    assert long_scenario.other_feelings == ["stressed", "defensive", "tired"]
    assert page.locator("#id_other_feelings").input_value() == "stressed\ndefensive\ntired"
