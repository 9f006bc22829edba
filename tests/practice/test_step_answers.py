"""An answer that holds later steps is cut into one part per step, each in the learner's own words."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.practice.step_answers import answer_parts


@pytest.mark.parametrize(
    ("text", "step", "parts"),
    [
        ("I felt tense because I need calm.", "feeling", {"feeling": "I felt tense", "need": "because I need calm."}),
        ("我很紧张，因为我需要平静。", "feeling", {"feeling": "我很紧张", "need": "因为我需要平静。"}),
        ("我很紧张，所以我需要平静", "feeling", {"feeling": "我很紧张", "need": "我需要平静"}),
        (
            "I feel drained and I need rest. Would you be willing to cook dinner tonight?",
            "feeling",
            {
                "feeling": "I feel drained",
                "need": "I need rest.",
                "request": "Would you be willing to cook dinner tonight?",
            },
        ),
        (
            "When I saw four mugs in the sink last night, I felt annoyed",
            "observation",
            {"observation": "When I saw four mugs in the sink last night", "feeling": "I felt annoyed"},
        ),
        ("I felt tense and worried", "feeling", {"feeling": "I felt tense and worried"}),
        ("I feel ignored because I need respect", "need", {"need": "I feel ignored because I need respect"}),
    ],
)
def test_each_step_keeps_its_own_part(text, step, parts):
    assert answer_parts(text=text, step=step, analysis=analyze(text)) == parts


def test_a_later_part_that_is_not_clean_is_not_split_off():
    text = "I felt tense because I need you to stop."  # a strategy, not a need
    assert answer_parts(text=text, step="feeling", analysis=analyze(text)) == {"feeling": text}


@pytest.mark.parametrize("gap", [" " * 3000, "，" * 3000])
def test_a_long_gap_before_the_later_part_still_finds_its_opener(gap):
    """Only the word before the clause is searched for an opener, however long the gap before it."""
    text = f"I felt tense{gap}because I need calm."
    parts = answer_parts(text=text, step="feeling", analysis=analyze(text))
    assert parts == {"feeling": "I felt tense", "need": "because I need calm."}
