"""The bounded full-text half: at most ``TEXT_CANDIDATES`` passages are ranked, those holding two content terms
first, then one, while stopwords only fill the room left; too-frequent terms are not looked up; and below the bound
the order is that of ranking every match."""

import pytest
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection
from django.db.models import F

from nvcpractice.knowledge import text_rank
from nvcpractice.knowledge.models import KnowledgeChunk
from nvcpractice.knowledge.services import knowledge_chunk_upsert
from nvcpractice.knowledge.text_rank import term_row_estimates, text_ranked_ids
from nvcpractice.knowledge.text_search import query_terms, search_query

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_statistics():
    text_rank._STATS.clear()
    yield
    text_rank._STATS.clear()


def _add(slug: str, text: str, locale: str = "en") -> int:
    chunk, _ = knowledge_chunk_upsert(
        slug=slug, locale=locale, source="test", title="", topic="", text=text, schedule_embedding=False
    )
    return chunk.pk


def _every_match_ranked(query: str, depth: int) -> list[int]:
    """The search as it was: every term OR-ed, every match ranked."""
    tsquery = SearchQuery(search_query(query_terms(query).every), search_type="raw", config="simple")
    rows = KnowledgeChunk.objects.filter(search_vector=tsquery).annotate(rank=SearchRank(F("search_vector"), tsquery))
    return list(rows.order_by("-rank", "pk").values_list("pk", flat=True)[:depth])


WORDS = ["the", "how", "i", "listen", "request", "anger", "gratitude", "boundary", "feel", "need", "a", "to"]


def test_below_the_bound_the_order_is_that_of_ranking_every_match():
    for n in range(40):
        words = [WORDS[(n * 7 + i * (n % 5 + 1)) % len(WORDS)] for i in range(3 + n % 6)]
        _add(f"c{n}", " ".join(words) + (" 我的需要 怎么 倾听" if n % 3 == 0 else ""))
    for query in ("how do I listen to anger", "the gratitude", "how i the a", "I need a boundary", "怎么倾听我的需要"):
        assert text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query=query, depth=20) == _every_match_ranked(
            query, 20
        )


def test_at_most_the_bound_is_ranked_and_stopword_matches_only_fill_the_room(monkeypatch):
    monkeypatch.setattr(text_rank, "TEXT_CANDIDATES", 5)
    filler = [_add(f"f{n}", "how the i " * (n + 1)) for n in range(8)]
    listening = [_add(f"l{n}", "listen") for n in range(2)]
    found = text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="how do I listen", depth=20)
    assert len(found) == 5
    assert set(listening) <= set(found)
    assert set(found) - set(listening) <= set(filler)
    many = [_add(f"m{n}", "request") for n in range(7)]
    found = text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="how do I request", depth=20)
    assert len(found) == 5 and set(found) <= set(many)


def test_rows_holding_two_content_terms_are_taken_before_rows_holding_one(monkeypatch):
    monkeypatch.setattr(text_rank, "TEXT_CANDIDATES", 5)
    for n in range(8):
        _add(f"one{n}", "listen " * (n + 1))
    both = [_add(f"both{n}", "listen to anger") for n in range(2)]
    found = text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="how do I listen to anger", depth=20)
    assert len(found) == 5 and set(both) <= set(found)


def test_a_term_in_more_rows_than_the_bound_is_not_looked_up_before_rarer_ones(monkeypatch):
    monkeypatch.setattr(text_rank, "TEXT_CANDIDATES", 10)
    monkeypatch.setattr(text_rank, "FREQUENT_ROWS", 10)
    stopwords_only = [_add(f"stop{n}", "how the " * (n + 1)) for n in range(15)]
    common = [_add(f"common{n}", f"boundary note {n}") for n in range(60)]
    rare = [_add(f"rare{n}", "boundary gratitude") for n in range(2)]
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {KnowledgeChunk._meta.db_table}")
    estimates = term_row_estimates(queryset=KnowledgeChunk.objects.all())
    assert 58 <= estimates["boundary"] <= 66
    assert estimates.get("gratitude", 0) < 10
    # Looked up by both words, the 10 candidates would be the first 10 "boundary" rows, not the rare ones.
    found = text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="boundary gratitude", depth=20)
    assert found[:2] == rare
    assert len(found) == 10
    # The frequent content word still comes before stopwords: its rows fill the room, not theirs.
    found = text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="how the boundary", depth=20)
    assert len(found) == 10 and set(found) <= set(common + rare)
    assert not set(found) & set(stopwords_only)


def test_statistics_are_read_once_per_table_within_their_lifetime(django_assert_num_queries):
    _add("one", "listen")
    with django_assert_num_queries(2):  # the statistics, then the ranking
        text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="listen", depth=20)
    with django_assert_num_queries(1):
        text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="listen", depth=20)


def test_a_question_without_words_finds_nothing_without_a_query(django_assert_num_queries):
    with django_assert_num_queries(0):
        assert text_ranked_ids(queryset=KnowledgeChunk.objects.all(), query="?!", depth=20) == []


def test_filters_of_the_queryset_apply_to_both_lookups():
    english = _add("en", "how do I listen")
    _add("zh", "倾听 how", locale="zh-hans")
    only_english = KnowledgeChunk.objects.filter(locale="en")
    assert text_ranked_ids(queryset=only_english, query="how do I listen", depth=20) == [english]
    assert text_ranked_ids(queryset=only_english, query="how", depth=20) == [english]
