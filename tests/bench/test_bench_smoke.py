"""The benchmark harness works: its cheapest parts on tiny sizes (no timing is asserted; benchmarks measure)."""

import pytest

from bench import report, tool_tokens, vector_search
from bench.common import percentile

pytestmark = pytest.mark.django_db


def test_tool_tokens_and_a_tiny_vector_search_produce_the_report_keys(tmp_path):
    tokens = tool_tokens.run()
    assert set(tokens["per_mode"]) == {"free_dialog", "scenario", "structured"}
    assert 0 < tokens["ratio_vs_all_tools"] < 1
    assert len(tokens["per_tool_tokens"]) == 10

    vector_search.load(start=0, stop=200, workers=1)
    measured = vector_search.measure(queries=5, ef_values=(100,))
    for key in ("hnsw_p95_ms", "exact_p95_ms", "recall_at_10", "ef_search", "knowledge_search_p95_ms"):
        assert key in measured
    assert 0 <= measured["recall_at_10"] <= 1
    assert measured["exact_plan_uses_index"] is False  # at 200 rows the planner may skip HNSW too

    results = {"tool_tokens": tokens, "vector_search": {"10000": measured}, "meta": {"mode": "smoke"}}
    page = report.write_markdown(results, path=tmp_path / "benchmarks.md", chart=None)
    text = page.read_text()
    assert "Tool-definition tokens" in text and "Vector search" in text


def test_percentile_interpolates():
    assert percentile([1, 2, 3, 4, 5], 50) == 3
    assert percentile([0, 10], 95) == pytest.approx(9.5)
