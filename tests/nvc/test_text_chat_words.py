"""The words people type short ("would ye", "r u", "pls") are read in full, and the evidence still quotes what they
typed; the same letters inside other words or names are left alone."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.text import prepare


def test_chat_words_are_read_in_full_and_quoted_as_typed():
    prepared = prepare("would ye fold the towels b4 u go, pls? r u ok")
    assert prepared.text == "would you fold the towels b4 you go, please? are you ok"
    assert prepared.evidence(0, len(prepared.text)) == "would ye fold the towels b4 u go, pls? r u ok"


@pytest.mark.parametrize(
    "text", ["would ye hang the washing out before you leave tomorrow?", "r u up for a walk on sunday at 10?"]
)
def test_a_request_typed_short_is_a_request(text):
    assert analyze(text).label("request") == "request"


@pytest.mark.parametrize("text", ["my u-turn at the lights", "the R&D budget", "Plan R was fine", "yes"])
def test_other_words_keep_their_letters(text):
    assert prepare(text).text == text.lower()


@pytest.mark.parametrize(
    ("text", "act", "evidence"),
    [
        ("ok so wat shud i say when she does that", "ask_coach", "wat shud i say"),
        ("wut do i tell him now", "ask_coach", "wut do i tell"),
    ],
)
def test_question_words_typed_short_ask_the_coach(text, act, evidence):
    found = {a.act: a.evidence for a in analyze(text, "en").acts}
    assert found.get(act) == evidence


def test_because_typed_short_still_gives_the_reason():
    assert analyze("i feel drained cuz i need rest", "en").label("need") == "need"


@pytest.mark.parametrize("text", ["a wattage of 60", "the cud a cow chews", "abstract art"])
def test_short_forms_inside_other_words_are_left_alone(text):
    assert prepare(text).text == text.lower()


def test_contractions_typed_without_apostrophes_and_n_for_and_are_read_in_full():
    prepared = prepare("im tired n sad bc u dont call, thats all")
    assert prepared.text == "i'm tired and sad because you don't call, that's all"


@pytest.mark.parametrize("text", ["im gutted, honesty matters to me", "ive been so stressed bc the flat is a mess"])
def test_a_feeling_typed_without_an_apostrophe_is_a_feeling(text):
    assert analyze(text, "en").label("feeling") == "feeling"


def test_a_chat_word_split_by_an_invisible_character_stays_part_of_its_word():
    assert prepare("i n\u200deed a break").text == "i need a break"


@pytest.mark.parametrize(
    ("typed", "read"), [("u're", "you're"), ("u've", "you've"), ("u'll", "you'll"), ("u'd", "you'd")]
)
def test_a_contracted_u_is_read_as_you(typed, read):
    assert prepare(f"sounds like {typed} had enough").text == f"sounds like {read} had enough"


def test_ur_is_youre_only_where_a_youre_would_stand():
    assert prepare("ur so late, ur brother said").text == "you're so late, ur brother said"
