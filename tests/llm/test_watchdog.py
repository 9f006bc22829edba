"""One thread watches every deadline: an action runs when its deadline passes, not before, never once cancelled,
and a deadline added after a later one still comes first."""

import threading
import time
from dataclasses import dataclass, field

from nvcpractice.llm.watchdog import Watchdog


@dataclass
class Recorder:
    """What ran, when, and on which threads; ``done`` is set by every run."""

    fired: list[tuple[str, float]] = field(default_factory=list)
    threads: set[str] = field(default_factory=set)
    done: threading.Event = field(default_factory=threading.Event)

    def action(self, name):
        def run():
            self.fired.append((name, time.monotonic()))
            self.threads.add(threading.current_thread().name)
            self.done.set()

        return run

    def names(self):
        return [name for name, _ in self.fired]


def test_an_action_runs_at_its_deadline_on_the_one_watchdog_thread():
    dog, record = Watchdog(), Recorder()
    started = time.monotonic()
    dog.watch(0.15, record.action("first"))
    dog.watch(0.2, record.action("second"))
    assert record.done.wait(2)
    time.sleep(0.3)
    assert record.names() == ["first", "second"]
    assert record.fired[0][1] - started >= 0.15
    assert record.threads == {"nvc-llm-watchdog"}  # both on the one thread, not a thread each


def test_a_cancelled_watch_never_runs():
    dog, record = Watchdog(), Recorder()
    dog.watch(0.05, record.action("cancelled")).cancel()
    dog.watch(0.15, record.action("kept"))
    assert record.done.wait(2)
    time.sleep(0.1)
    assert record.names() == ["kept"]


def test_an_earlier_deadline_added_later_wakes_the_thread():
    dog, record = Watchdog(), Recorder()
    started = time.monotonic()
    dog.watch(30, record.action("late"))
    time.sleep(0.05)  # the thread now sleeps until the late deadline
    dog.watch(0.05, record.action("early"))
    assert record.done.wait(2)
    assert record.names() == ["early"] and record.fired[0][1] - started < 1


def test_a_failing_action_does_not_stop_the_watchdog():
    dog, record = Watchdog(), Recorder()

    def broken():
        raise RuntimeError("socket already gone")

    dog.watch(0.01, broken)
    dog.watch(0.1, record.action("after"))
    assert record.done.wait(2)
    assert record.names() == ["after"]


def test_a_forked_child_never_acts_on_its_parents_watches(monkeypatch):
    """As in a child (another process id; a real fork of the test process could inherit a held lock)."""
    from nvcpractice.llm import watchdog as module

    dog, record = Watchdog(), Recorder()
    dog.watch(0.3, record.action("parent's"))
    monkeypatch.setattr(module.os, "getpid", lambda: -1)
    dog.watch(0.05, record.action("child's"))
    assert record.done.wait(2)
    time.sleep(0.5)
    assert record.names() == ["child's"]
