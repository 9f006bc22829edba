"""Under ASGI no middleware runs in async mode: Django's ``MiddlewareMixin`` runs each hook of an async-mode
middleware through its own thread hop, where sync mode runs the whole chain in the request's one sync thread."""

from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string


def middleware_run_async() -> list[str]:
    """The middleware Django's handler would run in async mode (its own rule, from the view inwards out)."""
    handler_is_async, run_async = True, []
    for path in reversed(settings.MIDDLEWARE):
        middleware = import_string(path)
        can_async = getattr(middleware, "async_capable", False)
        can_sync = getattr(middleware, "sync_capable", True)
        if not can_sync or (handler_is_async and can_async):
            run_async.append(path)
        else:
            handler_is_async = False
    return run_async


def test_every_middleware_runs_in_the_one_sync_thread():
    assert middleware_run_async() == []
