"""Deadlines watched by one long-lived thread: at its deadline an action runs unless it was cancelled first.

A streamed model call is cut when its attempt's time is up (:mod:`nvcpractice.llm.openai_chat`). A
``threading.Timer`` per call started a thread per call, a few percent of a turn's CPU at scale; here every call
pushes its deadline on one heap, and a single thread (started on first use, and again in a forked child) sleeps
until the earliest one. Cancelling only drops the action; the thread drops the entry when it comes up.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable

logger = logging.getLogger(__name__)


class Watch:
    """One deadline on the watchdog; :meth:`cancel` before it passes and the action never runs."""

    __slots__ = ("action",)

    def __init__(self, action: Callable[[], None]) -> None:
        self.action: Callable[[], None] | None = action

    @property
    def cancelled(self) -> bool:
        return self.action is None

    def cancel(self) -> None:
        self.action = None  # what the action holds (a response, its socket) is not kept until the deadline


class Watchdog:
    """A heap of deadlines and the one thread that runs their actions when they pass."""

    def __init__(self) -> None:
        self._condition = threading.Condition(threading.Lock())
        self._heap: list[tuple[float, int, Watch]] = []
        self._order = itertools.count()  # ties at one deadline keep their order; watches are never compared
        self._pid = 0  # the process whose thread watches; a forked child starts its own

    def watch(self, seconds: float, action: Callable[[], None]) -> Watch:
        """Run ``action`` (on the watchdog's thread, so it must be quick) in ``seconds`` unless cancelled."""
        entry = Watch(action)
        due = time.monotonic() + max(0.0, seconds)
        with self._condition:
            if self._pid != os.getpid():
                self._start()
            heapq.heappush(self._heap, (due, next(self._order), entry))
            if self._heap[0][2] is entry:  # the thread sleeps until a later deadline: wake it for this one
                self._condition.notify()
        return entry

    def _start(self) -> None:
        self._pid = os.getpid()
        self._heap = []  # a forked child's copies are its parent's calls (their sockets shared): never act on them
        threading.Thread(target=self._run, name="nvc-llm-watchdog", daemon=True).start()

    def _run(self) -> None:
        while True:
            for action in self._due():
                try:
                    action()
                except Exception:
                    logger.exception("a watchdog action failed")

    def _due(self) -> list[Callable[[], None]]:
        """Wait until a deadline passes; the actions of every watch due by then and not cancelled."""
        with self._condition:
            while True:
                while self._heap and self._heap[0][2].cancelled:
                    heapq.heappop(self._heap)
                now = time.monotonic()
                if self._heap and self._heap[0][0] <= now:
                    break
                self._condition.wait(self._heap[0][0] - now if self._heap else None)
            due = []
            while self._heap and self._heap[0][0] <= now:
                action = heapq.heappop(self._heap)[2].action
                if action is not None:
                    due.append(action)
            return due


watchdog = Watchdog()
