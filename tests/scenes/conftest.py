"""Fixtures for agent tests: seeded content and an API client with a session helper."""

import pytest
from django.core.management import call_command


@pytest.fixture
def seeded(transactional_db, settings):
    call_command("nvc_seed")
    from nvcpractice.knowledge.models import KnowledgeChunk
    from nvcpractice.knowledge.services import knowledge_chunks_embed
    from nvcpractice.scenarios.models import Scenario
    from nvcpractice.scenarios.services import scenarios_embed

    knowledge_chunks_embed(chunk_ids=list(KnowledgeChunk.objects.values_list("pk", flat=True)))
    scenarios_embed(scenario_ids=list(Scenario.objects.values_list("pk", flat=True)))
