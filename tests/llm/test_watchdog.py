"""One thread watches every deadline: an action runs when its deadline passes, not before, never once cancelled,
and a deadline added after a later one still comes first."""

import threading
import time

from nvcpractice.llm.watchdog import Watchdog


def _recorder():
    fired: list[tuple[str, float]] = []
    done = threading.Event()

    def action(name):
        def run():
            fired.append((name, time.monotonic()))
            done.set()

        return run

    return fired, done, action


def test_an_action_runs_at_its_deadline_on_the_one_watchdog_thread():
    dog = Watchdog()
    fired, done, action = _recorder()
    started = time.monotonic()
    threads_before = threading.active_count()
    dog.watch(0.15, action("first"))
    dog.watch(0.2, action("second"))
    assert threading.active_count() == threads_before + 1
    assert done.wait(2)
    time.sleep(0.3)
    assert [name for name, _ in fired] == ["first", "second"]
    assert fired[0][1] - started >= 0.15


def test_a_cancelled_watch_never_runs():
    dog = Watchdog()
    fired, done, action = _recorder()
    dog.watch(0.05, action("cancelled")).cancel()
    dog.watch(0.15, action("kept"))
    assert done.wait(2)
    time.sleep(0.1)
    assert [name for name, _ in fired] == ["kept"]


def test_an_earlier_deadline_added_later_wakes_the_thread():
    dog = Watchdog()
    fired, done, action = _recorder()
    started = time.monotonic()
    dog.watch(30, action("late"))
    time.sleep(0.05)  # the thread now sleeps until the late deadline
    dog.watch(0.05, action("early"))
    assert done.wait(2)
    assert [name for name, _ in fired] == ["early"] and fired[0][1] - started < 1


def test_a_failing_action_does_not_stop_the_watchdog():
    dog = Watchdog()
    fired, done, action = _recorder()

    def broken():
        raise RuntimeError("socket already gone")

    dog.watch(0.01, broken)
    dog.watch(0.1, action("after"))
    assert done.wait(2)
    assert [name for name, _ in fired] == ["after"]
