"""Wiki review in the admin (approve / reject) and knowledge re-indexing."""

import pytest

from nvcpractice.knowledge.models import KnowledgeChunk, WikiEntry
from nvcpractice.knowledge.services import knowledge_chunk_upsert

pytestmark = pytest.mark.django_db


@pytest.fixture
def entries(user):
    return [WikiEntry.objects.create(title=f"Entry {n}", body="Body", author=user) for n in range(2)]


@pytest.mark.parametrize(("action", "status"), [("approve", "approved"), ("reject", "rejected")])
def test_wiki_review_actions(staff_client, entries, action, status):
    staff_client.post(
        "/admin/knowledge/wikientry/", {"action": action, "_selected_action": [entries[0].pk]}, follow=True
    )
    assert WikiEntry.objects.get(pk=entries[0].pk).status == status
    assert WikiEntry.objects.get(pk=entries[1].pk).status == "pending"


def test_reindex_action_recomputes_embeddings(staff_client, django_capture_on_commit_callbacks):
    chunk, outcome = knowledge_chunk_upsert(
        slug="en-x", locale="en", source="handbook", title="Needs", topic="need", text="Needs are universal."
    )
    assert outcome == "created"
    KnowledgeChunk.objects.filter(pk=chunk.pk).update(embedding=None)
    with django_capture_on_commit_callbacks(execute=True):
        staff_client.post("/admin/knowledge/knowledgechunk/", {"action": "reindex", "_selected_action": [chunk.pk]})
    assert KnowledgeChunk.objects.get(pk=chunk.pk).embedding is not None


def test_chunk_upsert_is_idempotent_and_fills_search_vector():
    args = dict(slug="zh-y", locale="zh-hans", source="手册", title="观察", topic="observation", text="观察不带评论")
    assert knowledge_chunk_upsert(**args)[1] == "created"
    assert knowledge_chunk_upsert(**args)[1] == "unchanged"
    assert knowledge_chunk_upsert(**{**args, "text": "观察是事实"})[1] == "updated"
    assert KnowledgeChunk.objects.filter(search_vector="观察").exists()


def test_staff_read_the_answer_bank_without_editing_it(staff_client, django_capture_on_commit_callbacks):
    from django.core.management import call_command

    from nvcpractice.knowledge.models import AnswerCard

    with django_capture_on_commit_callbacks(execute=True):
        call_command("nvc_seed")
    card = AnswerCard.objects.get(concept="faux-feelings", locale="en")
    listing = staff_client.get("/admin/knowledge/answercard/?q=faux")
    assert listing.status_code == 200 and card.title in listing.content.decode()
    assert staff_client.get(f"/admin/knowledge/answercard/{card.pk}/change/").status_code == 200
    assert staff_client.get("/admin/knowledge/answercard/add/").status_code == 403
