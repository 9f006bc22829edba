"""App config for the project-wide plumbing."""

from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Shared plumbing (middleware, dispatch, errors, throttling) and the home page; it imports no app."""

    name = "nvcpractice.core"
    label = "core"

    def ready(self) -> None:
        from nvcpractice.core.authentication import token_cache_signals_connect  # models are loaded only now

        token_cache_signals_connect()
