"""The embedding task runs on a real Celery worker consuming from the real (embedded) Redis."""

import pytest
from celery.contrib.testing.worker import start_worker
from celery.result import EagerResult

from nvcpractice.celery import app
from nvcpractice.knowledge.models import KnowledgeChunk
from nvcpractice.knowledge.services import knowledge_chunk_upsert
from nvcpractice.knowledge.tasks import embed_knowledge_chunks


@pytest.fixture
def real_worker(celery_not_eager):
    with start_worker(app, perform_ping_check=False, pool="solo", loglevel="WARNING", shutdown_timeout=10):
        yield


@pytest.mark.django_db(transaction=True)
def test_embedding_task_runs_on_a_real_worker(real_worker):
    chunk, _ = knowledge_chunk_upsert(
        slug="en-worker",
        locale="en",
        source="handbook",
        title="Empathy",
        topic="empathy",
        text="Empathy is listening for feelings and needs.",
        schedule_embedding=False,
    )
    assert KnowledgeChunk.objects.get(pk=chunk.pk).embedding is None
    result = embed_knowledge_chunks.delay([chunk.pk])
    assert not isinstance(result, EagerResult)
    assert result.get(timeout=30) == 1
    assert KnowledgeChunk.objects.get(pk=chunk.pk).embedding is not None
