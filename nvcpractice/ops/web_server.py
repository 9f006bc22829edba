"""The one uvicorn command line, for ``make run`` (``nvc_serve``) and the live instances of the fuzz and soak runs.

Why this exists: uvicorn believes ``X-Forwarded-For`` from 127.0.0.1 by default and rewrites the peer address
before the app sees it, so a client on the same machine (or behind any local hop) could pick its own address and
slip past the login guard and the rate limits. Which forwarded addresses to believe is ``core.client_ip``'s one
rule (``NVC_TRUSTED_PROXIES``, ``NVC_NUM_PROXIES``); the server passes the headers on untouched, with the real peer.
"""

from __future__ import annotations

import sys

APPLICATION = "nvcpractice.asgi:application"


def web_command(*, app: str = APPLICATION, host: str, port: int, workers: int = 1) -> list[str]:
    """``python -m uvicorn`` serving ``app`` with proxy headers off."""
    return [
        sys.executable,
        "-m",
        "uvicorn",
        app,
        "--host",
        host,
        "--port",
        str(port),
        "--workers",
        str(workers),
        "--no-proxy-headers",
    ]
