"""The embedded servers: started once, shared between processes, stopped cleanly, data kept."""

import subprocess
import sys

import redis

from nvcpractice import embedded


def test_redis_is_started_once_and_reused_by_another_process(fresh_var):
    socket_path = embedded.ensure_redis(fresh_var)
    redis.Redis(unix_socket_path=str(socket_path)).set("greeting", "hello")
    pid = (fresh_var / "redis" / "redis.pid").read_text().strip()
    code = (
        "from pathlib import Path; from nvcpractice import embedded; import redis;"
        f"p = embedded.ensure_redis(Path({str(fresh_var)!r}));"
        "print(redis.Redis(unix_socket_path=str(p)).get('greeting').decode())"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert result.stdout.strip() == "hello"
    assert (fresh_var / "redis" / "redis.pid").read_text().strip() == pid


def test_redis_data_survives_stop_and_start(fresh_var):
    socket_path = embedded.ensure_redis(fresh_var)
    redis.Redis(unix_socket_path=str(socket_path)).set("kept", "yes")
    assert embedded.stop_redis(fresh_var) is True
    assert not embedded._redis_answers(socket_path)
    socket_path = embedded.ensure_redis(fresh_var)
    assert redis.Redis(unix_socket_path=str(socket_path)).get("kept") == b"yes"


def test_postgres_starts_with_pgvector_stops_and_keeps_data(fresh_var):
    import psycopg

    location = embedded.ensure_postgres(fresh_var)
    with psycopg.connect(host=location.host, user=location.user, dbname=location.name, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("CREATE TABLE kept (v vector(3))")
        conn.execute("INSERT INTO kept VALUES ('[1,2,3]')")
    assert embedded.stop_postgres(fresh_var) is True
    assert embedded.stop_postgres(fresh_var) is False
    location = embedded.ensure_postgres(fresh_var)
    with psycopg.connect(host=location.host, user=location.user, dbname=location.name) as conn:
        assert conn.execute("SELECT v::text FROM kept").fetchone() == ("[1,2,3]",)


def _shared_buffers(location) -> str:
    import psycopg

    with psycopg.connect(host=location.host, user=location.user, dbname=location.name) as conn:
        return conn.execute("SHOW shared_buffers").fetchone()[0]


def test_postgres_runs_with_its_own_settings_from_creation_and_after_a_change(fresh_var, monkeypatch):
    assert _shared_buffers(embedded.ensure_postgres(fresh_var)) == "512MB"  # not PostgreSQL's 128MB
    monkeypatch.setenv("NVC_PG_SHARED_BUFFERS", "256MB")
    assert _shared_buffers(embedded.ensure_postgres(fresh_var)) == "512MB"  # a running server is not restarted
    embedded.stop_postgres(fresh_var)
    assert _shared_buffers(embedded.ensure_postgres(fresh_var)) == "256MB"


def test_command_line_status(fresh_var):
    embedded.ensure_redis(fresh_var)
    result = subprocess.run(
        [sys.executable, "-m", "nvcpractice.embedded", "status", str(fresh_var)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "redis: running" in result.stdout
    assert "postgres: stopped" in result.stdout
