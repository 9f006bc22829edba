"""A real model in role-play gets a real brief (persona, the server's reaction, plain words, safety) and its
two-voice reply is parsed into parts."""

import json

import pytest

from nvcpractice.llm.context import CONTEXT_PREFIX
from nvcpractice.practice.models import Message
from nvcpractice.scenarios.models import Scenario
from tests.fake_openai import Reply

pytestmark = pytest.mark.django_db(transaction=True)


def context_of(request):
    system = request["messages"][0]["content"]
    line = next(line for line in system.splitlines() if line.startswith(CONTEXT_PREFIX))
    return system, json.loads(line[len(CONTEXT_PREFIX) :])


def test_the_scenario_prompt_carries_persona_reaction_and_the_two_voice_convention(seeded, fake_model, chat):
    scenario = Scenario.objects.get(slug="en-partner-big-purchase")
    chat.start("scenario", scenario_id=scenario.pk)
    fake_model.script(Reply(content="<partner>Don't start.</partner><coach>Try saying what you saw.</coach>"))
    turn = chat.say("You always waste our money, you are so selfish.")
    system, context = context_of(fake_model.requests[-1])
    assert "<partner>" in system and "<coach>" in system
    assert "Safety first" in system and "never coach them to soften" in system
    assert "a judgement mixed into the description" in system  # the plain wording, not only the labels
    assert "quote the learner's own words" in system
    assert context["scenario"]["other_role"] == scenario.other_role
    assert context["scenario"]["other_needs"] == scenario.other_needs
    assert context["scenario"]["agree_lines"] == scenario.agree_lines
    assert context["partner"]["reaction"] == "pushback"
    assert context["partner"]["tension"] > context["partner"]["tension_before"]
    assert turn["reply"]["parts"] == [
        {"speaker": "partner", "name": scenario.other_role, "text": "Don't start."},
        {"speaker": "coach", "text": "Try saying what you saw."},
    ]
    assert turn["reply"]["content"] == "Don't start.\n\nTry saying what you saw."
    stored = Message.objects.filter(session_id=chat.session_id, role="assistant").latest("id")
    assert stored.parts == turn["reply"]["parts"]


def test_the_history_replays_the_tagged_voices_to_the_model(seeded, fake_model, chat):
    scenario = Scenario.objects.get(slug="en-partner-big-purchase")
    chat.start("scenario", scenario_id=scenario.pk)
    fake_model.script(
        Reply(content="<partner>Fine.</partner><coach>Good start.</coach>"),
        Reply(content="<partner>Go on.</partner><coach>Name a need.</coach>"),
    )
    chat.say("When I saw the payment yesterday, I felt worried.")
    chat.say("I need some security about the deposit.")
    history = fake_model.requests[-1]["messages"]
    assert {"role": "assistant", "content": "<partner>Fine.</partner>\n<coach>Good start.</coach>"} in history


def test_an_untagged_model_reply_is_the_partner_speaking(seeded, fake_model, chat):
    scenario = Scenario.objects.get(slug="en-partner-big-purchase")
    chat.start("scenario", scenario_id=scenario.pk)
    fake_model.script(Reply(content="I hear you."))
    turn = chat.say("When I saw the payment yesterday, I felt worried.")
    assert turn["reply"]["parts"] == [{"speaker": "partner", "name": scenario.other_role, "text": "I hear you."}]
