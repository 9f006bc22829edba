"""The vector column shared by every searchable model, sized by ``NVC_EMBEDDING_DIM``."""

from django.conf import settings
from pgvector.django import HnswIndex, VectorField


def embedding_field() -> VectorField:
    return VectorField(dimensions=settings.NVC_EMBEDDING_DIM, null=True, blank=True, editable=False)


def embedding_index(name: str) -> HnswIndex:
    """HNSW with the cosine opclass: every query orders by ``CosineDistance``."""
    return HnswIndex(name=name, fields=["embedding"], m=16, ef_construction=64, opclasses=["vector_cosine_ops"])
