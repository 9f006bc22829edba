"""Sessions, messages, evaluations, four-step results and tool invocations are read-only in the admin."""

import pytest

from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult, ToolInvocation

pytestmark = pytest.mark.django_db


@pytest.fixture
def session(user):
    session = PracticeSession.objects.create(user=user, mode="structured")
    message = Message.objects.create(session=session, role="user", content="Hello")
    Evaluation.objects.create(
        user=user,
        session=session,
        message=message,
        text="Hello",
        locale="en",
        observation="absent",
        feeling="absent",
        need="absent",
        request="absent",
        score=0,
    )
    ToolInvocation.objects.create(session=session, user=user, tool="evaluate_nvc", arguments={"text": "Hello"}, ok=True)
    StepResult.objects.create(
        user=user, session=session, component="observation", label="absent", text="Hello", locale="en"
    )
    return session


@pytest.mark.parametrize("model", ["practicesession", "message", "evaluation", "stepresult", "toolinvocation"])
def test_listed_but_not_editable(staff_client, session, model):
    assert staff_client.get(f"/admin/practice/{model}/").status_code == 200
    assert staff_client.get(f"/admin/practice/{model}/add/").status_code == 403
    obj_id = {"practicesession": session.pk}.get(model) or {
        "message": Message,
        "evaluation": Evaluation,
        "stepresult": StepResult,
        "toolinvocation": ToolInvocation,
    }[model].objects.first().pk
    response = staff_client.post(f"/admin/practice/{model}/{obj_id}/delete/", {"post": "yes"})
    assert response.status_code == 403


def test_session_orders_messages_and_cascades(session):
    Message.objects.create(session=session, role="assistant", content="Hi")
    assert [m.role for m in session.messages.all()] == ["user", "assistant"]
    session.delete()
    assert not Message.objects.exists()
    assert not Evaluation.objects.exists()
    assert not StepResult.objects.exists()
    assert ToolInvocation.objects.get().session is None
