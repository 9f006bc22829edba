"""``manage.py nvc_chat --user U --mode M``: practise in a terminal, with the reply streamed as it is written."""

from __future__ import annotations

import sys

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from nvcpractice.practice.models import Mode
from nvcpractice.practice.selectors import session_get
from nvcpractice.practice.services import session_create
from scenes.orchestrator import Orchestrator


class Command(BaseCommand):
    help = "Practise NVC in the terminal (one message per line; an empty line or Ctrl-D ends)."

    def add_arguments(self, parser):
        parser.add_argument("--user", required=True, help="username")
        parser.add_argument("--mode", choices=Mode.values, default=Mode.FREE_DIALOG)
        parser.add_argument("--session", type=int, help="continue one of the user's sessions")
        parser.add_argument("--scenario", type=int, help="start on a scenario (scenario mode)")

    def handle(self, *args, user, mode, session=None, scenario=None, **options):
        try:
            account = get_user_model().objects.get(username=user)
        except get_user_model().DoesNotExist:
            raise CommandError(f"no user {user!r}") from None
        try:
            practice = (
                session_get(user_id=account.pk, session_id=session)
                if session
                else session_create(user_id=account.pk, mode=mode, scenario_id=scenario)
            )
        except Exception as exc:
            raise CommandError(f"cannot open the session: {exc}") from exc
        self.stdout.write(f"session {practice.pk} ({practice.mode}); an empty line ends.\n")
        orchestrator = Orchestrator()
        interactive = sys.stdin.isatty()
        while True:
            if interactive:
                self.stdout.write("you> ", ending="")
                self.stdout.flush()
            line = sys.stdin.readline()
            if not line.strip():
                break
            self.stdout.write("coach> ", ending="")
            for event in orchestrator.events(session=practice, content=line.strip(), stream=True):
                if event.type == "delta":
                    self.stdout.write(event.data["text"], ending="")
                    self.stdout.flush()
                elif event.type == "tool_call":
                    self.stderr.write(f"[{event.data['name']}]")
                elif event.type == "error":
                    self.stderr.write(f"error: {event.data['error']}")
            self.stdout.write("")
