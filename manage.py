#!/usr/bin/env python
"""Django's command-line utility for NVC Practice."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
    from django.core.management import execute_from_command_line

    from nvcpractice.embedded import EmbeddedServiceError

    try:
        execute_from_command_line(sys.argv)
    except EmbeddedServiceError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(1)


if __name__ == "__main__":
    main()
