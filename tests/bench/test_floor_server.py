"""The floor server does a real turn against the real database and the scripted fake model, and only that turn."""

import asyncio

import httpx
import pytest
from rest_framework.authtoken.models import Token

from bench import concurrency, floor_server
from bench.common import make_bench_user
from bench.fake_model import FINAL_TEXT, FakeModelProcess
from nvcpractice.practice.models import Message
from nvcpractice.practice.services import session_create

pytestmark = pytest.mark.django_db(transaction=True)  # the server is another process: rows must be committed


@pytest.fixture
def floor():
    env = {"NVC_FLOOR_SPEC": concurrency.json.dumps(floor_server.spec(), default=str)}
    with (
        FakeModelProcess(delay=0.0) as fake,
        concurrency.Server(model_url=fake.base_url, env=env, app=concurrency.FLOOR_APP) as server,
    ):
        yield server


def test_a_streamed_turn_stores_both_messages_and_relays_the_reply(floor):
    user = make_bench_user("floortest")
    session = session_create(user_id=user.pk, mode="free_dialog")
    token = Token.objects.get(user=user).key
    before = Message.objects.filter(session=session).count()

    outcomes = asyncio.run(concurrency._burst(floor.base_url, [(token, session.pk)], 30))

    assert outcomes[0].ok, outcomes[0].error
    stored = list(Message.objects.filter(session=session).order_by("id").values_list("role", "content")[before:])
    assert stored == [("user", concurrency.MESSAGE), ("assistant", FINAL_TEXT)]


def test_a_wrong_token_or_someone_elses_session_is_refused(floor):
    owner, other = make_bench_user("floorowner"), make_bench_user("floorother")
    session = session_create(user_id=owner.pk, mode="free_dialog")
    url = f"{floor.base_url}/api/sessions/{session.pk}/messages/"
    for token in ("not-a-token", Token.objects.get(user=other).key):
        response = httpx.post(url, json={"content": "hi"}, headers={"Authorization": f"Bearer {token}"}, timeout=10)
        assert response.status_code == 404
    assert not Message.objects.filter(session=session).exists()


def test_the_message_insert_follows_the_model():
    spec = floor_server.spec()
    columns = spec["message_sql"].split("(", 1)[1].split(")", 1)[0].split(", ")
    model_columns = {field.column for field in Message._meta.concrete_fields if not field.primary_key}
    assert set(columns) == model_columns
    assert spec["token_sql"].split()[3] == Token._meta.db_table
