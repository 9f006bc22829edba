"""App config for the project-wide plumbing."""

from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Health, home page and the service-management commands."""

    name = "nvcpractice.core"
    label = "core"
