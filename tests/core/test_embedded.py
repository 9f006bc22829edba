"""The embedded servers: started once, shared between processes, stopped cleanly, data kept."""

import shutil
import subprocess
import sys
import uuid

import pytest
import redis

from nvcpractice import embedded


@pytest.fixture
def var_dir(settings):
    """A fresh folder the PostgreSQL system user can reach (pytest's tmp root is private to root)."""
    path = settings.VAR_DIR / "embedded-tests" / uuid.uuid4().hex[:8]
    path.mkdir(parents=True)
    yield path
    embedded.stop_all(path)
    shutil.rmtree(path, ignore_errors=True)


def test_redis_is_started_once_and_reused_by_another_process(var_dir):
    socket_path = embedded.ensure_redis(var_dir)
    redis.Redis(unix_socket_path=str(socket_path)).set("greeting", "hello")
    pid = (var_dir / "redis" / "redis.pid").read_text().strip()
    code = (
        "from pathlib import Path; from nvcpractice import embedded; import redis;"
        f"p = embedded.ensure_redis(Path({str(var_dir)!r}));"
        "print(redis.Redis(unix_socket_path=str(p)).get('greeting').decode())"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert result.stdout.strip() == "hello"
    assert (var_dir / "redis" / "redis.pid").read_text().strip() == pid


def test_redis_data_survives_stop_and_start(var_dir):
    socket_path = embedded.ensure_redis(var_dir)
    redis.Redis(unix_socket_path=str(socket_path)).set("kept", "yes")
    assert embedded.stop_redis(var_dir) is True
    assert not embedded._redis_answers(socket_path)
    socket_path = embedded.ensure_redis(var_dir)
    assert redis.Redis(unix_socket_path=str(socket_path)).get("kept") == b"yes"


def test_postgres_starts_with_pgvector_stops_and_keeps_data(var_dir):
    import psycopg

    location = embedded.ensure_postgres(var_dir)
    with psycopg.connect(host=location.host, user=location.user, dbname=location.name, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("CREATE TABLE kept (v vector(3))")
        conn.execute("INSERT INTO kept VALUES ('[1,2,3]')")
    assert embedded.stop_postgres(var_dir) is True
    assert embedded.stop_postgres(var_dir) is False
    location = embedded.ensure_postgres(var_dir)
    with psycopg.connect(host=location.host, user=location.user, dbname=location.name) as conn:
        assert conn.execute("SELECT v::text FROM kept").fetchone() == ("[1,2,3]",)


def test_command_line_status(var_dir):
    embedded.ensure_redis(var_dir)
    result = subprocess.run(
        [sys.executable, "-m", "nvcpractice.embedded", "status", str(var_dir)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "redis: running" in result.stdout
    assert "postgres: stopped" in result.stdout
