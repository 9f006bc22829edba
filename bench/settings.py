"""Settings for the benchmarks: the project's settings with their own embedded services and database.

``NVC_VAR_DIR`` defaults to ``var/bench`` (apart from ``var/`` and ``var/test``) and the database is
``NVC_BENCH_DB_NAME`` (default ``nvc_bench``), created and migrated by :mod:`bench.database` at the start of a run
and dropped at the end. DEBUG is off, as in production: with it on, Django keeps every query in memory.
"""

import os
import secrets
from pathlib import Path

_BASE = Path(__file__).resolve().parent.parent
os.environ.setdefault("NVC_VAR_DIR", str(_BASE / "var" / "bench"))
os.environ.setdefault("NVC_CACHE_PREFIX", "nvc-bench")
os.environ.setdefault("DEBUG", "false")
os.environ.setdefault("SECRET_KEY", "bench-" + secrets.token_hex(24))
os.environ.setdefault("SECURE_SSL_REDIRECT", "false")
os.environ.setdefault("LOG_LEVEL", "WARNING")
# The agent-overhead bench runs many evaluate_nvc calls for one user within a minute; past the per-user limit the
# tool would be refused (cheaper, and unequal between loops). The limit is still checked on every call.
os.environ.setdefault("NVC_RATE_EVALUATE", "100000/min")

from nvcpractice.settings import *  # noqa: E402, F403

BENCH_DB_NAME = os.environ.get("NVC_BENCH_DB_NAME", "nvc_bench")
DATABASES["default"]["NAME"] = BENCH_DB_NAME  # noqa: F405
SECURE_SSL_REDIRECT = False
CELERY_TASK_ALWAYS_EAGER = True
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # many bench users; not a login benchmark
