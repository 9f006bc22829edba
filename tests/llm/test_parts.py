"""Replies in two voices: the tagged convention round-trips, and models that ignore it still give usable parts."""

import pytest

from nvcpractice.llm.parts import format_parts, parse_parts, part, plain_content, strip_tags


def test_parts_round_trip_through_the_tagged_text():
    parts = [part("partner", "I'm tired of this.", name="Flatmate"), part("coach", "Try naming what you saw.")]
    assert parse_parts(format_parts(parts), partner_name="Flatmate") == parts


def test_untagged_text_is_the_partner_speaking():
    assert parse_parts("  Whatever.  ", partner_name="Dad") == [
        {"speaker": "partner", "name": "Dad", "text": "Whatever."}
    ]
    assert parse_parts("   ", partner_name="Dad") == []


def test_text_outside_tags_is_the_coachs_and_repeated_speakers_merge():
    text = "Intro words.<partner>Line one.</partner><partner>Line two.</partner> Tip.<coach>More tip.</coach>"
    parsed = parse_parts(text, partner_name="Boss")
    assert [p["speaker"] for p in parsed] == ["coach", "partner", "coach"]
    assert parsed[1]["text"] == "Line one.\n\nLine two."
    assert parsed[2]["text"] == "Tip.\n\nMore tip."


def test_tags_are_tolerant_of_case_spaces_and_a_missing_close():
    parsed = parse_parts("< PARTNER >你又这样。<Coach>试着先说你看到了什么。", partner_name="室友")
    assert parsed == [
        {"speaker": "partner", "name": "室友", "text": "你又这样。"},
        {"speaker": "coach", "text": "试着先说你看到了什么。"},
    ]


def test_plain_content_and_stripping_for_older_clients_and_streams():
    parts = [part("partner", "Fine.", name="X"), part("coach", "Well done.")]
    assert plain_content(parts) == "Fine.\n\nWell done."
    assert strip_tags(format_parts(parts)) == "Fine.\nWell done."


def test_unknown_speakers_are_refused():
    with pytest.raises(ValueError):
        part("narrator", "…")
