"""``manage.py nvc_serve`` (what ``make run`` calls): prepare everything, then serve the app with a worker.

Checks PostgreSQL and Redis, migrates, seeds, creates the demo accounts on first run, collects static files, and
runs uvicorn (ASGI) and a Celery worker side by side. Ctrl-C (or SIGTERM) stops both, then the embedded servers;
the data under ``var/`` stays for the next run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import close_old_connections, connections

from nvcpractice import embedded
from nvcpractice.core.dispatch import outbox_flush
from nvcpractice.ops.health import check_database, check_redis
from nvcpractice.ops.web_server import APPLICATION, web_command
from nvcpractice.profiles.demo import demo_accounts_ensure


class Command(BaseCommand):
    help = "Migrate, seed and serve the app (uvicorn) with a Celery worker; Ctrl-C stops everything."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", "1")))
        parser.add_argument("--no-worker", action="store_true", help="do not start a Celery worker")

    def handle(self, *args, host, port, workers, no_worker, **options):
        self._check_services()
        call_command("migrate", interactive=False, verbosity=0)
        call_command("nvc_seed")
        call_command("collectstatic", interactive=False, verbosity=0)
        for username, password in demo_accounts_ensure(credentials_file=settings.VAR_DIR / "credentials.txt"):
            self.stdout.write(self.style.WARNING(f"created demo account  {username} / {password}  (shown once)"))
        children = self._start_children(host, port, workers, no_worker)
        threading.Thread(target=self._flush_outbox_forever, daemon=True, name="outbox").start()
        self.stdout.write(self.style.SUCCESS(f"NVC Practice is at http://{host}:{port}/  (Ctrl-C stops)"))
        self._wait(children)

    def _check_services(self) -> None:
        problems = {
            name: state for name, state in (("db", check_database()), ("redis", check_redis())) if state != "ok"
        }
        if problems:
            detail = "; ".join(f"{name}: {state}" for name, state in problems.items())
            raise CommandError(f"cannot start: {detail}. Check DATABASE_URL / REDIS_URL (or unset them for embedded).")

    def _start_children(self, host, port, workers, no_worker) -> list[subprocess.Popen]:
        python = sys.executable
        web = web_command(app=APPLICATION, host=host, port=port, workers=workers)
        children = [subprocess.Popen(web)]
        if not no_worker:
            worker = [python, "-m", "celery", "-A", "nvcpractice", "worker", "--loglevel", "INFO", "--concurrency", "2"]
            children.append(subprocess.Popen(worker))
        return children

    def _flush_outbox_forever(self) -> None:
        """Send background work that waited while Redis was down, every 15 seconds."""

        while True:
            time.sleep(15)
            try:
                close_old_connections()
                outbox_flush()
            except Exception as exc:  # the database may be down too; try again later
                self.stderr.write(f"outbox: {exc}")

    def _wait(self, children: list[subprocess.Popen]) -> None:
        stopping = False

        def request_stop(signum, frame):
            nonlocal stopping
            stopping = True

        signal.signal(signal.SIGINT, request_stop)
        signal.signal(signal.SIGTERM, request_stop)
        while not stopping and all(child.poll() is None for child in children):
            time.sleep(0.3)
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 20
        for child in children:
            try:
                child.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.kill()
        stopped = []
        if settings.EMBEDDED_POSTGRES or settings.EMBEDDED_REDIS:
            connections.close_all()
            stopped = embedded.stop_all(settings.VAR_DIR)
        self.stdout.write("stopped web and worker" + (f"; stopped embedded {', '.join(stopped)}" if stopped else ""))
