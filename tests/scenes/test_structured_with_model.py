"""Issue 12 with a real model (the fake OpenAI server): the four-step practice stores step results, not evaluations.

The model calls ``evaluate_nvc``; with a model configured the evaluator is the model too, so each call is followed by
the model's structured evaluation, then the model's reply to the learner.
"""

import json

import pytest

from nvcpractice.nvc import COMPONENTS
from nvcpractice.practice.models import Evaluation, StepResult
from tests.fake_openai import Reply, tool_call

pytestmark = pytest.mark.django_db(transaction=True)


def verdict(step, label):
    """The model's evaluation of one answer: ``label`` for ``step``, the other components absent."""
    components = {c: {"label": "absent", "evidence": "", "suggestion": f"Add the {c}."} for c in COMPONENTS}
    components[step] = {"label": label, "evidence": "", "suggestion": "Keep it concrete."}
    return json.dumps({"components": components})


TURNS = [
    ("observation", "You are always late.", "evaluation"),
    ("observation", "This week you arrived after 9:30 twice", "observation"),
    ("feeling", "I felt worried and tired", "feeling"),
    ("need", "because I need reliability", "need"),
    ("request", "Would you be willing to text me by 9 am when you are running late?", "request"),
]


def test_model_driven_structured_turns_store_step_results_and_the_statement_once(fake_model, chat):
    chat.start("structured")
    for step, answer, label in TURNS:
        fake_model.script(
            Reply(tool_calls=[tool_call("evaluate_nvc", {"text": answer, "locale": "en"})]),
            Reply(content=verdict(step, label)),
            Reply(content="Thanks, let's look at that."),
        )
        turn = chat.say(answer)
        assert turn["tool_calls"][0]["ok"] is True, turn
    results = list(StepResult.objects.filter(session_id=chat.session_id).order_by("id"))
    assert [(r.component, r.label, r.accepted, r.attempt, r.source) for r in results] == [
        ("observation", "evaluation", False, 1, "model"),
        ("observation", "observation", True, 2, "model"),
        ("feeling", "feeling", True, 1, "model"),
        ("need", "need", True, 1, "model"),
        ("request", "request", True, 1, "model"),
    ]
    final = Evaluation.objects.get(session_id=chat.session_id)
    assert final.text == (
        "This week you arrived after 9:30 twice, I felt worried and tired, because I need reliability. "
        "Would you be willing to text me by 9 am when you are running late?"
    )
    assert (final.score, final.source) == (100, "model")
    assert chat.detail()["structured_step"] == "done"
    # The model reads the payload with plain words beside each label, and a model answer after a miss.
    tool_message = next(m for m in fake_model.requests[2]["messages"] if m["role"] == "tool")
    payload = json.loads(tool_message["content"])
    assert payload["practice"]["label_text"] == "a judgement mixed into the description"
    assert payload["practice"]["model_answer"]
    assert payload["data"]["components"]["observation"]["label_text"] == "a judgement mixed into the description"
