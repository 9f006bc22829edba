"""The scripted "model" of the benchmarks: conversations per mode and a stateless responder for the fake server.

The responder reads only the request body, so any agent loop (this project's, the Agents SDK's, a hand-written
one) gets the same answers, in-process or from the fake server run as a subprocess (``python -m
bench.fake_model --delay 1.0`` prints its base URL and serves until its standard input closes). For the last user
message it looks up the script: step ``n`` (counted as assistant tool-call messages after that user message)
calls the tools listed for it, if they are offered; then it answers in text.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fake_openai import Reply, completion_body, stream_chunks, tool_call

USER = "{user}"  # an argument value replaced by the user's message (evaluate_nvc's text)
FINAL_TEXT = (
    "Thank you for sharing that. In NVC we separate what happened (the observation) from how we feel, the need "
    "behind the feeling and a clear, doable request. What would you like to try next?"
)


@dataclass(frozen=True)
class Turn:
    """One user message and the tool calls the scripted model makes for it, step by step."""

    text: str
    steps: tuple[tuple[tuple[str, dict[str, Any]], ...], ...] = ()
    step: str | None = None  # the structured step the session is at before this turn (tools narrow by step)

    @property
    def tool_calls(self) -> int:
        return sum(len(step) for step in self.steps)


@dataclass(frozen=True)
class Conversation:
    mode: str
    turns: tuple[Turn, ...] = field(default_factory=tuple)


def _t(text: str, *steps: tuple[tuple[str, dict[str, Any]], ...], step: str | None = None) -> Turn:
    return Turn(text=text, steps=tuple(steps), step=step)


CONVERSATIONS: tuple[Conversation, ...] = (
    Conversation(
        "free_dialog",
        (
            _t(
                "What is the difference between an observation and an evaluation?",
                (("rag_search", {"query": "observation versus evaluation"}),),
            ),
            _t("Thanks, that helps a lot."),
            _t(
                "Is there a wiki tip about listening with empathy?", (("wiki_search", {"query": "empathic listening"}),)
            ),
            _t("How am I doing lately?", (("dashboard_query", {"period": "month"}),)),
            _t(
                "Can you look up how to make requests, and remind me what my goals are?",
                (("rag_search", {"query": "how to make a request"}),),
                (("profile_query", {}),),
            ),
            _t("Okay, good night."),
        ),
    ),
    Conversation(
        "scenario",
        (
            _t("I'd like to rehearse talking to my sister about chores.", (("scenario_search", {"query": "chores"}),)),
            _t(
                "Could you find one about a coworker instead?",
                (("scenario_search", {"query": "coworker", "difficulty": 2}),),
            ),
            _t("How many sessions have I done this week?", (("dashboard_query", {"period": "week"}),)),
            _t("Let me think about it for a moment."),
        ),
    ),
    Conversation(
        "structured",
        (
            _t(
                "I noticed that the dishes have been in the sink since Monday.",
                (("evaluate_nvc", {"text": USER}),),
                step="observation",
            ),
            _t("I feel frustrated.", (("evaluate_nvc", {"text": USER}),), step="feeling"),
            _t("because I value cleanliness and order.", (("evaluate_nvc", {"text": USER}),), step="need"),
            _t("Would you be willing to wash them tonight?", (("evaluate_nvc", {"text": USER}),), step="request"),
            _t("How does my progress look now?", (("dashboard_query", {"period": "week"}),), step="done"),
            _t("Thank you!", step="done"),
        ),
    ),
)

_BY_TEXT: dict[str, Turn] = {turn.text: turn for conv in CONVERSATIONS for turn in conv.turns}


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


def _arguments(arguments: dict[str, Any], user_text: str) -> dict[str, Any]:
    return {key: (user_text if value == USER else value) for key, value in arguments.items()}


Responder = Callable[[dict[str, Any]], Reply]


def make_responder(*, delay: float = 0.0, content: str = FINAL_TEXT) -> Responder:
    """A responder for :class:`tests.fake_openai.FakeOpenAI` that follows :data:`CONVERSATIONS`."""

    def respond(body: dict[str, Any]) -> Reply:
        messages = body.get("messages") or []
        last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
        user_text = _text_of(messages[last_user].get("content")) if last_user >= 0 else ""
        done = sum(1 for m in messages[last_user + 1 :] if m.get("role") == "assistant" and m.get("tool_calls"))
        offered = {(tool.get("function") or {}).get("name") for tool in body.get("tools") or []}
        turn = _BY_TEXT.get(user_text)
        if turn is not None and done < len(turn.steps):
            calls = [
                tool_call(name, _arguments(arguments, user_text))
                for name, arguments in turn.steps[done]
                if name in offered
            ]
            if calls:
                return Reply(tool_calls=calls, delay=delay)
        return Reply(content=content, delay=delay)

    return respond


class FakeModelProcess:
    """The scripted fake model in a subprocess (its HTTP work then does not compete for this process's GIL)."""

    def __init__(self, *, delay: float = 0.0) -> None:
        self.delay = delay
        self.process: subprocess.Popen | None = None
        self.base_url = ""

    def __enter__(self) -> FakeModelProcess:
        root = Path(__file__).resolve().parent.parent
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bench.fake_model", "--delay", str(self.delay)],
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline() if self.process.stdout else ""
        if not line:
            self.__exit__()
            raise RuntimeError("the fake model server did not start")
        self.base_url = json.loads(line)["base_url"]
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self.process is None:
            return
        if self.process.stdin:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None


async def _answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, respond: Responder) -> None:
    """One request on one connection (``Connection: close``): a chat completion, streamed or whole, or 404."""
    try:
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        target = lines[0].split(b" ")[1].split(b"?")[0].rstrip(b"/")
        fields = (line.partition(b":") for line in lines[1:] if line)
        length = int({name.strip().lower(): value.strip() for name, _, value in fields}.get(b"content-length", 0))
        body = json.loads(await reader.readexactly(length) or b"{}")
        if target != b"/v1/chat/completions" or not isinstance(body, dict):
            writer.write(b"HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        reply = respond(body)
        if reply.delay:
            await asyncio.sleep(reply.delay)
        if body.get("stream"):
            writer.write(
                b"HTTP/1.0 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nConnection: close\r\n\r\n"
            )
            for event in stream_chunks(body, reply):
                writer.write(b"data: " + json.dumps(event).encode() + b"\n\n")
            writer.write(b"data: [DONE]\n\n")
        else:
            payload = json.dumps(completion_body(body, reply)).encode()
            head = b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(payload)
            writer.write(head + payload)
        await writer.drain()
    except (OSError, asyncio.IncompleteReadError, ValueError):
        pass  # a client that hung up or sent nonsense: nothing to answer
    finally:
        writer.close()


async def _serve(delay: float) -> None:
    """Serve on a free port, print the base URL, stop when standard input closes."""
    respond = make_responder(delay=delay)
    server = await asyncio.start_server(lambda r, w: _answer(r, w, respond), "127.0.0.1", 0, backlog=2048)
    port = server.sockets[0].getsockname()[1]
    print(json.dumps({"base_url": f"http://127.0.0.1:{port}/v1"}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    server.close()


def main(argv: list[str] | None = None) -> int:
    """The fake model on asyncio: a thread per request (the test suite's server) cost the benchmarks' two cores
    about 3 ms of CPU per streamed reply, at the moment the servers measured beside it relay those replies."""
    parser = argparse.ArgumentParser(description="Serve the scripted fake model until stdin closes.")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds before each reply")
    args = parser.parse_args(argv)
    asyncio.run(_serve(args.delay))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
