"""Reads of scenarios: what a user may see, search, and documents for export."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet
from pgvector.django import CosineDistance

from nvcpractice.embedding_field import nearest_ids
from nvcpractice.llm.embeddings import get_embedding_provider
from nvcpractice.scenarios.matching import Candidate, Query, keep_relevant, relevance
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import scenario_document
from nvcpractice.scenarios.topics import ROLES, TOPICS

#: How many candidates by meaning and by words are scored for a query.
POOL_DEPTH = 200


def scenarios_visible_to(*, user_id: int) -> QuerySet[Scenario]:
    """Approved scenarios, plus the user's own generated ones (unless archived)."""
    own = Q(created_by_id=user_id, source=Scenario.Source.GENERATED) & ~Q(status=Scenario.Status.ARCHIVED)
    return Scenario.objects.filter(Q(status=Scenario.Status.APPROVED) | own)


def scenario_get_visible(*, user_id: int, scenario_id: int) -> Scenario:
    """A scenario the user may see; raises ``Scenario.DoesNotExist`` otherwise (same as a missing one)."""
    return scenarios_visible_to(user_id=user_id).get(pk=scenario_id)


def scenario_get_visible_by_slug(*, user_id: int, slug: str) -> Scenario:
    """A scenario the user may see, by its stable slug; raises ``Scenario.DoesNotExist`` otherwise."""
    return scenarios_visible_to(user_id=user_id).get(slug=slug)


def scenario_search(
    *,
    user_id: int,
    query: str | None = None,
    difficulty: int | None = None,
    locale: str | None = None,
    tags: list[str] | None = None,
    limit: int = 10,
) -> list[Scenario]:
    """Scenarios the user may see, filtered; with a query, only the relevant ones, most relevant first."""
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
    return [scenario for _, scenario in scenarios_ranked(queryset=queryset, query=query)[:limit]]


def scenarios_ranked(*, queryset: QuerySet[Scenario], query: str) -> list[tuple[float, Scenario]]:
    """The relevant scenarios of ``queryset`` for ``query`` with their scores, best first (see ``matching``)."""
    parsed = Query.parse(query)
    vector = get_embedding_provider().embed([query])[0]
    pool_ids = set(nearest_ids(queryset, vector, POOL_DEPTH)) | set(
        queryset.filter(_lexical_filter(parsed)).values_list("pk", flat=True)[:POOL_DEPTH]
    )
    pool = queryset.filter(pk__in=pool_ids).annotate(distance=CosineDistance("embedding", vector))
    scored = []
    for scenario in pool:
        candidate = Candidate(
            title=scenario.title,
            tags=scenario.tags,
            other_role=scenario.other_role,
            situation=scenario.situation,
            opening_line=scenario.opening_line,
            locale=scenario.locale,
            similarity=1.0 - scenario.distance if scenario.distance is not None else 0.0,
        )
        scored.append((relevance(parsed, candidate), scenario))
    scored.sort(key=lambda item: (-item[0], item[1].difficulty, item[1].title, item[1].pk))
    kept = {pk for _, pk in keep_relevant([(score, scenario.pk) for score, scenario in scored])}
    return [(score, scenario) for score, scenario in scored if scenario.pk in kept]


def _lexical_filter(parsed: Query) -> Q:
    """Scenarios containing a query word or a word of the query's topics and roles (scored exactly later)."""
    words = set(parsed.terms[:12])
    for topic in TOPICS:
        if topic.key in parsed.topics:
            words |= {word.rstrip(".") for word in topic.words}
    for role in ROLES:
        if role.key in parsed.roles:
            words |= {word.rstrip(".") for word in role.words}
    condition = Q(tags__overlap=sorted(parsed.relationships | set(parsed.terms)))
    for word in words:
        for name in ("title", "situation", "other_role", "opening_line"):
            condition |= Q(**{f"{name}__icontains": word})
    return condition


def scenario_for_practice(*, user_id: int, locale: str, avoid_ids: list[int] | None = None) -> Scenario | None:
    """An approved scenario in ``locale`` to practise next: not in ``avoid_ids`` (already practised), milder first."""
    approved = scenarios_visible_to(user_id=user_id).filter(status=Scenario.Status.APPROVED, locale=locale)
    ordered = approved.order_by("difficulty", "title", "pk")
    return ordered.exclude(pk__in=avoid_ids or []).first() or ordered.first()


def scenario_documents(*, scenarios: QuerySet[Scenario]) -> list[dict[str, Any]]:
    """Scenarios as import-ready documents (the admin's JSON export)."""
    return [
        {
            "slug": scenario.slug,
            **scenario_document(scenario=scenario),
            "status": scenario.status,
            "source": scenario.source,
        }
        for scenario in scenarios.order_by("pk")
    ]
