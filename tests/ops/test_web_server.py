"""Issue 25, item 3: the server ``make run`` starts does not let a client choose its own address.

uvicorn's ``--proxy-headers`` believed ``X-Forwarded-For`` from 127.0.0.1 and rewrote the peer before the app
saw it: wrong passwords with a rotating header met no lock and no throttle. Here the command ``nvc_serve`` runs
is started for real, on the test database and Redis."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from nvcpractice.ops.web_server import web_command

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _token_attempt(base: str, username: str, password: str, forwarded: str) -> int:
    request = urllib.request.Request(  # noqa: S310 - loopback
        f"{base}/api/auth/token/",
        data=json.dumps({"username": username, "password": password}).encode(),
        headers={"Content-Type": "application/json", "X-Forwarded-For": forwarded},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310
            return response.status
    except urllib.error.HTTPError as refused:
        return refused.code


@pytest.fixture
def served(transactional_db, settings, tmp_path):
    from django.db import connection

    port = _free_port()
    host, name = connection.settings_dict["HOST"], connection.settings_dict["NAME"]
    env = {
        **os.environ,
        "DATABASE_URL": f"postgres://postgres@/{name}?host={host}",
        "REDIS_URL": settings.REDIS_URL,
        "NVC_VAR_DIR": str(tmp_path),
        "NVC_LOGIN_MAX_FAILURES": "10",
        "NVC_BODY_TIMEOUT": "1",
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    server = subprocess.Popen(web_command(host="127.0.0.1", port=port), cwd=ROOT, env=env, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"{base}/healthz", timeout=2).close()  # noqa: S310
            break
        except OSError:
            assert time.monotonic() < deadline and server.poll() is None, server.stderr.read1().decode()
            time.sleep(0.2)
    yield base, port
    server.terminate()
    server.wait(timeout=10)


def test_a_rotating_forwarded_for_meets_the_lock_through_the_real_server(served, make_user):
    served, _ = served
    make_user(username="alice")
    wrong = [_token_attempt(served, f"guess{n}", "not-it", f"203.0.113.{n}") for n in range(12)]
    assert 429 in wrong[:11]  # one address, whatever the header says: locked or throttled by the eleventh
    assert _token_attempt(served, "alice", "a-Long-pass-123", "203.0.113.200") == 429


def test_a_trickled_body_is_refused_and_its_connections_closed(served):
    """Issue 25, item 8: fifty connections trickling bodies were still open after 60 s."""
    _, port = served
    started = time.monotonic()
    trickling = []
    for _ in range(20):
        connection = socket.create_connection(("127.0.0.1", port), timeout=10)
        connection.sendall(
            b"POST /api/auth/token/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b'Content-Length: 100\r\n\r\n{"user'
        )
        trickling.append(connection)
    answers = []
    for connection in trickling:
        with connection:
            answer = b""
            while chunk := connection.recv(4096):  # the server closes the connection after answering
                answer += chunk
            answers.append(answer)
    assert all(answer.startswith(b"HTTP/1.1 408") for answer in answers), answers[0][:200]
    assert b"took too long" in answers[0]
    assert time.monotonic() - started < 8
