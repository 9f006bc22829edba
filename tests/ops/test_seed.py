"""Seed content: enough scenarios and knowledge in both languages, loaded idempotently with embeddings."""

import pytest
from django.core.management import call_command

from nvcpractice.knowledge.models import KnowledgeChunk
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db


@pytest.fixture
def seeded(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        call_command("nvc_seed")


def test_seed_has_enough_content_in_both_languages(seeded):
    approved = Scenario.objects.filter(status="approved", source="library")
    assert approved.filter(locale="en").count() >= 15
    assert approved.filter(locale="zh-hans").count() >= 15
    for relationship in ("family", "partner", "workplace", "friends", "school"):
        assert approved.filter(tags__contains=[relationship]).exists(), relationship
    assert set(approved.values_list("difficulty", flat=True)) == {1, 2, 3}
    assert KnowledgeChunk.objects.count() >= 40
    assert KnowledgeChunk.objects.filter(locale="zh-hans").count() >= 20
    assert KnowledgeChunk.objects.filter(slug="zh-hans-feelings-list").exists()
    assert not Scenario.objects.filter(embedding__isnull=True).exists()
    assert not KnowledgeChunk.objects.filter(embedding__isnull=True).exists()


def test_seed_twice_changes_nothing(seeded, capsys):
    scenarios = Scenario.objects.count()
    chunks = KnowledgeChunk.objects.count()
    capsys.readouterr()
    call_command("nvc_seed")
    output = capsys.readouterr().out
    assert "0 created, 0 updated" in output
    assert Scenario.objects.count() == scenarios
    assert KnowledgeChunk.objects.count() == chunks


def test_seed_restores_an_edited_library_scenario(seeded):
    scenario = Scenario.objects.filter(source="library").first()
    original = scenario.title
    Scenario.objects.filter(pk=scenario.pk).update(title="changed")
    call_command("nvc_seed")
    assert Scenario.objects.get(pk=scenario.pk).title == original
