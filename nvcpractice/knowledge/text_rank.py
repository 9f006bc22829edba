"""The full-text half of the hybrid search, bounded: few candidates from the index, then ``ts_rank`` over them.

Why this exists: OR-ing every term of a question and ranking every match costs time in proportion to the table
(at 100k passages, ~100 ms a question), since "how", "do", "I" match nearly every row. Here:

- candidates come from the GIN index through the question's *content* terms only (``text_search.query_terms``:
  no stopwords), skipping terms that PostgreSQL's own statistics say are in more rows than we would rank, and at
  most ``TEXT_CANDIDATES`` of them, in the index's order;
- those candidates are ranked exactly as before, by ``ts_rank`` against every term of the question, so on a
  handbook small enough that nothing is cut the order of the passages found is the same as ranking every match;
- when the content terms find fewer passages than asked for, passages matched by the other terms (also bounded)
  fill the ranking, as they did before: a question of stopwords only still finds passages by words.
"""

from __future__ import annotations

import time

from django.contrib.postgres.search import SearchQuery
from django.db import connections
from django.db.models import QuerySet

from nvcpractice.knowledge.text_search import query_terms, search_query

#: Most rows ranked per lookup; a term estimated in more rows than this is too frequent to look up.
TEXT_CANDIDATES = 1000
#: Seconds the per-table term statistics are kept before being read again.
STATS_TTL = 300.0

_STATS: dict[tuple[str, str], tuple[float, dict[str, float]]] = {}

_STATS_SQL = """
SELECT s.most_common_elems::text::text[], s.most_common_elem_freqs, c.reltuples
FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = to_regnamespace(s.schemaname)
WHERE s.schemaname = current_schema() AND s.tablename = %s AND s.attname = 'search_vector'
"""

# ``found``: rows with a content term, from the index; ``fill``: rows with another term of the question, as many as
# ``found`` leaves room for (none when it is full); both ranked against every term.
_NOTHING = ("SELECT NULL::bigint, NULL::tsvector WHERE false", ())
_RANK_SQL = """
WITH found AS MATERIALIZED ({found}), fill AS MATERIALIZED ({fill} LIMIT %s - (SELECT count(*) FROM found))
SELECT c.id FROM (SELECT * FROM found UNION ALL SELECT * FROM fill) AS c(id, search_vector)
ORDER BY ts_rank(c.search_vector, to_tsquery('simple'::regconfig, %s)) DESC, c.id LIMIT %s
"""


def term_row_estimates(*, queryset: QuerySet) -> dict[str, float]:
    """Estimated rows holding each of the table's most common terms (from ``ANALYZE``; empty before it has run)."""
    key = (queryset.db, queryset.model._meta.db_table)
    cached = _STATS.get(key)
    if cached is not None and time.monotonic() - cached[0] < STATS_TTL:
        return cached[1]
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(_STATS_SQL, [key[1]])
        row = cursor.fetchone()
    estimates: dict[str, float] = {}
    if row is not None and row[0]:
        lexemes, shares, rows = row
        estimates = {lexeme: share * max(rows, 0.0) for lexeme, share in zip(lexemes, shares, strict=False)}
    _STATS[key] = (time.monotonic(), estimates)
    return estimates


def _tsquery(terms: list[str]) -> SearchQuery:
    return SearchQuery(search_query(terms), search_type="raw", config="simple")


def _rows_sql(rows: QuerySet, limit: int | None = None) -> tuple[str, tuple]:
    # Unordered: the model's default ordering would sort every match before the LIMIT.
    rows = rows.order_by().values_list("pk", "search_vector")
    return (rows[:limit] if limit else rows).query.sql_with_params()


def _candidates(queryset: QuerySet, content: list[str], other: list[str]) -> tuple[str, list]:
    """``_RANK_SQL`` with its ``found`` and ``fill`` queries, and their parameters."""
    found, fill = _NOTHING, _NOTHING
    if content:
        found = _rows_sql(queryset.filter(search_vector=_tsquery(content)), TEXT_CANDIDATES)
    if other:
        rows = queryset.filter(search_vector=_tsquery(other))
        fill = _rows_sql(rows.exclude(search_vector=_tsquery(content)) if content else rows)
    return _RANK_SQL.format(found=found[0], fill=fill[0]), [*found[1], *fill[1], TEXT_CANDIDATES]


def text_ranked_ids(*, queryset: QuerySet, query: str, depth: int) -> list[int]:
    """Primary keys of the ``depth`` rows of ``queryset`` that best match ``query`` by words, best first."""
    terms = query_terms(query)
    if not terms.every:
        return []
    estimates = term_row_estimates(queryset=queryset)
    content = [term for term in terms.content if estimates.get(term, 0.0) <= TEXT_CANDIDATES]
    other = [term for term in terms.every if term not in content]
    sql, params = _candidates(queryset, content, other)
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(sql, [*params, search_query(terms.every), depth])
        return [pk for (pk,) in cursor.fetchall()]
