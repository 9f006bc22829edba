"""The empathy-guess result: the other person's feeling and need, both named, offered as a question."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import EmpathyGuess, StatementAnalysis, analyze


@pytest.mark.parametrize(
    ("text", "feeling", "need"),
    [
        ("Are you feeling tired because you need rest?", "tired", "rest"),
        ("It sounds like you're worried and want to know the plan — is that right?", "worried", "to know the plan"),
        ("Are you frustrated because you value fairness?", "frustrated", "fairness"),
        (
            "Were you nervous because you wanted some reassurance before the exam?",
            "nervous",
            "some reassurance before the exam",
        ),
        ("你是不是很累，需要休息？", "累", "休息"),
        ("你是不是觉得很委屈，因为你需要被理解？", "委屈", "被理解"),
        ("你是不是有点紧张，因为你想要确定感？", "紧张", "确定感"),
        ("你现在很失望，是因为你看重公平吗？", "失望", "公平"),
        ("您是不是有点累，需要休息一下？", "累", "休息一下"),  # polite address
        ("你们是不是很失望，希望被理解？", "失望", "被理解"),  # plural address
    ],
)
def test_empathy_guesses_name_the_other_persons_feeling_and_need(text, feeling, need):
    empathy = analyze(text).empathy
    assert empathy == EmpathyGuess(is_guess=True, feeling=feeling, need=need)


@pytest.mark.parametrize(
    ("text", "feeling", "need"),
    [
        ("I'm tired because I need rest?", "", ""),  # the speaker's own feeling and need
        ("我很累，因为我需要休息？", "", ""),
        ("You're tired because you need rest.", "tired", "rest"),  # a statement, not a question
        ("你很累，需要休息。", "累", "休息"),
        ("Are you tired?", "tired", ""),  # only a feeling
        ("你是不是很累？", "累", ""),
        ("Do you need rest?", "", "rest"),  # only a need
        ("你需要休息吗？", "", "休息"),
        ("Are you angry because you need me to leave?", "angry", ""),  # a strategy, not a need
        ("你是不是很生气，因为你想让我走？", "生气", ""),
    ],
)
def test_near_misses_are_not_empathy_guesses(text, feeling, need):
    empathy = analyze(text).empathy
    assert empathy == EmpathyGuess(is_guess=False, feeling=feeling, need=need)


def test_empathy_leaves_the_four_labels_alone_and_round_trips():
    text = "Are you feeling tired because you need rest?"
    result = analyze(text)
    assert result.to_dict()["empathy"] == {"is_guess": True, "feeling": "tired", "need": "rest"}
    assert StatementAnalysis.from_dict(result.to_dict(), text=text) == result
    without = {key: value for key, value in result.to_dict().items() if key != "empathy"}
    assert StatementAnalysis.from_dict(without).empathy == EmpathyGuess()
    with pytest.raises(ValueError, match="empathy"):
        StatementAnalysis.from_dict({**result.to_dict(), "empathy": {"is_guess": "yes"}})


def test_a_models_answer_gets_the_empathy_result_from_the_text():
    text = "你是不是很累，需要休息？"
    answer = {key: value for key, value in analyze(text).to_dict().items() if key != "empathy"}
    assert StatementAnalysis.from_dict(answer, text=text).empathy == EmpathyGuess(True, "累", "休息")
