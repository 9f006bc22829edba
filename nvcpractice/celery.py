"""The Celery application: Redis as broker and result backend, tasks from each app's ``tasks.py``."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")

app = Celery("nvcpractice")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
