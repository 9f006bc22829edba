"""Forms said without their usual marker: a request with no subject, a condition with no 如果, a judgement of a
whole group, a "why" that blames, and "always" said as 老.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze

ZH = "zh-hans"


@pytest.mark.parametrize(
    "text", ["下周二上午能帮我看一下合同吗", "你明天有空陪我去趟医院吗？", "我有点急 今晚十点前可以回我个电话吗"]
)
def test_a_question_with_a_modal_and_no_subject_asks_for_an_action(text):
    found = analyze(text, ZH)
    assert found.label("request") == "request"
    assert found.label("observation") == "absent"


@pytest.mark.parametrize("text", ["他能来吗？", "这个能退吗？"])
def test_a_modal_question_about_someone_else_or_a_thing_asks_the_listener_for_nothing(text):
    assert analyze(text, ZH).label("request") == "absent"


@pytest.mark.parametrize("text", ["月底前不还钱 我就找你爸妈", "你再半夜放歌 我就投诉你", "再这么吵我就报警"])
def test_a_condition_said_without_if_before_a_punishment_is_a_threat(text):
    found = analyze(text, ZH)
    assert "threat" in found.act_names()
    assert found.label("request") == "demand"
    assert found.label("observation") == "absent"


@pytest.mark.parametrize("text", ["你没空的话我就自己去", "你不来我就一个人先吃了"])
def test_a_plan_for_when_the_other_cannot_come_threatens_nothing(text):
    assert "threat" not in analyze(text, ZH).act_names()


@pytest.mark.parametrize("text", ["你咋这么磨叽", "为啥你一到周末就不见人影？", "你凭啥替我做决定？"])
def test_a_why_that_blames_is_an_evaluation(text):
    assert analyze(text, ZH).label("observation") == "evaluation"


@pytest.mark.parametrize("text", ["你怎么这么难过？", "你怎么这么早就到了？"])
def test_a_why_about_a_feeling_or_a_plain_manner_judges_nothing(text):
    assert analyze(text, ZH).label("observation") != "evaluation"


@pytest.mark.parametrize("text", ["你们这些当领导的就是不体谅人", "他们班的人都不交作业", "你们城里人就是讲究多"])
def test_a_whole_group_judged_at_once_is_an_evaluation(text):
    assert analyze(text, ZH).label("observation") == "evaluation"


def test_always_said_as_lao_before_what_someone_does_is_a_generalisation():
    assert analyze("你能不能别老催我？", ZH).label("observation") == "evaluation"
    assert analyze("你老家今年下雪了吗？", ZH).label("observation") != "evaluation"


def test_i_swear_as_an_intensifier_threatens_nothing():
    assert "threat" not in analyze("I swear this kitchen is like a zoo", "en").act_names()


@pytest.mark.parametrize(
    "text",
    [
        "你上周把我的伞借走了，我有点着急，以后借东西前先跟我说一声。",
        "我真的很委屈，马上给我道歉！",
        "请你以后进我房间先敲门。",
        "我需要您今天之内给我回个话。",
    ],
)
def test_a_command_after_a_description_a_feeling_or_from_now_on_is_a_demand(text):
    assert analyze(text, ZH).label("request") == "demand"


@pytest.mark.parametrize("text", ["房租你转了一半，还差两百。", "他洗完碗以后出去了。"])
def test_still_and_after_in_a_description_command_nothing(text):
    assert analyze(text, ZH).label("request") == "absent"


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("return the ladder by sunday or I tell the whole street", "en"),
        ("settle the bill today or your account gets closed", "en"),
        ("if you park there again im calling a tow truck", "en"),
        ("到月底还不交房租的话 我就换锁", ZH),
        ("不搬是吧 那押金别想要了", ZH),
        ("再吵我就打110", ZH),
    ],
)
def test_a_consequence_of_any_kind_after_a_command_or_a_repeated_wrong_is_a_threat(text, locale):
    assert "threat" in analyze(text, locale).act_names()


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("ring me when you're home or I worry", "en"),
        ("if you forget again I'll remind you", "en"),
        ("你忙的话我就先回去了", ZH),
    ],
)
def test_a_feeling_an_offer_or_a_plan_after_a_condition_threatens_nothing(text, locale):
    assert "threat" not in analyze(text, locale).act_names()


@pytest.mark.parametrize("text", ["你最近总熬夜", "你这个当哥的一点担当都没有", "你终于舍得接电话了", "你还知道回家啊"])
def test_always_nothing_at_all_and_at_last_bothering_judge(text):
    assert analyze(text, ZH).label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text", ["昨晚你到一点都没回来，我很担心。", "收到", "求你了，今晚早点睡吧", "要不你明天早点出门？"]
)
def test_one_oclock_an_acknowledgement_a_plea_or_a_proposal_is_no_judgement_nor_description(text):
    assert analyze(text, ZH).label("observation") != "evaluation"
    if "昨晚" not in text:
        assert analyze(text, ZH).label("observation") == "absent"


def test_an_a_not_a_question_asks():
    assert analyze("不知道你周六上午方不方便帮我搬个柜子", ZH).label("request") == "request"


@pytest.mark.parametrize("text", ["累成狗了", "今天真的emo了", "破防了家人们"])
def test_feelings_in_everyday_chinese_are_feelings(text):
    assert analyze(text, ZH).label("feeling") == "feeling"


@pytest.mark.parametrize(
    "text", ["希望你明天中午前把报销单交给我", "如果你能周五前把钥匙还我就太好了", "周末咱俩能去趟超市不😊"]
)
def test_a_wish_to_the_listener_or_a_question_closed_by_bu_asks(text):
    assert analyze(text, ZH).label("request") == "request"


@pytest.mark.parametrize("text", ["我很生气，立刻删掉！", "我很着急，马上回电话！", "拜托各位，楼道里别抽烟"])
def test_a_command_after_a_feeling_or_politely_put_is_a_demand(text):
    assert analyze(text, ZH).label("request") == "demand"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("周一的培训你十点二十进的教室", "observation"),  # a time, someone doing something: read by parts of speech
        ("我们组这周人均值班三十个小时", "observation"),
        ("下周三前把报销单交上来", "absent"),  # a time still to come: an order, nothing has happened
        ("明晚七点陪我去趟超市吧", "absent"),  # a plan
    ],
)
def test_a_dated_or_counted_deed_is_described_whatever_its_verb(text, label):
    assert analyze(text, "zh-hans").label("observation") == label
