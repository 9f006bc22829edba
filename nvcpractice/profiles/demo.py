"""The demo learner and staff accounts that ``make run`` creates on first run (passwords printed once)."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from django.contrib.auth import get_user_model

from nvcpractice.profiles.services import user_register

DEMO_ACCOUNTS = (("learner", False), ("staff", True))


def demo_accounts_ensure(*, credentials_file: Path) -> list[tuple[str, str]]:
    """Create the demo accounts that do not exist yet; returns (username, password) of those created.

    The passwords are appended to ``credentials_file`` (mode 0600) so they can be found again.
    """
    created = []
    for username, is_staff in DEMO_ACCOUNTS:
        if get_user_model().objects.filter(username=username).exists():
            continue
        password = secrets.token_urlsafe(12)
        user = user_register(username=username, password=password, is_staff=is_staff)
        if is_staff:
            user.is_superuser = True
            user.save(update_fields=["is_superuser"])
        created.append((username, password))
    if created:
        credentials_file.parent.mkdir(parents=True, exist_ok=True)
        with open(credentials_file, "a", encoding="utf-8") as handle:
            os.chmod(credentials_file, 0o600)
            for username, password in created:
                handle.write(f"{username} {password}\n")
    return created
