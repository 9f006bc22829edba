"""The full-text half of the hybrid search, bounded: few candidates from the index, then ``ts_rank`` over them.

Why this exists: OR-ing every term of a question and ranking every match costs time in proportion to the table
(at 100k passages, ~100 ms a question), since "how", "do", "I" match nearly every row. Here:

- candidates come from the GIN index through the question's *content* terms only (``text_search.query_terms``:
  no stopwords), those that PostgreSQL's own statistics put in more than ``FREQUENT_ROWS`` rows coming later;
- at most ``TEXT_CANDIDATES`` of them, taken in tiers the index can tell apart cheaply: rows holding two of the
  content terms, then rows holding one, then a too-frequent content term, then only stopwords; each tier fills
  only the room the ones before it left (none once it is full), in the index's order within a tier;
- those candidates are ranked exactly as before, by ``ts_rank`` against every term of the question. When fewer rows
  match than the bound, every match is a candidate, so the order is the same as ranking every match: the seeded
  handbook's answers did not change (``tests/knowledge/test_search_answers.py``). A question of stopwords only
  still finds passages by words, from the last tier.

Each tier is one lookup in the GIN index, and a lookup also reads the index's whole pending list when it has one:
the index is defined without one (``models.search_index``), so a lookup costs what its terms' posting lists cost.
"""

from __future__ import annotations

import itertools
import time

from django.db import connections
from django.db.models import QuerySet

from nvcpractice.knowledge.text_search import query_terms, search_query

#: Most rows ranked per question.
TEXT_CANDIDATES = 500
#: A term estimated in more rows than this is too frequent to look up.
FREQUENT_ROWS = 1000
#: Content terms paired for the first tier (the first ten: 45 pairs).
PAIRED_TERMS = 10
#: Seconds the per-table term statistics are kept before being read again.
STATS_TTL = 300.0

_STATS: dict[tuple[str, str], tuple[float, dict[str, float]]] = {}

_STATS_SQL = """
SELECT s.most_common_elems::text::text[], s.most_common_elem_freqs, c.reltuples
FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = to_regnamespace(s.schemaname)
WHERE s.schemaname = current_schema() AND s.tablename = %s AND s.attname = 'search_vector'
"""

_TIER_SQL = (
    "t{index} AS MATERIALIZED (SELECT r.id, r.search_vector FROM ({rows}) AS r(id, search_vector) "
    "WHERE r.search_vector @@ to_tsquery('simple'::regconfig, %s){exclude} LIMIT %s{taken})"
)
_EXCLUDE_SQL = " AND NOT (r.search_vector @@ to_tsquery('simple'::regconfig, %s))"

_RANK_SQL = """
WITH {tiers}
SELECT c.id FROM ({union}) AS c(id, search_vector)
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


def _tiers(content: list[str], frequent: list[str], stop: list[str]) -> list[tuple[str, str]]:
    """(raw tsquery a tier matches, raw tsquery of the rows earlier tiers took) for each tier, best first: two
    content terms, one, a too-frequent content term, a stopword."""
    pairs = " | ".join(f"{a} & {b}" for a, b in itertools.combinations(content[:PAIRED_TERMS], 2))
    tiers = [(pairs, "")] if pairs else []
    earlier: list[str] = []
    for terms in (content, frequent, stop):
        if terms:
            tiers.append((search_query(terms), search_query(earlier) if earlier else pairs))
            earlier += terms
    return tiers


def _candidates_sql(queryset: QuerySet, tiers: list[tuple[str, str]]) -> tuple[str, list]:
    """``_RANK_SQL`` with one CTE per tier: its rows (unordered: an ordering would sort every match), limited to the
    room the tiers before it left. ``queryset`` is compiled once (without its ordering) into a subquery PostgreSQL
    flattens into each tier's index scan; only that SQL and CTE names are formatted in, every value is a parameter."""
    rows, row_params = queryset.order_by().values_list("pk", "search_vector").query.sql_with_params()
    ctes, params = [], []
    for index, (raw, before) in enumerate(tiers):
        taken = "".join(f" - (SELECT count(*) FROM t{previous})" for previous in range(index))  # noqa: S608
        exclude = _EXCLUDE_SQL if before else ""
        ctes.append(_TIER_SQL.format(index=index, rows=rows, exclude=exclude, taken=taken))
        params.extend([*row_params, raw, *([before] if before else []), TEXT_CANDIDATES])
    union = " UNION ALL ".join(f"SELECT * FROM t{index}" for index in range(len(tiers)))  # noqa: S608
    return _RANK_SQL.format(tiers=", ".join(ctes), union=union), params


def text_rank_sql(*, queryset: QuerySet, query: str, depth: int) -> tuple[str, list] | None:
    """The statement ranking ``query``'s candidates among ``queryset`` and its parameters; ``None`` without terms."""
    terms = query_terms(query)
    if not terms.every:
        return None
    estimates = term_row_estimates(queryset=queryset)
    content = [term for term in terms.content if estimates.get(term, 0.0) <= FREQUENT_ROWS]
    frequent = [term for term in terms.content if term not in content]
    stop = [term for term in terms.every if term not in terms.content]
    sql, params = _candidates_sql(queryset, _tiers(content, frequent, stop))
    return sql, [*params, search_query(terms.every), depth]


def text_ranked_ids(*, queryset: QuerySet, query: str, depth: int) -> list[int]:
    """Primary keys of the ``depth`` rows of ``queryset`` that best match ``query`` by words, best first."""
    statement = text_rank_sql(queryset=queryset, query=query, depth=depth)
    if statement is None:
        return []
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(*statement)
        return [pk for (pk,) in cursor.fetchall()]
