"""Demo accounts created on first run, passwords kept under var/ with private permissions."""

import stat

import pytest
from django.contrib.auth import authenticate

from nvcpractice.profiles.demo import demo_accounts_ensure

pytestmark = pytest.mark.django_db


def test_demo_accounts_once(tmp_path):
    credentials = tmp_path / "credentials.txt"
    created = dict(demo_accounts_ensure(credentials_file=credentials))
    assert set(created) == {"learner", "staff"}
    assert authenticate(username="staff", password=created["staff"]).is_staff
    assert not authenticate(username="learner", password=created["learner"]).is_staff
    assert stat.S_IMODE(credentials.stat().st_mode) == 0o600
    assert demo_accounts_ensure(credentials_file=credentials) == []
    assert len(credentials.read_text().splitlines()) == 2
