"""App config for the tool layer."""

from django.apps import AppConfig


class ToolsConfig(AppConfig):
    """Registers NVC tools found in every installed app's ``nvc_tools`` module."""

    name = "tools"
