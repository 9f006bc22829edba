"""Issue 25, item 6: what the database cannot store (NUL, a lone surrogate, a number past the float range) is
refused where it enters (400, or a refused call) or taken out of model text, never a 5xx or a lost reply."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from mcp_bridge.server import McpCaller, call_tool
from nvcpractice.practice.models import Message, ToolInvocation
from nvcpractice.profiles.models import Profile
from tests.fake_openai import Reply, tool_call

NUL, SURROGATE = "\x00", "\ud800"


@pytest.mark.django_db
@pytest.mark.parametrize(
    "body",
    [
        '{"preferences": {"k": 1e400}}',
        '{"preferences": {"k": -1e999}}',
        '{"display_name": "Al\\u0000ice"}',
        '{"goals": "listen \\ud800 more"}',
        '{"preferences": {"bad\\u0000key": 1}}',
    ],
)
def test_a_profile_patch_that_cannot_be_stored_is_a_400(api_client, user, body):
    before = Profile.objects.get(user=user)
    response = api_client.generic("PATCH", "/api/profile/", body, content_type="application/json")
    assert response.status_code == 400, response.content
    assert "Retry-After" not in response
    assert response.json()["error"]
    after = Profile.objects.get(user=user)
    assert (after.display_name, after.goals, after.preferences) == (
        before.display_name,
        before.goals,
        before.preferences,
    )


@pytest.mark.django_db(transaction=True)
def test_a_message_body_with_nul_is_a_400_on_both_paths(chat, fake_model):
    chat.start("free_dialog")
    path = f"/api/sessions/{chat.session_id}/messages/"
    body = '{"content": "I feel \\u0000 tired"}'
    for extra in ({}, {"HTTP_ACCEPT": "text/event-stream"}):
        response = chat.client.generic("POST", path, body, content_type="application/json", **extra)
        assert response.status_code == 400
    assert not Message.objects.filter(session_id=chat.session_id).exists()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("bad", [NUL, SURROGATE])
def test_model_text_with_unstorable_characters_is_kept_without_them(chat, fake_model, bad):
    chat.start("free_dialog")
    fake_model.default = Reply(content=f"It sounds like you{bad} want rest.")
    blocking = chat.say("I am so tired of this week")
    assert blocking["reply"]["content"] in {"It sounds like you want rest.", "It sounds like you\ufffd want rest."}
    events = chat.stream("Still tired")
    assert [kind for kind, _ in events][-1] == "done"
    stored = Message.objects.filter(session_id=chat.session_id, role="assistant").values_list("content", flat=True)
    assert all(NUL not in text and SURROGATE not in text for text in stored) and len(stored) == 2


@pytest.mark.django_db(transaction=True)
def test_tool_arguments_with_nul_are_a_refused_call_and_the_turn_goes_on(chat, fake_model):
    chat.start("free_dialog")
    fake_model.script(
        Reply(tool_calls=[tool_call("rag_search", {"query": f"a{NUL}b"})]), Reply(content="Let me try again.")
    )
    turn = chat.say("Any tips?")
    assert turn["reply"]["content"] == "Let me try again."
    assert [call["ok"] for call in turn["tool_calls"]] == [False]
    assert "cannot be stored" in ToolInvocation.objects.get().error


@pytest.mark.django_db
@pytest.mark.parametrize("arguments", [{"query": f"a{NUL}"}, {"query": SURROGATE}, {f"k{NUL}": 1}])
def test_mcp_arguments_that_cannot_be_stored_are_refused(user, arguments):
    result = call_tool(McpCaller(user_id=user.pk, locale="en", mode="free_dialog"), "rag_search", arguments)
    assert not result.success and "cannot be stored" in result.error
    assert ToolInvocation.objects.get().ok is False


@pytest.mark.django_db
def test_an_import_file_nested_too_deep_is_a_form_error(staff_client):
    upload = SimpleUploadedFile("deep.json", b"[" * 100_000 + b"]" * 100_000, content_type="application/json")
    response = staff_client.post("/admin/scenarios/scenario/import/", {"file": upload})
    assert response.status_code == 200
    assert "nested deeper" in str(response.context["form"].errors)


@pytest.mark.django_db
def test_the_import_form_states_the_limit_the_server_applies(staff_client, settings):
    settings.NVC_MAX_BODY_BYTES = 1 << 20
    page = staff_client.get("/admin/scenarios/scenario/import/").content.decode()
    assert "At most 1008.0\xa0KB" in page  # 1 MiB less room for the form around the file
    too_big = SimpleUploadedFile("big.json", json.dumps(["x" * 1_040_000]).encode(), content_type="application/json")
    response = staff_client.post("/admin/scenarios/scenario/import/", {"file": too_big})
    assert response.status_code == 200 and "larger than" in str(response.context["form"].errors)
