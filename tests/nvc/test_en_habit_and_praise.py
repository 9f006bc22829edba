"""English judgements by form: someone who keeps doing something (a habit), and praise said as a sentence of its
own after what was told (mock or meant, a verdict)."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "text",
    [
        "my neighbour keeps parking across my drive and I am fed up",
        "my brother keeps borrowing my charger",
        "You left the gate open and the dog got out. Fantastic.",
        "So the heating is off for the whole weekend. Perfect. Just perfect.",
    ],
)
def test_a_habit_or_a_sentence_of_praise_is_an_evaluation(text):
    assert analyze(text, "en").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text",
    [
        "I keep thinking about what you said on Monday.",  # the speaker's own
        "Great!",  # a reply, nothing told
        "You fixed the tap on Saturday, which is great for us.",  # praise inside a sentence, not on its own
    ],
)
def test_no_habit_pinned_and_no_praise_alone(text):
    assert analyze(text, "en").label("observation") != "evaluation"
