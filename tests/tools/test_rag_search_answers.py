"""``rag_search`` returns the answer bank's short answers with a score and a confidence flag, next to passages."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def seeded_bank(transactional_db):
    call_command("nvc_seed")


def test_a_question_the_bank_answers_is_marked_confident(seeded_bank, call, user):
    result = call("rag_search", {"query": "What's the difference between a feeling and a thought?", "k": 2}, user)
    assert result.success
    answers = result.data["answers"]
    assert len(answers) == 2 and answers[0]["score"] >= answers[1]["score"]
    top = answers[0]
    assert top["concept"] == "feeling-vs-thought" and top["confident"] is True
    assert top["example"] and top["why"] and top["source"].startswith("NVC Practice handbook")
    assert top["source_text"] and result.data["results"]


def test_chinese_questions_search_the_chinese_cards(seeded_bank, call, user):
    answers = call("rag_search", {"query": "请求和命令有什么区别？", "k": 1, "locale": "zh-hans"}, user).data["answers"]
    assert [(a["concept"], a["locale"], a["confident"]) for a in answers] == [("requests-vs-demands", "zh-hans", True)]


def test_an_unrelated_question_gets_no_confident_answer(seeded_bank, call, user):
    answers = call("rag_search", {"query": "How do I bake sourdough bread?", "k": 3}, user).data["answers"]
    assert answers and not any(a["confident"] for a in answers)
