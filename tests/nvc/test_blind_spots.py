"""Regression tests for the evaluator misses reported in issue 12 (the issue's own sentences, verbatim).

Each kind of miss is fixed by a shared rule (requests made concrete by a time, bare commands after a judgement,
sarcasm and "again"-blame, universal needs as noun phrases or "X matters to me", negative bare commands first
as demands); fresh examples of the same kinds live in ``examples.jsonl``.
"""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("是否可以下周一约二十分钟一起过一下预算？", {"observation": "absent", "request": "request"}),
        ("你们真不靠谱，马上处理好。", {"observation": "evaluation", "request": "demand"}),
        ("你又把打印机弄坏了，真棒。", {"observation": "evaluation", "request": "absent"}),
        ("你可真行，又把钥匙弄丢了。", {"observation": "evaluation", "request": "absent"}),
        ("I need financial stability", {"need": "need", "request": "absent"}),
        ("I need emotional security", {"need": "need", "request": "absent"}),
        ("Honesty and openness are important to me", {"need": "need", "request": "absent"}),
        ("Respect and fairness are really important to me", {"need": "need", "request": "absent"}),
        ("Stop interrupting me.", {"request": "demand"}),
        ("Great job, you broke the build again", {"observation": "evaluation"}),
        ("Well done, late again.", {"observation": "evaluation"}),
        ("I need to feel that I belong.", {"need": "need"}),
        ("Don't touch my things.", {"request": "demand"}),
        ("别再把外卖盒放在桌上了。", {"request": "demand"}),
        ("Could you be more mature?", {"request": "vague"}),
        ("你能不能成熟一点？", {"request": "vague"}),
        ("可不可以今晚八点前给我回个电话？", {"observation": "absent", "request": "request"}),
        ("你愿意周四中午前把报销单交给财务吗？", {"observation": "absent", "request": "request"}),
        ("对我来说公平很重要。", {"need": "need"}),
    ],
)
def test_reported_misses_get_the_rubric_label(text, expected):
    labels = analyze(text).labels()
    assert {component: labels[component] for component in expected} == expected


@pytest.mark.parametrize(
    ("text", "locale", "label"),
    [
        ("Quit moaning.", "en", "demand"),
        ("Please just relax a bit.", "en", "demand"),
        ("Be nicer to your brother.", "en", "demand"),
        ("Could you quit moaning?", "en", "vague"),
        ("温柔点。", "zh-hans", "demand"),
        ("别老是唠叨了。", "zh-hans", "demand"),
        ("请你对客人礼貌一些。", "zh-hans", "demand"),
        ("你能不能别老是唠叨？", "zh-hans", "vague"),
        ("Kindly forward the signed form to HR.", "en", "demand"),  # a politeness opener, not a question
        ("Would you kindly forward the signed form to HR by Friday?", "en", "request"),
        ("He kindly forwarded the form to HR.", "en", "absent"),  # narrated
        ("下班记得买菜哈。", "zh-hans", "demand"),  # a reminder is a bare command
        ("我很担心，你出门记得锁门。", "zh-hans", "demand"),
        ("我们都记得那天的事。", "zh-hans", "absent"),  # remembering, not reminding
        ("你还记得我们第一次见面吗？", "zh-hans", "absent"),
    ],
)
def test_every_bare_command_is_a_demand_and_a_question_about_a_quality_stays_vague(text, locale, label):
    """The rubric's clarification: a bare command is a demand however vague, polite or negative it is."""
    assert analyze(text, locale).labels()["request"] == label
