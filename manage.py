#!/usr/bin/env python
"""Django's command-line utility for NVC Practice.

Settings only name the embedded PostgreSQL and Redis; this starts them for a command that may touch the database
or the cache, and stops what it started when the command ends (a server that already ran keeps running).
"""

import os
import sys

#: Commands that touch neither the database nor the cache: they start no embedded server.
NEEDS_NO_SERVICES = frozenset(
    {"help", "version", "check", "compilemessages", "makemessages", "collectstatic", "diffsettings", "nvc_evaluate"}
)


def _needs_services(argv: list[str]) -> bool:
    command = argv[1] if len(argv) > 1 else "help"
    return not command.startswith("-") and command not in NEEDS_NO_SERVICES


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
    from django.core.management import execute_from_command_line

    from nvcpractice.embedded import EmbeddedServiceError, services_start_for_settings, services_stop_for_settings

    started: list[str] = []
    try:
        if _needs_services(sys.argv):
            started = services_start_for_settings()
        execute_from_command_line(sys.argv)
    except EmbeddedServiceError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(1)
    finally:
        services_stop_for_settings(started)


if __name__ == "__main__":
    main()
