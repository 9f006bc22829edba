"""A private, fully real instance of the app for fuzzing and soak runs.

Starts (or reuses) embedded PostgreSQL and Redis under its own var folder, migrates, seeds, serves the app with
uvicorn on a free loopback port, and creates a user with an API token. Used as a context manager; the server and
the embedded services are stopped on exit.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from nvcpractice.ops.web_server import web_command

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


@dataclass
class LiveApp:
    """Where the app answers, a signed-in user's token, and the server process."""

    base_url: str
    token: str
    process: subprocess.Popen
    env: dict


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _post_json(url: str, body: dict, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")  # noqa: S310
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - loopback only
        return json.loads(response.read())


@contextmanager
def live_app(var_name: str, *, extra_env: dict | None = None, workers: int = 1):
    var_dir = ROOT / "var" / var_name
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "nvcpractice.settings",
        "NVC_VAR_DIR": str(var_dir),
        "NVC_RATE_USER": "100000/min",
        "NVC_RATE_ANON": "100000/min",
        "NVC_RATE_MESSAGES": "100000/min",
        "NVC_RATE_EVALUATE": "100000/min",
        "NVC_RATE_AUTH": "100000/min",
        "NVC_RATE_GENERATE": "100000/min",
        # Fuzzing sends wrong passwords (e.g. to DELETE /api/account/): no lock, and fresh counters every run.
        "NVC_LOGIN_MAX_FAILURES": "100000",
        "NVC_CACHE_PREFIX": f"live-{time.time_ns()}",
        "LOG_LEVEL": "WARNING",
        **(extra_env or {}),
    }
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    # Started here so they outlive the one-shot commands below; stopped in ``finally``.
    subprocess.run(
        [PYTHON, "-m", "nvcpractice.embedded", "start", str(var_dir)], cwd=ROOT, check=True, capture_output=True
    )
    for command in (["migrate", "--noinput", "-v0"], ["nvc_seed"]):
        subprocess.run([PYTHON, "manage.py", *command], cwd=ROOT, env=env, check=True, capture_output=True)
    port = _free_port()
    log = open(var_dir / "server.log", "ab")  # noqa: SIM115 - closed with the process
    process = subprocess.Popen(
        [*web_command(host="127.0.0.1", port=port, workers=workers), "--log-level", "warning"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=log,
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{base_url}/healthz", timeout=2):  # noqa: S310
                    break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError("the app did not start") from None
                time.sleep(0.2)
        username = f"load{int(time.time() * 1000)}"
        token = _post_json(f"{base_url}/api/auth/register/", {"username": username, "password": "soak-Pass-12345"})[
            "token"
        ]
        yield LiveApp(base_url=base_url, token=token, process=process, env=env)
    finally:
        stop_process(process)
        log.close()
        subprocess.run([PYTHON, "-m", "nvcpractice.embedded", "stop", str(var_dir)], cwd=ROOT, capture_output=True)


def stop_process(process: subprocess.Popen) -> None:
    """Ask a child process to end, and kill it if it has not within 20 seconds."""
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
