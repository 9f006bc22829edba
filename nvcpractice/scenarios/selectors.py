"""Reads of scenarios."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import DOCUMENT_FIELDS


def scenario_documents(*, scenarios: QuerySet[Scenario]) -> list[dict[str, Any]]:
    """Scenarios as import-ready documents (the admin's JSON export)."""
    return [
        {**{name: getattr(scenario, name) for name in DOCUMENT_FIELDS}, "status": scenario.status, "source": scenario.source}
        for scenario in scenarios.order_by("pk")
    ]
