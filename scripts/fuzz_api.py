"""Fuzz every operation of ``/api/schema/`` with schemathesis against a live instance: no 5xx allowed.

``make fuzz`` runs it in full; the test suite runs ``--quick``. Prints a one-line summary and writes the JSON report
under ``var/fuzz-report``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

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
            "--workers",
            "2",
            "--request-timeout",
            "30",
            "--report",
            "ndjson",
            "--report-dir",
            str(report_dir),
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
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a reduced run for the test suite")
    args = parser.parse_args()
    summary = run(max_examples=3 if args.quick else 50, max_time=40 if args.quick else 600)
    print("\n".join(summary["tail"]))
    print(json.dumps({"exit_code": summary["exit_code"], "requests": summary["requests"]}))
    return 0 if summary["exit_code"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
