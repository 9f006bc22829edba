"""Background work for scenarios: embeddings, retried while the database is unavailable."""

from celery import shared_task
from django.db import DatabaseError

from nvcpractice.scenarios import services


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_scenarios(scenario_ids: list[int]) -> int:
    return services.scenarios_embed(scenario_ids=scenario_ids)
