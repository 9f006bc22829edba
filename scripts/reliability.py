"""The figures of ``make fuzz`` and ``make soak``: kept in ``docs/reliability.json``, quoted by ``docs/reliability.md``.

Each full run records its summary here (with the commit measured, the date and the machine), replacing the previous
one of its kind; the doc's generated blocks (between ``<!-- reliability:<kind> -->`` and
``<!-- /reliability:<kind> -->``) are then rewritten from the file, so no figure in them is typed by hand.
``python -m scripts.reliability`` rewrites the blocks from the file without running anything.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.common import machine_basics

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "docs" / "reliability.json"
DOC = ROOT / "docs" / "reliability.md"
KINDS = ("fuzz", "soak")


def load(path: Path = RESULTS) -> dict[str, Any]:
    return json.loads(path.read_text()) if path.exists() else {}


def record(
    kind: str, summary: dict[str, Any], *, state: dict[str, Any], path: Path = RESULTS, doc: Path = DOC
) -> dict[str, Any]:
    """Store ``summary`` as the latest ``kind`` run and rewrite the doc's blocks; returns the whole file.

    ``state`` is :func:`bench.common.git_state` taken when the run started: the code measured.
    """
    results = load(path)
    meta = {
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        "git_commit": state["git_commit"],
        "git_dirty": state["git_dirty"],
        "machine": machine_basics(),
    }
    results[kind] = {**summary, "meta": meta}
    path.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    if doc.exists():
        doc.write_text(render_doc(doc.read_text(), results))
    return results


def _n(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value)


def _when(meta: dict[str, Any]) -> str:
    machine = meta.get("machine") or {}
    commit = f"`{(meta.get('git_commit') or '?')[:7]}`" + (" with uncommitted changes" if meta.get("git_dirty") else "")
    return (
        f"run on {str(meta.get('finished', '?'))[:10]} at commit {commit} "
        f"({machine.get('cores', '?')} cores, {machine.get('memory_gib', '?')} GiB)"
    )


def render_fuzz(fuzz: dict[str, Any]) -> str:
    """``make fuzz``'s figures as a paragraph."""
    failures = fuzz["server_errors"]
    kinds = "; ".join(f"{item['count']}× {item['title']}" for item in fuzz.get("failures", [])[:5])
    return (
        f"`make fuzz`, {_when(fuzz['meta'])}: schemathesis {fuzz['schemathesis_version']} on "
        f"{_n(fuzz['operations_tested'])} operations of `/api/schema/`, `not_a_server_error` check, seed "
        f"{fuzz['seed']}, up to {_n(fuzz['max_examples'])} examples per operation, {_n(fuzz['max_time_s'])} s budget "
        f"({fuzz['running_time_s']:.0f} s used). **{_n(fuzz['requests'])} requests, {_n(fuzz['test_cases'])} "
        f"generated cases, {_n(failures)} server errors**" + (f" ({kinds})." if kinds else ".")
    )


SOAK_MAX_GROWTH = 0.10  # scripts.soak's pass mark, with 0 errors


def soak_passed(soak: dict[str, Any]) -> bool:
    """The soak's pass mark: no errors, and the server's memory grew less than 10% after the warm-up."""
    return soak["errors"] == 0 and soak["memory_growth"] < SOAK_MAX_GROWTH


def render_soak(soak: dict[str, Any]) -> str:
    """``make soak``'s figures as a paragraph: the verdict, the totals, and the growth over the run's second half."""
    samples = soak.get("rss_samples_mb", [])
    verdict = "passed" if soak_passed(soak) else "**failed** (the pass mark is 0 errors and memory growth under 10%)"
    text = (
        f"`make soak`, {_when(soak['meta'])}, {verdict}: {soak['learners']} simulated learners for "
        f"{soak['seconds'] / 60:.0f} minutes after a {soak['warmup_s']:.0f}-second warm-up. "
        f"**{_n(soak['requests'])} requests, {_n(soak['errors'])} errors; server memory {soak['rss_start_mb']:.1f} MB "
        f"→ {soak['rss_end_mb']:.1f} MB ({soak['memory_growth']:+.2%})**"
    )
    if len(samples) >= 4:
        middle = samples[len(samples) // 2 - 1]
        text += (
            f"; over the second half of the run {middle:.1f} → {samples[-1]:.1f} MB ({samples[-1] / middle - 1:+.2%})"
        )
    if samples:
        text += f" (samples during the run: {', '.join(f'{value:.1f}' for value in samples)} MB)"
    return text + "."


RENDERERS: dict[str, Callable[[dict[str, Any]], str]] = {"fuzz": render_fuzz, "soak": render_soak}


def render_doc(text: str, results: dict[str, Any]) -> str:
    """``text`` with each generated block replaced by its rendering of ``results`` (absent: "not measured yet")."""
    for kind, render in RENDERERS.items():
        block = render(results[kind]) if kind in results else f"No `make {kind}` run recorded yet."
        pattern = re.compile(rf"(<!-- reliability:{kind} -->\n)(?:.*?\n)?(<!-- /reliability:{kind} -->)", re.DOTALL)
        text = pattern.sub(lambda match, block=block: match.group(1) + block + "\n" + match.group(2), text)
    return text


def main() -> int:
    results = load()
    DOC.write_text(render_doc(DOC.read_text(), results))
    print(f"wrote {DOC.relative_to(ROOT)} from {RESULTS.relative_to(ROOT)} ({', '.join(sorted(results)) or 'empty'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
