"""The seed library gives the role-play partner every kind of line it needs, in both languages."""

from __future__ import annotations

import json
import re

import pytest

from nvcpractice.nvc import needs_list
from nvcpractice.ops.seed import SEED_DIR
from nvcpractice.scenarios import services
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import LINE_FIELDS

SEED = json.loads((SEED_DIR / "scenarios.json").read_text(encoding="utf-8"))
NEW_LINES = ("agree_lines", "counter_offer_lines", "no_with_need_lines", "resolution_lines")
CJK = re.compile(r"[\u4e00-\u9fff]")


def needs_named(line: str, locale: str) -> list[str]:
    words = [need for group in needs_list(locale).values() for need in group]
    if locale == "zh-hans":
        return [need for need in words if need in line]
    return [need for need in words if re.search(rf"\b{re.escape(need)}\b", line.lower())]


def test_both_languages_have_the_same_number_of_scenarios():
    by_locale = {locale: sum(1 for s in SEED if s["locale"] == locale) for locale in ("en", "zh-hans")}
    assert by_locale["en"] == by_locale["zh-hans"] >= 23


@pytest.mark.parametrize("scenario", SEED, ids=[s["slug"] for s in SEED])
def test_every_seed_scenario_has_the_partner_lines(scenario):
    for name in LINE_FIELDS:
        lines = scenario.get(name, [])
        assert len(lines) >= 2, name
        assert len(set(lines)) == len(lines)
        for line in lines:
            assert bool(CJK.search(line)) == (scenario["locale"] == "zh-hans"), line
    for line in scenario["no_with_need_lines"]:
        assert needs_named(line, scenario["locale"]), f"a no that names the partner's need: {line}"


@pytest.mark.django_db
def test_import_stores_and_exports_the_partner_lines():
    from nvcpractice.scenarios import selectors

    services.scenarios_import(documents=SEED)
    scenario = Scenario.objects.get(slug="zh-work-credit")
    assert scenario.no_with_need_lines and scenario.resolution_lines
    exported = selectors.scenario_documents(scenarios=Scenario.objects.filter(slug="zh-work-credit"))[0]
    assert all(exported[name] == getattr(scenario, name) for name in NEW_LINES)


@pytest.mark.django_db
def test_the_role_play_context_carries_the_partner_lines(user):
    from nvcpractice.practice.services import session_create
    from scenes.prompts import build_context

    services.scenarios_import(documents=SEED)
    scenario = Scenario.objects.get(slug="en-work-credit")
    session = session_create(user_id=user.pk, mode="scenario", scenario_id=scenario.pk)
    context = build_context(session, mode="scenario", locale="en")
    for name in NEW_LINES:
        assert context["scenario"][name] == getattr(scenario, name)
