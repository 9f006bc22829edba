"""App config for scenes: registers the scene-mapping system check."""

from django.apps import AppConfig


class ScenesConfig(AppConfig):
    """Modes, scene mapping, router and orchestrator."""

    name = "scenes"

    def ready(self) -> None:
        from scenes import checks  # noqa: F401 - registers the check
