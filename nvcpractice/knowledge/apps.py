"""App config for knowledge."""

from django.apps import AppConfig


class KnowledgeConfig(AppConfig):
    """Knowledge chunks and wiki entries."""

    name = "nvcpractice.knowledge"
    label = "knowledge"
