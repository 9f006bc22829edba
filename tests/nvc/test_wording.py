"""The plain-word mapping covers every label in both locales and spots labels leaking into learner text."""

import pytest

from nvcpractice.nvc import LABELS
from nvcpractice.nvc.wording import (
    ADVICE_TEXT,
    JUDGEMENT_TEXT,
    LABEL_TEXT,
    advice_text,
    judgement_text,
    label_text,
    labels_with_text,
    leaks_machine_label,
)


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_every_label_has_plain_words_without_the_label_itself(locale):
    for component, labels in LABELS.items():
        for label in labels:
            text = label_text(component, label, locale)
            assert text and "_" not in text
            assert not leaks_machine_label(text)
    assert set(LABEL_TEXT[locale]) == set(LABELS)


def test_chinese_wording_is_chinese_and_locale_aliases_work():
    assert label_text("observation", "evaluation", "zh-hans") == "一个评判混进了描述里"
    assert label_text("observation", "evaluation", "zh") == label_text("observation", "evaluation", "zh-hans")
    assert label_text("feeling", "thought", None).startswith("a thought")


def test_labels_with_text_pairs_machine_label_and_wording():
    pairs = labels_with_text({"need": "strategy", "request": "vague"}, "en")
    assert pairs["need"] == {"label": "strategy", "label_text": label_text("need", "strategy")}
    assert set(pairs) == {"need", "request"}


@pytest.mark.parametrize(
    "text",
    [
        "I read this as **evaluation** for the observation.",
        "I read this as “absent”.",
        "我把它判断为观察的“evaluation”。",
        "That is faux_feeling.",
        "请求：vague，再试一次。",
    ],
)
def test_leaks_are_found(text):
    assert leaks_machine_label(text)


@pytest.mark.parametrize(
    "text",
    [
        "That sounds like a demand that leaves no room to say no.",
        "A judgement mixed into the description: “always”.",
        "一个评判混进了描述里：“总是”。",
        "Your observation, feeling and need are clear.",
    ],
)
def test_plain_sentences_are_not_leaks(text):
    assert not leaks_machine_label(text)


def test_an_english_page_with_a_chinese_language_menu_is_not_a_leak():
    assert not leaks_machine_label("You wrote a thought about them.\nLanguage: English | 简体中文")


def test_an_english_quote_ending_in_a_plain_word_is_not_a_leak():
    assert not leaks_machine_label("Read more: “'I feel that…' is usually a thought” (handbook)")


def test_judgements_are_named_with_the_learners_words_and_what_is_missing():
    en = judgement_text([("generalisation", "never"), ("character", "so rude")], "en", missing="feeling")
    expected = (
        "an “always or never” generalisation (“never”) and a judgement of who the other person is (“so rude”) "
        "rather than a feeling of yours"
    )
    assert en == expected
    zh = judgement_text([("character", "太懒了")], "zh-hans", missing="need")
    assert zh == "给对方下的评判（“太懒了”），还不是你的需要"
    assert set(JUDGEMENT_TEXT["en"]) == set(JUDGEMENT_TEXT["zh-hans"])
    assert not leaks_machine_label(en) and not leaks_machine_label(zh)


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_every_label_has_plain_advice_in_both_languages(locale):
    for component, labels in LABELS.items():
        assert set(ADVICE_TEXT[locale][component]) == set(labels)
        for label in labels:
            assert not leaks_machine_label(advice_text(component, label, locale))
