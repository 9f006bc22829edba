"""Issue 25, item 5: MCP calls count against the per-user ceiling the API applies, and a client cannot pile up
changes waiting for the learner."""

from __future__ import annotations

import pytest
from rest_framework.throttling import SimpleRateThrottle

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.models import PendingAction

pytestmark = pytest.mark.django_db


@pytest.fixture
def ceiling(monkeypatch):
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, "user": "12/min"})


def test_mcp_calls_share_the_api_ceiling_per_user(user, other_user, api_client, ceiling):
    caller = McpCaller(user_id=user.pk, locale="en", mode="free_dialog")
    results = [call_tool(caller, "profile_query", {}) for _ in range(15)]
    assert [result.success for result in results] == [True] * 12 + [False] * 3
    assert "too many requests" in results[-1].error
    assert api_client.get("/api/profile/").status_code == 429  # the same counters as the API's
    other = McpCaller(user_id=other_user.pk, locale="en", mode="free_dialog")
    assert call_tool(other, "profile_query", {}).success  # per user


def test_changes_waiting_for_the_learner_are_capped(user, settings):
    settings.NVC_MAX_PENDING_ACTIONS = 3
    caller = McpCaller(user_id=user.pk, locale="en", mode="free_dialog")
    entry = {"title": "Pause", "body": "x" * 4000, "locale": "en"}
    results = [call_tool(caller, "wiki_write", entry) for _ in range(5)]
    assert [result.success for result in results] == [True] * 3 + [False] * 2
    assert "wait for the learner" in results[-1].error
    assert PendingAction.objects.filter(user=user).count() == 3
