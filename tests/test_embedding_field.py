"""``nearest_ids``: the hand-written nearest-neighbour statement orders as the ORM's ``CosineDistance`` does, keeps
the queryset's filters, and lets the HNSW index return as many rows as it is asked for (``hnsw.ef_search``)."""

import pytest
from django.db import connection
from pgvector.django import CosineDistance

from nvcpractice.embedding_field import hnsw_ef_search, nearest_ids
from nvcpractice.knowledge.models import KnowledgeChunk
from nvcpractice.knowledge.services import knowledge_chunk_upsert, knowledge_chunks_embed
from nvcpractice.llm.embeddings import get_embedding_provider

pytestmark = pytest.mark.django_db

WORDS = "listen request anger gratitude boundary feel need judge observe empathy thanks fear".split()


@pytest.fixture
def chunks() -> list[int]:
    ids = []
    for n in range(60):
        words = [WORDS[(n * 5 + i * (n % 7 + 1)) % len(WORDS)] for i in range(2 + n % 5)]
        chunk, _ = knowledge_chunk_upsert(
            slug=f"c{n}",
            locale="en" if n % 3 else "zh-hans",
            source="test",
            title="",
            topic="",
            text=" ".join(words) + f" {n}",
            schedule_embedding=False,
        )
        ids.append(chunk.pk)
    knowledge_chunks_embed(chunk_ids=ids)
    return ids


def _exact(queryset, vector, limit):
    return list(queryset.order_by(CosineDistance("embedding", vector), "pk").values_list("pk", flat=True)[:limit])


def test_nearest_first_as_the_orm_orders_them_within_the_queryset(chunks):
    vector = get_embedding_provider().embed(["how do I listen to anger"])[0]
    english = KnowledgeChunk.objects.filter(locale="en")
    found = nearest_ids(english, vector, 10)  # a table this small is scanned and sorted exactly
    assert found == _exact(english, vector, 10)
    assert set(found) <= set(english.values_list("pk", flat=True))


def test_the_search_keeps_at_least_as_many_candidates_as_rows_asked_for(settings):
    settings.NVC_HNSW_EF_SEARCH = 10
    assert hnsw_ef_search(50) == 50
    assert hnsw_ef_search(5) == 10


def test_the_index_returns_as_many_rows_as_asked_for_beyond_its_default_candidates(chunks):
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # the test's transaction: force the HNSW index
    vector = get_embedding_provider().embed(["gratitude and thanks"])[0]
    found = nearest_ids(KnowledgeChunk.objects.all(), vector, 50)
    assert len(found) == 50  # at the server's default ef_search (40) the index stops at 40 rows
    assert len(set(found)) == 50 and set(found) <= set(chunks)
