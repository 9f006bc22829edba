"""An empathy guess names the other person's need in any form of the wanting verb, through being seen, or as what
matters to them — and a wish that is an action for the speaker is not a need."""

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    "guess",
    [
        "Are you annoyed and needing some quiet?",
        "are you tired, and wanting a bit of rest?",
        "Are you hurt and hoping for some appreciation?",
        "Are you upset and wanting your work noticed?",
        "are you anxious and needing me to understand how busy you are?",
        "Are you sad because your garden matters so much to you?",
        "你是不是很委屈，希望大家都能尊重你的想法？",
        "您是不是有点失望，想要自己的付出被看到？",
    ],
)
def test_a_guess_names_feeling_and_need(guess):
    empathy = analyze(guess).empathy
    assert empathy.is_guess and empathy.feeling and empathy.need


@pytest.mark.parametrize("not_a_need", ["Are you angry because you want me to go away?", "你是不是很生气，希望我走？"])
def test_an_action_for_the_speaker_is_not_a_need(not_a_need):
    empathy = analyze(not_a_need).empathy
    assert empathy.feeling and not empathy.need


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("you never help anyone with the shopping!", set()),
        ("help me, what do i write?", {"ask_coach"}),
        ("When I saw you at the door, I was glad", set()),
        ("see you tomorrow", {"leave"}),
    ],
)
def test_help_and_farewells_are_read_as_what_they_do(text, acts):
    assert set(analyze(text).act_names()) == acts


@pytest.mark.parametrize("text", ["I see.", "ok I hear you", "I see what you mean"])
def test_understanding_is_not_an_observation_or_a_judgement(text):
    assert analyze(text).label("observation") == "absent"


@pytest.mark.parametrize(
    ("guess", "is_guess"),
    [
        ("Are you worried and wanting the evening to go smoothly?", True),
        ("are you tense because you need the plan to be clear?", True),
        ("are you tired and wanting the kids to go to bed?", False),  # an action of others: a strategy
    ],
)
def test_a_need_for_how_things_are(guess, is_guess):
    assert analyze(guess).empathy.is_guess is is_guess


@pytest.mark.parametrize(
    ("text", "need"),
    [
        ("are you drained and needing a bit more breathing space?", "a bit more breathing space"),
        ("r u stressed and want some room to think?", "some room to think"),
        ("you seem edgy, wanting things calmer at home?", "things calmer at home"),
        ("are you hurt and you'd like some say in the plan?", "some say in the plan"),
    ],
)
def test_a_guess_names_the_need_in_the_learners_own_words(text, need):
    guess = analyze(text, "en").empathy
    assert guess.is_guess and guess.need == need


@pytest.mark.parametrize("text", ["I'd like some coffee before we start.", "we need some more chairs in here"])
def test_the_speakers_own_wants_are_no_guess(text):
    assert analyze(text, "en").empathy.need == ""


@pytest.mark.parametrize(
    ("text", "need"),
    [
        ("你是不是挺委屈的，希望作为组长，你的安排被尊重？", "你的安排被尊重"),
        ("你是不是有点孤单，希望搬来以后，能有点归属感？", "能有点归属感"),
        ("你是不是有点难过，挺怀念以前一家人一起吃饭的那种温暖？", "以前一家人一起吃饭的那种温暖"),
    ],
)
def test_a_chinese_wish_runs_over_its_listed_clauses_to_the_need(text, need):
    guess = analyze(text, "zh-hans").empathy
    assert guess.is_guess and guess.need == need


@pytest.mark.parametrize("text", ["你是不是想早点走，我需要安静一会儿。", "你是不是很累？我在想，要不我们改天再聊。"])
def test_a_wish_stops_where_someone_else_speaks(text):
    assert not analyze(text, "zh-hans").empathy.is_guess


@pytest.mark.parametrize(
    ("text", "is_guess"),
    [("您最近压力也挺大的吧，希望项目能稳稳落地，对吗？", True), ("我这周压力真的很大。", False)],
)
def test_a_feeling_phrase_takes_adverbs_inside_it(text, is_guess):
    result = analyze(text, "zh-hans")
    assert result.empathy.is_guess == is_guess
    assert "压力" in (result.empathy.feeling or result.components["feeling"].evidence)
