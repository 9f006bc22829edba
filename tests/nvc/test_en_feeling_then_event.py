"""A feeling followed straight by what happened ("I'm sad the shed was pulled down on Monday") leaves the event to
be read as the observation; not being somewhere, with a time, is a description too."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    ("text", "observed"),
    [
        ("I'm upset the parcel was left in the rain on Tuesday", "the parcel was left in the rain on Tuesday"),
        ("I'm annoyed my bike got moved again", None),  # "again" blames: an evaluation, read all the same
        ("I was disappointed you weren't at the match on Sunday.", "you weren't at the match on Sunday"),
        ("Honestly I'm gutted our team was knocked out yesterday", "our team was knocked out yesterday"),
    ],
)
def test_the_event_after_the_feeling_is_read(text, observed):
    found = analyze(text, "en")
    assert found.label("feeling") == "feeling"
    if observed is None:
        assert found.label("observation") == "evaluation"
    else:
        assert found.label("observation") == "observation"
        assert found.components["observation"].evidence == observed


def test_not_being_there_at_a_time_is_an_observation():
    assert analyze("She wasn't at the school gate at 3.", "en").label("observation") == "observation"
