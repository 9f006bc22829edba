"""``knowledge_search`` and ``wiki_search``: both halves of the hybrid search in one statement, the hits fetched
without their vectors, and the vector half allowed to return more rows than the index's default candidates."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from nvcpractice.embedding_field import nearest_ids
from nvcpractice.knowledge import text_rank
from nvcpractice.knowledge.models import KnowledgeChunk
from nvcpractice.knowledge.selectors import knowledge_search, wiki_search
from nvcpractice.knowledge.services import (
    knowledge_chunk_upsert,
    knowledge_chunks_embed,
    wiki_entries_embed,
    wiki_entry_create,
)
from nvcpractice.llm.embeddings import get_embedding_provider
from nvcpractice.ranking import fuse_rankings

pytestmark = pytest.mark.django_db

TEXTS = [
    "listening to anger without judging it",
    "a request the other person may refuse",
    "gratitude for a need that was met",
    "setting a boundary with care",
    "observing what happened before evaluating it",
    "empathy for fear behind the words",
]


@pytest.fixture
def chunks() -> dict[int, str]:
    texts = {}
    for n, text in enumerate(TEXTS * 3):
        chunk, _ = knowledge_chunk_upsert(
            slug=f"c{n}",
            locale="en",
            source=f"s{n}",
            title=f"t{n}",
            topic="",
            text=f"{text} {n}",
            schedule_embedding=False,
        )
        texts[chunk.pk] = chunk.text
    knowledge_chunks_embed(chunk_ids=list(texts))
    return texts


def _statements(captured) -> list[str]:
    return [q["sql"] for q in captured if q["sql"].lstrip().upper().startswith(("SELECT", "WITH", "SET"))]


def test_one_search_is_one_statement_fetching_the_hits_without_their_vectors(chunks):
    knowledge_search(query="how do I listen to anger", k=3)  # reads the term statistics once
    with CaptureQueriesContext(connection) as captured:
        hits = knowledge_search(query="a request about anger", k=3)
    statements = _statements(captured)
    assert [s.split()[0] for s in statements] == ["SET", "WITH"], statements
    assert statements[0] == "SET LOCAL hnsw.ef_search = 200"
    assert "<=>" in statements[1] and "ts_rank" in statements[1]
    rows = statements[1].split("LEFT JOIN", 1)[1]
    assert "title" in rows and "embedding" not in rows and "search_vector" not in rows
    assert [hit.text for hit in hits] == [chunks[hit.id] for hit in hits]
    assert [hit.source for hit in hits] == [f"s{hit.title[1:]}" for hit in hits]
    assert len(hits) == 3 and all(hit.locale == "en" for hit in hits)


def test_hits_are_the_fused_rankings_of_the_two_halves(chunks):
    text_rank._STATS.clear()
    query = "gratitude when a need was met"
    hits = knowledge_search(query=query, k=4)
    queryset = KnowledgeChunk.objects.all()
    by_meaning = nearest_ids(queryset, get_embedding_provider().embed([query])[0], 20)
    by_words = text_rank.text_ranked_ids(queryset=queryset, query=query, depth=20)
    assert [(hit.id, hit.score) for hit in hits] == [
        (pk, round(s, 5)) for pk, s in fuse_rankings(by_meaning, by_words)[:4]
    ]


def test_a_question_without_words_is_ranked_by_meaning_only(chunks):
    hits = knowledge_search(query="?!", k=3)
    assert len(hits) == 3 and all(hit.text == chunks[hit.id] for hit in hits)


def test_nothing_to_find_is_no_hits():
    assert knowledge_search(query="how do I listen", k=3) == []


def test_wiki_search_returns_more_than_the_index_default_candidates(user):
    entries = [
        wiki_entry_create(author_id=user.pk, title=f"tip {n}", body=f"{TEXTS[n % len(TEXTS)]} {n}", locale="en")
        for n in range(60)
    ]
    wiki_entries_embed(entry_ids=[entry.pk for entry in entries])
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # the test's transaction: force the HNSW index
    found = wiki_search(user_id=user.pk, query="zzqx", k=50)  # no word matches: every hit is found by meaning
    assert len(found) == 50  # depth 200: at the server's default ef_search (40) the index stops at 40 rows
    assert {entry.pk for entry, _ in found} <= {entry.pk for entry in entries}
