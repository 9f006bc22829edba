"""The observation is what happened: an empathy guess is no description of it, "sometimes" (有时候) names no time,
and a calendar date, an hour a span runs from, or a count of anything places an event as well as "yesterday" does.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


def _observation(text: str) -> str:
    return analyze(text).labels()["observation"]


@pytest.mark.parametrize(
    "text",
    [
        "Are you exhausted, wanting some quiet?",
        "I wonder if you're lonely and would love more company, is that it?",
        "你是不是很委屈，想被理解？",
        "您是不是有点失望，希望我们早点告诉您？",
    ],
)
def test_an_empathy_guess_alone_describes_nothing_that_happened(text):
    found = analyze(text)
    assert "empathy_guess" in [act.act for act in found.acts]
    assert found.labels()["observation"] == "absent"


@pytest.mark.parametrize(
    "text",
    [
        "Are you worn out, needing rest? You drove four hundred miles on Sunday.",
        "你是不是累坏了？这周你加了三天班。",
    ],
)
def test_a_guess_beside_a_described_event_keeps_the_event_as_the_observation(text):
    assert _observation(text) == "observation"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("有时候我觉得没人听我说话", "absent"),
        ("有的时候我心里特别乱", "absent"),
        ("开会的时候你打断了我", "observation"),
        ("下班以后我想一个人待会儿", "absent"),  # a time set for nothing done
        ("你进门的时候把门摔上了", "observation"),
        ("隔壁半夜十二点以后还在装修", "observation"),  # something going on, whoever does it
    ],
)
def test_sometimes_names_no_time_while_a_time_clause_still_does(text, expected):
    assert _observation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The invoice was due on the 5th and it still has not been paid.", "observation"),
        ("The parcel arrived on 2/11 with a dent.", "observation"),
        ("The lift has been broken since 8 and I am stressed.", "observation"),
        ("Your essay had 14 spelling mistakes.", "observation"),
        ("We moved in last March and the boiler broke twice.", "observation"),
        ("I want to visit in March.", "absent"),
        ("Could you call me by 9?", "absent"),
    ],
)
def test_a_date_an_hour_or_a_count_places_what_happened(text, expected):
    assert _observation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I worried this may have upset you.", "absent"),  # "may" the modal, not the month
        ("I realised this may have hurt you.", "absent"),
        ("The rent went up in May.", "observation"),
        ("We moved in last May, and the boiler broke twice.", "observation"),
    ],
)
def test_may_is_a_month_only_where_no_verb_follows_it(text, expected):
    assert _observation(text) == expected


@pytest.mark.parametrize("text", ["行吧，我道歉就是了", "我明天重新交就是了"])
def test_a_resigned_i_will_just_describes_nothing_that_happened(text):
    assert _observation(text) == "absent"


@pytest.mark.parametrize("text", ["你八点出门的时候，我觉得很孤单。", "他周五晚上十点才回消息"])
def test_a_time_between_the_person_and_what_they_did_still_places_it(text):
    assert _observation(text) == "observation"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("行行行，我知道了", "absent"),
        ("我明白了，下次注意", "absent"),
        ("他上周知道了这件事以后就没再理我", "observation"),
    ],
)
def test_knowing_reached_is_no_behaviour_a_camera_records(text, expected):
    assert _observation(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The invoice is 20 days overdue. I emailed the client on the 3rd and again on the 10th.",
        "We knocked on their door on Tuesday and again on Thursday.",
    ],
)
def test_the_speakers_own_repeated_action_is_no_blame_by_repetition(text):
    assert analyze(text, "en").label("observation") == "observation"


@pytest.mark.parametrize("text", ["You were late again on Friday.", "He left the gate open again."])
def test_someone_elses_uncounted_repetition_still_blames(text):
    assert analyze(text, "en").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text", ["anxious, since the audit is on Thursday", "the school play is at 6 tomorrow", "Our flight's on the 14th."]
)
def test_a_plan_with_a_date_describes_nothing_that_happened(text):
    assert analyze(text, "en").label("observation") == "absent"


@pytest.mark.parametrize("text", ["Your bike is in the hallway.", "The dog was at the door at 7 this morning."])
def test_where_someone_or_something_is_or_was_is_still_described(text):
    assert analyze(text, "en").label("observation") == "observation"


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("上个月我打了四次客服电话，每次都让我再等等。", "zh-hans"),
        ("我敲了两次门都没人开。", "zh-hans"),
        ("I emailed you three times last week and each time the reply said 'soon'.", "en"),
    ],
)
def test_each_time_or_nobody_after_a_count_speaks_of_the_counted_times(text, locale):
    assert analyze(text, locale).labels()["observation"] == "observation"


@pytest.mark.parametrize(
    ("text", "locale"), [("你每次都让我等。", "zh-hans"), ("Each time you promise and nothing happens.", "en")]
)
def test_each_time_with_nothing_counted_still_generalises(text, locale):
    assert analyze(text, locale).labels()["observation"] == "evaluation"


@pytest.mark.parametrize(
    "text",
    [
        "这次的快递费是我付的，你方便转我一半吗？",
        "押金我6月3号交的，到现在还没退。",
        "上周日晚上十点到十二点，楼上有人在蹦迪。",
        "你昨天开会的时候打断了我的话。",
    ],
)
def test_a_done_thing_put_in_focus_dated_or_not_yet_done_is_what_happened(text):
    assert _observation(text) == "observation"


@pytest.mark.parametrize(
    "text",
    [
        "When the bathroom extractor fan stopped on Monday, I was worried.",  # a longer noun phrase doing something
        "i felt so left out when u all went bowling without me",
        "You read my diary before I could stop you. I need privacy.",  # "before I could" is part of what happened
    ],
)
def test_a_longer_subject_or_a_clause_after_it_still_describes(text):
    assert analyze(text, "en").label("observation") == "observation"


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("我就是想安安静静吃顿饭", "absent"),
        ("我真的不想再吵了", "absent"),
        ("周五之前把方案改完", "absent"),
        ("下午三点前把车挪走", "absent"),
        ("上个月月底前你把押金退了", "observation"),
    ],
)
def test_a_wish_or_a_deadline_is_not_what_happened(text, observation):
    assert analyze(text, "zh-hans").labels()["observation"] == observation


@pytest.mark.parametrize("text", ["你明天必须把作业交了 好吗", "把你的鞋收进鞋柜，听见没有？", "你去把灯关了 ok"])
def test_a_command_before_a_tag_is_a_demand_and_no_observation(text):
    labels = analyze(text, "zh-hans").labels()
    assert (labels["request"], labels["observation"]) == ("demand", "absent")


@pytest.mark.parametrize(
    ("text", "observation", "asked"),
    [
        ("你前天借的充电宝还没还 能今晚给我吗", "observation", "request"),
        ("能把快递从门口挪走吗 今天下午门口堆了五个箱子", "observation", "request"),
    ],
)
def test_a_question_and_a_clause_told_beside_it_after_a_space_are_read_apart(text, observation, asked):
    labels = analyze(text, "zh-hans").labels()
    assert (labels["observation"], labels["request"]) == (observation, asked)


@pytest.mark.parametrize("text", ["医生说问题不大，我终于放心了", "班主任讲过这次不算成绩"])
def test_what_someone_named_by_a_noun_said_describes(text):
    assert analyze(text, "zh-hans").labels()["observation"] == "observation"
