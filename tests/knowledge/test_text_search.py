"""Query terms: stopwords of both languages are kept for ranking but not looked up; the English list is PostgreSQL's."""

import json

import pytest
from django.db import connection

from nvcpractice.knowledge.text_search import ENGLISH_STOPWORDS, query_terms, search_terms
from nvcpractice.ops.seed import SEED_DIR


def test_english_stopwords_rank_but_are_not_looked_up():
    terms = query_terms("How do I make a request that isn't a demand?")
    assert terms.every == ["how", "do", "i", "make", "a", "request", "that", "isn", "t", "demand"]
    assert terms.content == ["make", "request", "isn", "demand"]


def test_chinese_bigrams_touching_a_function_word_are_not_looked_up():
    terms = query_terms("我的需要是什么？")
    assert terms.every == ["我的", "的需", "需要", "要是", "是什", "什么"]
    assert "需要" in terms.content
    assert not {"我的", "的需", "是什", "什么"} & set(terms.content)


def test_chinese_content_words_holding_common_characters_stay():
    content = query_terms("对方总是说不，我想练习自我同理").content
    assert {"对方", "总是", "说不", "练习", "自我", "同理"} <= set(content)
    assert "我想" not in content


def test_a_question_of_stopwords_only_has_no_content_terms():
    assert query_terms("how do I do it?").content == []
    assert query_terms("怎么了吗").content == []
    assert query_terms("?!") == ([], [])


def test_content_terms_are_a_subset_of_the_first_terms_in_order():
    text = "the " * 30 + "empathy request observation 观察需要"
    terms = query_terms(text, max_terms=3)
    assert terms.every == ["the", "empathy", "request"]
    assert terms.content == ["empathy", "request"]


@pytest.mark.django_db
def test_the_english_list_is_what_postgresql_english_configuration_drops():
    """Every word of the seeded English handbook is a stopword here exactly when PostgreSQL's ``english`` drops it."""
    handbook = json.loads((SEED_DIR / "knowledge.json").read_text(encoding="utf-8"))
    words = sorted({w for c in handbook if c["locale"] == "en" for w in search_terms(c["title"] + " " + c["text"])})
    with connection.cursor() as cursor:
        cursor.execute("SELECT w FROM unnest(%s::text[]) AS w WHERE ts_lexize('english_stem', w) = '{}'", [words])
        dropped = {row[0] for row in cursor.fetchall()}
        cursor.execute(
            "SELECT w FROM unnest(%s::text[]) AS w WHERE ts_lexize('english_stem', w) = '{}'",
            [sorted(ENGLISH_STOPWORDS)],
        )
        assert {row[0] for row in cursor.fetchall()} == ENGLISH_STOPWORDS
    assert len(dropped) > 40
    assert dropped == ENGLISH_STOPWORDS & set(words)
