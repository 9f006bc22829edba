"""Giving up the practice and refusing what the other person asked are one act (``refuse_or_give_up``), but only
giving up ends a role-play: a "no" to the other person is a move in the conversation."""

import pytest

from nvcpractice.nvc import analyze, gives_up_the_practice


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("ugh, forget it", "en"),
        ("honestly I give up lol", "en"),
        ("this is not working.", "en"),
        ("I can't do this anymore", "en"),
        ("i dont want to talk about it anymore", "en"),
        ("算了吧，不练了", "zh-hans"),
        ("我放弃", "zh-hans"),
        ("不想聊了", "zh-hans"),
    ],
)
def test_giving_up_the_practice(text, locale):
    assert "refuse_or_give_up" in analyze(text, locale).act_names()
    assert gives_up_the_practice(text, locale)


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("nah, not doing the night shift", "en"),
        ("No way, that's my only day off.", "en"),
        ("I can't do this Thursday, I have the dentist.", "en"),
        ("Sorry, I can't do this one.", "en"),
        ("Friday doesn't work for me", "en"),
        ("这个周六我不去。", "zh-hans"),
        ("这事我做不到，我晚上要带孩子。", "zh-hans"),
        ("不行，我不改。", "zh-hans"),
    ],
)
def test_refusing_the_other_person_is_no_giving_up(text, locale):
    assert not gives_up_the_practice(text, locale)


@pytest.mark.parametrize("text", ["不行，我不去。", "这个方案我就不改了。", "我这次不去"])
def test_the_speaker_declining_describes_nothing_that_happened(text):
    assert analyze(text, "zh-hans").label("observation") != "observation"


def test_a_declining_speaker_in_the_past_is_still_described():
    assert analyze("上周五我不在办公室，你把文件放我桌上了。", "zh-hans").label("observation") == "observation"


@pytest.mark.parametrize(
    "text",
    [
        "If it happens again I'll take it up with HR.",
        "Keep parking there and I'm raising it with the council.",
        "next time I'll bring this up with your manager",
    ],
)
def test_taking_it_up_with_an_authority_is_a_threat(text):
    assert "threat" in analyze(text, "en").act_names()


@pytest.mark.parametrize("text", ["I'll check with HR about the holiday policy.", "I'll talk with my sister tonight."])
def test_talking_with_someone_is_no_threat(text):
    assert "threat" not in analyze(text, "en").act_names()


@pytest.mark.parametrize(
    ("context", "text", "act"),
    [
        ("Fancy trying it with your landlord next?", "him? no chance", "refuse_or_give_up"),
        ("Do you want to practise the opening line?", "hmm not really, no", "refuse_or_give_up"),
        ("Shall we do the one with your aunt?", "the aunt who never stops talking?? yeah ok then", "agree"),
    ],
)
def test_a_no_or_a_yes_said_alone_answers_a_proposal_first_or_last(context, text, act):
    assert act in analyze(text, "en", context=context).act_names()


@pytest.mark.parametrize("text", ["not really", "no chance"])
def test_a_no_with_no_proposal_before_it_refuses_nothing(text):
    assert "refuse_or_give_up" not in analyze(text, "en", context="How did the meeting go in the end?").act_names()


@pytest.mark.parametrize(
    ("context", "text"),
    [
        ("周六你开车送我去机场吧", "不送 我周六要值班"),  # the asked verb echoed with 不
        ("这份协议你今天签了吧", "不签"),
        ("要不要再练一遍？", "不了不了 今天够了"),
        ("这个表你帮我填一下呗", "我今天有事 真不行"),  # the no closes the reply
    ],
)
def test_a_chinese_no_declines_what_the_line_asked(context, text):
    assert "refuse_or_give_up" in analyze(text, "zh-hans", context=context).act_names()


@pytest.mark.parametrize(
    ("context", "text"),
    [("你今天忙吗？", "不忙"), ("你还好吗？", "不太好"), ("你觉得她会来吗？", "不知道")],
)
def test_a_chinese_no_to_a_question_of_fact_declines_nothing(context, text):
    assert "refuse_or_give_up" not in analyze(text, "zh-hans", context=context).act_names()


@pytest.mark.parametrize(
    "text", ["if the rota isn't fixed by march I'm handing in my notice", "if this happens again i'll resign"]
)
def test_leaving_the_job_after_a_condition_is_a_threat(text):
    assert "threat" in analyze(text, "en").act_names()


@pytest.mark.parametrize(
    ("context", "text", "threat"),
    [
        (
            "We can't give you the window seat.",
            "fine, then I'll cancel the booking",
            True,
        ),  # the refusal is the condition
        ("I won't be able to make it Friday.", "ok then i'm writing to the head about it", True),
        ("I can't talk now.", "then I'll call you tomorrow", False),  # only a call, no consequence
    ],
)
def test_a_reply_opening_with_then_makes_its_consequence_conditional(context, text, threat):
    assert ("threat" in analyze(text, "en", context=context).act_names()) is threat


@pytest.mark.parametrize(
    ("context", "text"),
    [("Shall we start?", "ok ready"), ("Does that make sense?", "ahh ok gotcha"), ("Want to try now?", "yep lets go")],
)
def test_short_english_yeses_agree(context, text):
    assert "agree" in analyze(text, "en", context=context).act_names()
