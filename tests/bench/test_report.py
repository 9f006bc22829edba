"""docs/benchmarks.md renders from a results file: targets judged, the floor in the tables, what each change bought."""

import json

import pytest

from bench import history, report

BASELINE = json.loads((report.ROOT / "bench" / "results-baseline.json").read_text())


def _level(cpu: float, p95: float, errors: int = 0) -> dict:
    return {
        "p50_added_ms": p95 / 2,
        "p95_added_ms": p95,
        "p95_first_byte_ms": 12.5,
        "errors": errors,
        "streams": 200,
        "peak_db_connections": 40,
        "server_cpu_ms_per_turn": cpu,
    }


def _results(*, cpu=5.0, floor_cpu=3.0, p95=1400.0, errors=0, search=29.0, agent=0.79, match=True) -> dict:
    floor = {"200": _level(floor_cpu, 250.0), "sequential": _level(2.0, 10.0)}
    floor.update({"headline_level": 200, "server_cpu_ms_per_turn": floor_cpu, "p95_added_ms": 250.0, "errors": 0})
    concurrency = {
        "200": {**_level(cpu, p95, errors), "cpu_ratio_vs_floor": round(cpu / floor_cpu, 2)},
        "sequential": _level(4.0, 20.0),
        "floor": floor,
        "model_delay_s": 1.0,
        "rounds": 1,
        "settings": {},
        "variants": {"2 uvicorn workers": {"env": {"uvicorn --workers": "2"}, "200": _level(7.0, 900.0)}},
    }
    agent_overhead = {
        **BASELINE["agent_overhead"],
        "ratio_vs_agents_sdk": agent,
        "tool_calls_by_loop": {"project": 39, "agents_sdk": 39, "floor": 39 if match else 38},
        "tool_calls_match": match,
        "tool_call_mismatches": [] if match else [{"turn": [0, 0, 0], "project": 1, "agents_sdk": 1, "floor": 0}],
    }
    vector = json.loads(json.dumps(BASELINE["vector_search"]))
    vector["100000"]["knowledge_search_p95_ms"] = search
    meta = {"mode": "quick", "git_commit": "f" * 40, "git_dirty": True, "machine": {"cpu": "test CPU"}}
    return {
        **BASELINE,
        "concurrency": concurrency,
        "agent_overhead": agent_overhead,
        "vector_search": vector,
        "meta": meta,
    }


def _verdict(results: dict, name: str) -> bool | None:
    return next(met for benchmark, _, _, met in report.verdicts(results) if benchmark == name)


@pytest.mark.parametrize(
    ("changes", "name", "met"),
    [
        ({}, "streamed turn CPU", True),
        ({"cpu": 6.5, "floor_cpu": 4.0}, "streamed turn CPU", False),  # over 6 ms
        ({"cpu": 5.0, "floor_cpu": 2.4}, "streamed turn CPU", False),  # over 2× the floor
        ({}, "concurrency", True),
        ({"p95": 1600.0}, "concurrency", False),
        ({"errors": 1}, "concurrency", False),
        ({}, "knowledge search", True),
        ({"search": 31.0}, "knowledge search", False),
        ({}, "agent overhead", True),
        ({"agent": 0.81}, "agent overhead", False),
        ({"match": False}, "agent overhead", False),  # a loop that skipped a tool call proves nothing
    ],
)
def test_issue_16_targets_are_judged_from_the_figures(changes, name, met):
    assert _verdict(_results(**changes), name) is met


def test_the_concurrency_tables_carry_the_floor_and_the_ratio(tmp_path):
    text = report.write_markdown(_results(), path=tmp_path / "b.md", chart=None, history=[]).read_text()
    assert "| 200 | 700.0 | 1,400.0 | 250.0 | 12.5 | 0 | 0 | 40 | 5.0 | 3.0 | 1.67× |" in text
    assert "| 1 (one at a time) | 10.0 | 20.0 | 10.0 | 12.5 | 0 | 0 | 40 | 4.0 | 2.0 | 2.00× |" in text
    # the variant's table shows the same run's floor beside it
    assert "| 200 | 450.0 | 900.0 | 250.0 | 12.5 | 0 | 0 | 40 | 7.0 | 3.0 | 2.33× |" in text
    assert "**3.0 ms of CPU per turn**" in text
    assert "| floor (minimal loop on `openai`) |" in text and "they matched" in text
    assert "commit `fffffff` with uncommitted changes" in text


def test_what_each_change_bought_compares_recorded_runs(tmp_path):
    before = history.entry(BASELINE, "before")
    text = report.write_markdown(_results(), path=tmp_path / "b.md", chart=None, history=[before]).read_text()
    section = text.split("## What each change bought", 1)[1].split("\n## ", 1)[0]
    assert "| server CPU per streamed turn, 200 streams | 14.3 ms | 5.00 ms |" in section
    assert "server CPU per streamed turn, 200 streams: 14.3 ms → 5.00 ms (-65%)" in section
    assert "the floor's CPU per streamed turn, 200 streams: 3.00 ms (new)" in section
    assert "knowledge_search p95 at 100k chunks: 103 ms → 29.0 ms (-72%)" in section
    assert "errors, 200 streams:" not in section  # 0 → 0 bought nothing


def test_the_report_renders_from_results_without_the_new_keys(tmp_path):
    text = report.write_markdown(BASELINE, path=tmp_path / "b.md", chart=None, history=[]).read_text()
    assert "The floor server was not measured in this run." in text
    assert _verdict(BASELINE, "streamed turn CPU") is None
    assert "only the Agents SDK's tools crossed a thread" in text


def test_the_chart_draws_the_floor(tmp_path):
    path = report.write_chart(_results(), tmp_path / "chart.svg")
    assert path is not None and "floor server" in path.read_text()


def test_history_entries_take_the_headline_figures():
    item = history.entry(_results(), "after")
    assert item["figures"]["concurrency.floor.server_cpu_ms_per_turn"] == 3.0
    assert item["figures"]["vector_search.100000.knowledge_search_p95_ms"] == 29.0
    assert item["git_commit"] == "f" * 40 and item["git_dirty"] is True
    assert history.lookup({"a": {"b": True}}, "a.b") is None and history.lookup({}, "a.b") is None


def test_a_run_already_recorded_is_not_shown_twice(tmp_path):
    results = _results()
    recorded = history.add(results, "the change", path=tmp_path / "history.json")
    text = report.write_markdown(results, path=tmp_path / "b.md", chart=None, history=recorded).read_text()
    section = text.split("## What each change bought", 1)[1].split("\n## ", 1)[0]
    assert "| the change (`fffffff`) |" in section and "this run (`" not in section


def test_the_committed_page_is_the_rendering_of_the_committed_results(tmp_path):
    results = json.loads(report.RESULTS.read_text())
    chart = report.CHART if report.CHART.exists() else None
    rendered = report.write_markdown(results, path=tmp_path / "benchmarks.md", chart=chart).read_text()
    assert rendered == report.DOC.read_text(), "run: .venv/bin/python -m bench.report"
