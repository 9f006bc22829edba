"""Fixtures for the MCP tests: an environment in which ``manage.py nvc_mcp`` subprocesses use the test database,
a user with an API token, and helpers to drive the official ``mcp`` client over stdio and Streamable HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import quote, urlencode

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from nvcpractice.profiles.services import token_get_or_create

BASE_DIR = Path(__file__).resolve().parents[2]
EXTERNAL_SERVER = Path(__file__).resolve().parent / "external_server.py"


def database_url(settings_dict: dict) -> str:
    """A ``DATABASE_URL`` for django-environ naming the same database (the Unix-socket folder goes in ``?host=``)."""
    user = quote(settings_dict.get("USER") or "")
    password = settings_dict.get("PASSWORD") or ""
    auth = f"{user}:{quote(password)}@" if password else f"{user}@"
    query = {}
    host = settings_dict.get("HOST") or ""
    if host.startswith("/"):
        query["host"] = host
        netloc = ""
    else:
        netloc = host + (f":{settings_dict['PORT']}" if settings_dict.get("PORT") else "")
    if host.startswith("/") and settings_dict.get("PORT"):
        query["port"] = str(settings_dict["PORT"])
    url = f"postgres://{auth}{netloc}/{quote(settings_dict['NAME'])}"
    return f"{url}?{urlencode(query)}" if query else url


@pytest.fixture(scope="session")
def mcp_env(django_db_setup) -> dict[str, str]:
    """Environment of ``manage.py`` subprocesses: the test settings, database and Redis; nothing external."""
    from django.conf import settings
    from django.db import connection

    return {
        "PATH": os.environ.get("PATH", ""),
        "HOME": os.environ.get("HOME", str(BASE_DIR)),
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "DATABASE_URL": database_url(connection.settings_dict),
        "REDIS_URL": settings.REDIS_URL,
        "NVC_LLM_PROVIDER": "offline",
        "NVC_MCP_SERVERS": "[]",
        "LOG_LEVEL": "WARNING",
        "PYTHONUNBUFFERED": "1",
    }


@pytest.fixture
def token_user(make_user):
    """A user (zh-hans profile, to see the locale flow) and their API token; needs a transactional test."""
    user = make_user(username="mcp-learner", locale="zh-hans")
    return user, token_get_or_create(user=user)


def manage_py(*args: str) -> list[str]:
    return [sys.executable, str(BASE_DIR / "manage.py"), *args]


@asynccontextmanager
async def stdio_session(env: dict[str, str], mode: str, token: str, errlog):
    """The official client connected to ``manage.py nvc_mcp --mode <mode>`` over stdio."""
    params = StdioServerParameters(
        command=sys.executable,
        args=[str(BASE_DIR / "manage.py"), "nvc_mcp", "--mode", mode],
        env={**env, "NVC_MCP_TOKEN": token},
        cwd=str(BASE_DIR),
    )
    async with Client(stdio_client(params, errlog=errlog), cache=None, read_timeout_seconds=30) as client:
        yield client


@asynccontextmanager
async def http_session(url: str, token: str | None, *, protocol: str = "auto"):
    """The official client connected over Streamable HTTP, sending ``Authorization: Bearer <token>``.

    ``protocol="auto"`` negotiates the newest protocol (one self-contained POST per request); ``"legacy"`` the
    initialize handshake with a stateful MCP session.
    """
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    async with httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(30.0)) as http:
        transport = streamable_http_client(url, http_client=http)
        async with Client(transport, mode=protocol, cache=None, read_timeout_seconds=30) as client:
            yield client


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def http_server(mcp_env, tmp_path_factory):
    """``manage.py nvc_mcp --mode free_dialog --transport http`` on a free loopback port; yields its base URL."""
    port = free_port()
    log = tmp_path_factory.mktemp("mcp-http") / "server.log"
    with open(log, "w") as out:
        process = subprocess.Popen(
            manage_py(
                "nvc_mcp", "--mode", "free_dialog", "--transport", "http", "--host", "127.0.0.1", "--port", str(port)
            ),
            cwd=BASE_DIR,
            env=mcp_env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            if process.poll() is not None:
                pytest.fail(f"the MCP HTTP server exited ({process.returncode}):\n{log.read_text()}")
            try:
                httpx.get(f"{base}/mcp", timeout=1)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    pytest.fail(f"the MCP HTTP server did not start:\n{log.read_text()}")
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
