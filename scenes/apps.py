"""App config for scenes."""

from django.apps import AppConfig


class ScenesConfig(AppConfig):
    """Modes, scene mapping, router and orchestrator."""

    name = "scenes"
