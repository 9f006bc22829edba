"""Fixtures for the web pages: compiled translations, a real ASGI server (uvicorn) and headless Chromium.

The streaming endpoint is an async view, so the browser tests run the app under uvicorn in a thread of the test
process (pytest-django's ``live_server`` is WSGI and would buffer the stream). The thread uses the test database;
browser tests use ``transactional_db`` so what a test creates is committed and visible to the server.
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from scripts.compile_messages import catalogs_compile_stale

ROOT = Path(__file__).resolve().parents[2]
LOCALE_DIR = ROOT / "locale"
SCREENSHOTS = ROOT / "var" / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PASSWORD = "a-Long-pass-123"


def _compile_messages() -> None:
    """Compile the .po catalogs when their .mo is missing or older (``make install`` does this too)."""
    if not catalogs_compile_stale(locale_dir=LOCALE_DIR):
        return
    from asgiref.local import Local
    from django.utils.translation import trans_real

    trans_real._translations.clear()
    trans_real._default = None
    trans_real._active = Local()


_compile_messages()


# --- the ASGI server ------------------------------------------------------------------------------------------------
class _Server:
    def __init__(self) -> None:
        import uvicorn
        from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
        from django.core.asgi import get_asgi_application

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        app = ASGIStaticFilesHandler(get_asgi_application())
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="off", ws="none")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self._run, name="uvicorn-test", daemon=True)
        self.url = f"http://127.0.0.1:{self.port}"

    def _run(self) -> None:
        asyncio.run(self.server.serve())

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture(scope="session")
def asgi_server(django_db_setup):
    if not (ROOT / "node_modules" / "chart.js" / "dist" / "chart.umd.js").exists():
        pytest.exit("Chart.js is not installed: run `make install` (npm ci --ignore-scripts)", 2)
    server = _Server()
    server.start()
    yield server
    server.stop()
    from django.db import connections

    connections.close_all()


# --- the browser ------------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def browser(django_db_setup, asgi_server):
    """One Chromium for a module of tests; Playwright's loop is stopped after it so other tests can use asyncio."""
    if not CHROMIUM.exists():
        pytest.exit("Chromium is needed for the browser tests: apt-get install chromium", 2)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


class PageErrors:
    """Console errors and uncaught exceptions of one page; tests assert there are none."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def attach(self, page) -> None:
        page.on(
            "console",
            lambda message: (
                message.type == "error"
                and self.items.append(f"console: {message.text} at {message.location.get('url', '')}")
            ),
        )
        page.on(
            "response",
            lambda response: response.status >= 400 and self.items.append(f"http {response.status}: {response.url}"),
        )
        page.on("pageerror", lambda error: self.items.append(f"pageerror: {error}"))


@pytest.fixture
def web(browser, asgi_server, transactional_db, monkeypatch):
    """A fresh browser context on the test server; ``web.page`` has errors collected and asserted at the end."""
    from playwright.sync_api import expect

    # Playwright's sync API keeps an event loop marked running in this thread; the test's own ORM calls are
    # synchronous code all the same (the server runs in its own thread and loop).
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    expect.set_options(timeout=10_000)

    class Web:
        url = asgi_server.url

        def __init__(self) -> None:
            self.contexts = []
            self.errors = PageErrors()
            self.page = self.new_page()

        def new_page(self, **context_options):
            options = {"base_url": self.url, "locale": "en-US", "reduced_motion": "reduce", **context_options}
            context = browser.new_context(**options)
            context.set_default_timeout(10_000)
            self.contexts.append(context)
            page = context.new_page()
            self.errors.attach(page)
            return page

        def login(self, user, page=None):
            """Sign ``user`` in by giving the browser a session cookie (the login form has its own test)."""
            from django.test import Client

            client = Client()
            client.force_login(user)
            cookie = client.cookies[settings.SESSION_COOKIE_NAME]
            (page or self.page).context.add_cookies(
                [{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value, "url": self.url}]
            )
            return page or self.page

        def screenshot(self, name: str, page=None, full_page: bool = True) -> Path:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            path = SCREENSHOTS / f"{name}.png"
            (page or self.page).screenshot(path=str(path), full_page=full_page)
            return path

        def assert_no_errors(self) -> None:
            assert not self.errors.items, "\n".join(self.errors.items)

    web = Web()
    yield web
    try:
        web.assert_no_errors()
    finally:
        for context in web.contexts:
            context.close()


@pytest.fixture
def seeded_content(transactional_db):
    """The seed scenarios and knowledge, with embeddings (what ``make run`` loads)."""
    call_command("nvc_seed")
    from nvcpractice.knowledge.models import KnowledgeChunk
    from nvcpractice.knowledge.services import knowledge_chunks_embed
    from nvcpractice.scenarios.models import Scenario
    from nvcpractice.scenarios.services import scenarios_embed

    knowledge_chunks_embed(chunk_ids=list(KnowledgeChunk.objects.values_list("pk", flat=True)))
    scenarios_embed(scenario_ids=list(Scenario.objects.values_list("pk", flat=True)))


@pytest.fixture
def learner(transactional_db):
    from nvcpractice.profiles.services import user_register

    def make(username: str = "mei", locale: str = "en"):
        return user_register(username=username, password=PASSWORD, locale=locale)

    return make
