"""Dialogue acts (``nvcpractice/nvc/acts.py``): each act in both languages, its evidence, and what acts change.

The sentences here are the project's own, written for these tests; the corpus (``tests/nvc/corpus``) is scored by
``bench/analyzer.py`` and never asserted on sentence by sentence.
"""

from __future__ import annotations

import pytest

from nvcpractice.nvc import ACTS, DialogueAct, StatementAnalysis, analyze
from nvcpractice.nvc.text import prepare
from nvcpractice.nvc.words import boundaries, on_words


def _acts(text: str, locale: str) -> set[str]:
    return set(analyze(text, locale).act_names())


@pytest.mark.parametrize(
    ("text", "locale", "expected"),
    [
        ("hey there, could we practise talking to my landlord?", "en", {"greeting", "ask_coach"}),
        ("what do I even say to her now??", "en", {"ask_coach"}),
        ("is 'I feel abandoned' a real feeling?", "en", {"nvc_question"}),
        ("yep, saturday works for me", "en", {"agree"}),
        ("nah, I can't be bothered with this today", "en", {"refuse_or_give_up"}),
        ("ok thanks, gotta run", "en", {"agree", "thanks", "leave"}),
        ("sorry, my bad", "en", {"apology"}),
        ("touch my bike one more time and I'm calling the police", "en", {"threat"}),
        ("my sister borrowed my car and returned it with an empty tank, typical", "en", {"vent"}),
        ("random question but what's the capital of peru", "en", {"off_topic"}),
        ("sounds like you're worn out and need some rest?", "en", {"empathy_guess"}),
        ("哈喽 能陪我练练跟房东谈押金吗", "zh", {"greeting", "ask_coach"}),
        ("“被冷落”算感受吗", "zh", {"nvc_question"}),
        ("行 就这么定了", "zh", {"agree"}),
        ("算了 说了也白说", "zh", {"refuse_or_give_up"}),
        ("谢谢 那我先下线了", "zh", {"thanks", "leave"}),
        ("不好意思 刚才语气太冲了", "zh", {"apology"}),
        ("你再把车停我门口 我就报警", "zh", {"threat"}),
        ("我同事天天把活推给我 烦死了", "zh", {"vent"}),
        ("帮我写一首关于春天的诗吧", "zh", {"off_topic"}),
        ("您是不是挺累的，需要休息一下？", "zh", {"empathy_guess"}),
        ("可以先给我看个完整的例句吗", "zh", {"ask_coach"}),  # practice material asked for
        ("有没有需要词的清单呀", "zh", {"ask_coach"}),
        ("“你又不洗碗”改成“你这周三天没洗碗” 这样改对吗", "zh", {"ask_coach"}),  # a check on one's own attempt
    ],
)
def test_each_act_in_both_languages(text, locale, expected):
    assert _acts(text, locale) == expected


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("When I saw the dishes in the sink this morning, I felt frustrated.", "en"),
        ("你昨晚十一点回的家，我有点担心。", "zh"),
        ("Would you be willing to call me before nine?", "en"),
    ],
)
def test_a_plain_statement_carries_no_act(text, locale):
    assert _acts(text, locale) == set()


def test_evidence_is_the_learners_own_words_in_order_of_the_acts():
    text = "Cheers, that helped!! Gotta go now"
    acts = analyze(text, "en").acts
    assert [act.act for act in acts] == [act for act in ACTS if act in {"thanks", "leave"}]
    assert all(act.evidence and act.evidence in text for act in acts)


@pytest.mark.parametrize(
    ("text", "locale", "not_expected"),
    [
        ("好累啊", "zh", "agree"),  # 好 inside 好累 is no agreement
        ("他走了以后我一直很难过", "zh", "leave"),  # 走了 inside a story is no goodbye
        ("I'll call you tomorrow to sort out the keys", "en", "threat"),  # no condition, no authority
        ("if you want, I'll pick you up after work", "en", "threat"),  # an offer, not a transgression
        ("如果你累了，我就来接你", "zh", "threat"),
        ("能再把上周的表格发我一遍吗 我找不到了", "zh", "threat"),  # what the speaker cannot do, no deed threatened
        ("thanks to the storm the trains were late", "en", "thanks"),
        ("I feel sorry for him", "en", "apology"),
        ("do you want to grab lunch on friday?", "en", "empathy_guess"),  # an invitation, not a guess
        ("the new coach is so harsh with the kids", "en", "ask_coach"),  # a coach talked about, not asked
    ],
)
def test_words_that_only_look_like_an_act(text, locale, not_expected):
    assert not_expected not in _acts(text, locale)


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("worn out? needing a proper break?", "en"),
        ("you're livid, huh", "en"),
        ("being on time really matters to you", "en"),
        ("would you like a bit more support with the kids?", "en"),
        ("I reckon he's scared and needs reassurance", "en"),
        ("累坏了吧", "zh"),
        ("是不是觉得被忽略了", "zh"),
        ("各位是不是都挺着急的？", "zh"),
    ],
)
def test_empathy_guesses_without_the_textbook_form(text, locale):
    assert "empathy_guess" in _acts(text, locale)


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("don't you feel ashamed of yourself?", "en"),  # blame dressed as a question
        ("you just want to be right, don't you?", "en"),
        ("I'm sad that you're upset", "en"),  # the speaker's own feeling about the other
        ("tired.", "en"),  # the speaker answering how they are
        ("“你是不是很生气”这句算观察吗？", "zh"),  # a quoted sentence asked about
        ("你最委屈了，行了吧", "zh"),  # sarcasm
    ],
)
def test_what_only_looks_like_an_empathy_guess(text, locale):
    assert "empathy_guess" not in _acts(text, locale)


def test_asking_the_coach_what_to_say_describes_nothing_that_happened():
    result = analyze("嗨 我该怎么跟同事说加班的事？", "zh")
    assert "ask_coach" in result.act_names()
    assert result.label("observation") == "absent"


def test_a_threat_makes_the_request_a_demand_and_says_why():
    result = analyze("Could you return the ladder by Sunday, or shall I tell the landlord?", "en")
    assert "threat" in result.act_names()
    assert result.label("request") == "demand"
    assert "drop the threat" in result.components["request"].suggestion
    chinese = analyze("这周能把钱还我吗？不然我就去找你领导。", "zh")
    assert "threat" in chinese.act_names() and chinese.label("request") == "demand"


def test_a_giving_up_formula_is_no_demand_but_a_command_beside_it_still_is():
    assert analyze("ugh, never mind", "en").label("request") == "absent"
    assert analyze("算了吧", "zh").label("request") == "absent"
    both = analyze("Never mind. Give me my charger back.", "en")
    assert both.label("request") == "demand"
    assert both.components["request"].evidence == "Give me my charger back."
    many = analyze("Forget it. Never mind. Forget it. Never mind. Give me my charger back.", "en")
    assert many.components["request"].evidence == "Give me my charger back."
    assert analyze("Forget it. Never mind. Forget it. Never mind.", "en").label("request") == "absent"


def test_an_empathy_guess_names_the_other_persons_feeling_and_need_for_the_components():
    result = analyze("Are you feeling lonely because you need company?", "en")
    assert result.label("feeling") == "feeling" and result.label("need") == "need"
    chinese = analyze("你是不是挺委屈的，希望被理解？", "zh")
    assert chinese.label("feeling") == "feeling" and chinese.label("need") == "need"
    assert "empathy_guess" in chinese.act_names()


def test_acts_travel_through_to_dict_and_back():
    result = analyze("hi! what should I say to my boss?", "en")
    data = result.to_dict()
    assert data["acts"] == [act.to_dict() for act in result.acts]
    again = StatementAnalysis.from_dict(data, text="hi! what should I say to my boss?")
    assert again.acts == result.acts
    model_answer = {key: value for key, value in data.items() if key != "acts"}
    assert StatementAnalysis.from_dict(model_answer, text="hi! what should I say to my boss?").acts == result.acts


@pytest.mark.parametrize("bad", [{"act": "shouting"}, {"evidence": "x"}, "thanks", {"act": "thanks", "evidence": 3}])
def test_an_act_of_the_wrong_shape_is_refused(bad):
    with pytest.raises(ValueError):
        DialogueAct.from_dict(bad)
    with pytest.raises(ValueError):
        StatementAnalysis.from_dict({**analyze("hi", "en").to_dict(), "acts": [bad]})


def test_chinese_entries_count_only_on_word_boundaries():
    import re

    text = prepare("谢谢你们今天陪我练").text
    pattern = re.compile("谢谢你|谢谢")
    matches = [m.group() for m in on_words(pattern, text, boundaries(text))]
    assert matches == ["谢谢"]  # 谢谢你 would end inside 你们


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("yeah it is", "en"),
        ("yes definitely, let's try the landlord one", "en"),
        ("ok. is he scared of being left out?", "en"),
        ("也行 那就试试", "zh-hans"),
        ("可不是嘛 我也这么觉得", "zh-hans"),
    ],
)
def test_a_yes_with_an_echo_or_before_a_new_sentence_agrees(text, locale):
    assert "agree" in analyze(text, locale).act_names()


@pytest.mark.parametrize("text", ["我该去接娃了 回头聊", "快递到了 下了", "gtg 老板叫我"])
def test_going_off_to_something_else_leaves(text):
    assert "leave" in analyze(text, "zh-hans").act_names()


@pytest.mark.parametrize(
    "text", ["i cant do friday", "I'm not coming, dad", "can't right now, sorry", "I couldn't possibly."]
)
def test_saying_no_to_a_day_or_a_visit_refuses(text):
    assert "refuse_or_give_up" in analyze(text, "en").act_names()


def test_a_no_the_learner_asks_how_to_say_is_no_refusal():
    assert "refuse_or_give_up" not in analyze("how do i tell my boss i'm not coming to the offsite", "en").act_names()


@pytest.mark.parametrize(
    "text",
    ["这样说行不：你周五前能把钥匙还我吗？", "我这么说 她会不会觉得我在翻旧账", "要不你给我改改？", "教练教我呗"],
)
def test_a_chinese_check_on_ones_attempt_or_a_request_for_coaching_asks_the_coach(text):
    assert "ask_coach" in _acts(text, "zh")


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("quick one, anyone know when the clocks go back?", "en"),  # asking a crowd: not the practice
        ("whats everyones favourite takeaway", "en"),
        ("对了 你知道周末哪里有好吃的火锅吗", "zh"),  # 对了 opening a new subject
    ],
)
def test_a_question_to_a_crowd_or_by_the_way_is_off_topic(text, locale):
    assert "off_topic" in _acts(text, locale)


@pytest.mark.parametrize(("text", "locale"), [("你说对了", "zh"), ("对了", "zh")])
def test_right_said_alone_is_no_change_of_subject(text, locale):
    assert "off_topic" not in _acts(text, locale)


@pytest.mark.parametrize(
    "text",
    [
        "my landlord came round unannounced at 8am to 'check the smoke alarm'. the audacity",
        "the new manager moved everyone's desks overnight. ffs",
    ],
)
def test_someone_told_about_then_a_complaint_exclaimed_is_a_vent(text):
    assert "vent" in _acts(text, "en")


def test_a_story_told_to_someone_addressed_is_no_vent():
    assert "vent" not in _acts("you know my landlord came round at 8am? ffs, can you believe it", "en")


@pytest.mark.parametrize("text", ["我们班主任真的离谱 放假还要上网课", "咱们物业心寒 报修半个月没人来"])
def test_someone_of_ones_own_circle_with_a_complaint_is_a_vent(text):
    assert "vent" in _acts(text, "zh")


def test_praise_of_ones_own_circle_is_no_vent():
    assert "vent" not in _acts("我们老师今天表扬我了", "zh")
