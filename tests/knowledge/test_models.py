"""The full-text indexes take each write into their tree at once: no pending list that every search would scan.

With GIN's default ``fastupdate``, written rows wait in an unsorted pending list (up to ``gin_pending_list_limit``,
4 MB) until a vacuum or an overflow merges them, and every lookup reads that whole list; at 100k passages a search
then spent 10-15 ms of its ~25 ms there (bench/findings.md). ``gin_clean_pending_list`` returns how many pending
pages it merged: none once the index takes writes directly.
"""

import pytest
from django.contrib.postgres.indexes import GinIndex
from django.db import connection

from nvcpractice.knowledge.models import KnowledgeChunk, WikiEntry
from nvcpractice.knowledge.selectors import knowledge_search, wiki_search
from nvcpractice.knowledge.services import knowledge_chunk_upsert, wiki_entry_create

pytestmark = pytest.mark.django_db


def _pending_pages(model) -> int:
    index = next(index for index in model._meta.indexes if isinstance(index, GinIndex))
    with connection.cursor() as cursor:
        cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index.name])
        return cursor.fetchone()[0]


def test_written_chunks_wait_in_no_pending_list_and_are_found():
    for n in range(200):
        knowledge_chunk_upsert(
            slug=f"p{n}",
            locale="en",
            source="test",
            title=f"boundary {n}",
            topic="",
            text="saying no with care " * 20,
            schedule_embedding=False,
        )
    assert _pending_pages(KnowledgeChunk) == 0
    hits = knowledge_search(query="boundary care", k=3)  # no embeddings yet: found by words, through the index
    assert [hit.title.split()[0] for hit in hits] == ["boundary"] * 3


def test_written_wiki_entries_wait_in_no_pending_list_and_are_found(user):
    for n in range(200):
        wiki_entry_create(author_id=user.pk, title=f"gratitude {n}", body="thanks for the help " * 20, locale="en")
    assert _pending_pages(WikiEntry) == 0
    found = wiki_search(user_id=user.pk, query="gratitude help", k=3)
    assert [entry.title.split()[0] for entry, _ in found] == ["gratitude"] * 3
