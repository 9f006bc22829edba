"""The server's start-up (ASGI lifespan) tunes the garbage collector and the GIL's switch interval, the model's
connections are kept alive until shutdown; HTTP requests pass through unchanged."""

from __future__ import annotations

import asyncio
import gc
import sys

import pytest
from asgiref.sync import async_to_sync

from nvcpractice.asgi import application
from nvcpractice.llm import loop_io


@pytest.fixture
def collector():
    """Put the collector and the switch interval back as they were after each test."""
    before, interval = gc.get_threshold(), sys.getswitchinterval()
    yield
    gc.unfreeze()
    gc.set_threshold(*before)
    sys.setswitchinterval(interval)


def start_and_stop() -> list[str]:
    incoming = [{"type": "lifespan.startup"}, {"type": "lifespan.shutdown"}]
    sent = []

    async def receive():
        return incoming.pop(0)

    async def send(message):
        sent.append(message["type"])

    async_to_sync(application)({"type": "lifespan", "asgi": {"version": "3.0"}}, receive, send)
    return sent


def test_start_up_freezes_the_loaded_app_and_collects_young_objects_less_often(collector, settings):
    settings.NVC_GC_THRESHOLD = 12345
    gc.unfreeze()
    assert start_and_stop() == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert gc.get_threshold()[0] == 12345
    assert gc.get_freeze_count() > 10_000  # Django and the project, as loaded


def test_a_zero_threshold_leaves_the_collector_alone(collector, settings):
    settings.NVC_GC_THRESHOLD = 0
    gc.unfreeze()
    before = gc.get_threshold()
    assert start_and_stop() == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert (gc.get_threshold(), gc.get_freeze_count()) == (before, 0)


def test_start_up_sets_the_switch_interval(collector, settings):
    settings.NVC_SWITCH_INTERVAL = 0.037
    sys.setswitchinterval(0.005)
    start_and_stop()
    assert sys.getswitchinterval() == pytest.approx(0.037)


def test_a_zero_switch_interval_leaves_pythons(collector, settings):
    settings.NVC_SWITCH_INTERVAL = 0
    sys.setswitchinterval(0.005)
    start_and_stop()
    assert sys.getswitchinterval() == pytest.approx(0.005)


def test_the_servers_loop_keeps_model_connections_alive_from_start_up_to_shutdown(collector):
    kept = []

    async def receive():
        if not kept:
            kept.append(None)
            return {"type": "lifespan.startup"}
        kept[0] = loop_io._connectors[asyncio.get_running_loop()]
        return {"type": "lifespan.shutdown"}

    async def send(message):
        pass

    async_to_sync(application)({"type": "lifespan", "asgi": {"version": "3.0"}}, receive, send)
    assert not kept[0].force_close and kept[0].closed
