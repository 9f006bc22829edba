"""Background work for the knowledge base: embeddings, retried while the database is unavailable, and a full
re-index that reports its progress (``PROGRESS`` with ``{"done": n, "total": N}``) for the admin's progress page."""

from __future__ import annotations

from celery import shared_task, states
from django.db import DatabaseError

from nvcpractice.knowledge import services
from nvcpractice.knowledge.models import KnowledgeChunk, WikiEntry

REINDEX_BATCH = 16


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_knowledge_chunks(chunk_ids: list[int]) -> int:
    return services.knowledge_chunks_embed(chunk_ids=chunk_ids)


@shared_task(autoretry_for=(DatabaseError,), retry_backoff=True, max_retries=5)
def embed_wiki_entries(entry_ids: list[int]) -> int:
    return services.wiki_entries_embed(entry_ids=entry_ids)


@shared_task(bind=True)
def reindex_knowledge(self, batch_size: int = REINDEX_BATCH) -> dict[str, int]:
    """Re-compute the embeddings of every knowledge chunk and wiki entry, batch by batch, reporting progress."""
    chunk_ids = list(KnowledgeChunk.objects.order_by("pk").values_list("pk", flat=True))
    wiki_ids = list(WikiEntry.objects.order_by("pk").values_list("pk", flat=True))
    total = len(chunk_ids) + len(wiki_ids)
    done = 0

    def report(state: str = "PROGRESS") -> None:
        if self.request.id:
            self.update_state(state=state, meta={"done": done, "total": total})

    report()
    batch_size = max(1, int(batch_size))
    work = (
        (chunk_ids, lambda batch: services.knowledge_chunks_embed(chunk_ids=batch)),
        (wiki_ids, lambda batch: services.wiki_entries_embed(entry_ids=batch)),
    )
    for ids, embed in work:
        for start in range(0, len(ids), batch_size):
            batch = ids[start : start + batch_size]
            embed(batch)
            done += len(batch)
            report()
    # A task run eagerly (tests, CELERY_TASK_ALWAYS_EAGER) does not store its return value: store it here too.
    report(states.SUCCESS)
    return {"done": done, "total": total}
