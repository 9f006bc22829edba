"""The system prompts a real model gets: the drill's escalation, and the plain wording of every label per locale."""

import json

import pytest

from nvcpractice.llm.model_evaluation import SYSTEM_PROMPT
from nvcpractice.nvc import LABELS, analyze
from nvcpractice.nvc.wording import label_text
from scenes.prompts import system_prompt
from tests.fake_openai import Reply, tool_call


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_the_structured_prompt_gives_the_plain_wording_of_every_label_in_the_learners_language(locale):
    prompt = system_prompt({"mode": "structured", "locale": locale, "step": "feeling", "answers": {}})
    for component, labels in LABELS.items():
        for label in labels:
            assert label_text(component, label, locale) in prompt
    assert "never show a label" in prompt.lower()
    assert "use this" in prompt.lower()  # the ready-made answer a learner can accept
    assert "third" in prompt and "second" in prompt  # the escalation per failed try


def test_other_modes_also_keep_labels_from_the_learner():
    prompt = system_prompt({"mode": "scenario", "locale": "en"})
    assert "never show a label" in prompt.lower()


def test_the_model_evaluator_writes_suggestions_in_plain_words():
    assert "never use a label" in SYSTEM_PROMPT.lower()


@pytest.mark.django_db(transaction=True)
def test_a_real_model_gets_the_plain_wording_in_the_structured_mode(fake_model, chat, make_user):
    chat.start("structured")
    text = "You always leave a mess."
    fake_model.script(
        Reply(tool_calls=[tool_call("evaluate_nvc", {"text": text, "locale": "en"})]),
        Reply(content=json.dumps(analyze(text, "en").to_dict())),  # the model-backed evaluation
        Reply(content="Not quite yet: a judgement mixed into the description."),
    )
    turn = chat.say(text)
    assert turn["tool_calls"][0]["name"] == "evaluate_nvc"
    evaluation, reply = fake_model.requests[1]["messages"], fake_model.requests[2]["messages"]
    assert "never use a label" in evaluation[0]["content"].lower()
    assert label_text("observation", "evaluation", "en") in reply[0]["content"]
    assert "Rubric labels are for machines" in reply[0]["content"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("mode", "locale"), [("free_dialog", "en"), ("structured", "zh-hans"), ("scenario", "en")])
def test_every_modes_prompt_carries_the_rubric_plain_words_style_and_safety(fake_model, chat, mode, locale):
    from nvcpractice.profiles.models import Profile

    Profile.objects.filter(user__username="alice").update(locale=locale)
    chat.start(mode)
    fake_model.script(Reply(content="Okay."))
    chat.say("hello")
    system = fake_model.requests[-1]["messages"][0]["content"]
    assert "an observation describes what happened as a camera would record it" in system
    assert "An empathy guess names the other person's feeling and need" in system
    assert label_text("feeling", "faux_feeling", locale) in system
    assert "one question at a time" in system and "quote the learner's own words" in system
    assert "Safety first" in system
