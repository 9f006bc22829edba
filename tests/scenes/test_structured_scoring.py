"""Issue 12: four-step practice is scored on what was practised, through the API with the offline coach.

Reported fault: a learner completing clean four-step statements saw a dashboard average of ~20, because every
accepted step was stored as a whole-statement evaluation of a fragment ("I felt lonely." scores 25).
"""

import pytest
from rest_framework.test import APIClient

from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.result import IDEAL_LABELS, score_labels
from nvcpractice.practice.models import Evaluation, StepResult
from nvcpractice.profiles.services import token_get_or_create

pytestmark = pytest.mark.django_db(transaction=True)

#: Clean answers, written for this test: counted events, quoted words, a time in every request. (A quoted promise
#: to call, 'you said "I will call back"', is a false alarm of the safety check's weighing since its retraining on
#: the larger practice corpus; the scoring is what this test is about, so it quotes a promise to ring instead.)
ENGLISH = [
    [
        'When you said "I will ring you back" three times this week and did not ring',
        "I felt frustrated and worried",
        "because I need reliability",
        "Would you be willing to call me by 6 pm tomorrow?",
    ],
    [
        'Last Monday you wrote "not my job" in the team chat',
        "I felt hurt",
        "because I value respect",
        "Would you be willing to talk with me for ten minutes on Friday morning?",
    ],
    [
        "When I saw the dishes in the sink twice this week",
        "I felt tired",
        "because I need rest and support",
        "Would you be willing to wash them before 9 tonight?",
    ],
]
CHINESE = [
    [
        "上周你三次说“我马上回电话”，但都没有打来",
        "我感到沮丧又担心",
        "因为我需要可靠",
        "你愿意明天下午六点前给我回个电话吗？",
    ],
    ["这周你有两次在会上说“这不重要”", "我感到失落", "因为我需要被尊重", "你愿意明天下班前和我聊十分钟吗？"],
    ["昨天晚上你十一点回家，没有发消息", "我很担心", "因为我需要安心", "你愿意下周一晚上和我一起看一下日程吗？"],
]
WRONG_OBSERVATION = {"en": "You are always late.", "zh-hans": "你总是迟到。"}


def _client_for(make_user, locale):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=make_user(locale=locale))}")
    return client


def _practise(client, answers, *, wrong_first=None):
    session_id = client.post("/api/sessions/", {"mode": "structured"}, format="json").json()["id"]
    say = [wrong_first] if wrong_first else []
    for content in say + answers:
        response = client.post(f"/api/sessions/{session_id}/messages/", {"content": content}, format="json")
        assert response.status_code == 201, response.content
    detail = client.get(f"/api/sessions/{session_id}/").json()
    assert detail["structured_step"] == "done", detail
    return session_id


@pytest.mark.parametrize(("locale", "statements"), [("en", ENGLISH), ("zh-hans", CHINESE)])
def test_three_clean_statements_score_what_was_practised(make_user, locale, statements):
    client = _client_for(make_user, locale)
    sessions = [
        _practise(client, answers, wrong_first=WRONG_OBSERVATION[locale] if index == 0 else None)
        for index, answers in enumerate(statements)
    ]
    # One whole statement per finished practice, none for the steps.
    finals = Evaluation.objects.filter(session_id__in=sessions)
    assert finals.count() == 3
    for session_id in sessions:
        final = finals.get(session_id=session_id)
        assert all(answer.rstrip("。.?？") in final.text for answer in statements[sessions.index(session_id)][:3])
    expected_score = score_labels(IDEAL_LABELS)  # every component accepted with its ideal label
    dashboard = client.get("/api/dashboard/", {"period": "all"}).json()
    assert dashboard["evaluations"] == {"count": 3, "average_score": float(expected_score)}
    assert dashboard["evaluations"]["average_score"] >= 90
    assert all(dashboard["component_averages"][c] >= 90 for c in COMPONENTS), dashboard["component_averages"]
    # Steps: 3 statements × 4 components accepted, plus one rejected observation in the first one.
    assert StepResult.objects.filter(session_id__in=sessions).count() == 13
    steps = dashboard["steps"]
    assert steps["observation"] == {
        "attempts": 4,
        "passed": 3,
        "passed_with_help": 0,
        "pass_rate": 75.0,
        "attempts_to_pass": 1.3,
    }
    for component in ("feeling", "need", "request"):
        assert steps[component] == {
            "attempts": 3,
            "passed": 3,
            "passed_with_help": 0,
            "pass_rate": 100.0,
            "attempts_to_pass": 1.0,
        }
