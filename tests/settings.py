"""Test settings: the project's settings with their own embedded servers (``var/test``) and fast hashing."""

import os
from pathlib import Path

os.environ.setdefault("NVC_VAR_DIR", str(Path(__file__).resolve().parent.parent / "var" / "test"))
os.environ.setdefault("NVC_CACHE_PREFIX", "nvc-test")

from nvcpractice.settings import *  # noqa: F403

CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
INSTALLED_APPS = [*INSTALLED_APPS, "tests.tool_app"]  # noqa: F405
if "pool" in DATABASES["default"]["OPTIONS"]:  # noqa: F405
    DATABASES["default"]["OPTIONS"]["pool"]["timeout"] = 3  # noqa: F405 - fail fast in the database-outage tests
