"""Writes for scenarios: library import (seed and admin JSON import), review status, embeddings."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction

from nvcpractice.core.dispatch import dispatch_on_commit
from nvcpractice.embedding_field import embed_rows
from nvcpractice.llm.providers import get_chat_model, model_configured
from nvcpractice.sanitize import clean_user_text
from nvcpractice.scenarios.generation import RELATIONSHIPS, draft_scenario
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import SCRIPT_FIELDS

#: Fields a scenario document (seed file, admin import/export) carries.
DOCUMENT_FIELDS = (
    "slug",
    "locale",
    "title",
    "situation",
    "other_role",
    "opening_line",
    "difficulty",
    "tags",
    *SCRIPT_FIELDS,
)
REQUIRED_FIELDS = ("title", "situation", "other_role", "opening_line", "locale")


def scenario_document(*, scenario: Scenario) -> dict[str, Any]:
    """The scenario's document fields as they are now (what export writes and a generated draft is kept as)."""
    return {name: getattr(scenario, name) for name in DOCUMENT_FIELDS if name != "slug"}


def scenario_is_unedited_draft(*, scenario: Scenario) -> bool:
    """A generated scenario that no one on the staff has changed since it was written."""
    if scenario.source != Scenario.Source.GENERATED or scenario.edited_at is not None:
        return False
    return scenario.generated_draft is None or scenario.generated_draft == scenario_document(scenario=scenario)


def scenario_embeddings_schedule(*, scenario_ids: list[int]) -> None:
    if scenario_ids:
        dispatch_on_commit("nvcpractice.scenarios.tasks.embed_scenarios", list(scenario_ids))


def _clean_document(document: Any, position: int) -> dict[str, Any]:
    if not isinstance(document, dict):
        raise ValidationError(f"item {position}: expected an object")
    missing = [name for name in REQUIRED_FIELDS if not document.get(name)]
    if missing:
        raise ValidationError(f"item {position}: missing {', '.join(missing)}")
    unknown = set(document) - set(DOCUMENT_FIELDS) - {"status", "source"}
    if unknown:
        raise ValidationError(f"item {position}: unknown fields {', '.join(sorted(unknown))}")
    return {name: document[name] for name in DOCUMENT_FIELDS if name in document}


@transaction.atomic
def scenarios_import(
    *, documents: list[dict[str, Any]], status: str = Scenario.Status.APPROVED, source: str = Scenario.Source.LIBRARY
) -> dict[str, int]:
    """Create or update scenarios from documents (matched by slug when given). All or nothing.

    Returns counts ``{"created", "updated", "unchanged"}``; raises ``ValidationError`` naming the bad item.
    """
    if not isinstance(documents, list):
        raise ValidationError("expected a JSON array of scenarios")
    counts = {"created": 0, "updated": 0, "unchanged": 0}
    changed_ids: list[int] = []
    for position, document in enumerate(documents, start=1):
        fields = _clean_document(document, position)
        slug = fields.pop("slug", None) or None
        scenario = Scenario.objects.filter(slug=slug).first() if slug else None
        if scenario is None:
            scenario = Scenario(slug=slug, status=status, source=source, **fields)
            outcome = "created"
        elif all(getattr(scenario, name) == value for name, value in fields.items()):
            counts["unchanged"] += 1
            continue
        else:
            for name, value in fields.items():
                setattr(scenario, name, value)
            scenario.embedding = None
            outcome = "updated"
        try:
            scenario.full_clean(exclude=["created_by", "embedding"])
        except ValidationError as exc:
            details = "; ".join(f"{field}: {' '.join(errors)}" for field, errors in exc.message_dict.items())
            raise ValidationError(f"item {position}: {details}") from exc
        scenario.save()
        changed_ids.append(scenario.pk)
        counts[outcome] += 1
    scenario_embeddings_schedule(scenario_ids=changed_ids)
    return counts


@transaction.atomic
def scenarios_set_status(*, scenario_ids: list[int], status: str) -> int:
    """Staff review: move scenarios to a status (approve, archive …); returns how many changed."""
    if status not in Scenario.Status.values:
        raise ValueError(f"unknown scenario status {status!r}")
    return Scenario.objects.filter(pk__in=scenario_ids).exclude(status=status).update(status=status)


def scenarios_embed(*, scenario_ids: list[int]) -> int:
    """Compute and store embeddings of the given scenarios; returns how many were stored."""
    return embed_rows(Scenario, scenario_ids, Scenario.embedding_text)


def scenario_topic_clean(*, topic: str) -> str:
    """``topic`` as a scenario is written on: plain text of 2 to 80 characters; ``ValidationError`` otherwise."""
    topic = clean_user_text(topic)[:80]
    if len(topic) < 2:
        raise ValidationError("the topic needs at least 2 characters of text", code="topic_too_short")
    return topic


def scenario_generate(*, user_id: int, topic: str, relationship: str, difficulty: int, locale: str) -> Scenario:
    """A new scenario on ``topic`` written for the user, saved ``pending_review`` and owned by them."""
    topic = scenario_topic_clean(topic=topic)
    if relationship not in RELATIONSHIPS:
        raise ValidationError(f"relationship must be one of {', '.join(RELATIONSHIPS)}")
    owned = Scenario.objects.filter(created_by_id=user_id).count()
    draft, _ = draft_scenario(
        topic=topic,
        relationship=relationship,
        difficulty=difficulty,
        locale=locale,
        seed=f"{user_id}:{owned}",
        model=get_chat_model() if model_configured() else None,
    )
    fields = draft.model_dump()
    for name in ("title", "situation", "other_role", "opening_line"):
        fields[name] = clean_user_text(fields[name])
    for name in SCRIPT_FIELDS:
        fields[name] = [clean_user_text(item)[:300] for item in fields[name]]
    with transaction.atomic():
        scenario = Scenario(
            **fields,
            difficulty=difficulty,
            locale=locale,
            tags=[relationship, "generated"],
            status=Scenario.Status.PENDING_REVIEW,
            source=Scenario.Source.GENERATED,
            created_by_id=user_id,
        )
        scenario.generated_draft = scenario_document(scenario=scenario)
        scenario.full_clean(exclude=["created_by", "embedding", "slug"])
        scenario.save()
        scenario_embeddings_schedule(scenario_ids=[scenario.pk])
    return scenario
