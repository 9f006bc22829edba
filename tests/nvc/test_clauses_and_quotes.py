"""Where one part of a message ends and the next begins: words quoted from someone are not the speaker's own acts
or requests, chat Chinese writes a comma as a space, "… matters to me" names only the words just before it, and
any verb in the simple past tells what someone did.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


def _acts(text: str, locale: str) -> set[str]:
    return set(analyze(text, locale).act_names())


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("When you said 'you'll regret this or I'll tell your dad' I was frightened.", "en"),
        ("你昨天说“再这样我就报警”，我听了很害怕。", "zh-hans"),
    ],
)
def test_a_threat_quoted_from_someone_is_not_the_speakers_threat(text, locale):
    found = analyze(text, locale)
    assert "threat" not in found.act_names()
    assert found.label("observation") == "observation"


def test_an_order_quoted_from_someone_makes_no_demand_of_the_listener():
    found = analyze("When you told me 'you must be home by nine' in front of my friends, I felt embarrassed.", "en")
    assert found.label("request") == "absent"


def test_a_yes_or_no_asked_for_by_a_day_is_a_request():
    assert analyze("Would you give me a yes or no about the trip by Wednesday?", "en").label("request") == "request"


@pytest.mark.parametrize(
    ("text", "feeling"),
    [
        ("我有点慌 你明天能早点来帮我看店吗", "慌"),
        ("我真的很委屈 你给我闭嘴", "委屈"),
    ],
)
def test_a_feeling_before_a_request_in_chat_chinese_stays_a_feeling(text, feeling):
    found = analyze(text, "zh-hans")
    assert found.label("feeling") == "feeling"
    assert feeling in found.components["feeling"].evidence


def test_a_description_before_a_feeling_in_chat_chinese_is_read_as_a_description():
    assert analyze("你上周三次没倒垃圾 我有点烦", "zh-hans").label("observation") == "observation"


@pytest.mark.parametrize(
    ("text", "component", "label"),
    [
        ("The shed roof leaked all night and honesty matters to me.", "observation", "observation"),
        ("i felt lonely bc belonging matters a lot to me", "feeling", "feeling"),
    ],
)
def test_the_need_before_matters_is_only_the_words_after_the_clause_ahead(text, component, label):
    found = analyze(text, "en")
    assert found.label("need") == "need"
    assert found.label(component) == label


@pytest.mark.parametrize(
    "text",
    [
        "My train arrived forty minutes late and I'm worn out.",
        "We ended the meeting without a decision, and I'm uneasy.",
    ],
)
def test_any_verb_in_the_simple_past_describes_what_happened(text):
    assert analyze(text, "en").label("observation") == "observation"


@pytest.mark.parametrize("text", ["I thought the trip sounded fun.", "It has been handled badly, in my view."])
def test_a_state_of_mind_or_a_passive_with_no_doer_describes_nothing(text):
    assert analyze(text, "en").label("observation") == "absent"


@pytest.mark.parametrize(
    "text",
    [
        "put the bins out by six or I'm ringing your landlord myself",
        "return my drill this week, otherwise the spare key is gone",
        "park across my drive again and you'll be paying for the clamp",
    ],
)
def test_an_ultimatum_is_a_threat_whatever_its_consequence(text):
    found = analyze(text, "en")
    assert "threat" in found.act_names()
    assert found.label("request") == "demand"


@pytest.mark.parametrize("text", ["text me when you land or I'll worry", "call me tonight or tomorrow, whichever"])
def test_an_or_that_names_only_a_feeling_or_a_choice_threatens_nothing(text):
    assert "threat" not in _acts(text, "en")


@pytest.mark.parametrize(
    ("text", "locale", "label"),
    [
        ("cheers for the 'tidying', the sink is still full", "en", "evaluation"),  # irony in quotation marks
        ("great, you've 'sorted' the bins again", "en", "evaluation"),
        ("When you called my essay 'boring' at dinner, I felt hurt.", "en", "observation"),  # someone's words
        ("谢谢你的“帮忙”，现在更乱了", "zh-hans", "evaluation"),
        ("昨天你在群里回了一句“随便”，我有点失落", "zh-hans", "observation"),
    ],
)
def test_a_word_in_quotation_marks_with_thanks_is_irony_and_someones_words_describe(text, locale, label):
    assert analyze(text, locale).label("observation") == label


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("我想要个新书包，这个拉链昨天拉坏了", "observation"),  # a new clause about something else: no longer the need
        ("我觉得你嫌我烦，每次吃饭都不跟我说话", "evaluation"),  # how often opens a description after a thought
        ("我需要安静 他天天半夜打电话", "evaluation"),  # a chat space breaks the clause too
    ],
)
def test_a_chinese_thought_or_need_ends_where_a_new_description_begins(text, observation):
    assert analyze(text, "zh-hans").labels()["observation"] == observation
