"""Autodiscovery of any app's ``nvc_tools`` module, and the scene-mapping system check."""

import pytest
from django.core import checks
from django.core.management import call_command
from django.core.management.base import SystemCheckError

from scenes.checks import check_scene_tools_registered
from tools.apps import ToolsConfig
from tools.execution import execute_tool_call
from tools.protocol import ToolContext
from tools.registry import registry


def test_a_tool_in_another_apps_nvc_tools_is_registered():
    assert registry.is_registered("echo_for_tests")
    assert ToolsConfig.ready.__module__ == "tools.apps"


@pytest.mark.django_db
def test_discovered_tool_runs_through_the_execution_path(user):
    outcome = execute_tool_call("echo_for_tests", '{"word": "hi"}', ToolContext(user.pk, None, "free_dialog"))
    assert outcome.result.data == {"word": "hi", "user_id": user.pk, "mode": "free_dialog"}


def test_check_passes_with_the_default_mapping():
    assert check_scene_tools_registered() == []


def test_check_fails_when_a_mode_names_an_unregistered_tool(settings):
    settings.NVC_SCENE_TOOLS = {"free_dialog": ["rag_search", "no_such_tool"]}
    errors = check_scene_tools_registered()
    assert [error.id for error in errors] == ["scenes.E001"]
    assert "no_such_tool" in errors[0].msg
    assert all(isinstance(error, checks.Error) for error in errors)
    with pytest.raises(SystemCheckError):
        call_command("check")


def test_check_fails_for_an_unknown_mode(settings):
    settings.NVC_SCENE_TOOLS = {"karaoke": ["rag_search"]}
    assert [error.id for error in check_scene_tools_registered()] == ["scenes.E002"]
