"""Registers the ten built-in NVC tools; found by ``autodiscover_modules("nvc_tools")`` like any app's tools."""

from tools.builtin.dashboard_query import DashboardQuery
from tools.builtin.evaluate_nvc import EvaluateNvc
from tools.builtin.practice_start import PracticeStart
from tools.builtin.profile_query import ProfileQuery
from tools.builtin.profile_update import ProfileUpdate
from tools.builtin.rag_search import RagSearch
from tools.builtin.scenario_generate import ScenarioGenerate
from tools.builtin.scenario_search import ScenarioSearch
from tools.builtin.wiki_search import WikiSearch
from tools.builtin.wiki_write import WikiWrite
from tools.registry import registry

BUILTIN_TOOLS = (
    RagSearch,
    EvaluateNvc,
    ProfileQuery,
    ProfileUpdate,
    ScenarioSearch,
    ScenarioGenerate,
    DashboardQuery,
    PracticeStart,
    WikiSearch,
    WikiWrite,
)

for tool_class in BUILTIN_TOOLS:
    registry.register(tool_class)
