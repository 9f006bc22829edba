"""Background work for scenarios: embeddings, and writing a proposed scenario (which may take a model seconds).

A generation job is tracked in the cache under its task id with the user who asked for it, so a page can poll
its status whether the task runs in a worker or eagerly (tests): ``pending`` → ``running`` → ``done`` / ``failed``.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from celery import shared_task
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import DatabaseError

from nvcpractice.scenarios import services

logger = logging.getLogger(__name__)
GENERATION_TTL = 6 * 3600


def _generation_key(task_id: str) -> str:
    return f"scenario-generation:{task_id}"


def _generation_record(task_id: str, user_id: int, **fields: Any) -> None:
    cache.set(_generation_key(task_id), {"user_id": user_id, **fields}, GENERATION_TTL)


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_scenarios(scenario_ids: list[int]) -> int:
    return services.scenarios_embed(scenario_ids=scenario_ids)


@shared_task(bind=True)
def generate_scenario(
    self, *, user_id: int, topic: str, relationship: str, difficulty: int, locale: str
) -> dict[str, Any]:
    """Write a scenario for ``user_id`` (saved pending review); the job's status is kept for the page that polls."""
    task_id = self.request.id or uuid.uuid4().hex
    _generation_record(task_id, user_id, state="running")
    try:
        scenario = services.scenario_generate(
            user_id=user_id, topic=topic, relationship=relationship, difficulty=difficulty, locale=locale
        )
    except ValidationError as exc:
        message = "; ".join(exc.messages)
        _generation_record(task_id, user_id, state="failed", error=message)
        return {"error": message}
    except Exception:
        logger.exception("scenario generation failed")
        _generation_record(task_id, user_id, state="failed", error="")
        raise
    _generation_record(task_id, user_id, state="done", scenario_id=scenario.pk)
    return {"scenario_id": scenario.pk}


def generation_start(*, user_id: int, topic: str, relationship: str, difficulty: int, locale: str) -> str:
    """Queue writing a scenario for ``user_id``; returns the job id to poll with :func:`generation_status`."""
    task_id = uuid.uuid4().hex
    _generation_record(task_id, user_id, state="pending")
    generate_scenario.apply_async(
        kwargs={
            "user_id": user_id,
            "topic": topic,
            "relationship": relationship,
            "difficulty": difficulty,
            "locale": locale,
        },
        task_id=task_id,
    )
    return task_id


def generation_status(*, user_id: int, task_id: str) -> dict[str, Any] | None:
    """The job's status for its owner (``state``, and ``scenario_id`` or ``error``); ``None`` for anyone else."""
    record = cache.get(_generation_key(task_id))
    if not isinstance(record, dict) or record.get("user_id") != user_id:
        return None
    return {key: value for key, value in record.items() if key != "user_id"}
