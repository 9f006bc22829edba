"""The offline partner and coach put the server's reaction into words, in two voices, quoting the learner."""

import pytest

from nvcpractice.llm.offline.roleplay import roleplay_reply
from nvcpractice.llm.parts import parse_parts
from nvcpractice.nvc.wording import leaks_machine_label

SCENARIO = {
    "other_role": "Flatmate",
    "other_needs": ["rest"],
    "pushback_lines": ["Here we go again."],
    "softening_lines": ["Okay, I hear you."],
    "agree_lines": ["Fine, I'll keep it down after eleven."],
    "counter_offer_lines": ["How about midnight on Fridays?"],
    "no_with_need_lines": ["No — I need to unwind after my shift."],
    "resolution_lines": ["Thanks for asking me straight."],
}


def reply(reaction, locale="en", **partner):
    text = roleplay_reply({"scenario": SCENARIO, "turn": 0, "partner": {"reaction": reaction, **partner}}, locale)
    parts = parse_parts(text, partner_name="Flatmate")
    assert [p["speaker"] for p in parts] == ["partner", "coach"]
    assert not any(leaks_machine_label(p["text"]) for p in parts)
    return parts


def test_each_reaction_uses_the_scenarios_own_line():
    assert reply("pushback")[0]["text"] == "Here we go again."
    assert reply("counter_offer")[0]["text"] == "How about midnight on Fridays?"
    assert reply("no_with_need")[0]["text"] == "No — I need to unwind after my shift."


def test_agreement_resolves_with_a_debrief_quoting_the_learner():
    worked = [{"move": "observation", "quote": "the music at 1 am"}, {"move": "request", "quote": "Would you…?"}]
    partner, coach = reply("agree", worked=worked, next_focus="need")
    assert partner["text"] == "Fine, I'll keep it down after eleven. Thanks for asking me straight."
    assert "“the music at 1 am”" in coach["text"] and "“Would you…?”" in coach["text"]
    assert "need behind your feeling" in coach["text"]


def test_pushback_names_what_happened_in_plain_words():
    tip = {"label_text": "a judgement mixed into the description", "suggestion": "Say what you saw instead."}
    coach = reply("pushback", tip=tip)[1]["text"]
    assert "got defensive: they heard a judgement mixed into the description. Say what you saw instead." in coach


@pytest.mark.parametrize(
    ("locale", "partner_says", "coach_says"),
    [
        ("en", "Rude? Here we go again.", "they heard an “always or never” generalisation (“always”) and a judgement"),
        ("zh-hans", "说我 rude？Here we go again.", "对方听到的是“总是／从来”式的一概而论（“always”）"),
    ],
)
def test_pushback_picks_up_the_learners_judging_words(locale, partner_says, coach_says):
    judgements = [
        {"words": "always", "kind": "generalisation", "bare": "always"},
        {"words": "so rude", "kind": "character", "bare": "rude"},
    ]
    partner, coach = reply("pushback", locale=locale, judgements=judgements, tip={"suggestion": "Say what you saw."})
    assert partner["text"] == partner_says
    assert coach_says in coach["text"]


def test_english_lines_in_a_chinese_turn_are_joined_with_a_space():
    partner, coach = reply("agree", locale="zh-hans", worked=[{"move": "feeling", "quote": "我有点烦"}])
    assert partner["text"] == "Fine, I'll keep it down after eleven. Thanks for asking me straight."
    assert coach["text"].startswith("Flatmate 答应了")


def test_an_empathy_guess_is_named_as_such():
    coach = reply("softening", quotes={"empathy": "Are you tired and needing rest?"})[1]["text"]
    assert "“Are you tired and needing rest?”" in coach


def test_missing_lines_fall_back_to_plain_lines_with_the_partners_need():
    text = roleplay_reply(
        {"scenario": {"other_role": "室友", "other_needs": ["休息"]}, "partner": {"reaction": "no_with_need"}},
        "zh-hans",
    )
    partner, coach = parse_parts(text, partner_name="室友")
    assert "休息" in partner["text"] and "休息" in coach["text"]


@pytest.mark.parametrize("reaction", ["pushback", "softening", "neutral", "agree", "counter_offer", "no_with_need"])
def test_chinese_replies_for_every_reaction(reaction):
    parts = reply(
        reaction, locale="zh-hans", quotes={"feeling": "我有点烦"}, worked=[{"move": "feeling", "quote": "我有点烦"}]
    )
    assert all(p["text"] for p in parts)


@pytest.mark.parametrize(
    ("role", "expected"),
    [("Your partner", "your partner"), ("A friend from your club", "a friend from your club"), ("Sam", "Sam")],
)
def test_a_role_reads_naturally_inside_an_english_sentence(role, expected):
    from nvcpractice.nvc.roles import role_in_sentence

    assert role_in_sentence(role, "en") == expected
