"""App config for the web pages."""

from django.apps import AppConfig


class WebConfig(AppConfig):
    """Server-rendered pages with small scripts for streaming and charts."""

    name = "nvcpractice.web"
    label = "web"
