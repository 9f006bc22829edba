"""Role-play that reacts: the partner answers blame, an empathy guess and a clear request differently, in its own
voice apart from the coach, and the conversation can resolve with a debrief quoting the learner."""

import re

import pytest

from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.practice.models import Evaluation, Message, PracticeSession
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db(transaction=True)


def start(chat, slug):
    scenario = Scenario.objects.get(slug=slug)
    chat.start("scenario", scenario_id=scenario.pk)
    return scenario


def speakers(turn):
    parts = turn["reply"]["parts"]
    assert [p["speaker"] for p in parts] == ["partner", "coach"]
    assert not any(leaks_machine_label(p["text"]) for p in parts)
    assert turn["reply"]["content"] == f"{parts[0]['text']}\n\n{parts[1]['text']}"
    return parts


def test_the_opening_line_is_the_partners_first_message_and_survives_reload(seeded, chat):
    scenario = start(chat, "en-partner-big-purchase")
    first = chat.detail()["messages"][0]
    assert first["role"] == "assistant"
    assert first["parts"] == [{"speaker": "partner", "name": scenario.other_role, "text": scenario.opening_line}]
    assert first["content"] == scenario.opening_line


def test_blame_empathy_and_a_request_get_different_answers_and_the_talk_resolves(seeded, chat):
    scenario = start(chat, "en-partner-big-purchase")
    blame = speakers(chat.say("You always waste our money, you are so selfish."))
    assert blame[0]["name"] == scenario.other_role
    assert blame[0]["text"].startswith("Selfish? ")  # the partner picks up the word they were called
    assert blame[0]["text"].removeprefix("Selfish? ") in scenario.pushback_lines
    assert "defensive" in blame[1]["text"]

    guess = speakers(chat.say("Are you feeling frustrated because you need some autonomy?"))
    assert guess[0]["text"] in scenario.softening_lines
    assert "“Are you feeling frustrated because you need some autonomy?”" in guess[1]["text"]

    ask = "Would you be willing to sit down with me tonight at 8 and go through the budget together?"
    request = speakers(chat.say(ask))
    assert request[0]["text"] in scenario.counter_offer_lines
    assert "counter-offer" in request[1]["text"]

    done = speakers(chat.say("Okay, that works for me."))
    assert any(done[0]["text"].startswith(line) for line in scenario.agree_lines)
    assert any(line in done[0]["text"] for line in scenario.resolution_lines)
    debrief = done[1]["text"]
    assert "resolved" in debrief and "“Are you feeling frustrated because you need some autonomy?”" in debrief
    assert f"“{ask}”" in debrief or "you asked clearly" in debrief
    state = PracticeSession.objects.get(pk=chat.session_id).state["partner"]
    assert state["resolved"] is True and state["tension"] == 0


def test_each_statement_turn_gets_a_whole_statement_evaluation_linked_to_the_message(seeded, chat):
    start(chat, "en-partner-big-purchase")
    chat.say("You always waste our money, you are so selfish.")
    chat.say("Are you feeling frustrated because you need some autonomy?")
    rows = list(Evaluation.objects.filter(session_id=chat.session_id).order_by("id"))
    assert len(rows) == 1  # the empathy guess is heard, not scored as a statement
    assert rows[0].observation == "evaluation"
    assert Message.objects.get(pk=rows[0].message_id).content.startswith("You always waste")


def test_a_demand_is_pushed_back_in_chinese_and_a_request_is_answered(seeded, chat):
    scenario = start(chat, "zh-family-popo-snacks")
    demand = speakers(chat.say("你马上把辣条扔了，不准再给孩子吃。"))
    assert demand[0]["text"] in scenario.pushback_lines
    assert "防御" in demand[1]["text"]
    nvc = speakers(
        chat.say("这周我有两次回家看到孩子手里拿着辣条，我很担心，因为我看重孩子的健康。你愿意从明天起不给她辣条吗？")
    )
    answers = scenario.counter_offer_lines + scenario.agree_lines + scenario.no_with_need_lines
    assert any(nvc[0]["text"].startswith(line) for line in answers)
    assert nvc[0]["text"] != demand[0]["text"]


def test_the_stream_sends_the_parts_in_its_done_event(seeded, chat):
    start(chat, "en-partner-big-purchase")
    events = chat.stream("You are so selfish.")
    done = next(data for name, data in events if name == "done")
    assert [p["speaker"] for p in done["parts"]] == ["partner", "coach"]
    assert done["message_id"] == Message.objects.filter(session_id=chat.session_id).latest("id").pk
    deltas = "".join(data["text"] for name, data in events if name == "delta")
    assert "<partner>" in deltas  # the raw voices stream; the page splits them when the turn ends


def test_starting_a_scenario_in_the_chat_shows_the_coach_then_the_partner(seeded, chat):
    chat.start("scenario")
    turn = chat.say("I'd like to practise a talk with my flatmate about noise late at night")
    parts = turn["reply"]["parts"]
    assert [p["speaker"] for p in parts] == ["coach", "partner"]
    session = PracticeSession.objects.select_related("scenario").get(pk=chat.session_id)
    assert parts[1]["text"] == session.scenario.opening_line
    assert parts[1]["name"] == session.scenario.other_role


@pytest.mark.parametrize(
    ("slug", "insult", "echo", "named"),
    [
        ("en-partner-big-purchase", "You're selfish.", "Selfish? ", ["“selfish”", "who the other person is"]),
        ("en-partner-big-purchase", "You never ask me, you lazy slob.", "Lazy? ", ["“never”", "“lazy”"]),
        ("zh-family-popo-snacks", "你太自私了。", "说我自私？", ["“太自私了”", "评判"]),
        ("zh-family-popo-snacks", "你从来不听我的，你真懒。", "说我懒？", ["“从来”", "“懒”"]),
    ],
)
def test_the_partner_and_the_coach_react_to_a_name_the_learner_called_them(seeded, chat, slug, insult, echo, named):
    # the fault as reported: the partner reacted to "always/never" but not to an insult
    scenario = start(chat, slug)
    partner, coach = speakers(chat.say(insult))
    assert partner["text"].startswith(echo) and partner["text"].removeprefix(echo) in scenario.pushback_lines
    assert all(words in coach["text"] for words in named), coach["text"]


def test_an_english_role_name_is_set_apart_in_a_chinese_coach_line(seeded, chat):
    # the fault as reported: "Jess, your classmate开始防御了"
    scenario = start(chat, "en-school-copying-homework")
    coach = speakers(chat.say("你太自私了，每次都来抄我的作业。"))[1]["text"]
    assert f"{scenario.other_role} 开始防御了" in coach
    assert not re.search(r"[A-Za-z0-9][\u4e00-\u9fff]|[\u4e00-\u9fff][A-Za-z0-9]", coach), coach
