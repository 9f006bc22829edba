"""Tasks that could not be queued because Redis was down, kept until they can be sent."""

from django.db import models


class OutboxTask(models.Model):
    """A Celery task waiting for the broker to come back."""

    task = models.CharField(max_length=200)
    args = models.JSONField(default=list)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.task
