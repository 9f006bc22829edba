"""Security headers on every page, and production settings that pass ``check --deploy``."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.django_db
def test_pages_carry_security_headers(client):
    response = client.get("/accounts/login/")
    csp = response["Content-Security-Policy"]
    for directive in ("default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"):
        assert directive in csp
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"


def test_check_deploy_is_clean_with_production_settings():
    env = {
        **os.environ,
        "DEBUG": "false",
        "SECRET_KEY": secrets.token_urlsafe(64),
        "ALLOWED_HOSTS": "nvc.example.org",
        "DJANGO_SETTINGS_MODULE": "nvcpractice.settings",
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_turns_on_https_protections():
    env = {**os.environ, "DEBUG": "false", "SECRET_KEY": secrets.token_urlsafe(64)}
    code = (
        "import nvcpractice.settings as s; print(s.SECURE_SSL_REDIRECT, s.SECURE_HSTS_SECONDS, "
        "s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_HSTS_PRELOAD)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["True", "31536000", "True", "True", "True"]
