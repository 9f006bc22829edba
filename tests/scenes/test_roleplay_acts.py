"""Role-play that answers what was said: an aside gets the coach alone, leaving or giving up ends the scene with a
debrief, an agreement resolves it and closes it, a threat is named, and the other person never repeats a line."""

import pytest

from nvcpractice.practice.models import Evaluation, PracticeSession
from tests.scenes.test_roleplay import start

pytestmark = pytest.mark.django_db(transaction=True)


def speakers(turn):
    return [p["speaker"] for p in turn["reply"]["parts"]]


def status(chat):
    return PracticeSession.objects.get(pk=chat.session_id).status


@pytest.mark.parametrize(
    ("slug", "aside"),
    [("en-family-dishes", "coach, what should I say now?"), ("zh-family-kid-games", "教练，我现在该怎么说？")],
)
def test_an_aside_gets_the_coach_alone_and_leaves_the_other_person_as_they_were(seeded, chat, slug, aside):
    start(chat, slug)
    turn = chat.say(aside)
    assert speakers(turn) == ["coach"]
    coach = turn["reply"]["parts"][0]["text"]
    assert "“" in coach  # a guess the learner can use, in quotation marks
    session = PracticeSession.objects.get(pk=chat.session_id)
    partner = session.state["partner"]
    assert partner["turns"] == 0 and partner["worked"] == []  # the other person did not hear it
    assert not Evaluation.objects.filter(session_id=chat.session_id).exists()


@pytest.mark.parametrize(
    ("slug", "leaving"),
    [
        ("en-work-credit", "whatever. I give up."),
        ("en-work-credit", "ok bye, I have to go"),
        ("zh-work-credit", "算了，不聊了"),
        ("en-work-credit", "can we stop the role-play?"),
        ("zh-work-credit", "结束角色扮演吧"),
    ],
)
def test_giving_up_or_leaving_ends_the_scene_kindly(seeded, chat, slug, leaving):
    start(chat, slug)
    chat.say(
        "When I saw my slides in your deck on Monday, I felt hurt."
        if slug.startswith("en")
        else "周一我看到你的汇报里用了我的方案，我很难过。"
    )
    turn = chat.say(leaving)
    assert speakers(turn) == ["partner", "coach"]
    debrief = turn["reply"]["parts"][1]["text"]
    assert "described what happened" not in debrief.split("What worked")[0]
    assert status(chat) == "ended"
    assert PracticeSession.objects.get(pk=chat.session_id).ended_at is not None


def test_an_agreement_resolves_the_scene_and_the_next_message_is_told_so(seeded, chat):
    scenario = start(chat, "en-family-dishes")
    chat.say("When I came home at 7 and saw four plates in the sink, I felt tired, because I need support.")
    turn = chat.say("Would you be willing to wash them before dinner tonight?")
    for _ in range(3):
        if status(chat) == "resolved":
            break
        turn = chat.say("Okay, that works for me.")
    assert status(chat) == "resolved"
    assert "resolved" in turn["reply"]["parts"][1]["text"]
    after = chat.say("so what now?")
    assert speakers(after) == ["coach"]
    assert "finished" in after["reply"]["content"]
    assert "your 15-year-old son" in after["reply"]["content"]  # the role as it reads inside a sentence
    assert status(chat) == "resolved"
    assert scenario.opening_line not in after["reply"]["content"]


def test_a_threat_is_named_as_a_threat(seeded, chat):
    start(chat, "en-friends-neighbour-music")
    turn = chat.say("Turn it down tonight or I'll call the police.")
    coach = turn["reply"]["parts"][1]["text"]
    assert "threat" in coach


@pytest.mark.parametrize(
    ("slug", "no", "said"),
    [
        ("en-work-weekend-request", "Honestly? No. I can't do this Saturday.", "which need of yours"),
        ("zh-work-credit", "不行，这次我不改。", "什么需要让你拒绝"),
    ],
)
def test_saying_no_to_the_other_person_is_answered_not_ended(seeded, chat, slug, no, said):
    start(chat, slug)
    turn = chat.say(no)
    assert speakers(turn) == ["partner", "coach"]
    assert said in turn["reply"]["parts"][1]["text"]
    assert status(chat) == "active"


@pytest.mark.parametrize(
    ("slug", "apology"),
    [("en-family-dishes", "Sorry, I snapped at you."), ("zh-work-credit", "对不起，我刚才说话太冲了。")],
)
def test_an_apology_alone_is_answered_in_words(seeded, chat, slug, apology):
    start(chat, slug)
    coach = chat.say(apology)["reply"]["parts"][1]["text"]
    assert "Well done: ." not in coach and "做得好：。" not in coach
    assert "softens" in coach or "缓和" in coach


@pytest.mark.parametrize(
    "threat",
    [
        "If the music goes on past midnight again I'll take it up with the landlord.",
        "I'm raising this with the council if it happens again.",
    ],
)
def test_a_threat_to_take_it_to_someone_is_named(seeded, chat, threat):
    start(chat, "en-friends-neighbour-music")
    assert "threat" in chat.say(threat)["reply"]["parts"][1]["text"]


@pytest.mark.parametrize(
    ("slug", "aside", "answer"),
    [
        (
            "en-work-weekend-request",
            "coach, how do I say no to her without it sounding rude?",
            "yes to something you need",
        ),
        ("zh-work-credit", "教练，我想拒绝他，怎么说比较好？", "对自己的某个需要说“是”"),
    ],
)
def test_an_aside_about_saying_no_is_answered_about_saying_no(seeded, chat, slug, aside, answer):
    start(chat, slug)
    turn = chat.say(aside)
    assert speakers(turn) == ["coach"]
    assert answer in turn["reply"]["parts"][0]["text"]


@pytest.mark.parametrize(
    ("slug", "guess", "aside", "heard"),
    [
        (
            "en-family-dishes",
            "are you worn out after school and wanting some downtime?",
            "ok what now?",
            "already heard",
        ),
        ("zh-family-kid-games", "你是不是玩得正高兴，不想被打断？", "那我接下来应该说啥", "已经听见了"),
    ],
)
def test_an_aside_after_the_other_person_was_heard_moves_on_to_the_learners_side(
    seeded, chat, slug, guess, aside, heard
):
    start(chat, slug)
    chat.say(guess)
    turn = chat.say(aside)
    assert speakers(turn) == ["coach"]
    assert heard in turn["reply"]["parts"][0]["text"]


def test_the_other_person_never_says_the_same_line_twice(seeded, chat):
    start(chat, "en-partner-laundry")
    lines = []
    for text in ["hmm", "ok", "right", "I see", "well", "hm ok", "sure sure", "erm"]:
        turn = chat.say(text)
        lines.extend(p["text"] for p in turn["reply"]["parts"] if p["speaker"] == "partner")
    assert len(lines) == len(set(lines))


def test_a_guess_that_holds_a_judging_word_is_heard_as_a_guess(seeded, chat):
    start(chat, "en-work-weekend-request")
    turn = chat.say("Sounds like this week has been crazy for you, are you feeling stressed because you need support?")
    assert "defensive" not in turn["reply"]["parts"][1]["text"]


def test_the_other_persons_last_line_says_whose_feelings_bare_words_name(seeded, chat):
    start(chat, "en-family-dishes")
    session = PracticeSession.objects.get(pk=chat.session_id)
    session.messages.create(
        role="assistant",
        content="Do you even know how I feel about all this?",
        parts=[{"speaker": "partner", "name": "Sam", "text": "Do you even know how I feel about all this?"}],
    )
    chat.say("worn out, maybe lonely")
    turn = PracticeSession.objects.get(pk=chat.session_id).state["partner_turn"]
    assert "empathy_guess" in turn["acts"]  # asked to hear them, the words are a guess at their feelings
