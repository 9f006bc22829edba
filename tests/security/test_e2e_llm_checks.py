"""The checks of ``make e2e-llm`` (scripts/e2e_llm.py), run against the app and the fake model server.

The real run needs a 11-minute build and is opt-in; here its turn checks and its summary are tested on known data.
"""

import httpx
import pytest
from django.core.wsgi import get_wsgi_application

from nvcpractice.profiles.services import token_get_or_create
from scripts.e2e_llm import Turn, run_turn, summary
from tests.fake_openai import Reply

pytestmark = [
    pytest.mark.django_db(transaction=True),
    # Through WSGI the SSE turn is buffered whole; the harness reads it the same way either way.
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous iterators"),
]


@pytest.fixture
def client(user):
    headers = {"Authorization": f"Token {token_get_or_create(user=user)}"}
    transport = httpx.WSGITransport(app=get_wsgi_application())
    with httpx.Client(transport=transport, base_url="http://testserver", headers=headers) as http:
        yield http


def session(client, mode="free_dialog"):
    return client.post("/api/sessions/", json={"mode": mode}).json()["id"]


@pytest.mark.parametrize("streamed", [False, True])
def test_a_good_turn_has_no_problems(fake_model, client, streamed):
    fake_model.default = Reply(content="A reply that comes in four parts", interval=0.05)  # 8 characters each
    turn = run_turn(client, "unused", "p", 30, "free_dialog", session(client), "Hello", streamed, ["Hello"])
    assert (turn.status, turn.problems, turn.idle_after) == (201, [], None)
    assert turn.deltas == (4 if streamed else None)


@pytest.mark.parametrize("streamed", [False, True])
def test_a_timed_out_turn_is_clean_but_a_lost_message_and_a_late_answer_are_problems(
    fake_model, client, settings, streamed, monkeypatch
):
    settings.NVC_TURN_TIMEOUT = 2
    settings.NVC_LLM_TIMEOUT = 1
    fake_model.default = Reply(content="late", delay=30)
    monkeypatch.setattr("scripts.e2e_llm.seconds_until_idle", lambda server: 0.25)
    sent = ["Hello", "a message the app never received"]
    late = -4.9  # with the harness's 5 s of slack: anything over 0.1 s is past it
    turn = run_turn(client, "unused", "p", late, "free_dialog", session(client), "Hello", streamed, sent)
    assert turn.status == 504
    assert turn.idle_after == 0.25
    assert turn.problems[0] == f"took {turn.seconds} s, past the -4.9 s deadline"
    assert turn.problems[1] == "a user message was lost"


def test_summary_counts_statuses_times_and_problems():
    turns = [
        Turn("capped", "free_dialog", False, 201, 3.0),
        Turn("capped", "scenario", True, 201, 5.0, deltas=12),
        Turn("capped", "structured", True, 201, 4.0, deltas=3),
        Turn("uncapped", "free_dialog", False, 504, 10.1, idle_after=0.4),
        Turn("uncapped", "scenario", True, 504, 6.0, ["a user message was lost"], idle_after=0.2, deltas=0),
    ]
    assert summary(turns).splitlines() == [
        "capped: 3 turns, statuses {201: 3}, seconds min 3.0 median 4.0 max 5.0, idle after timeout max - s, "
        "streamed replies in 3–12 deltas, problems 0",
        "uncapped: 2 turns, statuses {504: 2}, seconds min 6.0 median 10.1 max 10.1, idle after timeout max 0.4 s, "
        "streamed replies in 0–0 deltas, problems 1",
    ]
