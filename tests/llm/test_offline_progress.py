"""The offline coach's progress line says its statement count is whole statements, like the dashboard."""

import pytest

from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.strategies import free_dialog

SUMMARY = {
    "period": "month",
    "sessions": {"total": 2},
    "evaluations": {"count": 3, "average_score": 70.0},
    "streak_days": 1,
    "weakest_component": None,
}


@pytest.mark.parametrize(
    ("locale", "said"),
    [("en", "practised 2 session(s) and had 3 whole statement(s) evaluated"), ("zh-hans", "评估了 3 句完整的表达")],
)
def test_the_progress_line_counts_whole_statements(locale, said):
    view = TurnView(
        context={"mode": "free_dialog", "locale": locale},
        offered=set(),
        user_text="how am I doing?" if locale == "en" else "我进步了吗？",
        locale=locale,
        results=[("dashboard_query", {"ok": True, "data": SUMMARY})],
    )
    assert said in free_dialog(view).text
