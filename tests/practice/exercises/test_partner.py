"""The role-play partner: tension moves with what the learner does, requests get answers that depend on it."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.practice.exercises.partner import Moves, PartnerState, moves_of, partner_react


def test_blame_and_demand_raise_tension_and_get_pushback():
    state = PartnerState.start(difficulty=2)
    new, reaction = partner_react(state, Moves(judgement=True, demand=True))
    assert reaction.kind == "pushback"
    assert new.tension == state.tension + 2
    assert new.turns == 1 and not new.resolved


def test_connecting_moves_lower_tension_and_soften():
    state = PartnerState(tension=4)
    new, reaction = partner_react(state, Moves(observation=True, feeling=True, quotes={"observation": "x"}))
    assert reaction.kind == "softening"
    assert new.tension == 2
    assert new.worked == [{"move": "observation", "quote": "x"}]


def test_an_empathy_guess_counts_double():
    new, reaction = partner_react(PartnerState(tension=5), Moves(empathy=True, quotes={"empathy": "guess"}))
    assert (reaction.kind, new.tension) == ("softening", 3)


@pytest.mark.parametrize(("tension", "kind"), [(0, "agree"), (1, "agree"), (2, "counter_offer"), (3, "counter_offer")])
def test_a_clear_request_is_answered_by_tension(tension, kind):
    _, reaction = partner_react(PartnerState(tension=tension), Moves(request=True))
    assert reaction.kind == kind


def test_a_request_to_a_shut_down_partner_gets_a_no_with_their_need():
    _, reaction = partner_react(PartnerState(tension=5), Moves(request=True))
    assert reaction.kind == "no_with_need"


def test_accepting_a_counter_offer_resolves():
    state, first = partner_react(PartnerState(tension=3), Moves(request=True))
    assert first.kind == "counter_offer" and state.countered
    state, second = partner_react(state, Moves(accepts=True))
    assert second.kind == "agree" and second.resolved and state.resolved and state.tension == 0


def test_a_bare_no_raises_tension_and_gets_pushback_but_ends_nothing():
    state = PartnerState(tension=2)
    new, reaction = partner_react(state, Moves(refusal=True))
    assert (reaction.kind, new.tension, new.ended) == ("pushback", 3, False)


def test_a_no_with_the_learners_own_need_softens():
    _, reaction = partner_react(PartnerState(tension=3), Moves(refusal=True, need=True, quotes={"need": "rest"}))
    assert reaction.kind == "softening"


def test_settling_a_plan_at_ease_resolves_without_a_counter_offer():
    new, reaction = partner_react(PartnerState(tension=1), Moves(accepts=True))
    assert reaction.kind == "agree" and new.resolved


def test_a_yes_while_still_tense_resolves_nothing():
    _, reaction = partner_react(PartnerState(tension=3), Moves(accepts=True))
    assert reaction.kind != "agree"


@pytest.mark.parametrize(
    ("text", "leaving", "refusal"),
    [
        ("forget it, I give up", True, False),
        ("Nope, not working this weekend.", False, True),
        ("I can't do this Sunday, we're away.", False, True),
        ("I can't do this anymore.", True, False),
        ("算了，不练了。", True, False),
        ("周日我不去，我们早就约了朋友。", False, True),
        ("这个我做不到，我下午要接孩子。", False, True),
    ],
)
def test_giving_up_the_practice_leaves_where_refusing_the_other_person_is_a_move(text, leaving, refusal):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert (moves.leaving, moves.refusal) == (leaving, refusal)


def test_a_request_wrapped_in_blame_is_pushed_back():
    _, reaction = partner_react(PartnerState(tension=1), Moves(request=True, judgement=True))
    assert reaction.kind == "pushback"


def test_next_focus_is_the_component_missed_most():
    state = PartnerState(tension=2)
    for moves in (Moves(observation=True, quotes={"observation": "a"}), Moves(feeling=True, quotes={"feeling": "b"})):
        state, _ = partner_react(state, moves)
    assert state.missed["need"] == 2 and state.missed["request"] == 2
    assert state.next_focus() == "need"


def test_state_round_trips_through_the_session_json():
    state, _ = partner_react(PartnerState.start(difficulty=3), Moves(blame=True))
    assert PartnerState.from_dict(state.to_dict(), difficulty=1) == state
    assert PartnerState.from_dict(None, difficulty=3).tension == 4


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You are so selfish, you never think of anyone else.", {"judgement"}),
        ("When the bins stayed by the door for three days, I felt uneasy.", {"observation", "feeling"}),
        ("你每次都这样，太自私了。", {"judgement"}),
        ("这周垃圾在门口放了三天，我有点烦。", {"observation", "feeling"}),
    ],
)
def test_moves_are_read_from_the_evaluator(text, expected):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    flags = {
        m for m in ("judgement", "demand", "blame", "observation", "feeling", "need", "request") if getattr(moves, m)
    }
    assert flags == expected


@pytest.mark.parametrize("text", ["Okay, that works for me.", "Deal.", "好的，就这么定。", "可以"])
def test_agreeing_words_are_recognised(text):
    assert moves_of(analyze(text), text=text, empathy_guess=False).accepts


def test_agreeing_and_saying_goodbye_in_one_message_resolves_once_there_is_something_to_agree_to():
    countered = PartnerState(tension=2, countered=True)
    new, reaction = partner_react(
        countered, moves_of(analyze("ok deal, see you tomorrow"), text="ok deal, see you tomorrow", empathy_guess=False)
    )
    assert reaction.kind == "agree" and new.resolved
    new, reaction = partner_react(
        PartnerState(tension=3), moves_of(analyze("ok bye"), text="ok bye", empathy_guess=False)
    )
    assert reaction.kind == "leave" and new.ended


@pytest.mark.parametrize(
    "text",
    [
        "coach, how do I say no without sounding like I don't care?",
        "ugh forget it, what do I even say to that?",
        "教练，算了算了，我到底该怎么说？",
        "那我下一句应该说点啥",
    ],
)
def test_asking_the_coach_for_help_is_an_aside_even_with_a_giving_up_word(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.aside and not moves.leaving


@pytest.mark.parametrize(
    "text",
    [
        "Don't worry, I'm not angry with you.",
        "hey don't be so nervous, it's just a chat",
        "你别紧张，我就是想聊聊",
        "别担心，我没怪你",
    ],
)
def test_reassurance_eases_the_other_person_rather_than_ordering_them(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.reassurance and not moves.demand
    _, reaction = partner_react(PartnerState(tension=3), moves)
    assert reaction.kind == "softening"


@pytest.mark.parametrize("text", ["Don't touch my charger again.", "别动我的充电器。"])
def test_a_negative_command_about_a_deed_is_still_a_demand(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.demand and not moves.reassurance


@pytest.mark.parametrize(
    "text", ["你是不是玩得正开心，不想被打断？", "Are you feeling worn out and needing some quiet?"]
)
def test_an_empathy_guess_is_credited_as_a_guess_not_as_the_learners_own_feeling_or_need(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.empathy and set(moves.quotes) == {"empathy"}


@pytest.mark.parametrize("text", ["你为什么不能先把碗洗了再看电视？", "你怎么不早点告诉我？"])
def test_a_why_not_question_is_blame_not_a_request(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.judgement and not moves.request


@pytest.mark.parametrize(
    "text",
    [
        "Could I send you the slides on Sunday by 8 pm instead?",
        "what if I cover Tuesday and you take Friday?",
        "要不我周日晚上九点前发给你？",
    ],
)
def test_an_offer_of_what_the_learner_will_do_is_answered_like_a_request(text):
    moves = moves_of(analyze(text), text=text, empathy_guess=False)
    assert moves.request and moves.quotes["request"]
    _, reaction = partner_react(PartnerState(tension=1), moves)
    assert reaction.kind == "agree"


@pytest.mark.parametrize(
    "text", ["could I ask you something?", "Can I tell you what happened?", "我可以说说我的想法吗？"]
)
def test_asking_leave_to_speak_is_no_offer(text):
    assert not moves_of(analyze(text), text=text, empathy_guess=False).request
