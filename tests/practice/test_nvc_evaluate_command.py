"""``manage.py nvc_evaluate``: JSON lines in and out, and the quality report."""

import io
import json

from django.core.management import call_command


def run(stdin_text, monkeypatch, *args):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin_text))
    out = io.StringIO()
    call_command("nvc_evaluate", *args, stdout=out)
    return out.getvalue()


def test_json_lines_in_and_out(monkeypatch):
    lines = "\n".join(
        [
            json.dumps({"id": "a", "text": "I need you to call me."}),
            json.dumps({"id": "b", "text": "我很担心。", "locale": "zh"}),
            "",
            "not json",
            json.dumps({"id": "c", "text": "   "}),
            json.dumps(["x"]),
        ]
    )
    rows = [json.loads(line) for line in run(lines, monkeypatch).splitlines()]
    assert [row.get("id") for row in rows] == ["a", "b", None, "c", None]
    assert rows[0]["components"]["need"]["label"] == "strategy"
    assert rows[0]["components"]["request"]["label"] == "demand"
    assert set(rows[0]) == {"id", "locale", "score", "components", "empathy", "acts"}
    assert rows[1]["locale"] == "zh-hans"
    assert rows[1]["components"]["feeling"]["label"] == "feeling"
    assert "error" in rows[2] and "error" in rows[3] and "error" in rows[4]


def test_report_prints_accuracy_per_component_and_locale_and_confusion(tmp_path, monkeypatch):
    labelled = tmp_path / "set.jsonl"
    rows = [
        {
            "id": "1",
            "locale": "en",
            "text": "You never listen.",
            "labels": {"observation": "evaluation", "feeling": "absent", "need": "absent", "request": "absent"},
        },
        {
            "id": "2",
            "locale": "zh",
            "text": "我需要休息。",
            "labels": {"observation": "absent", "feeling": "absent", "need": "need", "request": "absent"},
        },
        {
            "id": "3",
            "locale": "en",
            "text": "I feel calm.",
            "labels": {"observation": "absent", "feeling": "faux_feeling", "need": "absent", "request": "absent"},
        },
    ]
    labelled.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in rows))
    report = run("", monkeypatch, "--report", str(labelled))
    assert "accuracy" in report
    feeling_line = next(line for line in report.splitlines() if line.startswith("feeling "))
    assert "50.0%" in feeling_line and "100.0%" in feeling_line
    assert "confusion: feeling" in report
    assert "3: feeling expected faux_feeling, got feeling" in report


def test_a_line_may_carry_the_context_it_answers(monkeypatch):
    lines = "\n".join(
        json.dumps({"id": i, "text": "累了 也委屈", "locale": "zh", **extra})
        for i, extra in enumerate([{"context": "猜猜你同桌的感受。"}, {}, {"context": ["不是文字"]}])
    )
    rows = [json.loads(line) for line in run(lines, monkeypatch).splitlines()]
    assert [act["act"] for act in rows[0]["acts"]] == ["empathy_guess"]
    assert "empathy_guess" not in [act["act"] for act in rows[1]["acts"]]
    assert "context" in rows[2]["error"]
