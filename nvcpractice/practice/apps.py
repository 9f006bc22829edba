"""App config for practice."""

from django.apps import AppConfig


class PracticeConfig(AppConfig):
    """Sessions, messages, evaluations, tool invocations."""

    name = "nvcpractice.practice"
    label = "practice"
