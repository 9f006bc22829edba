"""Fuzz every operation of ``/api/schema/`` with schemathesis against a live instance: no 5xx allowed.

``make fuzz`` runs it in full and records its figures in ``docs/reliability.json`` (quoted by
``docs/reliability.md``, see :mod:`scripts.reliability`); the test suite runs a reduced one. Prints a summary.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from bench.common import git_state
from scripts import reliability
from scripts.live_app import ROOT, live_app


def run(*, max_examples: int, max_time: int) -> dict:
    report_dir = ROOT / "var" / "fuzz-report"
    report_dir.mkdir(parents=True, exist_ok=True)
    with live_app("fuzz") as app:
        command = [
            str(ROOT / ".venv" / "bin" / "schemathesis")
            if (ROOT / ".venv" / "bin" / "schemathesis").exists()
            else "schemathesis",
            "run",
            f"{app.base_url}/api/schema/",
            "--checks",
            "not_a_server_error",
            "--header",
            f"Authorization: Token {app.token}",
            "--max-examples",
            str(max_examples),
            "--max-time",
            str(max_time),
            "--seed",
            "7",
            # One worker: in two threads at once CPython 3.11 can raise a spurious SystemError while building ASTs
            # ("AST constructor recursion depth mismatch", cpython#106905), which schemathesis reports as an error.
            "--workers",
            "1",
            "--request-timeout",
            "30",
            "--report",
            "ndjson,json",
            "--report-dir",
            str(report_dir),
            "--report-json-path",
            str(report_dir / "run.json"),
            "--suppress-health-check",
            "all",
        ]
        result = subprocess.run(command, cwd=ROOT, env=app.env, capture_output=True, text=True, check=False)
    requests = 0
    for path in report_dir.glob("*.ndjson"):
        for line in path.read_text().splitlines():
            if '"response"' in line:
                requests += line.count('"response"')
        path.unlink()
    summary = {"exit_code": result.returncode, "requests": requests, "tail": result.stdout.strip().splitlines()[-12:]}
    run_report = report_dir / "run.json"
    if run_report.exists():
        summary.update(_figures(json.loads(run_report.read_text())))
        run_report.unlink()
    return {**summary, "max_examples": max_examples, "max_time_s": max_time}


def _figures(report: dict) -> dict:
    """What the docs quote from schemathesis's JSON run report (only ``not_a_server_error`` is checked, so every
    failure found is a server error)."""
    cases = report.get("test_cases") or {}
    failures = [{"title": item["title"], "count": item["count"]} for item in report.get("failures") or []]
    return {
        "schemathesis_version": report.get("schemathesis_version"),
        "seed": report.get("seed"),
        "running_time_s": report.get("running_time"),
        "operations_tested": (report.get("operations") or {}).get("tested"),
        "test_cases": cases.get("generated"),
        "server_errors": sum(item["count"] for item in failures),
        "failures": failures,
        "errors": report.get("errors") or [],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a reduced run for the test suite")
    args = parser.parse_args()
    state = git_state()  # the code measured: taken before the run
    summary = run(max_examples=3 if args.quick else 50, max_time=40 if args.quick else 600)
    print("\n".join(summary["tail"]))
    figures = {key: value for key, value in summary.items() if key != "tail"}
    print(json.dumps(figures))
    if not args.quick:
        reliability.record("fuzz", figures, state=state)
        print(f"recorded in {reliability.RESULTS.relative_to(ROOT)}; {reliability.DOC.relative_to(ROOT)} updated")
    return 0 if summary["exit_code"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
