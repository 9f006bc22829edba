"""Generated scenarios read as written, in both languages, and give the other party topic-fitting feelings and needs."""

from __future__ import annotations

import itertools
import json
import re

import pytest

from nvcpractice.nvc import feelings_list, needs_list
from nvcpractice.scenarios.generation import RELATIONSHIPS, compose_offline, second_person, topic_phrase
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import LINE_FIELDS
from nvcpractice.scenarios.services import scenario_generate
from nvcpractice.scenarios.topics import TOPICS

CREDIT = next(topic for topic in TOPICS if topic.key == "credit")
#: (topic as a learner types it, the topic key it should be recognised as, or None)
EN_TOPICS = [
    ("my coworker keeps taking credit for my work", "credit"),
    ("noise late at night", "noise"),
    ("household chores", "chores"),
    ("money I lent my brother", "money"),
    ("the garden fence", None),
    ("he keeps parking in front of my garage", None),
    ("I'd rather we stopped seeing each other so often", None),
]
ZH_TOPICS = [
    ("同事总是抢我的功劳", "credit"),
    ("半夜太吵", "noise"),
    ("家务", "chores"),
    ("借钱", "money"),
    ("装修", None),
    ("他老是把车停在我家门口", None),
]
DOUBLED = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
FIRST_PERSON = re.compile(r"\b(my|mine|myself|I|I'm|I've|me)\b")


def drafts(topics, locale):
    for (topic, key), relationship, difficulty, seed in itertools.product(topics, RELATIONSHIPS, (1, 2, 3), "ab"):
        draft = compose_offline(topic=topic, relationship=relationship, difficulty=difficulty, locale=locale, seed=seed)
        yield topic, key, draft


def topic_of(key):
    return next(topic for topic in TOPICS if topic.key == key)


def test_the_reported_credit_proposal_reads_as_written():
    for _topic, _, draft in drafts(EN_TOPICS[:1], "en"):
        assert "handled my coworker" not in draft.situation and "handled your coworker" not in draft.situation
        assert "keeps taking credit" not in draft.title + draft.opening_line
        assert draft.situation.endswith(" What it is about: Your coworker keeps taking credit for your work.")
        assert "who gets the credit for your work" in draft.situation
        assert "mourning" not in draft.other_needs
        assert set(draft.other_needs) <= set(CREDIT.needs("en"))


def test_english_text_is_second_person_without_doubled_words_or_raw_clauses():
    known_needs = {need for group in needs_list("en").values() for need in group}
    unmet = set(feelings_list("en")["unmet"])
    for topic, key, draft in drafts(EN_TOPICS, "en"):
        for text in (draft.situation, draft.title):
            assert not FIRST_PERSON.search(text), (topic, text)
            assert not DOUBLED.search(text), (topic, text)
            assert "{" not in text and "  " not in text
        assert draft.situation[0].isupper() and draft.situation.endswith((".", "!", "?")), draft.situation
        if key is None and len(topic.split()) > 4:
            assert topic not in draft.situation, "a clause is told in its own sentence, not pasted into a template"
        assert set(draft.other_needs) <= known_needs and set(draft.other_feelings) <= unmet
        if key:
            assert set(draft.other_needs) <= set(topic_of(key).needs("en")), (topic, draft.other_needs)
            assert set(draft.other_feelings) <= set(topic_of(key).feelings("en"))


def test_chinese_text_addresses_the_learner_and_uses_fitting_needs():
    known_needs = {need for group in needs_list("zh-hans").values() for need in group}
    for topic, key, draft in drafts(ZH_TOPICS, "zh-hans"):
        for text in (draft.situation, draft.title):
            assert "我" not in text, (topic, text)
            assert "{" not in text and not re.search(r"(.{2,})\1", text), (topic, text)
        if key is None and len(topic) > 8:
            assert topic not in draft.situation
        assert set(draft.other_needs) <= known_needs
        if key:
            assert set(draft.other_needs) <= set(topic_of(key).needs("zh-hans")), (topic, draft.other_needs)


@pytest.mark.parametrize(("locale", "topics"), [("en", EN_TOPICS), ("zh-hans", ZH_TOPICS)])
def test_drafts_carry_every_kind_of_partner_line(locale, topics):
    for _topic, _, draft in drafts(topics, locale):
        for name in LINE_FIELDS:
            lines = getattr(draft, name)
            assert lines and all(line.strip() and "{" not in line for line in lines), (name, lines)
        for line in draft.no_with_need_lines:
            assert any(need.lower() in line.lower() for need in draft.other_needs), (line, draft.other_needs)


def test_named_role_is_preferred():
    for seed in "abcdef":
        draft = compose_offline(
            topic="noise from my flatmate", relationship="friends", difficulty=2, locale="en", seed=seed
        )
        assert draft.other_role == "Your flatmate"
        assert draft.title == "Talking with your flatmate about the noise late at night"


@pytest.mark.parametrize(
    ("topic", "locale", "phrase", "told"),
    [
        ("the garden fence", "en", "the garden fence", ""),
        ("my sister never calls back", "en", "this issue", "What it is about: Your sister never calls back."),
        ("装修", "zh-hans", "装修", ""),
        ("我妹妹从来不回电话", "zh-hans", "这件事", "事情是这样的：你妹妹从来不回电话。"),
    ],
)
def test_unrecognised_topics(topic, locale, phrase, told):
    assert topic_phrase(topic, locale) == (phrase, told)


def test_second_person():
    assert second_person("I think my boss took our idea", "en") == "you think your boss took your idea"
    assert second_person("I am tired and I was never asked", "en") == "you are tired and you were never asked"


def test_a_short_noun_phrase_is_kept_in_the_learners_words():
    draft = compose_offline(topic="Household chores", relationship="partner", difficulty=1, locale="en")
    assert "household chores" in draft.situation and "sharing the housework" not in draft.situation
    assert set(draft.other_needs) <= set(topic_of("chores").needs("en"))


MODEL_DRAFT = {
    "title": "The shared printer",
    "situation": "Your colleague Ana has left the printer jammed three times this week. You find it jammed again.",
    "other_role": "Ana, your colleague",
    "opening_line": "Don't look at me, it was like that when I got here.",
    "other_feelings": ["embarrassed"],
    "other_needs": ["ease"],
    "pushback_lines": ["It's just a printer."],
    "softening_lines": ["Okay, I did jam it."],
    "agree_lines": ["Sure, I'll call facilities next time."],
    "counter_offer_lines": ["I'll clear it if you show me how."],
    "no_with_need_lines": ["I can't fix it myself; I need some ease in my day too."],
    "resolution_lines": ["Deal. Thanks for not making a scene."],
}


@pytest.mark.django_db
def test_model_writes_the_partner_lines_through_the_schema(fake_model, user):
    from tests.fake_openai import Reply

    fake_model.script(Reply(content=json.dumps(MODEL_DRAFT)))
    scenario = scenario_generate(
        user_id=user.pk, topic="printer jams", relationship="workplace", difficulty=1, locale="en"
    )
    assert scenario.agree_lines == MODEL_DRAFT["agree_lines"]
    assert scenario.no_with_need_lines == MODEL_DRAFT["no_with_need_lines"]
    assert scenario.resolution_lines == MODEL_DRAFT["resolution_lines"]
    request = fake_model.requests[-1]
    schema = request["response_format"]["json_schema"]["schema"]
    assert {"agree_lines", "counter_offer_lines", "no_with_need_lines", "resolution_lines"} <= set(schema["required"])
    assert "no_with_need_lines" in request["messages"][0]["content"]
    assert scenario.generated_draft["agree_lines"] == MODEL_DRAFT["agree_lines"]


@pytest.mark.django_db
def test_model_answer_without_the_new_lines_falls_back_to_the_composer(fake_model, user):
    from tests.fake_openai import Reply

    old_shape = {key: value for key, value in MODEL_DRAFT.items() if key not in LINE_FIELDS[2:]}
    fake_model.script(Reply(content=json.dumps(old_shape)))
    scenario = scenario_generate(user_id=user.pk, topic="money", relationship="friends", difficulty=2, locale="en")
    assert scenario.title != MODEL_DRAFT["title"]
    assert all(getattr(scenario, name) for name in LINE_FIELDS)
    assert Scenario.objects.get(pk=scenario.pk).source == Scenario.Source.GENERATED
