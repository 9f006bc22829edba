"""App config for scenarios."""

from django.apps import AppConfig


class ScenariosConfig(AppConfig):
    """Scenarios."""

    name = "nvcpractice.scenarios"
    label = "scenarios"
