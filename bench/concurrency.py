"""Simultaneous streaming chats under the real ASGI server, against a model that takes 1 s per reply.

uvicorn serves ``nvcpractice.asgi:application`` in a subprocess (one worker, as ``make run`` does) with the bench
settings and ``NVC_LLM_PROVIDER=openai`` pointed at the scripted fake model (another subprocess, replies after
``delay`` seconds). The bench process opens ``n`` streams at once over plain asyncio sockets — ``POST
/api/sessions/<id>/messages/`` with ``Accept: text/event-stream``, one user and session per stream — and reads each
to its end. A stream counts as an error unless it answers 200, ends with a ``done`` event and carries no ``error``
event. Latency is from sending the request to the end of the stream; "added" is that minus the model's delay.
While the streams run, the server's open PostgreSQL connections are sampled (``pg_stat_activity``).

Figures are for a server in its steady state: before anything is measured, each server answers one stream, then a
burst as large as the largest level, on users and sessions of its own. A server grows its pools to the load it
meets (the project: turn threads, pooled database connections, a model client per thread; the floor: its database
pool) and keeps them; without this the first burst at each new size also paid for opening those, about a fifth more
CPU per turn at 200 (``bench/findings.md``).

Beside the project's server runs the floor (:mod:`bench.floor_server`: token lookup, session read, message insert,
the model's stream relayed, reply insert, nothing else) on the same fake model and database, driven by the same load
generator right after each of the project's bursts. Its figures are ``floor.<level>`` (and its largest level at
``floor.*``); ``<level>.cpu_ratio_vs_floor`` is the project's server CPU per turn over the floor's at that level.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import make_bench_user, percentile
from bench.fake_model import FakeModelProcess
from bench.floor_server import APPLICATION_NAME
from bench.floor_server import spec as floor_spec

ROOT = Path(__file__).resolve().parent.parent
MESSAGE = "Thanks, that helps a lot."  # scripted: no tool calls, one model call per turn
PROJECT_APP = ("nvcpractice.asgi:application",)
FLOOR_APP = ("--factory", "bench.floor_server:from_environment")


@dataclass
class StreamOutcome:
    seconds: float
    first_byte_seconds: float | None
    ok: bool
    error: str = ""


@dataclass
class LevelResult:
    n: int
    server: str = "project"  # or "floor"
    outcomes: list[StreamOutcome] = field(default_factory=list)
    peak_db_connections: int = 0
    server_cpu_seconds: float = 0.0
    wall_seconds: float = 0.0


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process and its children (uvicorn's workers), from Linux /proc; 0 if unknown."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if stat.parent.name == str(pid) or fields[1] == str(pid):  # fields[1] is the parent's pid
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


class Server:
    """``python -m uvicorn nvcpractice.asgi:application`` (or the floor) with the bench settings, as a subprocess."""

    def __init__(
        self,
        *,
        model_url: str,
        env: dict[str, str] | None = None,
        log_path: Path | None = None,
        workers: int = 1,
        app: tuple[str, ...] = PROJECT_APP,
    ) -> None:
        self.app = app
        self.port = _free_port()
        self.workers = workers
        self.model_url = model_url
        self.extra_env = env or {}
        self.log_path = log_path
        self.process: subprocess.Popen | None = None
        self._log = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> Server:
        from django.conf import settings

        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": os.environ.get("DJANGO_SETTINGS_MODULE", "bench.settings"),
            "NVC_VAR_DIR": str(settings.VAR_DIR),
            "NVC_BENCH_DB_NAME": settings.DATABASES["default"]["NAME"],
            "NVC_LLM_PROVIDER": "openai",
            "OPENAI_BASE_URL": self.model_url,
            "OPENAI_API_KEY": "bench",
            "NVC_EVALUATOR": "rules",
            "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
            **self.extra_env,
        }
        self._log = open(self.log_path, "ab") if self.log_path else None  # closed in __exit__
        log = self._log or subprocess.DEVNULL
        command = [sys.executable, "-m", "uvicorn", *self.app]
        command += ["--host", "127.0.0.1", "--port", str(self.port), "--no-access-log", "--log-level", "warning"]
        command += ["--workers", str(self.workers)]
        self.process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
        deadline = time.monotonic() + 60
        import httpx

        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"uvicorn exited with {self.process.returncode}; see {self.log_path}")
            try:
                if httpx.get(f"{self.base_url}/healthz", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.__exit__()
        raise RuntimeError("uvicorn did not become healthy within 60 s")

    def __exit__(self, *exc_info: object) -> None:
        if self.process is None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None
        if self._log is not None:
            self._log.close()
            self._log = None


class _ConnectionSampler:
    """Samples the number of client connections to the bench database every 50 ms, in a thread."""

    def __init__(self, server: str = "project") -> None:
        self.server = server
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        import psycopg
        from django.conf import settings

        db = settings.DATABASES["default"]
        params = {k: db.get(v) for k, v in (("host", "HOST"), ("user", "USER"), ("password", "PASSWORD"))}
        params["port"] = db.get("PORT") or None
        with psycopg.connect(dbname="postgres", autocommit=True, **{k: v for k, v in params.items() if v}) as conn:
            while not self._stop.is_set():
                row = conn.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid() "
                    "AND (application_name = %s) = %s",
                    (db["NAME"], APPLICATION_NAME, self.server == "floor"),
                ).fetchone()
                self.peak = max(self.peak, int(row[0]))
                self._stop.wait(0.05)

    def __enter__(self) -> _ConnectionSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


async def _one_stream(address: tuple[str, int], request: bytes, start: asyncio.Event, timeout: float) -> StreamOutcome:
    """One streamed turn over a plain socket: the request written whole, the answer read to the end."""
    await start.wait()
    started = time.perf_counter()
    first_byte = None
    received = []
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(*address)
            writer.write(request)
            while data := await reader.read(65536):
                if first_byte is None:
                    first_byte = time.perf_counter() - started
                received.append(data)
            writer.close()
        elapsed = time.perf_counter() - started
        status, text = parse_response(b"".join(received))
    except Exception as exc:
        return StreamOutcome(time.perf_counter() - started, first_byte, False, f"{type(exc).__name__}: {exc}"[:200])
    if status != 200:
        return StreamOutcome(elapsed, first_byte, False, f"HTTP {status}: {text[:120]}")
    if "event: error" in text:
        error_line = text.split("event: error", 1)[1].split("\n\n", 1)[0].strip()
        return StreamOutcome(elapsed, first_byte, False, "error event " + error_line[:160])
    if "event: done" not in text:
        return StreamOutcome(elapsed, first_byte, False, "stream ended without a done event")
    return StreamOutcome(elapsed, first_byte, True)


def parse_response(raw: bytes) -> tuple[int, str]:
    """The status and body of a whole HTTP/1.1 response (``Connection: close``), chunked or not."""
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split(b" ", 2)[1])
    headers = {name.strip().lower(): value.strip() for name, _, value in (line.partition(b":") for line in lines[1:])}
    if headers.get(b"transfer-encoding", b"").lower() == b"chunked":
        body = _unchunk(body)
    return status, body.decode("utf-8", "replace")


def _unchunk(body: bytes) -> bytes:
    parts, position = [], 0
    while True:
        line_end = body.index(b"\r\n", position)
        size = int(body[position:line_end].split(b";", 1)[0], 16)
        if size == 0:
            return b"".join(parts)
        parts.append(body[line_end + 2 : line_end + 2 + size])
        position = line_end + 2 + size + 2


def _request(base_url: str, session_id: int, token: str) -> tuple[tuple[str, int], bytes]:
    """The address and the bytes of one streamed turn's request."""
    host, port = base_url.removeprefix("http://").rsplit(":", 1)
    body = json.dumps({"content": MESSAGE}).encode()
    head = (
        f"POST /api/sessions/{session_id}/messages/ HTTP/1.1\r\nHost: {host}:{port}\r\n"
        f"Authorization: Token {token}\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    return (host, int(port)), head.encode() + body


async def _burst(base_url: str, targets: list[tuple[str, int]], timeout: float) -> list[StreamOutcome]:
    """``len(targets)`` streamed turns started together. The load generator is raw asyncio sockets, so that it
    takes little of the cores the servers are measured on (``httpx`` took more CPU per stream than the server)."""
    start = asyncio.Event()
    requests = [_request(base_url, session_id, token) for token, session_id in targets]
    tasks = [asyncio.create_task(_one_stream(address, request, start, timeout)) for address, request in requests]
    await asyncio.sleep(0.05)  # every task waits on the event: they start together
    start.set()
    return await asyncio.gather(*tasks)


def _targets(n: int, prefix: str) -> list[tuple[str, int]]:
    """``n`` users, each with an API token and a free-dialogue session."""
    from rest_framework.authtoken.models import Token

    from nvcpractice.practice.services import session_create

    targets = []
    for _ in range(n):
        user = make_bench_user(prefix)
        session = session_create(user_id=user.pk, mode="free_dialog")
        targets.append((Token.objects.get(user=user).key, session.pk))
    return targets


def _timed_burst(server: Server, targets: list[tuple[str, int]], n: int, timeout: float, name: str) -> LevelResult:
    """One burst of ``len(targets)`` streams at once against ``server``: outcomes, server CPU, peak connections."""
    level = LevelResult(n, name)
    cpu_before = _cpu_seconds(server.process.pid)
    with _ConnectionSampler(name) as sampler:
        started = time.perf_counter()
        level.outcomes = asyncio.run(_burst(server.base_url, targets, timeout))
        level.wall_seconds = time.perf_counter() - started
    level.peak_db_connections = sampler.peak
    level.server_cpu_seconds = _cpu_seconds(server.process.pid) - cpu_before
    return level


def _sequential(server: Server, targets: list[tuple[str, int]], count: int, timeout: float, name: str) -> LevelResult:
    """One stream at a time: the added latency and server CPU of a turn with no contention."""
    level = LevelResult(1, name)
    cpu_before = _cpu_seconds(server.process.pid)
    started = time.perf_counter()
    for index in range(count):
        level.outcomes += asyncio.run(_burst(server.base_url, [targets[index % len(targets)]], timeout))
    level.wall_seconds = time.perf_counter() - started
    level.server_cpu_seconds = _cpu_seconds(server.process.pid) - cpu_before
    return level


def _warm(server: Server, targets: list[tuple[str, int]], timeout: float) -> None:
    """One stream (imports, first connections), then all of ``targets`` at once (the pools grown to that size)."""
    asyncio.run(_burst(server.base_url, targets[:1], timeout))
    asyncio.run(_burst(server.base_url, targets, timeout))


def measure(
    *,
    levels: tuple[int, ...],
    rounds: int,
    delay: float,
    env: dict[str, str] | None = None,
    log_path: Path | None = None,
    sequential: int = 0,
    workers: int = 1,
    floor_log_path: Path | None = None,
    floor: bool = False,
) -> list[LevelResult]:
    """Bursts of ``levels`` simultaneous streams (``rounds`` each) against one server with ``env`` applied.

    With ``floor``, the floor server (:mod:`bench.floor_server`) runs beside it on the same fake model and database,
    with users and sessions of its own, and every burst is repeated on it right after the project's.
    """
    from bench.database import close_connections

    servers = {"project": (_targets(max(levels), "conc"), _targets(max(levels), "warm"))}
    if floor:
        servers["floor"] = (_targets(max(levels), "flr"), _targets(max(levels), "fwarm"))
    close_connections()  # the server's connections are the ones counted
    timeout = max(60.0, delay * 30)
    results = []
    with contextlib.ExitStack() as stack:
        fake = stack.enter_context(FakeModelProcess(delay=delay))
        running = {"project": Server(model_url=fake.base_url, env=env, log_path=log_path, workers=workers)}
        if floor:
            spec = {"NVC_FLOOR_SPEC": json.dumps(floor_spec(), default=str)}
            running["floor"] = Server(model_url=fake.base_url, env=spec, log_path=floor_log_path, app=FLOOR_APP)
        for name, server in running.items():
            stack.enter_context(server)
            _warm(server, servers[name][1], timeout)
        if sequential:
            for name, server in running.items():
                results.append(_sequential(server, servers[name][1], sequential, timeout, name))
        for n in levels:
            for _ in range(rounds):
                for name, server in running.items():
                    results.append(_timed_burst(server, servers[name][0][:n], n, timeout, name))
                    time.sleep(0.5)
    return results


def _level_summary(levels: list[LevelResult], delay: float) -> dict[str, Any]:
    outcomes = [o for level in levels for o in level.outcomes]
    done = [o.seconds * 1000 for o in outcomes if o.ok]
    every = [o.seconds * 1000 for o in outcomes]
    errors = [o.error for o in outcomes if not o.ok]
    first = [o.first_byte_seconds * 1000 for o in outcomes if o.first_byte_seconds is not None]
    distinct_errors: dict[str, int] = {}
    for error in errors:
        key = error[:120]
        distinct_errors[key] = distinct_errors.get(key, 0) + 1
    turns = len(outcomes)
    return {
        "p95_added_ms": round(percentile(every, 95) - delay * 1000, 1),
        "p50_added_ms": round(percentile(every, 50) - delay * 1000, 1),
        "max_added_ms": round(max(every) - delay * 1000, 1) if every else None,
        "p95_added_ms_successful": round(percentile(done, 95) - delay * 1000, 1) if done else None,
        "p95_first_byte_ms": round(percentile(first, 95), 1) if first else None,
        "errors": len(errors),
        "streams": turns,
        "error_kinds": distinct_errors,
        "peak_db_connections": max(level.peak_db_connections for level in levels),
        "server_cpu_ms_per_turn": round(sum(level.server_cpu_seconds for level in levels) * 1000 / max(1, turns), 2),
        "burst_wall_s": round(max(level.wall_seconds for level in levels), 2),
    }


def summarize(results: list[LevelResult], delay: float, server: str = "project") -> dict[str, Any]:
    """Per level (``"1"`` is one stream at a time) for the streams of ``server``."""
    by_level: dict[int, list[LevelResult]] = {}
    for level in results:
        if level.server == server:
            by_level.setdefault(level.n, []).append(level)
    return {str(n): _level_summary(levels, delay) for n, levels in by_level.items()}


def _named_levels(summary: dict[str, Any]) -> dict[str, Any]:
    if "1" in summary:
        summary["sequential"] = summary.pop("1")
    return summary


def with_floor(project: dict[str, Any], floor: dict[str, Any]) -> dict[str, Any]:
    """The floor's levels, its headline (the largest level) at the top, and each project level's CPU ratio to it."""
    levels = [key for key in floor if key.isdigit()]
    headline = max(levels, key=int) if levels else None
    out: dict[str, Any] = dict(floor)
    if headline:
        out["headline_level"] = int(headline)
        for key in ("server_cpu_ms_per_turn", "p95_added_ms", "p50_added_ms", "errors", "streams"):
            out[key] = floor[headline][key]
    for key, level in project.items():
        if not isinstance(level, dict) or key not in floor:
            continue
        floor_cpu = floor[key].get("server_cpu_ms_per_turn")
        level["cpu_ratio_vs_floor"] = round(level["server_cpu_ms_per_turn"] / floor_cpu, 2) if floor_cpu else None
    return out


def run(
    *,
    levels: tuple[int, ...] = (50, 100, 200),
    rounds: int = 2,
    delay: float = 1.0,
    variants: dict[str, dict[str, Any]] | None = None,
    log_dir: Path | None = None,
    sequential: int = 20,
    floor: bool = True,
) -> dict[str, Any]:
    """Headline numbers with the shipped settings (and the floor beside them), then each variant the same way.

    A variant is ``{"env": {...}}`` (environment of the server) and optionally ``"workers": n`` (uvicorn workers).
    """
    measured = measure(
        levels=levels,
        rounds=rounds,
        delay=delay,
        log_path=_log(log_dir, "default"),
        floor_log_path=_log(log_dir, "floor"),
        sequential=sequential,
        floor=floor,
    )
    result: dict[str, Any] = _named_levels(summarize(measured, delay))
    if floor:
        result["floor"] = with_floor(result, _named_levels(summarize(measured, delay, "floor")))
    result["model_delay_s"] = delay
    result["rounds"] = rounds
    result["settings"] = _shipped_settings()
    result["variants"] = {}
    for name, variant in (variants or {}).items():
        env = {key: str(value) for key, value in variant.get("env", {}).items()}
        workers = int(variant.get("workers", 1))
        measured = measure(
            levels=levels, rounds=rounds, delay=delay, env=env, log_path=_log(log_dir, name), workers=workers
        )
        result["variants"][name] = {
            "env": {**env, **({"uvicorn --workers": str(workers)} if workers != 1 else {})},
            **summarize(measured, delay),
        }
    return result


def _shipped_settings() -> dict[str, Any]:
    from django.conf import settings

    pool = (settings.DATABASES["default"].get("OPTIONS") or {}).get("pool")
    return {
        "NVC_TURN_THREADS": settings.NVC_TURN_THREADS,
        "NVC_STREAM_LANE": settings.NVC_STREAM_LANE,
        "NVC_GC_THRESHOLD": settings.NVC_GC_THRESHOLD,
        "NVC_SWITCH_INTERVAL": settings.NVC_SWITCH_INTERVAL,
        "uvicorn_workers": 1,
        "db_pool": pool if isinstance(pool, dict) else bool(pool),
    }


def _log(log_dir: Path | None, name: str) -> Path | None:
    if log_dir is None:
        return None
    log_dir.mkdir(parents=True, exist_ok=True)
    path = log_dir / f"uvicorn-{name}.log"
    path.unlink(missing_ok=True)
    return path
