"""The profile page's data buttons in a real browser: download my data, and delete my account with a password."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import expect

from tests.web.conftest import PASSWORD

pytestmark = pytest.mark.browser


def test_export_downloads_my_data_and_delete_needs_my_password(web, learner):
    user = learner("yun")
    page = web.login(user)
    page.goto("/profile/")
    with page.expect_download() as download:
        page.click("#export-data")
    data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert data["account"]["username"] == "yun"

    page.fill("#delete-account-form input[name=password]", "not-my-password")
    page.click("#delete-account-form button[type=submit]")
    expect(page.locator("#delete-account-form .field-errors")).to_contain_text("nothing was deleted")
    assert get_user_model().objects.filter(pk=user.pk).exists()

    page.fill("#delete-account-form input[name=password]", PASSWORD)
    page.click("#delete-account-form button[type=submit]")
    expect(page.locator(".messages")).to_contain_text("Your account and your practice data are deleted.")
    assert not get_user_model().objects.filter(pk=user.pk).exists()
    # The refused password answered 400 on purpose; anything else reported stays an error.
    web.errors.items[:] = [item for item in web.errors.items if not ("400" in item and "/profile/delete/" in item)]
