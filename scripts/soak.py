"""Soak: mixed practice traffic against a live instance for a while; 0 errors and little memory growth allowed.

Simulated learners register, chat in every mode (blocking and streamed), evaluate statements, browse scenarios,
the wiki and the dashboard. Memory is the resident size of the server process after a warm-up and at the end.
``make soak`` runs 10 minutes and records its figures in ``docs/reliability.json`` (quoted by
``docs/reliability.md``, see :mod:`scripts.reliability`); the test suite runs a short version.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import random
import sys
import time

import httpx
import psutil

from bench.common import git_state
from scripts import reliability
from scripts.live_app import live_app

MESSAGES = {
    "free_dialog": [
        "What is an observation?",
        "How do I make a request?",
        "观察和评论有什么区别？",
        "How is my progress?",
    ],
    "scenario": [
        "I want to practise talking with my colleague",
        "You never help!",
        "When you left early I felt worried",
    ],
    "structured": [
        "When I saw three plates on the desk this morning",
        "I felt frustrated",
        "because I need order",
        "Would you be willing to wash them before dinner tonight?",
    ],
}
STATEMENTS = [
    "You never listen.",
    "我很担心，因为我需要安全。",
    "I need you to call me.",
    "Would you tell me what you heard?",
]


class Counters:
    """Requests made and what went wrong."""

    def __init__(self) -> None:
        self.requests = 0
        self.errors: list[str] = []


async def _check(counters: Counters, response: httpx.Response, what: str) -> httpx.Response:
    counters.requests += 1
    if response.status_code >= 400:
        counters.errors.append(f"{what}: {response.status_code} {response.text[:200]}")
    return response


async def learner(base_url: str, number: int, stop_at: float, counters: Counters) -> None:
    rng = random.Random(number)
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
        registered = await client.post(
            "/api/auth/register/", json={"username": f"soak{number}x{time.time_ns()}", "password": "soak-Pass-12345"}
        )
        await _check(counters, registered, "register")
        client.headers["Authorization"] = f"Token {registered.json()['token']}"
        for round_number in itertools.count():
            if time.monotonic() > stop_at:
                return
            mode = ("free_dialog", "scenario", "structured")[(number + round_number) % 3]
            session = await _check(counters, await client.post("/api/sessions/", json={"mode": mode}), "session")
            session_id = session.json()["id"]
            for text in MESSAGES[mode]:
                if time.monotonic() > stop_at:
                    return
                if rng.random() < 0.5:
                    async with client.stream(
                        "POST",
                        f"/api/sessions/{session_id}/messages/",
                        json={"content": text},
                        headers={"Accept": "text/event-stream"},
                    ) as stream:
                        body = b"".join([chunk async for chunk in stream.aiter_bytes()])
                        await _check(counters, stream, "stream")
                        if b"event: done" not in body:
                            counters.errors.append(f"stream without done: {body[-200:]!r}")
                else:
                    await _check(
                        counters,
                        await client.post(f"/api/sessions/{session_id}/messages/", json={"content": text}),
                        "message",
                    )
            await _check(
                counters, await client.post("/api/evaluate/", json={"text": rng.choice(STATEMENTS)}), "evaluate"
            )
            await _check(counters, await client.get("/api/dashboard/"), "dashboard")
            await _check(counters, await client.get("/api/scenarios/", params={"q": "work"}), "scenarios")
            await _check(counters, await client.get("/api/wiki/"), "wiki")
            await _check(counters, await client.get(f"/api/sessions/{session_id}/"), "detail")


async def _drive(base_url: str, learners: int, seconds: float, counters: Counters) -> None:
    stop_at = time.monotonic() + seconds
    await asyncio.gather(*(learner(base_url, n, stop_at, counters) for n in range(learners)))


async def _sample_memory(server: psutil.Process, seconds: float, samples: list[float]) -> None:
    stop_at = time.monotonic() + seconds
    while time.monotonic() < stop_at:
        await asyncio.sleep(min(30.0, max(1.0, seconds / 10)))
        samples.append(round(server.memory_info().rss / 2**20, 1))


async def _drive_and_sample(base_url, learners, seconds, counters, server, samples) -> None:
    await asyncio.gather(_drive(base_url, learners, seconds, counters), _sample_memory(server, seconds, samples))


def run(*, seconds: float, learners: int, warmup: float) -> dict:
    """Warm up first (the database pool, the turn threads and the allocator reach their working size), then
    measure errors and the server's resident memory over ``seconds`` of traffic."""
    with live_app("soak") as app:
        server = psutil.Process(app.process.pid)
        counters = Counters()
        asyncio.run(_drive(app.base_url, learners, warmup, counters))
        rss_start = server.memory_info().rss
        samples: list[float] = []
        started = time.monotonic()
        asyncio.run(_drive_and_sample(app.base_url, learners, seconds, counters, server, samples))
        duration = time.monotonic() - started
        rss_end = server.memory_info().rss
    return {
        "seconds": round(duration, 1),
        "warmup_s": warmup,
        "learners": learners,
        "requests": counters.requests,
        "errors": len(counters.errors),
        "first_errors": counters.errors[:5],
        "rss_start_mb": round(rss_start / 2**20, 1),
        "rss_end_mb": round(rss_end / 2**20, 1),
        "memory_growth": round((rss_end - rss_start) / rss_start, 4),
        "rss_samples_mb": samples,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--learners", type=int, default=8)
    parser.add_argument("--warmup", type=float, default=150)
    parser.add_argument("--no-record", action="store_true", help="do not record the figures in docs/reliability.json")
    args = parser.parse_args()
    state = git_state()  # the code measured: taken before the run
    summary = run(seconds=args.seconds, learners=args.learners, warmup=args.warmup)
    print(json.dumps(summary, indent=2))
    if not args.no_record:
        reliability.record("soak", summary, state=state)
        print(f"recorded in {reliability.RESULTS.name}; {reliability.DOC.name} updated")
    return 0 if reliability.soak_passed(summary) else 1


if __name__ == "__main__":
    sys.exit(main())
