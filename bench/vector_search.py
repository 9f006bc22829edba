"""Knowledge search at 10k and 100k chunks: the hybrid ``knowledge_search``, and HNSW vs exact scan on its own.

Synthetic passages (pseudo-words drawn from topics, so related passages share words the way a real handbook does)
are embedded with the project's :class:`HashingEmbeddings` (``NVC_EMBEDDING_DIM``) in worker processes and loaded
with a binary ``COPY``, their full-text vectors filled in one ``UPDATE``; the HNSW index is the model's own
definition (``nvcpractice.embedding_field.embedding_index``: m=32, ef_construction=128, cosine; the values used are
recorded as ``index``), dropped before the load and built after it. The full-text index stays and takes the
``UPDATE`` as it takes any write (``nvcpractice.knowledge.models.search_index``: no pending list). The table is then
vacuumed and analysed, as autovacuum would do soon after such a load, so that it does not run mid-measurement.

The headline figures:

* ``knowledge_search_p95_ms``: the whole hybrid selector as the app calls it (query embedding, vector query,
  full-text query, fusion, fetch), ``knowledge_search(query=..., k=5)`` over up to 100 queries;
* ``hnsw_p95_ms`` and ``recall_at_10``: the vector half as the app runs it,
  ``nvcpractice.embedding_field.nearest_ids`` with ``SET LOCAL hnsw.ef_search = NVC_HNSW_EF_SEARCH`` (``ef_search``;
  the plain ORM query at the server default of 40 if the project had no such function).

Exact results come from ``order_by(CosineDistance("embedding", v))[:10]`` in a transaction with ``SET LOCAL
enable_indexscan = off`` (a sequential scan); recall@10 is the share of the exact top 10 that HNSW returns. A sweep
of ``SET LOCAL hnsw.ef_search`` (the server default 40 and each value given) shows the trade-off; ``tuned`` is the
smallest value of the sweep reaching recall 0.95.
"""

from __future__ import annotations

import bisect
import itertools
import random
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from typing import Any

from bench.common import percentile, summary_ms

SLUG_PREFIX = "benchvec-"
INDEX_NAME = "knowledge_chunk_embedding_hnsw"
_SYLLABLES = [c + v for c in "bdfghklmnprstvz" for v in "aeiou"]
VOCABULARY_SIZE = 6000
TOPICS = 300
TOPIC_WORDS = 40


class Corpus:
    """Deterministic synthetic passages and queries (same seed, same text on every machine)."""

    def __init__(self, seed: int = 7) -> None:
        rng = random.Random(seed)
        words: dict[str, None] = {}
        while len(words) < VOCABULARY_SIZE:
            words["".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))] = None
        self.words = list(words)
        weights = [1.0 / (rank + 1) for rank in range(len(self.words))]  # Zipf-like background words
        self.cumulative = list(itertools.accumulate(weights))
        self.topics = [rng.sample(self.words, TOPIC_WORDS) for _ in range(TOPICS)]
        self.seed = seed

    def _background(self, rng: random.Random) -> str:
        return self.words[bisect.bisect(self.cumulative, rng.random() * self.cumulative[-1])]

    def passage(self, index: int) -> tuple[str, str, str]:
        """(title, topic, text) of passage ``index``."""
        rng = random.Random(self.seed * 1_000_003 + index)
        topic = rng.randrange(TOPICS)
        chosen = self.topics[topic]
        size = rng.randint(30, 50)
        words = [rng.choice(chosen) if rng.random() < 0.5 else self._background(rng) for _ in range(size)]
        return f"{chosen[0]} {chosen[1]} {index}", f"t{topic}", " ".join(words)

    def query(self, index: int) -> str:
        rng = random.Random(self.seed * 7_919 + 10_000_000 + index)
        chosen = self.topics[rng.randrange(TOPICS)]
        return " ".join([*rng.sample(chosen, 4), self._background(rng), self._background(rng)])


_CORPUS: Corpus | None = None


def _embed_range(args: tuple[int, int, int]) -> list[tuple[str, str, str, bytes]]:
    """Worker: passages ``start..stop`` with their embeddings (float32 bytes)."""
    global _CORPUS
    from array import array

    from nvcpractice.llm.embeddings import HashingEmbeddings

    start, stop, dimension = args
    if _CORPUS is None:
        _CORPUS = Corpus()
    embedder = HashingEmbeddings(dimension)
    rows = []
    for index in range(start, stop):
        title, topic, text = _CORPUS.passage(index)
        rows.append((title, topic, text, array("f", embedder.embed_one(f"{title}\n{text}")).tobytes()))
    return rows


def _embedded_passages(start: int, stop: int, dimension: int, workers: int) -> list[tuple[str, str, str, bytes]]:
    """Passages ``start..stop`` embedded, in ``workers`` forked processes when there are many."""
    from django.db import connection

    from bench.database import close_connections

    batch = 2000
    ranges = [(i, min(i + batch, stop), dimension) for i in range(start, stop, batch)]
    if workers <= 1 or len(ranges) == 1 or connection.in_atomic_block:
        return [row for item in ranges for row in _embed_range(item)]
    import multiprocessing

    close_connections()  # forked workers must not share a database socket (nor a pool's)
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
        return [row for rows in pool.map(_embed_range, ranges) for row in rows]


def _hnsw_index():
    from nvcpractice.knowledge.models import KnowledgeChunk

    return next(index for index in KnowledgeChunk._meta.indexes if index.name == INDEX_NAME)


def index_parameters() -> dict[str, Any]:
    """The HNSW index as the model defines it (what the load builds)."""
    index = _hnsw_index()
    return {"m": index.m, "ef_construction": index.ef_construction, "opclasses": list(index.opclasses)}


def _index_exists() -> bool:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_indexes WHERE indexname = %s", [INDEX_NAME])
        return cursor.fetchone() is not None


def load(*, start: int, stop: int, workers: int = 2) -> dict[str, float]:
    """Add passages ``start..stop`` (HNSW index dropped during the load, rebuilt after); returns timings."""
    import numpy
    from django.conf import settings
    from django.db import connection
    from pgvector.psycopg import register_vector

    from nvcpractice.knowledge.models import KnowledgeChunk

    timings: dict[str, float] = {}
    table = KnowledgeChunk._meta.db_table
    started = time.perf_counter()
    rows = _embedded_passages(start, stop, settings.NVC_EMBEDDING_DIM, workers)
    timings["embed_s"] = time.perf_counter() - started
    if _index_exists():
        with connection.schema_editor() as editor:
            editor.remove_index(KnowledgeChunk, _hnsw_index())
    connection.ensure_connection()
    register_vector(connection.connection)
    now = datetime.now(UTC)
    started = time.perf_counter()
    columns = "slug, source, title, topic, locale, text, embedding, created_at, updated_at"
    types = ["varchar", "varchar", "varchar", "varchar", "varchar", "text", "vector", "timestamptz", "timestamptz"]
    with (
        connection.cursor() as cursor,
        cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN (FORMAT BINARY)") as copy,
    ):
        copy.set_types(types)
        for index, (title, topic, text, vector) in zip(range(start, stop), rows, strict=True):
            embedding = numpy.frombuffer(vector, dtype=numpy.float32)
            copy.write_row((f"{SLUG_PREFIX}{index}", "bench", title, topic, "en", text, embedding, now, now))
    timings["copy_s"] = time.perf_counter() - started
    del rows
    started = time.perf_counter()
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET search_vector = to_tsvector('simple', title || ' ' || text) "  # noqa: S608
            "WHERE search_vector IS NULL AND slug LIKE %s",
            [SLUG_PREFIX + "%"],
        )
    timings["search_vector_s"] = time.perf_counter() - started
    started = time.perf_counter()
    with connection.cursor() as cursor:
        cursor.execute("SET maintenance_work_mem = '1GB'")
        cursor.execute("SET max_parallel_maintenance_workers = 1")
    with connection.schema_editor() as editor:
        editor.add_index(KnowledgeChunk, _hnsw_index())
    with connection.cursor() as cursor:
        cursor.execute("RESET maintenance_work_mem")
        cursor.execute("RESET max_parallel_maintenance_workers")
    timings["index_build_s"] = time.perf_counter() - started
    started = time.perf_counter()
    with connection.cursor() as cursor:
        # VACUUM as autovacuum would soon after the load (the UPDATE left a dead copy of every row), so that it does
        # not run in the middle of the measurement; a test's transaction cannot vacuum, ANALYZE alone then.
        cursor.execute(f"{'ANALYZE' if connection.in_atomic_block else 'VACUUM (ANALYZE)'} {table}")
    timings["vacuum_s"] = time.perf_counter() - started
    return timings


def _top_ids(vector: list[float], k: int) -> list[int]:
    from pgvector.django import CosineDistance

    from nvcpractice.knowledge.models import KnowledgeChunk

    return list(
        KnowledgeChunk.objects.filter(embedding__isnull=False)
        .order_by(CosineDistance("embedding", vector))
        .values_list("pk", flat=True)[:k]
    )


def _timed(vector: list[float], k: int, settings_sql: tuple[str, ...]) -> tuple[float, list[int]]:
    from django.db import connection, transaction

    started = time.perf_counter()
    if settings_sql:
        with transaction.atomic(), connection.cursor() as cursor:
            for statement in settings_sql:
                cursor.execute(statement)
            ids = _top_ids(vector, k)
    else:
        ids = _top_ids(vector, k)
    return time.perf_counter() - started, ids


def app_query() -> tuple[Any, int]:
    """The vector query as the app runs it, and the ``ef_search`` it uses.

    ``nvcpractice.embedding_field.nearest_ids`` (``SET LOCAL hnsw.ef_search`` = ``NVC_HNSW_EF_SEARCH`` per query)
    when the project has it; else the plain ORM query at the server's default ``ef_search`` (40).
    """
    from django.conf import settings

    try:
        from nvcpractice.embedding_field import nearest_ids
    except ImportError:
        return None, 40
    return nearest_ids, int(getattr(settings, "NVC_HNSW_EF_SEARCH", 40))


def _timed_app(vector: list[float], k: int) -> tuple[float, list[int]]:
    from nvcpractice.knowledge.models import KnowledgeChunk

    nearest_ids, _ = app_query()
    started = time.perf_counter()
    ids = nearest_ids(KnowledgeChunk.objects.all(), vector, k) if nearest_ids else _top_ids(vector, k)
    return time.perf_counter() - started, ids


def _distances(vector: list[float], ids) -> dict[int, float]:
    from pgvector.django import CosineDistance

    from nvcpractice.knowledge.models import KnowledgeChunk

    rows = KnowledgeChunk.objects.filter(pk__in=list(ids)).annotate(d=CosineDistance("embedding", vector))
    return dict(rows.values_list("pk", "d"))


def _uses_index(vector: list[float], settings_sql: tuple[str, ...] = ()) -> bool:
    from django.db import connection, transaction
    from pgvector.django import CosineDistance

    from nvcpractice.knowledge.models import KnowledgeChunk

    queryset = (
        KnowledgeChunk.objects.filter(embedding__isnull=False)
        .order_by(CosineDistance("embedding", vector))
        .values_list("pk", flat=True)[:10]
    )
    with transaction.atomic(), connection.cursor() as cursor:
        for statement in settings_sql:
            cursor.execute(statement)
        return INDEX_NAME in queryset.explain()


EXACT = ("SET LOCAL enable_indexscan = off",)


def measure(*, queries: int, ef_values: tuple[int, ...], k: int = 10, corpus: Corpus | None = None) -> dict[str, Any]:
    """Latency and recall@k of HNSW (default and each ``ef_search``) against the exact scan, over ``queries``."""
    from django.conf import settings

    from nvcpractice.knowledge.selectors import knowledge_search
    from nvcpractice.llm.embeddings import HashingEmbeddings

    corpus = corpus or Corpus()
    embedder = HashingEmbeddings(settings.NVC_EMBEDDING_DIM)
    texts = [corpus.query(i) for i in range(queries)]
    vectors = [embedder.embed_one(text) for text in texts]
    for vector in vectors[:5]:  # warm the caches and the plans
        _timed(vector, k, EXACT)
    # The exact scans run first, on their own: a sequential scan of the table pushes the index out of the cache,
    # and the HNSW query right after one would pay for it. Then every HNSW variant runs on every query, in rotating
    # order, so noise from the machine affects them alike.
    exact_times, truth = [], []
    for vector in vectors:
        seconds, ids = _timed(vector, k, EXACT)
        exact_times.append(seconds)
        truth.append(set(ids))
    runners: dict[str, Any] = {
        "app": lambda vector: _timed_app(vector, k),
        "40": lambda vector: _timed(vector, k, ()),
    }
    for ef in ef_values:
        statement = (f"SET LOCAL hnsw.ef_search = {int(ef)}",)
        runners[str(int(ef))] = lambda vector, statement=statement: _timed(vector, k, statement)
    names = list(runners)
    for vector in vectors[:10]:  # warm the index back into the cache
        for runner in runners.values():
            runner(vector)
    times: dict[str, list[float]] = {name: [] for name in names}
    returned: dict[str, list[list[int]]] = {name: [] for name in names}
    for index, vector in enumerate(vectors):
        shift = index % len(names)
        for name in names[shift:] + names[:shift]:
            seconds, ids = runners[name](vector)
            times[name].append(seconds)
            returned[name].append(ids)
    denominator = sum(len(expected) for expected in truth) or 1
    sweep: dict[str, Any] = {}
    for name, found in returned.items():
        hits = sum(len(expected.intersection(ids)) for expected, ids in zip(truth, found, strict=True))
        sweep[name] = {**summary_ms(times[name]), "recall_at_10": round(hits / denominator, 4)}
    # Recall counting ties: a returned passage as close as the exact 10th counts (ann-benchmarks' definition).
    thresholds = [
        max(_distances(vector, expected).values(), default=0.0) for vector, expected in zip(vectors, truth, strict=True)
    ]
    for name, found in returned.items():
        hits = 0
        for vector, ids, threshold in zip(vectors, found, thresholds, strict=True):
            hits += sum(1 for distance in _distances(vector, ids).values() if distance <= threshold + 1e-6)
        sweep[name]["recall_at_10_ties"] = round(min(hits, denominator) / denominator, 4)
    hybrid_times = []
    for text in texts[:5]:  # warm up as the vector runners were: the first calls also pay one-time set-up
        knowledge_search(query=text, k=5)
    for text in texts[: min(queries, 100)]:
        started = time.perf_counter()
        knowledge_search(query=text, k=5)
        hybrid_times.append(time.perf_counter() - started)
    app = sweep.pop("app")
    reaching = [name for name in sweep if sweep[name]["recall_at_10"] >= 0.95]
    tuned = min(reaching, key=int) if reaching else None
    exact = summary_ms(exact_times)
    return {
        "hnsw_p95_ms": app["p95_ms"],
        "hnsw_p50_ms": app["p50_ms"],
        "recall_at_10": app["recall_at_10"],
        "recall_at_10_ties": app["recall_at_10_ties"],
        "ef_search": max(app_query()[1], k),
        "ef_search_source": "nvcpractice.embedding_field.nearest_ids (NVC_HNSW_EF_SEARCH)"
        if app_query()[0]
        else "the plain ORM query at the server default",
        "exact_p95_ms": exact["p95_ms"],
        "exact_p50_ms": exact["p50_ms"],
        "tuned": (
            {"ef_search": int(tuned), **{key: sweep[tuned][key] for key in ("p50_ms", "p95_ms", "recall_at_10")}}
            if tuned
            else None
        ),
        "sweep": dict(sorted(sweep.items(), key=lambda item: int(item[0]))),
        "knowledge_search_p95_ms": round(percentile([t * 1000 for t in hybrid_times], 95), 3),
        "knowledge_search_p50_ms": round(percentile([t * 1000 for t in hybrid_times], 50), 3),
        "queries": queries,
        "index": index_parameters(),
        "hnsw_plan_uses_index": _uses_index(vectors[0]),
        "exact_plan_uses_index": _uses_index(vectors[0], EXACT),
    }


def cleanup() -> None:
    """Remove the synthetic passages (and keep the index the model defines)."""
    from django.db import connection

    from nvcpractice.knowledge.models import KnowledgeChunk

    KnowledgeChunk.objects.filter(slug__startswith=SLUG_PREFIX).delete()
    if not _index_exists():
        with connection.schema_editor() as editor:
            editor.add_index(KnowledgeChunk, _hnsw_index())


def run(
    *,
    sizes: tuple[int, ...] = (10_000, 100_000),
    queries: int = 200,
    ef_values: tuple[int, ...] = (100, 200, 400, 800),
    workers: int = 2,
    keep: bool = False,
) -> dict[str, Any]:
    """Grow the knowledge base to each of ``sizes`` synthetic chunks in turn and measure at each."""
    from nvcpractice.knowledge.models import KnowledgeChunk

    results: dict[str, Any] = {}
    loaded = 0
    corpus = Corpus()
    try:
        for size in sorted(sizes):
            timings = load(start=loaded, stop=size, workers=workers)
            loaded = size
            measured = measure(queries=queries, ef_values=ef_values, corpus=corpus)
            measured["rows"] = KnowledgeChunk.objects.count()
            measured["load"] = {name: round(value, 2) for name, value in timings.items()}
            results[str(size)] = measured
    finally:
        if not keep:
            cleanup()
    return results
