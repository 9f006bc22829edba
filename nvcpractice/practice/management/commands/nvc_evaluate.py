"""``manage.py nvc_evaluate``: JSON lines in, JSON lines out; or ``--report FILE.jsonl`` for a quality report.

Each input line is ``{"id", "text", "locale"?, "context"?}`` (``context``: the line the text answers); each output
line is ``{"id", "locale", "score", "components"}``, or ``{"id", "error"}`` for a line that cannot be evaluated
(the others still are).
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from nvcpractice.practice.evaluator import EvaluationOutcome, statement_evaluate
from nvcpractice.practice.quality_report import build_report


class Command(BaseCommand):
    help = "Evaluate NVC statements from JSON lines on stdin, or print a quality report for a labelled file."

    def add_arguments(self, parser):
        parser.add_argument("--report", metavar="FILE.jsonl", help="labelled file in the dev-set format")

    def handle(self, *args, report=None, **options):
        if report:
            self._report(report)
        else:
            self._stream(sys.stdin)

    def _evaluate_line(self, line: str) -> dict:
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            return {"id": None, "error": f"not JSON: {exc.msg}"}
        if not isinstance(item, dict):
            return {"id": None, "error": "each line must be a JSON object"}
        row_id = item.get("id")
        try:
            outcome: EvaluationOutcome = statement_evaluate(
                text=item.get("text"), locale=item.get("locale"), context=item.get("context")
            )
        except ValueError as exc:
            return {"id": row_id, "error": str(exc)}
        return {"id": row_id, **outcome.analysis.to_dict()}

    def _stream(self, source) -> None:
        for line in source:
            if line.strip():
                self.stdout.write(json.dumps(self._evaluate_line(line), ensure_ascii=False))

    def _report(self, path: str) -> None:
        try:
            with open(path, encoding="utf-8") as handle:
                rows = [json.loads(line) for line in handle if line.strip()]
        except (OSError, json.JSONDecodeError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        report = build_report(rows, lambda text, locale: statement_evaluate(text=text, locale=locale).analysis.labels())
        self.stdout.write(report.format())
