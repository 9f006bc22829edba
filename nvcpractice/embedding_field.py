"""The vector column shared by every searchable model, sized by ``NVC_EMBEDDING_DIM``."""

from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import connections, transaction
from django.db.backends.utils import CursorWrapper
from django.db.models import QuerySet
from pgvector import Vector
from pgvector.django import HnswIndex, VectorField

from nvcpractice.llm.embeddings import get_embedding_provider


def embedding_field() -> VectorField:
    return VectorField(dimensions=settings.NVC_EMBEDDING_DIM, null=True, blank=True, editable=False)


def embedding_index(name: str) -> HnswIndex:
    """HNSW with the cosine opclass: every query orders by ``CosineDistance``.

    m=32 / ef_construction=128 rather than pgvector's 16 / 64: hashed n-gram vectors are close to random, the
    hardest case for HNSW, and the denser graph keeps recall@10 near 0.95 at a moderate ``ef_search``.
    """
    return HnswIndex(name=name, fields=["embedding"], m=32, ef_construction=128, opclasses=["vector_cosine_ops"])


def hnsw_ef_search(limit: int) -> int:
    """The ``hnsw.ef_search`` a query for ``limit`` neighbours runs with: ``NVC_HNSW_EF_SEARCH``, at least ``limit``
    (the index returns no more rows than it keeps candidates)."""
    return max(int(settings.NVC_HNSW_EF_SEARCH), limit)


@contextmanager
def hnsw_cursor(using: str, limit: int) -> Iterator[CursorWrapper]:
    """A cursor in a transaction whose HNSW scans keep ``hnsw_ef_search(limit)`` candidates (``SET LOCAL``: the
    setting ends with the transaction)."""
    with transaction.atomic(using=using), connections[using].cursor() as cursor:
        cursor.execute(f"SET LOCAL hnsw.ef_search = {hnsw_ef_search(limit)}")
        yield cursor


def nearest_sql(queryset: QuerySet, vector: list[float], limit: int) -> tuple[str, list]:
    """The statement listing the primary keys of the ``limit`` rows of ``queryset`` nearest to ``vector`` by cosine
    distance, nearest first, and its parameters. Run it in ``hnsw_cursor``: the HNSW index orders the rows.

    The queryset is compiled once, without its ordering, into a subquery that PostgreSQL flattens into the scan;
    the vector is sent as text, as the ORM's ``CosineDistance`` sends it.
    """
    rows, params = queryset.order_by().values_list("pk", "embedding").query.sql_with_params()
    sql = (
        f"SELECT n.id FROM ({rows}) AS n(id, embedding) WHERE n.embedding IS NOT NULL "  # noqa: S608
        "ORDER BY n.embedding <=> %s::vector LIMIT %s"
    )
    return sql, [*params, Vector(vector).to_text(), limit]


def nearest_ids(queryset: QuerySet, vector: list[float], limit: int) -> list[int]:
    """Primary keys of the ``limit`` rows nearest to ``vector`` by cosine distance, through the HNSW index, with
    ``hnsw.ef_search`` set for this query only."""
    with hnsw_cursor(queryset.db, limit) as cursor:
        cursor.execute(*nearest_sql(queryset, vector, limit))
        return [pk for (pk,) in cursor.fetchall()]


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
