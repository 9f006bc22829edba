"""``POST /api/evaluate/``: the contract, bad input, escaping, storage, and the model-backed path."""

import json

import pytest

from nvcpractice.nvc.wording import label_text, leaks_machine_label
from nvcpractice.practice.models import Evaluation
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db
FULL = (
    "When I saw the dishes in the sink this morning, I felt frustrated because I need order. "
    "Would you be willing to wash them before dinner?"
)


def test_contract_shape(anon_api):
    response = anon_api.post("/api/evaluate/", {"text": FULL}, format="json")
    assert response.status_code == 200
    body = response.json()
    assert body["locale"] == "en"
    assert body["score"] == 100
    assert set(body["components"]) == {"observation", "feeling", "need", "request"}
    for component, result in body["components"].items():
        assert result["label"] == component
        assert set(result) == {"label", "label_text", "evidence", "suggestion"}
        assert result["label_text"] == label_text(component, component, "en")


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        (FULL, []),
        ("hi coach, what should I say to him now?", [("ask_coach", "what should I say"), ("greeting", "hi")]),
        ("ok thanks, gotta go", [("agree", "ok"), ("leave", "gotta go"), ("thanks", "thanks")]),
        ("好的 谢谢 先下线啦", [("agree", "好的"), ("leave", "先下线"), ("thanks", "谢谢")]),
    ],
)
def test_dialogue_acts_come_with_their_evidence_and_are_stored(api_client, user, text, acts):
    body = api_client.post("/api/evaluate/", {"text": text}, format="json").json()
    assert sorted((item["act"], item["evidence"]) for item in body["acts"]) == sorted(acts)
    assert all(item["evidence"] in text for item in body["acts"])
    assert Evaluation.objects.get(user=user).details["acts"] == body["acts"]


def test_a_threat_makes_a_polite_question_a_demand(anon_api):
    body = anon_api.post(
        "/api/evaluate/", {"text": "Could you fix it this week, or shall I call the council?"}, format="json"
    ).json()
    assert [item["act"] for item in body["acts"]] == ["threat"]
    assert body["components"]["request"]["label"] == "demand"
    assert "drop the threat" in body["components"]["request"]["suggestion"]


def test_label_text_is_plain_words_in_the_results_locale(anon_api):
    body = anon_api.post("/api/evaluate/", {"text": "你总是迟到。"}, format="json").json()
    observation = body["components"]["observation"]
    assert observation == {**observation, "label": "evaluation", "label_text": "一个评判混进了描述里"}
    assert not any(leaks_machine_label(item["label_text"]) for item in body["components"].values())
    english = anon_api.post("/api/evaluate/", {"text": "I feel ignored."}, format="json").json()
    assert english["components"]["feeling"]["label"] == "faux_feeling"
    assert english["components"]["feeling"]["label_text"] == label_text("feeling", "faux_feeling", "en")


def test_chinese_with_locale_given_loosely(anon_api):
    body = anon_api.post("/api/evaluate/", {"text": "你总是迟到。", "locale": "zh"}, format="json").json()
    assert body["locale"] == "zh-hans"
    assert body["components"]["observation"]["label"] == "evaluation"


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"text": ""}, "text"),
        ({"text": "   \n\t "}, "text"),
        ({"text": "x" * 2001}, "text"),
        ({"text": 42}, "text"),
        ({"text": ["a"]}, "text"),
        ({"text": {"a": 1}}, "text"),
        ({"text": None}, "text"),
        ({}, "text"),
        ({"text": "hi", "locale": "fr"}, "locale"),
    ],
)
def test_bad_input_is_400_with_a_clear_message(anon_api, payload, field):
    response = anon_api.post("/api/evaluate/", payload, format="json")
    assert response.status_code == 400
    body = response.json()
    assert field in body
    assert body["error"]


def test_non_json_and_non_object_bodies_are_400(anon_api):
    assert anon_api.post("/api/evaluate/", "not json", content_type="application/json").status_code == 400
    assert anon_api.post("/api/evaluate/", [1, 2], format="json").status_code == 400


def test_html_is_evaluated_but_never_echoed_raw(anon_api):
    text = "<script>alert(1)</script> You never listen to me <b>ever</b>!"
    response = anon_api.post("/api/evaluate/", {"text": text}, format="json")
    assert response.status_code == 200
    assert b"<script>" not in response.content
    assert b"<b>" not in response.content
    assert response.json()["components"]["observation"]["label"] == "evaluation"


def test_emoji_and_mixed_languages_are_evaluated(anon_api):
    response = anon_api.post("/api/evaluate/", {"text": "我很难过 😢 because I need rest."}, format="json")
    assert response.status_code == 200
    assert response.json()["components"]["feeling"]["label"] == "feeling"


def test_signed_in_results_are_stored_anonymous_are_not(anon_api, api_client, user):
    anon_api.post("/api/evaluate/", {"text": FULL}, format="json")
    assert not Evaluation.objects.exists()
    api_client.post("/api/evaluate/", {"text": FULL}, format="json")
    evaluation = Evaluation.objects.get()
    assert (evaluation.user, evaluation.score, evaluation.request, evaluation.source) == (user, 100, "request", "rules")


def _model_answer(label="evaluation", evidence="never"):
    components = {
        "observation": {"label": label, "evidence": evidence, "suggestion": "Describe one time."},
        "feeling": {"label": "absent", "evidence": "", "suggestion": "Name a feeling."},
        "need": {"label": "absent", "evidence": "", "suggestion": "Name a need."},
        "request": {"label": "absent", "evidence": "", "suggestion": "Ask for something."},
    }
    return json.dumps({"components": components})


@pytest.fixture
def model(fake_model):
    return fake_model


def test_model_backed_evaluation_uses_structured_output(model, api_client):
    model.script(Reply(content=_model_answer()))
    body = api_client.post("/api/evaluate/", {"text": "You never call."}, format="json").json()
    assert body["components"]["observation"] == {
        "label": "evaluation",
        "label_text": "a judgement mixed into the description",
        "evidence": "never",
        "suggestion": "Describe one time.",
    }
    request = model.requests[0]
    assert request["response_format"]["type"] == "json_schema"
    assert "<statement>\nYou never call.\n</statement>" in request["messages"][-1]["content"]
    assert Evaluation.objects.get().source == "model"


@pytest.mark.parametrize(
    "reply",
    [
        Reply(content="not json at all"),
        Reply(content=_model_answer(label="judgement")),
        Reply(content=json.dumps({"components": {}})),
        Reply(status=500),
        Reply(malformed=True),
    ],
)
def test_invalid_model_answers_fall_back_to_rules(model, api_client, reply):
    model.script(reply)
    response = api_client.post("/api/evaluate/", {"text": "You never call."}, format="json")
    assert response.status_code == 200
    assert response.json()["components"]["observation"]["label"] == "evaluation"
    assert Evaluation.objects.get().source == "rules"


def test_model_evidence_not_in_the_text_is_dropped(model, anon_api):
    model.script(Reply(content=_model_answer(evidence="words the user never wrote")))
    body = anon_api.post("/api/evaluate/", {"text": "You always call late."}, format="json").json()
    assert body["components"]["observation"]["evidence"] == ""


def test_the_line_answered_says_whose_feelings_bare_words_name(api_client, user):
    guess = {"text": "worn out, maybe lonely", "context": "What might your grandad be feeling?"}
    own = {**guess, "context": "And how are you feeling now?"}
    acts = [
        [item["act"] for item in api_client.post("/api/evaluate/", body, format="json").json()["acts"]]
        for body in (guess, own, {"text": guess["text"]})
    ]
    assert acts[0] == ["empathy_guess"]
    assert "empathy_guess" not in acts[1] and "empathy_guess" not in acts[2]
    stored = Evaluation.objects.filter(user=user).order_by("id")
    assert [item["act"] for item in stored[0].details["acts"]] == ["empathy_guess"]


@pytest.mark.parametrize("context", [["a list"], {"a": 1}, 7, "x" * 2001])
def test_a_context_that_is_not_short_text_is_refused_with_a_clear_error(anon_api, context):
    response = anon_api.post("/api/evaluate/", {"text": "ok", "context": context}, format="json")
    assert response.status_code == 400
    assert "context" in json.dumps(response.json())
