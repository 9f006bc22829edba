"""A rewrite is built from the learner's own situation: the one time a named habit happened is the observation, a
thing not done is what the request asks for, and a rewrite that has to borrow a situation says so. Every rewrite
passes the analyzer, in both languages."""

import pytest

from nvcpractice.llm.offline.grounding import grounded_parts
from nvcpractice.llm.offline.rewrite import nvc_rewrite
from nvcpractice.nvc import COMPONENTS, analyze

IDEAL = dict(zip(COMPONENTS, COMPONENTS, strict=True))


@pytest.mark.parametrize(
    ("locale", "text", "observation", "asks"),
    [
        ("en", "my flatmate never takes the recycling out", "The last time you didn't take the recycling out", True),
        ("en", "ugh he always leaves wet towels on the floor", "The last time you left wet towels on the floor", False),
        ("en", "you keep checking your phone at dinner lol", "The last time you checked your phone at dinner", False),
        ("zh-hans", "你从来不收拾桌子", "上一次你没有收拾桌子", True),
        ("zh-hans", "他老是把车停在我的车位上", "上一次你把车停在我的车位上", False),
    ],
)
def test_the_habit_named_gives_its_last_time_and_the_rewrite_passes(locale, text, observation, asks):
    parts = grounded_parts(text, locale)
    assert parts["observation"] == observation
    assert ("request" in parts) is asks
    rewrite = nvc_rewrite(text, locale)
    assert rewrite.statement.startswith(observation) and not rewrite.borrowed
    assert analyze(rewrite.statement, locale).labels() == IDEAL


@pytest.mark.parametrize(("locale", "text"), [("en", "You are so selfish."), ("zh-hans", "你太自私了")])
def test_a_rewrite_without_a_moment_of_the_learners_says_it_borrows_one(locale, text):
    rewrite = nvc_rewrite(text, locale)
    assert grounded_parts(text, locale) == {} and rewrite.borrowed
    assert analyze(rewrite.statement, locale).labels() == IDEAL


def test_every_rewrite_of_the_tuning_scripts_passes():
    """Hundreds of learner sentences (the coach's tuning scripts, every second one): each rewrite passes the
    analyzer, and the ones naming a habit are built on it."""
    from scenes.coach_eval.scripts import scripts_in
    from scenes.management.commands.nvc_eval_coach import SCRIPTS

    texts = [
        (turn.text, script.locale) for script in scripts_in(folder=SCRIPTS, parts=("tuning",)) for turn in script.turns
    ]
    checked = grounded = 0
    for text, locale in texts[::2]:
        rewrite = nvc_rewrite(text, locale)
        assert analyze(rewrite.statement, locale).labels() == IDEAL, text
        checked += 1
        grounded += not rewrite.borrowed
    assert checked >= 300 and grounded >= 5
