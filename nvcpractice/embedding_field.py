"""The vector column shared by every searchable model, sized by ``NVC_EMBEDDING_DIM``."""

from django.conf import settings
from django.db import connection, transaction
from pgvector.django import CosineDistance, HnswIndex, VectorField

from nvcpractice.llm.embeddings import get_embedding_provider


def embedding_field() -> VectorField:
    return VectorField(dimensions=settings.NVC_EMBEDDING_DIM, null=True, blank=True, editable=False)


def embedding_index(name: str) -> HnswIndex:
    """HNSW with the cosine opclass: every query orders by ``CosineDistance``.

    m=32 / ef_construction=128 rather than pgvector's 16 / 64: hashed n-gram vectors are close to random, the
    hardest case for HNSW, and the denser graph keeps recall@10 near 0.95 at a moderate ``ef_search``.
    """
    return HnswIndex(name=name, fields=["embedding"], m=32, ef_construction=128, opclasses=["vector_cosine_ops"])


def nearest_ids(queryset, vector: list[float], limit: int) -> list[int]:
    """Primary keys of the ``limit`` rows nearest to ``vector`` by cosine distance, through the HNSW index.

    ``hnsw.ef_search`` (``NVC_HNSW_EF_SEARCH``) is set for this query only; it must be at least ``limit``.
    """

    ef_search = max(int(settings.NVC_HNSW_EF_SEARCH), limit)
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute(f"SET LOCAL hnsw.ef_search = {ef_search}")
        return list(
            queryset.filter(embedding__isnull=False)
            .order_by(CosineDistance("embedding", vector))
            .values_list("pk", flat=True)[:limit]
        )


def embed_rows(model, ids: list[int], text_of) -> int:
    """Compute and store the embeddings of the ``model`` rows ``ids`` from ``text_of(row)``; returns how many."""
    rows = list(model.objects.filter(pk__in=ids))
    if not rows:
        return 0
    vectors = get_embedding_provider().embed([text_of(row) for row in rows])
    for row, vector in zip(rows, vectors, strict=True):
        row.embedding = vector
    model.objects.bulk_update(rows, ["embedding"])
    return len(rows)
