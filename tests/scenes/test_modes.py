"""The scene mapping: least privilege per mode, per-step narrowing, settings override."""

from scenes.modes import DEFAULT_SCENE_TOOLS, tools_for


def test_default_mapping_is_designs_table():
    assert set(DEFAULT_SCENE_TOOLS["free_dialog"]) == {
        "rag_search",
        "wiki_search",
        "wiki_write",
        "profile_query",
        "dashboard_query",
    }
    assert set(DEFAULT_SCENE_TOOLS["scenario"]) == {
        "scenario_search",
        "scenario_generate",
        "practice_start",
        "dashboard_query",
    }
    assert set(DEFAULT_SCENE_TOOLS["structured"]) == {
        "rag_search",
        "evaluate_nvc",
        "profile_query",
        "profile_update",
        "dashboard_query",
    }


def test_structured_steps_narrow_the_tools():
    assert set(tools_for("structured", step="feeling")) == {"evaluate_nvc", "rag_search"}
    assert "profile_update" in tools_for("structured", step="done")
    assert "profile_update" not in tools_for("structured", step="observation")


def test_override_from_settings(settings):
    settings.NVC_SCENE_TOOLS = {"free_dialog": ["rag_search"]}
    assert tools_for("free_dialog") == ("rag_search",)
    assert tools_for("scenario") == DEFAULT_SCENE_TOOLS["scenario"]
