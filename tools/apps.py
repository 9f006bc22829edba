"""App config for the tool layer: discovers every installed app's ``nvc_tools`` module at start-up."""

from django.apps import AppConfig
from django.utils.module_loading import autodiscover_modules


class ToolsConfig(AppConfig):
    """Registers NVC tools found in every installed app's ``nvc_tools`` module."""

    name = "tools"

    def ready(self) -> None:
        autodiscover_modules("nvc_tools")
