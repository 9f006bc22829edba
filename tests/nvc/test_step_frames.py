"""Bare step answers get their step's frame, so the finished statement reads as a sentence in both languages."""

import doctest

import pytest

from nvcpractice.nvc import analyze, step_frames
from nvcpractice.nvc.step_frames import framed_part, joined_statement


def test_the_module_examples_hold():
    assert doctest.testmod(step_frames).failed == 0


@pytest.mark.parametrize(
    ("component", "text", "locale", "framed"),
    [
        ("feeling", "tired. and a bit sad", "en", "I feel tired and a bit sad"),
        ("feeling", "I felt tired", "en", "I felt tired"),
        ("need", "rest, mostly", "en", "because I need rest, mostly"),
        ("need", "because I need rest", "en", "because I need rest"),
        ("feeling", "紧张", "zh-hans", "我感到紧张"),
        ("need", "被尊重", "zh-hans", "因为我需要被尊重"),
        ("need", "因为我需要安静", "zh-hans", "因为我需要安静"),
    ],
)
def test_bare_answers_get_the_frame(component, text, locale, framed):
    assert framed_part(component, text, locale) == framed


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_a_statement_of_bare_parts_reads_as_a_whole_statement(locale):
    answers = {
        "en": {
            "observation": "Yesterday at 6 the bins were still full",
            "feeling": "annoyed",
            "need": "order",
            "request": "Would you be willing to take them out tonight?",
        },
        "zh-hans": {
            "observation": "昨天六点垃圾桶还是满的",
            "feeling": "烦躁",
            "need": "秩序",
            "request": "你今晚愿意把垃圾拿出去吗？",
        },
    }[locale]
    labels = analyze(joined_statement(answers, locale), locale).labels()
    assert labels == {"observation": "observation", "feeling": "feeling", "need": "need", "request": "request"}


@pytest.mark.parametrize(
    ("answers", "locale", "expected"),
    [
        (
            {
                "observation": "the bins stayed out from tuesday to friday",
                "feeling": "I'm fed up",
                "need": "I need some shared care for the flat",
                "request": "would you take them out on thursday nights?",
            },
            "en",
            "The bins stayed out from tuesday to friday, I'm fed up, because I need some shared care for the flat. "
            "Would you take them out on thursday nights?",
        ),
        (
            {
                "observation": "周三你没来接孩子",
                "feeling": "我有点慌",
                "need": "我需要可以依靠",
                "request": "下周三你愿意五点前到吗？",
            },
            "zh-hans",
            "周三你没来接孩子，我有点慌，因为我需要可以依靠。下周三你愿意五点前到吗？",
        ),
    ],
)
def test_a_need_with_its_own_subject_is_joined_as_the_feelings_reason(answers, locale, expected):
    assert joined_statement(answers, locale) == expected


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("the printer jammed twice this morning and I'm stressed", "the printer jammed twice this morning"),
        ("你周一到周三都没回消息，而且我很担心", "你周一到周三都没回消息"),
    ],
)
def test_a_part_never_ends_on_the_word_that_joins_it_to_the_next(text, observation):
    assert analyze(text).components["observation"].evidence == observation


@pytest.mark.parametrize(
    ("answers", "locale", "expected"),
    [
        (
            {
                "observation": "这周有两天你十二点后才关灯",
                "feeling": "挺累的，还有点烦",
                "need": "休息吧，还有安静",
                "request": "你愿意十一点半以后戴耳机吗",
            },
            "zh-hans",
            "这周有两天你十二点后才关灯，我挺累的，还有点烦，因为我需要休息和安静。你愿意十一点半以后戴耳机吗？",
        ),
        (
            {
                "observation": "the parcel sat at reception for a week",
                "feeling": "uneasy",
                "need": "trust & clarity",
                "request": "could you text me when one arrives",
            },
            "en",
            "The parcel sat at reception for a week, I feel uneasy, because I need trust and clarity. "
            "Could you text me when one arrives?",
        ),
    ],
)
def test_bare_and_listed_answers_join_into_sentences_that_read_right(answers, locale, expected):
    assert joined_statement(answers, locale) == expected
