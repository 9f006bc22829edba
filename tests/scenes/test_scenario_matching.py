"""The offline coach starts the scenario that fits what the learner describes (reported: flatmate noise → homework)."""

import pytest

from nvcpractice.practice.models import PracticeSession

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("language", "description", "fitting"),
    [
        (
            "en",
            "I'd like to practise a tense talk with my flatmate about noise late at night",
            {"en-friends-flatmate-guests"},
        ),
        ("en", "Can we practise asking my teammate to say the analysis was mine?", {"en-work-credit"}),
        ("zh-hans", "我想练习和室友谈谈半夜太吵的事", {"zh-friends-flatmate-noise", "zh-school-dorm-gaming"}),
        ("zh-hans", "我想练习跟同事说，方案明明是我做的，汇报时他却说成是他的功劳", {"zh-work-credit"}),
    ],
)
def test_described_situation_starts_the_fitting_scenario(seeded, chat, user, language, description, fitting):
    user.profile.locale = language
    user.profile.save(update_fields=["locale"])
    chat.start("scenario")
    turn = chat.say(description)
    names = [call["name"] for call in turn["tool_calls"]]
    assert names == ["scenario_search", "practice_start"], names
    session = PracticeSession.objects.get(pk=chat.session_id)
    assert session.scenario.slug in fitting
    assert session.scenario.opening_line in turn["reply"]["content"]


def test_the_reported_offline_proposal_reads_as_written(seeded, chat):
    from nvcpractice.scenarios.models import Scenario

    chat.start("scenario")
    turn = chat.say("Create a scenario where my coworker keeps taking credit for my work")
    assert [call["name"] for call in turn["tool_calls"]] == ["scenario_generate", "practice_start"]
    scenario = Scenario.objects.get(source=Scenario.Source.GENERATED)
    assert "has handled my" not in scenario.situation and " my " not in f" {scenario.situation} "
    assert "mourning" not in scenario.other_needs
    assert set(scenario.other_needs) <= {"recognition", "competence", "acknowledgement", "security"}
    assert scenario.agree_lines and scenario.no_with_need_lines and scenario.resolution_lines
