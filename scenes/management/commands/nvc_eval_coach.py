"""``manage.py nvc_eval_coach``: play the scripted learner conversations against a coach and report each reply's
checks per mode and locale (``docs/coach.json`` and ``docs/coach.md`` for the offline coach)."""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from nvcpractice import embedded
from nvcpractice.llm.providers import chat_model_for
from scenes.coach_eval.checks import run_checks, stuck
from scenes.coach_eval.report import report_markdown, results_of
from scenes.coach_eval.runner import run_summary, script_play
from scenes.coach_eval.scripts import ScriptError, scripts_in

SCRIPTS = Path(settings.BASE_DIR) / "tests" / "scenes" / "coach_scripts"


def _row(row: dict) -> dict:
    """A checked reply as the results file keeps it: the reply's words only when it failed a check."""
    return row if row["failed"] else {key: value for key, value in row.items() if key != "reply"}


class Command(BaseCommand):
    help = "Measure the coach on scripted learner conversations (the offline coach, or any OpenAI-compatible model)."

    def add_arguments(self, parser):
        parser.add_argument("--scripts", type=Path, default=SCRIPTS, help="folder with tuning/ and held-out/")
        parser.add_argument("--part", choices=("all", "tuning", "held-out"), default="all")
        parser.add_argument("--provider", choices=("offline", "openai"), default="offline")
        parser.add_argument("--model", help="model name (openai; default NVC_CHAT_MODEL)")
        parser.add_argument("--base-url", help="OpenAI-compatible endpoint (default OPENAI_BASE_URL)")
        parser.add_argument("--output", type=Path, help="folder for coach.json and coach.md")
        parser.add_argument("--only", help="play only the scripts whose id starts with this")
        parser.add_argument(
            "--prepare", action="store_true", help="start embedded services, migrate and seed first (make eval-coach)"
        )

    def handle(self, *args, **options):
        started = self._prepare() if options["prepare"] else []
        try:
            self._evaluate(options)
        finally:
            embedded.services_stop_for_settings(started)

    def _prepare(self) -> list[str]:
        started = embedded.services_start_for_settings()
        call_command("migrate", interactive=False, verbosity=0)
        call_command("nvc_seed")
        return started

    def _evaluate(self, options) -> None:
        parts = ("tuning", "held-out") if options["part"] == "all" else (options["part"],)
        try:
            scripts = scripts_in(folder=options["scripts"], parts=parts)
        except (OSError, ScriptError) as exc:
            raise CommandError(str(exc)) from exc
        if options["only"]:
            scripts = [s for s in scripts if s.id.startswith(options["only"])]
        if not scripts:
            raise CommandError(f"no scripts under {options['scripts']}")
        provider = options["provider"]
        model = chat_model_for(provider=provider, model=options["model"], base_url=options["base_url"])
        runs = []
        for number, script in enumerate(scripts, 1):
            played = script_play(script=script, model=model)
            runs.append({**run_summary(played), "rows": run_checks(played), "stuck": stuck(played)})
            self.stderr.write(f"\r{number}/{len(scripts)} scripts played", ending="")
        self.stderr.write("")
        name = options["model"] or (settings.NVC_CHAT_MODEL if provider == "openai" else "offline-coach")
        results = results_of(runs, provider=provider, model=name)
        output = options["output"] or (
            Path(settings.BASE_DIR) / "docs" if provider == "offline" else settings.VAR_DIR / "eval-coach"
        )
        output.mkdir(parents=True, exist_ok=True)
        kept = [{**run, "rows": [_row(row) for row in run["rows"]]} for run in runs]
        (output / "coach.json").write_text(json.dumps({**results, "runs": kept}, ensure_ascii=False, indent=1) + "\n")
        (output / "coach.md").write_text(report_markdown(results))
        for part, figures in results["overall"].items():
            self.stdout.write(f"{part}: {figures['passed']}/{figures['replies']} replies pass every check")
        self.stdout.write(f"wrote {output / 'coach.md'}")
