"""Start-up refusals and messages: a default secret key with DEBUG off, an unreachable database."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(args, *, stdin=None, **env_changes):
    env = {**os.environ, **env_changes}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    for name in ("DATABASE_URL", "REDIS_URL"):
        if name not in env_changes:
            env.pop(name, None)
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _server_processes(var_dir) -> list[str]:
    """Command lines of running processes that name ``var_dir`` (postgres ``-D <var>/pg``, redis ``<var>/redis``)."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            words = cmdline.read_bytes().split(b"\0")
        except OSError:  # the process ended while we looked
            continue
        line = " ".join(word.decode(errors="replace") for word in words if word)
        if str(var_dir) in line and "pytest" not in line:
            found.append(line)
    return found


def test_the_process_check_sees_a_running_server(fresh_var):
    from nvcpractice import embedded

    embedded.ensure_redis(fresh_var)
    assert any("redis" in line for line in _server_processes(fresh_var))
    embedded.stop_all(fresh_var)
    assert _server_processes(fresh_var) == []


def _status(var_dir):
    result = _run(["-m", "nvcpractice.embedded", "status", str(var_dir)])
    return result.stdout


def test_importing_the_settings_starts_no_server(fresh_var):
    result = _run(
        ["-c", "import nvcpractice.settings as s; print(s.DATABASES['default']['HOST'])"], NVC_VAR_DIR=str(fresh_var)
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(fresh_var / "pg")
    assert not (fresh_var / "pg").exists()
    assert not (fresh_var / "redis").exists()
    assert _server_processes(fresh_var) == []


def test_a_command_without_database_starts_no_server(fresh_var):
    line = json.dumps({"text": "When you left the door open, I felt cold.", "locale": "en"})
    result = _run(["manage.py", "nvc_evaluate"], stdin=line + "\n", NVC_VAR_DIR=str(fresh_var))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.splitlines()[0])
    assert not (fresh_var / "pg").exists()
    assert not (fresh_var / "redis").exists()
    assert _server_processes(fresh_var) == []


def test_a_one_shot_command_stops_the_servers_it_started(fresh_var):
    code = (
        "from django.db import connection; from django.core.cache import cache;"
        "connection.ensure_connection(); cache.set('k', 1); print('reached')"
    )
    result = _run(["manage.py", "shell", "-c", code], NVC_VAR_DIR=str(fresh_var))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "reached"
    assert _status(fresh_var) == "postgres: stopped\nredis: stopped\n"
    assert _server_processes(fresh_var) == []


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
        ["manage.py", "shell", "-c", "from nvcpractice.ops.health import health_report; print(health_report())"],
        NVC_VAR_DIR=str(tmp_path),
        DATABASE_URL=f"postgres://postgres@/{name}?host={host}",
        REDIS_URL=settings.REDIS_URL,
    )
    assert result.returncode == 0, result.stderr
    assert "'db': 'ok'" in result.stdout and "'redis': 'ok'" in result.stdout
    assert not (tmp_path / "pg").exists()
    assert not (tmp_path / "redis").exists()
