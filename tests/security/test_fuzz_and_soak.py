"""Reduced runs of the API fuzzer (schemathesis: no 5xx) and the soak (no errors) against a live instance.

The full runs are ``make fuzz`` and ``make soak``; these prove the harness and the app hold in every test run.
"""

from scripts import fuzz_api, soak


def test_fuzzing_the_openapi_schema_finds_no_server_error():
    summary = fuzz_api.run(max_examples=3, max_time=40)
    assert summary["exit_code"] == 0, "\n".join(summary["tail"])
    assert summary["requests"] > 100


def test_short_soak_has_no_errors():
    summary = soak.run(seconds=15, learners=4, warmup=5)
    assert summary["errors"] == 0, summary["first_errors"]
    assert summary["requests"] > 100
