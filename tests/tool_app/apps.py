"""App config of the test-only tool app."""

from django.apps import AppConfig


class ToolAppConfig(AppConfig):
    """Installed by the test settings only."""

    name = "tests.tool_app"
    label = "tool_app"
