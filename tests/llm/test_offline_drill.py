"""The offline coach's four-step drill replies, given tool results built by hand (the full practice payload)."""

import re

import pytest
from django.utils import translation

from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.drill import attempt_at, offered_answer, where
from nvcpractice.llm.offline.phrases import say
from nvcpractice.llm.offline.strategies import structured
from nvcpractice.nvc import analyze
from nvcpractice.nvc.ready_answers import model_answer, model_answers
from nvcpractice.nvc.step_frames import joined_statement
from nvcpractice.nvc.wording import label_text, leaks_machine_label
from nvcpractice.web.labels import step_hints

FAILED = [
    ("observation", "en", "You always leave a mess."),
    ("observation", "en", "You never call me back."),
    ("observation", "en", "You are so rude."),
    ("observation", "zh-hans", "你总是迟到"),
    ("observation", "zh-hans", "你从来不回我消息"),
    ("feeling", "en", "I feel like you ignore me"),
    ("feeling", "en", "I feel ignored"),
    ("feeling", "zh-hans", "我觉得你不在乎我"),
    ("feeling", "zh-hans", "我感到被忽视"),
    ("need", "en", "I need you to listen to me"),
    ("need", "zh-hans", "我需要你帮我洗碗"),
    ("request", "en", "You must wash the dishes now!"),
    ("request", "en", "Be more respectful."),
    ("request", "zh-hans", "你必须马上洗碗！"),
    ("request", "zh-hans", "你能不能尊重我一点"),
]


@pytest.mark.parametrize(("step", "locale", "text"), FAILED)
def test_every_ready_made_answer_passes_the_evaluator_with_the_ideal_label(step, locale, text):
    analysis = analyze(text, locale)
    assert analysis.label(step) != step  # a failed try to begin with
    answers = model_answers(step=step, text=text, analysis=analysis.to_dict(), locale=locale)
    assert len(answers) >= 2
    for answer in answers:
        assert analyze(answer, locale).label(step) == step, answer
        assert "..." not in answer and "…" not in answer
    assert model_answer(step=step, text=text, analysis=analysis.to_dict(), locale=locale, variant=1) == answers[1]


def test_ready_made_answers_keep_the_learners_own_words():
    def first(step, text, locale):
        return model_answer(step=step, text=text, analysis=analyze(text, locale).to_dict(), locale=locale)

    assert first("observation", "You never call me back.", "en") == "You didn't call me back yesterday"
    assert first("observation", "你总是迟到", "zh-hans") == "这周有两次你迟到"
    assert first("feeling", "I feel ignored", "en") == "I felt lonely and hurt"
    assert first("request", "You must wash the dishes now!", "en") == "Would you be willing to wash the dishes today?"


def _payload(step, text, locale, *, accepted=False, **practice):
    analysis = analyze(text, locale).to_dict()
    label = analysis["components"][step]["label"]
    return {"ok": True, "data": analysis, "practice": {"step": step, "accepted": accepted, "label": label, **practice}}


def _view(step, text, locale, payload, answers=None, earlier=()):
    arguments = {"text": text, "locale": locale}
    return TurnView(
        context={"mode": "structured", "step": step, "locale": locale, "answers": answers or {}},
        offered={"evaluate_nvc", "rag_search"},
        user_text=text,
        locale=locale,
        results=[("evaluate_nvc", payload)],
        evaluations=[*earlier, (arguments, payload)],
    )


def test_the_full_payload_attempt_model_answer_and_label_text_are_used():
    text = "I feel like you ignore me"
    payload = _payload(
        "feeling",
        text,
        "en",
        attempt=3,
        label_text="a thought about the other person rather than a feeling",
        model_answer="I felt hurt and lonely",
    )
    reply = structured(_view("feeling", text, "en", payload, {"observation": "When you left at noon"})).text
    assert "> I felt hurt and lonely" in reply
    assert "a thought about the other person rather than a feeling" in reply
    assert "use this" in reply and not leaks_machine_label(reply)


def test_without_the_attempt_it_is_counted_from_the_transcript():
    earlier = [({"text": t, "locale": "en"}, _payload("need", t, "en")) for t in ("I need you to call", "I need a car")]
    assert attempt_at(earlier, "need") == 2
    accepted = (
        {"text": "because I need rest", "locale": "en"},
        _payload("need", "because I need rest", "en", accepted=True),
    )
    assert attempt_at([*earlier, accepted], "need") == 0  # the last try was accepted: nothing failed in a row
    text = "I need you to help me"
    view = _view("need", text, "en", _payload("need", text, "en"), earlier=earlier)
    assert attempt_at(view.evaluations, "need") == 3
    reply = structured(view).text
    assert "\n> because I need " in reply
    offered, locale = offered_answer(view, "need")
    assert f"> {offered}\n" in reply and locale == "en"


def test_the_worked_example_is_built_from_earlier_accepted_answers_in_chinese():
    text = "我觉得你很自私"
    answers = {"observation": "昨晚十点你把音乐开得很大声"}
    earlier = [({"text": "我觉得你不尊重我", "locale": "zh-hans"}, _payload("feeling", "我觉得你不尊重我", "zh-hans"))]
    reply = structured(_view("feeling", text, "zh-hans", _payload("feeling", text, "zh-hans"), answers, earlier)).text
    assert "> 昨晚十点你把音乐开得很大声，我感到" in reply
    assert label_text("feeling", "thought", "zh-hans") in reply
    assert not leaks_machine_label(reply)


def test_an_accepted_answer_is_quoted_whole_from_the_payload():
    text = "frustrated and worried"
    payload = {
        "ok": True,
        "data": analyze("I felt frustrated and worried", "en").to_dict(),
        "practice": {
            "step": "feeling",
            "accepted": True,
            "attempt": 1,
            "label": "feeling",
            "next_step": "need",
            "answers": {"observation": "When you left at noon", "feeling": "I felt frustrated and worried"},
        },
    }
    reply = structured(_view("feeling", text, "en", payload)).text
    assert "“I felt frustrated and worried”" in reply
    assert "Step 3" in reply


def test_statements_are_joined_the_way_each_language_does():
    answers = {"observation": "When you left at noon.", "feeling": "I felt worried", "need": "because I need ease"}
    assert joined_statement({**answers, "request": "Would you call me?"}, "en") == (
        "When you left at noon, I felt worried, because I need ease. Would you call me?"
    )
    zh = {"observation": "你中午走了。", "feeling": "我很担心", "need": "因为我需要安心", "request": "你愿意打给我吗？"}
    assert joined_statement(zh, "zh-hans") == "你中午走了，我很担心，因为我需要安心。你愿意打给我吗？"


@pytest.mark.parametrize(
    ("locale", "text", "general"), [("en", "You are so rude.", True), ("en", "You never call.", False)]
)
def test_a_worked_example_is_only_called_the_learners_own_when_it_is(locale, text, general):
    earlier = [({"text": text, "locale": locale}, _payload("observation", text, locale))]
    reply = structured(_view("observation", text, locale, _payload("observation", text, locale), earlier=earlier)).text
    assert ("from your own situation" in reply) is not general
    assert ("a sentence that works" in reply) is general
    assert not leaks_machine_label(reply)


@pytest.mark.parametrize(
    ("step", "locale", "text", "named"),
    [
        ("need", "en", "You never help me.", "an “always or never” generalisation (“never”) rather than a need"),
        ("request", "zh-hans", "你太自私了", "给对方下的评判（“太自私了”），还不是请求"),
    ],
)
def test_a_judgement_at_any_later_step_is_named_with_what_is_missing(step, locale, text, named):
    reply = structured(_view(step, text, locale, _payload(step, text, locale))).text
    assert named in reply and not leaks_machine_label(reply)


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("step", ["observation", "feeling", "need", "request"])
def test_the_coach_names_the_step_as_the_page_hint_does(locale, step):
    """One way to say where the learner is: the coach's header, its step prompt and the hint under the box."""
    with translation.override(locale):
        hint = str(step_hints()[step])
    named = re.split(r"\s*—|——", hint, maxsplit=1)[0]
    assert named in ("Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4") or "（共 4 步）" in named
    assert where(locale, step).startswith(named)
    assert say(locale, f"step_{step}").startswith(named)


def test_a_general_example_is_not_called_the_learners_own_because_an_earlier_answer_of_theirs_sits_beside_it():
    text = "You are so rude."
    earlier = [({"text": text, "locale": "en"}, _payload("observation", text, "en"))]
    payload = _payload("observation", text, "en")
    view = _view("observation", text, "en", payload, answers={"feeling": "I feel hurt"}, earlier=earlier)
    reply = structured(view).text
    assert "from your own situation" not in reply
    assert "a sentence that works" in reply
