"""An English guess known by its frame, whatever the feeling word: "are you feeling …?", "are you finding … hard?"."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.empathy_frames import framed_guess


@pytest.mark.parametrize(
    "text",
    [
        "are you feeling kinda fried after the week you've had?",
        "you're feeling all at sea with it?",
        "r u finding the new rota tough?",
    ],
)
def test_a_state_asked_in_a_guesss_frame_is_a_guess(text):
    assert framed_guess(text) is not None
    assert "empathy_guess" in analyze(text, "en").act_names()


@pytest.mark.parametrize(
    "text",
    [
        "are you feeling like you're always right?",
        "I'm feeling fried today?",
        "you're feeling the pressure of the rent",
        "are you feeling up to a walk?",
    ],
)
def test_a_thought_a_statement_or_the_speakers_own_is_no_framed_guess(text):
    assert framed_guess(text) is None
