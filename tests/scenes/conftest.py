"""Fixtures for agent tests: seeded content and an API client with a session helper."""

import json

import pytest
from asgiref.sync import async_to_sync
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


@pytest.fixture
def chat(api_client):
    class Chat:
        def __init__(self, client):
            self.client = client

        def start(self, mode, **extra):
            response = self.client.post("/api/sessions/", {"mode": mode, **extra}, format="json")
            assert response.status_code == 201, response.content
            self.session_id = response.json()["id"]
            return response.json()

        def say(self, content, *, expect=201):
            response = self.client.post(
                f"/api/sessions/{self.session_id}/messages/", {"content": content}, format="json"
            )
            assert response.status_code == expect, response.content
            return response.json()

        def stream(self, content):
            response = self.client.post(
                f"/api/sessions/{self.session_id}/messages/",
                {"content": content},
                format="json",
                HTTP_ACCEPT="text/event-stream",
            )
            assert response.status_code == 200
            assert response["Content-Type"].startswith("text/event-stream")

            async def collect():
                return b"".join([chunk async for chunk in response.streaming_content])

            body = async_to_sync(collect)().decode()
            events = []
            for block in body.split("\n\n"):
                lines = dict(line.split(": ", 1) for line in block.splitlines() if not line.startswith(":"))
                if "event" in lines:
                    events.append((lines["event"], json.loads(lines["data"])))
            return events

        def detail(self):
            return self.client.get(f"/api/sessions/{self.session_id}/").json()

    return Chat(api_client)
