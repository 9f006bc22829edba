"""The vector column shared by every searchable model, sized by ``NVC_EMBEDDING_DIM``."""

from django.conf import settings
from pgvector.django import HnswIndex, VectorField


def embedding_field() -> VectorField:
    return VectorField(dimensions=settings.NVC_EMBEDDING_DIM, null=True, blank=True, editable=False)


def embedding_index(name: str) -> HnswIndex:
    """HNSW with the cosine opclass: every query orders by ``CosineDistance``."""
    return HnswIndex(name=name, fields=["embedding"], m=16, ef_construction=64, opclasses=["vector_cosine_ops"])


def embed_rows(model, ids: list[int], text_of) -> int:
    """Compute and store the embeddings of the ``model`` rows ``ids`` from ``text_of(row)``; returns how many."""
    from nvcpractice.llm.embeddings import get_embedding_provider

    rows = list(model.objects.filter(pk__in=ids))
    if not rows:
        return 0
    vectors = get_embedding_provider().embed([text_of(row) for row in rows])
    for row, vector in zip(rows, vectors, strict=True):
        row.embedding = vector
    model.objects.bulk_update(rows, ["embedding"])
    return len(rows)
