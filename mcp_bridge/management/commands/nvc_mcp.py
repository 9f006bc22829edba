"""``manage.py nvc_mcp --mode M``: serve the mode's NVC tools over MCP.

stdio (default): the user's API token is read from ``NVC_MCP_TOKEN`` and checked before anything is served; a
missing or wrong token ends the command with an error message and a non-zero status.

``--transport http --host 127.0.0.1 --port 8001``: Streamable HTTP at ``/mcp`` (mode from ``?mode=`` or
``--mode``) and ``/mcp/<mode>``; every request carries ``Authorization: Bearer <token>`` (401 otherwise).
"""

from __future__ import annotations

import os

from django.core.management.base import BaseCommand, CommandError
from django.db import connections

from mcp_bridge.server import caller_for_token, run_http, run_stdio
from nvcpractice.practice.models import Mode

TOKEN_ENV = "NVC_MCP_TOKEN"  # noqa: S105 - the name of the variable, not a secret


class Command(BaseCommand):
    help = "Serve the NVC tools of a practice mode over MCP (stdio, or Streamable HTTP with --transport http)."

    def add_arguments(self, parser):
        parser.add_argument("--mode", choices=Mode.values, default=Mode.FREE_DIALOG, help="the practice mode")
        parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
        parser.add_argument("--host", default="127.0.0.1", help="HTTP: address to listen on")
        parser.add_argument("--port", type=int, default=8001, help="HTTP: port to listen on")
        parser.add_argument("--path", default="/mcp", help="HTTP: the MCP endpoint's path")

    def handle(self, *args, mode, transport, host, port, path, **options):
        if transport == "http":
            connections.close_all()
            self.stderr.write(f"MCP (Streamable HTTP) on http://{host}:{port}{path} (default mode {mode})")
            run_http(default_mode=mode, host=host, port=port, path=path)
            return
        token = os.environ.get(TOKEN_ENV, "").strip()
        if not token:
            raise CommandError(f"{TOKEN_ENV} is not set: put the user's API token in it (POST /api/auth/token/).")
        if caller_for_token(token, mode) is None:
            raise CommandError(f"{TOKEN_ENV} is not a valid API token (unknown token or inactive user).")
        connections.close_all()
        run_stdio(token, mode)
