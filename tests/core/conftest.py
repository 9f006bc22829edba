"""Fixtures shared by the core tests: a private var folder for embedded servers."""

import shutil
import uuid

import pytest

from nvcpractice import embedded


@pytest.fixture
def fresh_var(settings):
    """A var folder of its own (under var/test: pytest's tmp root is private to root, and the PostgreSQL system
    user must reach it); its servers stopped and the folder removed afterwards."""
    path = settings.VAR_DIR / "core-tests" / uuid.uuid4().hex[:8]
    path.mkdir(parents=True)
    yield path
    embedded.stop_all(path)
    shutil.rmtree(path, ignore_errors=True)
