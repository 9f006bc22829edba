"""Sending background work to Celery without losing it while Redis is down.

Tasks are queued after the transaction commits. When the broker cannot be reached the task is kept in the
``OutboxTask`` table instead of failing the request; :func:`outbox_flush` sends what waits once Redis is back
(called by the health check, by the next successful dispatch, and periodically by ``make run``).
"""

from __future__ import annotations

import logging

from celery import current_app
from django.db import DatabaseError, transaction

from nvcpractice.core.models import OutboxTask

logger = logging.getLogger(__name__)


def _send(task_name: str, args: list) -> None:
    current_app.send_task(task_name, args=args, retry=False)


def dispatch(task_name: str, *args) -> bool:
    """Send now (or run now when tasks are eager); keep it in the outbox if the broker is down."""
    if current_app.conf.task_always_eager:
        if task_name not in current_app.tasks:
            current_app.loader.import_default_modules()  # runs the apps' tasks.py autodiscovery
        current_app.tasks[task_name].apply(args=list(args)).get(disable_sync_subtasks=False)
        return True
    try:
        _send(task_name, list(args))
    except Exception as exc:
        logger.warning("broker unavailable, keeping %s for later: %s", task_name, exc)
        try:
            OutboxTask.objects.create(task=task_name, args=list(args), last_error=str(exc)[:500])
        except DatabaseError:
            logger.exception("could not keep %s in the outbox", task_name)
        return False
    if OutboxTask.objects.exists():
        outbox_flush()
    return True


def dispatch_on_commit(task_name: str, *args) -> None:
    """Dispatch once the current transaction commits (immediately outside one)."""
    transaction.on_commit(lambda: dispatch(task_name, *args))


def outbox_flush(limit: int = 500) -> int:
    """Send waiting tasks in order; stop at the first failure. Returns how many were sent."""
    sent = 0
    for item in OutboxTask.objects.all()[:limit]:
        try:
            _send(item.task, item.args)
        except Exception as exc:
            OutboxTask.objects.filter(pk=item.pk).update(attempts=item.attempts + 1, last_error=str(exc)[:500])
            break
        item.delete()
        sent += 1
    if sent:
        logger.info("sent %d task(s) kept while the broker was down", sent)
    return sent


def outbox_size() -> int:
    return OutboxTask.objects.count()
