"""docs/reliability.md quotes the figures of make fuzz / make soak from docs/reliability.json, never typed ones."""

import re

from scripts import reliability

FUZZ = {
    "exit_code": 0,
    "requests": 12345,
    "max_examples": 50,
    "max_time_s": 600,
    "schemathesis_version": "9.9.9",
    "seed": 7,
    "running_time_s": 598.4,
    "operations_tested": 37,
    "test_cases": 12001,
    "server_errors": 3,
    "failures": [{"title": "Server error", "count": 3}],
    "errors": [],
}
SOAK = {
    "seconds": 600.2,
    "warmup_s": 150.0,
    "learners": 8,
    "requests": 48765,
    "errors": 0,
    "first_errors": [],
    "rss_start_mb": 200.0,
    "rss_end_mb": 210.5,
    "memory_growth": 0.0525,
    "rss_samples_mb": [201.0, 203.0, 205.0, 207.0, 209.0, 210.5],
}
META = {"finished": "2026-12-01T04:00:00+00:00", "git_commit": "abcdef1234", "git_dirty": True, "machine": {}}
DOC = """# Reliability

<!-- reliability:fuzz -->
typed by hand: 99,999 requests
<!-- /reliability:fuzz -->

middle

<!-- reliability:soak -->
<!-- /reliability:soak -->
"""


def _block(text: str, kind: str) -> str:
    match = re.search(rf"<!-- reliability:{kind} -->\n(.*?)\n<!-- /reliability:{kind} -->", text, re.DOTALL)
    assert match, f"no {kind} block"
    return match.group(1)


def test_the_blocks_quote_the_results_and_only_them():
    text = reliability.render_doc(DOC, {"fuzz": {**FUZZ, "meta": META}, "soak": {**SOAK, "meta": META}})
    fuzz, soak = _block(text, "fuzz"), _block(text, "soak")
    assert "99,999" not in text
    assert "**12,345 requests, 12,001 generated cases, 3 server errors**" in fuzz
    assert "schemathesis 9.9.9" in fuzz and "37 operations" in fuzz and "seed 7" in fuzz
    assert "commit `abcdef1` with uncommitted changes" in fuzz
    assert "**48,765 requests, 0 errors; server memory 200.0 MB → 210.5 MB (+5.25%)**" in soak
    assert ", passed: 8 simulated learners for 10 minutes after a 150-second warm-up" in soak
    assert "over the second half of the run 205.0 → 210.5 MB (+2.68%)" in soak
    assert "201.0, 203.0, 205.0, 207.0, 209.0, 210.5 MB" in soak
    assert text.count("middle") == 1
    assert reliability.render_doc(text, {"fuzz": {**FUZZ, "meta": META}, "soak": {**SOAK, "meta": META}}) == text


def test_a_soak_over_the_pass_mark_says_it_failed():
    grown = {**SOAK, "rss_end_mb": 230.0, "memory_growth": 0.15, "meta": META}
    assert "**failed** (the pass mark is 0 errors and memory growth under 10%)" in reliability.render_soak(grown)
    with_errors = {**SOAK, "errors": 2, "meta": META}
    assert "**failed**" in reliability.render_soak(with_errors)


def test_a_kind_never_run_says_so():
    text = reliability.render_doc(DOC, {})
    assert _block(text, "fuzz") == "No `make fuzz` run recorded yet."
    assert _block(text, "soak") == "No `make soak` run recorded yet."


def test_record_keeps_the_other_kind_and_rewrites_the_doc(tmp_path):
    results, doc = tmp_path / "reliability.json", tmp_path / "reliability.md"
    doc.write_text(DOC)
    state = {"git_commit": "1" * 40, "git_dirty": False}
    reliability.record("fuzz", FUZZ, state=state, path=results, doc=doc)
    stored = reliability.record("soak", SOAK, state={**state, "git_dirty": True}, path=results, doc=doc)
    assert stored["fuzz"]["requests"] == 12345 and stored["soak"]["requests"] == 48765
    assert stored["fuzz"]["meta"]["git_commit"] == "1" * 40 and stored["soak"]["meta"]["git_dirty"] is True
    assert reliability.load(results) == stored
    assert "12,345 requests" in _block(doc.read_text(), "fuzz")
    assert "48,765 requests" in _block(doc.read_text(), "soak")


def test_the_committed_doc_quotes_the_committed_results():
    text = reliability.DOC.read_text()
    assert reliability.render_doc(text, reliability.load()) == text, "run: python -m scripts.reliability"
