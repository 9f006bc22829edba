"""App config for operations (seed, serve, health), kept apart so ``core`` stays plumbing that imports no app."""

from django.apps import AppConfig


class OpsConfig(AppConfig):
    """The ``nvc_seed`` and ``nvc_serve`` commands and the ``/healthz`` check."""

    name = "nvcpractice.ops"
    label = "ops"
