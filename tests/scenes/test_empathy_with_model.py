"""The "hear the other person" exercise with a real model (the fake OpenAI server): the system prompt carries the
other person's line, role and reference feelings and needs, the check and the reply escalation; the model's
``evaluate_nvc`` calls are judged by the server and stored as ``empathy`` step results."""

import json

import pytest

from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.wording import empathy_text
from nvcpractice.practice.models import Evaluation, StepResult
from nvcpractice.profiles.services import profile_update
from nvcpractice.scenarios.models import Scenario
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


def nothing_found() -> str:
    """The model evaluator's answer for a guess: none of the learner's own four parts (the guess is about them)."""
    return json.dumps({"components": {c: {"label": "absent", "evidence": "", "suggestion": ""} for c in COMPONENTS}})


@pytest.mark.parametrize(
    ("slug", "wrong", "right"),
    [
        ("en-family-dishes", "You're annoyed.", "Are you feeling tired because you need rest?"),
        ("zh-family-cuihun", "你是不是很担心？", "你是不是觉得担心，因为你需要安心？"),
    ],
)
def test_a_model_gets_the_other_person_and_guesses_are_stored(seeded, fake_model, chat, user, slug, wrong, right):
    scenario = Scenario.objects.get(slug=slug)
    profile_update(user=user, locale=scenario.locale)
    chat.start("structured", exercise="empathy", scenario_id=scenario.pk)
    for text in (wrong, right):
        fake_model.script(
            Reply(tool_calls=[tool_call("evaluate_nvc", {"text": text, "locale": scenario.locale})]),
            Reply(content=nothing_found()),
            Reply(content="Thank you for your guess."),
        )
        turn = chat.say(text)
        assert turn["tool_calls"][0]["ok"] is True, turn
    prompt = fake_model.requests[0]["messages"][0]["content"]
    assert "hearing the other person" in prompt
    for part in (scenario.other_role, scenario.opening_line, *scenario.other_feelings, *scenario.other_needs):
        assert part in prompt
    assert "use this" in prompt.lower() and "用这个" in prompt
    assert "second time" in prompt and "third time" in prompt  # the escalation per failed try
    assert empathy_text("not_a_question", scenario.locale) in prompt  # the verdicts in the learner's words
    assert [t["function"]["name"] for t in fake_model.requests[0]["tools"]] == ["evaluate_nvc", "rag_search"]
    results = list(StepResult.objects.filter(session_id=chat.session_id).order_by("id"))
    assert [(r.component, r.label, r.accepted, r.attempt, r.source) for r in results] == [
        ("empathy", "no_need", False, 1, "model"),
        ("empathy", "empathy_guess", True, 2, "model"),
    ]
    assert not Evaluation.objects.filter(session_id=chat.session_id).exists()
    # the model reads the verdict with its plain words and, after a miss, a ready-made guess
    tool_message = next(m for m in fake_model.requests[2]["messages"] if m["role"] == "tool")
    practice = json.loads(tool_message["content"])["practice"]
    assert practice["step"] == "empathy" and practice["label_text"] == empathy_text("no_need", scenario.locale)
    assert practice["model_answer"] and practice["reference"]["needs"] == scenario.other_needs
    # after the accepted guess, the model reads the other person's next line in the payload and the context
    accepted = json.loads(next(m for m in fake_model.requests[-1]["messages"][::-1] if m["role"] == "tool")["content"])
    assert accepted["practice"]["next_line"] == scenario.pushback_lines[0]
    fake_model.script(Reply(content="Go on."))
    chat.say("Hi")
    context = fake_model.requests[-1]["messages"][0]["content"].split("NVC_CONTEXT: ", 1)[1]
    assert json.loads(context)["other"]["line"] == scenario.pushback_lines[0]
