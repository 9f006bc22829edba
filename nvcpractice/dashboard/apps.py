"""App config for the dashboard."""

from django.apps import AppConfig


class DashboardConfig(AppConfig):
    """Progress statistics."""

    name = "nvcpractice.dashboard"
    label = "dashboard"
