"""Reads of scenarios: what a user may see, search, and documents for export."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from nvcpractice.embedding_field import nearest_ids
from nvcpractice.llm.embeddings import get_embedding_provider
from nvcpractice.ranking import fuse_rankings
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import DOCUMENT_FIELDS


def scenarios_visible_to(*, user_id: int) -> QuerySet[Scenario]:
    """Approved scenarios, plus the user's own generated ones (unless archived)."""
    own = Q(created_by_id=user_id, source=Scenario.Source.GENERATED) & ~Q(status=Scenario.Status.ARCHIVED)
    return Scenario.objects.filter(Q(status=Scenario.Status.APPROVED) | own)


def scenario_get_visible(*, user_id: int, scenario_id: int) -> Scenario:
    """A scenario the user may see; raises ``Scenario.DoesNotExist`` otherwise (same as a missing one)."""
    return scenarios_visible_to(user_id=user_id).get(pk=scenario_id)


def scenario_search(
    *,
    user_id: int,
    query: str | None = None,
    difficulty: int | None = None,
    locale: str | None = None,
    tags: list[str] | None = None,
    limit: int = 10,
) -> list[Scenario]:
    """Scenarios the user may see, filtered, and ranked by meaning and words when there is a query."""
    queryset = scenarios_visible_to(user_id=user_id)
    if difficulty:
        queryset = queryset.filter(difficulty=difficulty)
    if locale:
        queryset = queryset.filter(locale=locale)
    if tags:
        queryset = queryset.filter(tags__overlap=[tag.lower() for tag in tags])
    query = (query or "").strip()
    if not query:
        return list(queryset.order_by("difficulty", "title")[:limit])
    depth = max(limit * 4, 20)
    vector = get_embedding_provider().embed([query])[0]
    by_meaning = nearest_ids(queryset, vector, depth)
    words = Q()
    for word in query.split()[:8]:
        words |= Q(title__icontains=word) | Q(situation__icontains=word) | Q(tags__contains=[word.lower()])
    by_words = list(queryset.filter(words).order_by("difficulty", "title").values_list("pk", flat=True)[:depth])
    ranked = [pk for pk, _ in fuse_rankings(by_words, by_meaning)[:limit]]
    found = queryset.in_bulk(ranked)
    return [found[pk] for pk in ranked if pk in found]


def scenario_documents(*, scenarios: QuerySet[Scenario]) -> list[dict[str, Any]]:
    """Scenarios as import-ready documents (the admin's JSON export)."""
    return [
        {
            **{name: getattr(scenario, name) for name in DOCUMENT_FIELDS},
            "status": scenario.status,
            "source": scenario.source,
        }
        for scenario in scenarios.order_by("pk")
    ]
