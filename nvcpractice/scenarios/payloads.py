"""The one shape of a scenario outside the database, so every entry point shows a scenario the same way.

The scenarios API, the sessions API, the tools (and so MCP and the coach) and the practice page all return
:func:`scenario_payload`; the coach's role-play context adds the other party's hidden side with
:func:`scenario_script`. Import and export of whole scenarios use ``services.scenario_document`` instead.
"""

from __future__ import annotations

from typing import Any, TypedDict

from django.utils import translation

from nvcpractice.scenarios.models import Scenario

#: The other party's lines for the role-play (lists of strings).
LINE_FIELDS = (
    "pushback_lines",
    "softening_lines",
    "agree_lines",
    "counter_offer_lines",
    "no_with_need_lines",
    "resolution_lines",
)
#: What the coach playing the other party knows and the learner is not shown up front.
SCRIPT_FIELDS = ("other_feelings", "other_needs", *LINE_FIELDS)


class ScenarioPayload(TypedDict):
    """A scenario as a learner (or their client) may see it."""

    id: int
    title: str
    situation: str
    other_role: str
    opening_line: str
    difficulty: int
    difficulty_name: str
    locale: str
    tags: list[str]
    status: str
    source: str
    mine: bool


def scenario_payload(scenario: Scenario, *, user_id: int | None, locale: str | None = None) -> ScenarioPayload:
    """``scenario`` for ``user_id``; ``difficulty_name`` in ``locale`` (default: the active language)."""
    with translation.override(locale or translation.get_language()):
        difficulty_name = str(scenario.get_difficulty_display())
    return {
        "id": scenario.pk,
        "title": scenario.title,
        "situation": scenario.situation,
        "other_role": scenario.other_role,
        "opening_line": scenario.opening_line,
        "difficulty": scenario.difficulty,
        "difficulty_name": difficulty_name,
        "locale": scenario.locale,
        "tags": list(scenario.tags),
        "status": scenario.status,
        "source": scenario.source,
        "mine": user_id is not None and scenario.created_by_id == user_id,
    }


def scenario_script(scenario: Scenario, *, user_id: int | None, locale: str | None = None) -> dict[str, Any]:
    """The payload plus the other party's feelings, needs and lines: what the coach needs to play them."""
    script: dict[str, Any] = dict(scenario_payload(scenario, user_id=user_id, locale=locale))
    script.update({name: getattr(scenario, name) for name in SCRIPT_FIELDS})
    return script
