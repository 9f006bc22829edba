"""Start-up refusals and messages: a default secret key with DEBUG off, an unreachable database."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(args, **env_changes):
    env = {**os.environ, **env_changes}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_debug_off_refuses_default_secret_key():
    result = _run(
        ["-c", "import nvcpractice.settings"], DEBUG="0", SECRET_KEY="", NVC_VAR_DIR=os.environ["NVC_VAR_DIR"]
    )
    assert result.returncode != 0
    assert "SECRET_KEY" in result.stderr


def test_debug_off_accepts_a_real_secret_key():
    result = _run(
        ["-c", "import nvcpractice.settings as s; print(s.DEBUG)"],
        DEBUG="0",
        SECRET_KEY="a-real-secret-for-this-test-only-0123456789abcdef",
        NVC_VAR_DIR=os.environ["NVC_VAR_DIR"],
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


def test_unreachable_database_gives_a_clear_message_not_a_traceback():
    result = _run(
        ["manage.py", "nvc_serve", "--no-worker"],
        DATABASE_URL="postgres://nobody@127.0.0.1:9/nowhere",
        NVC_VAR_DIR=os.environ["NVC_VAR_DIR"],
    )
    assert result.returncode != 0
    assert "cannot start" in result.stderr
    assert "db:" in result.stderr
    assert "Traceback" not in result.stderr


def test_unreachable_redis_gives_a_clear_message_not_a_traceback():
    result = _run(
        ["manage.py", "nvc_serve", "--no-worker"],
        REDIS_URL="redis://127.0.0.1:9/0",
        NVC_VAR_DIR=os.environ["NVC_VAR_DIR"],
    )
    assert result.returncode != 0
    assert "redis:" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.django_db
def test_with_urls_set_nothing_embedded_starts(tmp_path):
    from django.conf import settings
    from django.db import connection

    host, name = connection.settings_dict["HOST"], connection.settings_dict["NAME"]
    result = _run(
        ["manage.py", "shell", "-c", "from nvcpractice.core.health import health_report; print(health_report())"],
        NVC_VAR_DIR=str(tmp_path),
        DATABASE_URL=f"postgres://postgres@/{name}?host={host}",
        REDIS_URL=settings.REDIS_URL,
    )
    assert result.returncode == 0, result.stderr
    assert "'db': 'ok'" in result.stdout and "'redis': 'ok'" in result.stdout
    assert not (tmp_path / "pg").exists()
    assert not (tmp_path / "redis").exists()
