"""Issue 13, item 3: "hear the other person" — the empathy exercise in the four-step mode, through the API with the
offline coach, in English and Chinese: starting it, checking guesses, never a trap, plain words, moving on."""

import re

import pytest

from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.practice.models import Evaluation, Message, PracticeSession, StepResult
from nvcpractice.profiles.services import profile_update
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db(transaction=True)


def _reply(turn) -> str:
    text = turn["reply"]["content"]
    assert not leaks_machine_label(text), text
    return text


def _start(chat, **extra) -> tuple[dict, Scenario]:
    body = chat.start("structured", exercise="empathy", **extra)
    session = PracticeSession.objects.get(pk=body["id"])
    return body, session.scenario


def test_starting_the_exercise_shows_the_other_persons_line_first(seeded, chat):
    body, scenario = _start(chat)
    assert (body["mode"], body["exercise"], body["structured_step"]) == ("structured", "empathy", "empathy")
    assert scenario is not None and scenario.locale == "en"
    detail = chat.detail()
    first = detail["messages"][0]
    assert (first["role"], first["content"]) == ("assistant", scenario.opening_line)
    assert first["parts"] == [{"speaker": "partner", "name": scenario.other_role, "text": scenario.opening_line}]
    assert detail["other"]["role"] == scenario.other_role
    assert detail["other"]["line"] == scenario.opening_line
    state = PracticeSession.objects.get(pk=body["id"]).state
    assert state["exercise"] == "empathy"
    assert state["other"]["feelings"] == scenario.other_feelings
    assert state["other"]["needs"] == scenario.other_needs


def test_each_new_session_listens_to_someone_else_in_the_learners_language(seeded, chat, user):
    profile_update(user=user, locale="zh-hans")
    first = _start(chat)[1]
    second = _start(chat)[1]
    assert first.locale == second.locale == "zh-hans"
    assert first.pk != second.pk


def test_a_chosen_scenario_is_used_and_the_exercise_needs_the_structured_mode(seeded, chat, api_client):
    chosen = Scenario.objects.get(slug="en-work-credit")
    _, scenario = _start(chat, scenario_id=chosen.pk)
    assert scenario.pk == chosen.pk
    wrong = api_client.post("/api/sessions/", {"mode": "scenario", "exercise": "empathy"}, format="json")
    assert wrong.status_code == 400
    hidden = Scenario.objects.create(title="Draft", situation="x", other_role="y", opening_line="z")
    missing = api_client.post(
        "/api/sessions/", {"mode": "structured", "exercise": "empathy", "scenario_id": hidden.pk}, format="json"
    )
    assert missing.status_code == 404


def test_a_wrong_guess_then_a_right_one(seeded, chat):
    _, scenario = _start(chat, scenario_id=Scenario.objects.get(slug="en-family-dishes").pk)
    wrong = chat.say("You are annoyed with me.")
    assert [call["name"] for call in wrong["tool_calls"]] == ["evaluate_nvc"]
    reply = _reply(wrong)
    assert "a guess at their feeling, but not yet at what they need" in reply
    assert "In “You are annoyed with me” I find" in reply  # quoted mid-sentence, without its full stop
    right = chat.say("Are you feeling tired because you need rest?")
    reply = _reply(right)
    assert reply.startswith("✓ That is an empathy guess")
    assert "You named a feeling they may well have (tired)" in reply
    assert re.search(r"they might also be feeling (?:annoyed|defensive)\.", reply)  # a guess is a guess
    assert re.search(
        r"The need you named may well be behind it \(rest\); they might also need (?:autonomy|respect)\.", reply
    )
    assert "Here is the next thing your 15-year-old son says" in reply  # the role inside a sentence
    assert scenario.pushback_lines[0] in reply  # the next line follows
    results = list(StepResult.objects.filter(session_id=chat.session_id).order_by("id"))
    assert [(r.component, r.label, r.accepted, r.attempt) for r in results] == [
        ("empathy", "no_need", False, 1),
        ("empathy", "empathy_guess", True, 2),
    ]
    assert results[1].details["matched"] == {"feeling": ["tired"], "need": ["rest"]}
    assert {"act": "empathy_guess", "evidence": "you feeling tired"} in results[1].details["acts"]
    assert not Evaluation.objects.filter(session_id=chat.session_id).exists()  # guesses are not scored statements
    assert chat.detail()["other"]["line"] == scenario.pushback_lines[0]


@pytest.mark.parametrize(
    ("slug", "answer", "feeling"),
    [
        ("en-family-dishes", "worn out and needing some downtime", "worn out"),
        ("zh-family-kid-games", "挺烦的，想要一点自主？", "烦"),
    ],
)
def test_an_answer_that_names_nobody_is_read_as_the_guess_it_answers_with(seeded, chat, slug, answer, feeling):
    _start(chat, scenario_id=Scenario.objects.get(slug=slug).pk)
    reply = _reply(chat.say(answer))
    assert reply.startswith("✓")
    result = StepResult.objects.get(session_id=chat.session_id)
    assert result.accepted and result.details["guess"]["feeling"] == feeling


def test_the_practice_payload_has_the_four_steps_shape(seeded, chat):
    _start(chat, scenario_id=Scenario.objects.get(slug="en-family-dishes").pk)
    events = chat.stream("I feel hurt because I need respect.")
    practice = next(data["practice"] for kind, data in events if kind == "tool_result")
    assert practice["step"] == "empathy" and practice["next_step"] == "empathy"
    assert (practice["accepted"], practice["attempt"], practice["label"]) == (False, 1, "own_side")
    assert practice["label_text"] == "your own feeling or need rather than a guess at theirs"
    assert practice["model_answer"].startswith("Are you feeling ")
    assert practice["reference"] == {
        "feelings": ["annoyed", "tired", "defensive"],
        "needs": ["autonomy", "rest", "respect"],
    }


@pytest.mark.parametrize(
    ("slug", "tries", "use_this", "example_word"),
    [
        ("en-family-dishes", ["You're in a mood.", "Leave me alone.", "Whatever.", "Fine."], "use this", "tired"),
        ("zh-family-cuihun", ["你太啰嗦了。", "别说了。", "随便你。", "好吧。"], "用这个", "担心"),
    ],
)
def test_wrong_guesses_get_ever_more_concrete_replies_then_a_ready_guess(
    seeded, chat, slug, tries, use_this, example_word
):
    scenario = Scenario.objects.get(slug=slug)
    _start(chat, scenario_id=scenario.pk)
    replies = [_reply(chat.say(text)) for text in tries]
    assert len(set(replies)) == len(replies), replies
    assert f"“{tries[0].rstrip('。.')}”" in replies[0]  # quoted inside the sentence, without its full stop
    assert example_word in replies[1]  # a worked example from the reference feelings
    assert all("\n> " in reply and use_this in reply for reply in replies[2:])
    offered = replies[-1].split("\n> ", 1)[1].split("\n", 1)[0].strip()
    taken = chat.say(use_this)
    assert taken["tool_calls"][0]["arguments"]["text"] == offered
    assert _reply(taken).startswith("✓")
    assert StepResult.objects.filter(session_id=chat.session_id, accepted=True).count() == 1


def test_chinese_guess_is_checked_and_compared_with_the_reference(seeded, chat):
    scenario = Scenario.objects.get(slug="zh-family-cuihun")
    _start(chat, scenario_id=scenario.pk)
    first = _reply(chat.say("你是不是很担心？"))
    assert "猜了对方的感受，还没猜对方需要什么" in first
    right = _reply(chat.say("你是不是觉得孤单，因为你需要亲近？"))
    assert right.startswith("✓ 这是一个共情的猜测")
    assert re.search(r"对方也可能感到(?:焦虑|担心|委屈)(?:或|、)(?:焦虑|担心|委屈)", right)  # said, not failed
    assert "你说的需要（亲近）很可能就在背后" in right
    assert scenario.pushback_lines[0] in right


def test_hearing_every_line_finishes_and_offers_more(seeded, chat):
    scenario = Scenario.objects.get(slug="en-family-dishes")
    _start(chat, scenario_id=scenario.pk)
    guesses = [
        "Are you feeling tired because you need rest?",
        "Are you feeling annoyed because you need respect?",
        "Are you feeling hurt because you need appreciation?",
        "Are you feeling frustrated because you need autonomy?",
    ]
    for guess in guesses[:-1]:
        assert _reply(chat.say(guess)).startswith("✓")
    last = _reply(chat.say(guesses[-1]))
    assert "four-step practice" in last and "Hear the other person" in last
    detail = chat.detail()
    assert (detail["structured_step"], detail["status"]) == ("done", "completed")
    assert StepResult.objects.filter(session_id=chat.session_id, accepted=True).count() == 4
    after = _reply(chat.say("What now?"))
    assert after == last.split("\n\n")[-1]
    assert not Message.objects.filter(session_id=chat.session_id, role="tool").exclude(name="evaluate_nvc").exists()


@pytest.mark.parametrize(
    ("text", "button"), [("Can we do the four steps instead?", "Four-step practice"), ("我想做四步练习", "四步练习")]
)
def test_asking_for_the_four_steps_points_to_them(seeded, chat, text, button):
    _start(chat)
    reply = _reply(chat.say(text))
    assert f"“{button}”" in reply
    assert not StepResult.objects.filter(session_id=chat.session_id).exists()


@pytest.mark.parametrize(
    ("slug", "judging", "named"),
    [
        ("en-family-dishes", "You're so lazy.", ["“so lazy”", "rather than a guess at what they feel and need"]),
        ("zh-family-cuihun", "你从来不听我的。", ["“从来”", "还不是对对方感受和需要的猜测"]),
    ],
)
def test_a_judgement_instead_of_a_guess_is_named_and_quoted(seeded, chat, slug, judging, named):
    _start(chat, scenario_id=Scenario.objects.get(slug=slug).pk)
    reply = _reply(chat.say(judging))
    assert all(words in reply for words in named), reply


def test_each_line_gets_feedback_of_its_own(seeded, chat):
    _start(chat, scenario_id=Scenario.objects.get(slug="en-family-dishes").pk)
    first = _reply(chat.say("Are you feeling tired because you need some rest?"))
    second = _reply(chat.say("Are you feeling tired because you need some rest?"))
    also = [re.search(r"A guess is a guess[^\n]*|You named[^\n]*", text).group(0) for text in (first, second)]
    assert also[0] != also[1]
