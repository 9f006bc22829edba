"""Background work for the knowledge base: embeddings, retried while the database is unavailable."""

from celery import shared_task
from django.db import DatabaseError

from nvcpractice.knowledge import services


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_knowledge_chunks(chunk_ids: list[int]) -> int:
    return services.knowledge_chunks_embed(chunk_ids=chunk_ids)


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_wiki_entries(entry_ids: list[int]) -> int:
    return services.wiki_entries_embed(entry_ids=entry_ids)
