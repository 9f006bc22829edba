"""Reads of the knowledge base and the wiki: hybrid search (pgvector cosine + full text, fused by rank).

The answer bank is searched separately (``answer_search``, see ``answer_match``): its scores are comparable
across questions, so a threshold can tell a question it answers from one it doesn't.

Both searches rank independently (the full-text one over a bounded set of candidates, see ``text_rank``);
reciprocal rank fusion (score = Σ 1 / (60 + rank)) merges them, so a passage found by meaning and by words comes
first, and one found by either still appears.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from django.conf import settings
from django.db.models import Q, QuerySet

from nvcpractice.embedding_field import hnsw_cursor, nearest_sql
from nvcpractice.knowledge.answer_match import AnswerIndex
from nvcpractice.knowledge.models import AnswerCard, KnowledgeChunk, WikiEntry
from nvcpractice.knowledge.text_rank import text_rank_sql
from nvcpractice.llm.embeddings import get_embedding_provider
from nvcpractice.locales import Locale
from nvcpractice.ranking import fuse_rankings

#: A statement listing nothing: the words half of a question without words, the rows of a search fetching none.
_NOTHING = "SELECT NULL::bigint WHERE false"
#: Both rankings as arrays (the same on every row), joined to the rows either found: ``(rows) AS r(id)`` names the
#: first column, the primary key. A search finding nothing still returns one row (the left join).
_SEARCH_SQL = """
WITH m AS MATERIALIZED (SELECT ARRAY({meaning}) AS ids), w AS MATERIALIZED (SELECT ARRAY({words}) AS ids)
SELECT m.ids, w.ids, r.* FROM m CROSS JOIN w LEFT JOIN ({rows}) AS r(id) ON r.id = ANY(m.ids || w.ids)
"""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One passage found, with where it comes from."""

    id: int
    title: str
    text: str
    source: str
    locale: str
    score: float

    #: The chunk's columns a hit carries, in order (only these are fetched: not the embedding nor the search vector).
    FIELDS = ("title", "text", "source", "locale")


class _Found(NamedTuple):
    """Both rankings of a search, best first, and the requested columns of every row either of them found."""

    by_meaning: list[int]
    by_words: list[int]
    rows: dict[int, tuple]

    def fused(self, k: int) -> list[tuple[int, float]]:
        return fuse_rankings(self.by_meaning, self.by_words)[:k]


def _search(queryset: QuerySet, query: str, depth: int, fields: tuple[str, ...] = ()) -> _Found:
    """The ``depth`` best ids of ``queryset`` for ``query`` by meaning and by words, and the ``fields`` of the rows
    found, from one statement (one round trip; each half as a subquery with its own plan)."""
    vector = get_embedding_provider().embed([query])[0]
    meaning_sql, meaning_params = nearest_sql(queryset, vector, depth)
    words_sql, words_params = text_rank_sql(queryset=queryset, query=query, depth=depth) or (_NOTHING, [])
    params = [*meaning_params, *words_params]
    rows_sql = _NOTHING
    if fields:
        rows_sql, rows_params = queryset.order_by().values_list("pk", *fields).query.sql_with_params()
        params += rows_params
    with hnsw_cursor(queryset.db, depth) as cursor:
        cursor.execute(_SEARCH_SQL.format(meaning=meaning_sql, words=words_sql, rows=rows_sql), params)
        found = cursor.fetchall()
    rows = {row[0]: row[1:] for _, _, *row in found if row[0] is not None}
    return _Found(by_meaning=found[0][0], by_words=found[0][1], rows=rows)


def knowledge_search(*, query: str, k: int = 5, locale: str | None = None) -> list[SearchHit]:
    """The ``k`` knowledge chunks that best answer ``query`` (optionally in one language)."""
    queryset = KnowledgeChunk.objects.all()
    if locale:
        queryset = queryset.filter(locale=locale)
    found = _search(queryset, query, max(k * 4, 20), SearchHit.FIELDS)
    return [SearchHit(pk, *found.rows[pk], score=round(score, 5)) for pk, score in found.fused(k) if pk in found.rows]


def wiki_visible_to(*, user_id: int) -> QuerySet[WikiEntry]:
    """Approved entries, plus the user's own entries whatever their status."""
    return WikiEntry.objects.filter(Q(status=WikiEntry.Status.APPROVED) | Q(author_id=user_id))


def wiki_search(*, user_id: int, query: str, k: int = 5, locale: str | None = None) -> list[tuple[WikiEntry, float]]:
    """Wiki entries the user may read that best match ``query``."""
    queryset = wiki_visible_to(user_id=user_id)
    if locale:
        queryset = queryset.filter(locale=locale)
    ranked = _search(queryset, query, max(k * 4, 20)).fused(k)
    entries = queryset.defer("embedding", "search_vector").in_bulk([pk for pk, _ in ranked])
    return [(entries[pk], round(score, 5)) for pk, score in ranked if pk in entries]


#: Score from which an answer card is taken to answer the question (tuned on held-out paraphrased questions;
#: see tests/knowledge/test_answer_bank.py). ``NVC_ANSWER_THRESHOLD`` overrides it.
ANSWER_THRESHOLD = 0.2


@dataclass(frozen=True, slots=True)
class AnswerHit:
    """One answer-bank card found for a question, with its handbook link and whether it clears the threshold."""

    concept: str
    title: str
    answer: str
    example: str
    why: str
    locale: str
    source: str
    source_title: str
    source_text: str
    score: float
    confident: bool


_INDEXES: dict[tuple, AnswerIndex] = {}


def _answer_index(locale: str) -> tuple[AnswerIndex, dict[int, AnswerCard]]:
    cards = {card.pk: card for card in AnswerCard.objects.filter(locale=locale).select_related("handbook")}
    version = (locale, tuple(sorted((pk, card.updated_at) for pk, card in cards.items())))
    index = _INDEXES.get(version)
    if index is None:
        _INDEXES.clear()  # one version per process is enough: the bank changes only when seeded
        index = AnswerIndex(
            ((pk, [card.title, *card.questions], list(card.keywords)) for pk, card in cards.items()), locale
        )
        _INDEXES[version] = index
    return index, cards


def answer_threshold() -> float:
    return float(getattr(settings, "NVC_ANSWER_THRESHOLD", ANSWER_THRESHOLD))


def answer_search(*, query: str, locale: str | None = None, k: int = 3) -> list[AnswerHit]:
    """The ``k`` answer cards that best match ``query`` in ``locale`` (guessed from the text when ``None``)."""
    if locale not in Locale.values:
        locale = Locale.ZH_HANS if any("\u3400" <= ch <= "\u9fff" for ch in query) else Locale.EN
    index, cards = _answer_index(locale)
    threshold = answer_threshold()
    hits = []
    for pk, score in index.score(query)[:k]:
        card = cards[pk]
        handbook = card.handbook
        hits.append(
            AnswerHit(
                concept=card.concept,
                title=card.title,
                answer=card.answer,
                example=card.example,
                why=card.why,
                locale=card.locale,
                source=handbook.source if handbook else "",
                source_title=handbook.title if handbook else "",
                source_text=handbook.text if handbook else "",
                score=round(score, 4),
                confident=score >= threshold,
            )
        )
    return hits
