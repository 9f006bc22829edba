"""Rewrites of a learner's sentence: every one the offline coach offers passes the analyzer."""

import pytest

from nvcpractice.llm.offline.rewrite import _TOPICS, faux_feeling_in, nvc_rewrite, template_statement, topic_of
from nvcpractice.nvc import COMPONENTS, analyze

IDEAL = {c: c for c in COMPONENTS}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
@pytest.mark.parametrize("topic", [*_TOPICS, "other"])
def test_every_situation_statement_passes_the_analyzer(topic, locale):
    assert analyze(template_statement(topic, locale), locale).labels() == IDEAL


@pytest.mark.parametrize(
    ("sentence", "locale"),
    [
        ("You never listen to me!", "en"),
        ("You're always on that laptop when I'm talking.", "en"),
        ("I feel invisible in this house.", "en"),
        ("Pick up your socks this minute.", "en"),
        ("You didn't even call, you obviously don't care.", "en"),
        ("I feel like you think my job doesn't matter", "en"),
        ("You are late again, typical.", "en"),
        ("When you left the lights on all night, I was annoyed. Turn them off!", "en"),
        ("Thanks for nothing.", "en"),
        ("你从来不听我说话！", "zh-hans"),
        ("你天天加班，根本不在乎这个家", "zh-hans"),
        ("我觉得被利用了", "zh-hans"),
        ("马上把碗洗了！", "zh-hans"),
        ("你又迟到了，一点都不靠谱", "zh-hans"),
        ("我感觉你根本不尊重我", "zh-hans"),
        ("你老是打断我", "zh-hans"),
        ("昨天晚上你十一点才回来，我很担心。以后早点回来！", "zh-hans"),
    ],
)
def test_a_rewrite_has_all_four_components_as_the_analyzer_sees_them(sentence, locale):
    rewrite = nvc_rewrite(sentence, locale)
    assert rewrite.analysis_after.labels() == IDEAL
    assert analyze(rewrite.statement, locale).labels() == IDEAL, rewrite.statement


def test_a_rewrite_keeps_what_the_learner_got_right():
    statement = nvc_rewrite("When you came home at 11 last night, I felt scared. Call me next time!", "en").statement
    assert statement.startswith("When you came home at 11 last night")
    assert "scared" in statement and "call me next time" in statement.lower()
    chinese = nvc_rewrite("昨天晚上你十一点才回来，我很担心。以后早点回来！", "zh-hans").statement
    assert chinese.startswith("昨天晚上你十一点才回来") and "担心" in chinese


def test_a_faux_feeling_becomes_the_feeling_and_need_usually_underneath():
    assert nvc_rewrite("I feel ignored.", "en").statement.count("lonely") == 1
    assert faux_feeling_in("I feel so ignored by everyone", "en")[0] == "ignored"
    word, feelings, needs = faux_feeling_in("我觉得被忽视了", "zh-hans")
    assert word == "被忽视" and "孤单" in feelings and needs
    assert faux_feeling_in("我在家里不被尊重", "zh-hans")[0] == "不被尊重"
    assert faux_feeling_in("I feel worried", "en") is None


def test_topics_follow_the_words_used():
    assert topic_of("Stop interrupting me", "en") == "interrupt"
    assert topic_of("你又迟到了", "zh-hans") == "late"
    assert topic_of("Nice weather", "en") == "other"
