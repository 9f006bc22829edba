"""Free dialogue with the offline coach answers the question asked (issue 13, item 4), through the API."""

import re

import pytest

from nvcpractice.knowledge.models import AnswerCard, KnowledgeChunk
from nvcpractice.nvc import COMPONENTS, analyze
from nvcpractice.nvc.lexicons import en_faux, zh_faux
from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.profiles.models import Profile

pytestmark = pytest.mark.django_db(transaction=True)


def reply_of(turn) -> str:
    text = turn["reply"]["content"]
    assert not leaks_machine_label(text), text
    assert "Here is what the NVC handbook says" not in text and "NVC 手册里是这样说的" not in text
    return text


def words(text: str) -> int:
    return len(re.findall(r"[A-Za-z']+", text))


def rewrite_in(text: str) -> str:
    quoted = [line[2:].strip() for line in text.splitlines() if line.startswith("> ")]
    assert quoted, text
    return quoted[-1]


def test_feelings_versus_thoughts_gets_a_short_answer_about_both(seeded, chat):
    chat.start("free_dialog")
    turn = chat.say("What's the difference between a feeling and a thought?")
    assert [call["name"] for call in turn["tool_calls"]][:1] == ["rag_search"]
    text = reply_of(turn)
    assert "feeling" in text.lower() and "thought" in text.lower()
    assert words(text) <= 150
    assert "handbook" in text.lower()  # the one handbook link


def test_feelings_versus_thoughts_in_chinese(seeded, chat):
    chat.start("free_dialog")
    text = reply_of(chat.say("感受和想法有什么区别？"))
    assert "感受" in text and "想法" in text
    assert "手册" in text
    assert len(re.findall(r"[\u4e00-\u9fff]", text)) <= 320


def test_is_i_feel_ignored_a_feeling_names_the_word_and_offers_real_feelings(seeded, chat):
    chat.start("free_dialog")
    text = reply_of(chat.say("is 'I feel ignored' a feeling?"))
    assert "“ignored”" in text
    feelings = en_faux.FAUX_FEELINGS["ignored"][0]
    assert sum(feeling in text for feeling in feelings) >= 2
    chat.start("free_dialog")
    text = reply_of(chat.say("“我觉得被忽视”算感受吗？"))
    assert "被忽视" in text
    assert sum(feeling in text for feeling in zh_faux.FAUX_AFTER_BEI["忽视"][0]) >= 2


@pytest.mark.parametrize(
    "message",
    [
        "say this the NVC way: You never listen to me!",
        "help me turn this into an NVC statement: Clean up your stuff right now or else.",
        "帮我换成非暴力沟通的说法：你从来不听我说话！",
        "帮我换成非暴力沟通的说法：我觉得被忽视了，你整晚都在玩手机",
    ],
)
def test_say_this_the_nvc_way_evaluates_and_rewrites_so_the_evaluator_accepts_it(seeded, chat, message):
    chat.start("free_dialog")
    turn = chat.say(message)
    assert turn["tool_calls"] == []
    text = reply_of(turn)
    rewrite = rewrite_in(text)
    assert analyze(rewrite).labels() == {c: c for c in COMPONENTS}, rewrite


def test_a_shared_sentence_is_evaluated_in_plain_words(seeded, chat):
    chat.start("free_dialog")
    text = reply_of(chat.say("You always leave your dirty cups in the living room."))
    assert "a judgement mixed into the description" in text
    assert "“always”" in text
    assert analyze(rewrite_in(text)).labels() == {c: c for c in COMPONENTS}


def test_follow_ups_continue_the_previous_topic(seeded, chat):
    card = AnswerCard.objects.get(concept="needs-vs-strategies", locale="en")
    chat.start("free_dialog")
    first = reply_of(chat.say("How is a need different from a strategy?"))
    assert card.answer in first
    why = chat.say("why?")
    assert why["tool_calls"] == []
    assert card.why in reply_of(why)
    assert card.example in reply_of(chat.say("give me an example"))
    more = reply_of(chat.say("tell me more"))
    assert card.example not in more and "handbook" in more.lower()


def test_follow_ups_in_chinese(seeded, chat):
    card = AnswerCard.objects.get(concept="requests-vs-demands", locale="zh-hans")
    chat.start("free_dialog")
    assert card.answer in reply_of(chat.say("请求和命令有什么区别？"))
    assert card.why in reply_of(chat.say("为什么？"))
    assert card.example in reply_of(chat.say("再举个例子"))


def test_a_follow_up_with_no_topic_asks_for_one(seeded, chat):
    chat.start("free_dialog")
    turn = chat.say("why?")
    assert turn["tool_calls"] == []
    assert "which topic" in reply_of(turn)


def test_a_goals_request_points_to_where_goals_change(seeded, chat, user):
    chat.start("free_dialog")
    turn = chat.say("Please add to my goals that I want to practise requests")
    assert turn["tool_calls"] == []
    text = reply_of(turn)
    assert "/profile/" in text and "four-step" in text and "“I want to practise requests”" in text
    assert Profile.objects.get(user=user).goals == ""
    zh = reply_of(chat.say("把练习请求加到我的目标里"))
    assert "/profile/" in zh and "四步练习" in zh and "“练习请求”" in zh
    reading = chat.say("What are my goals?")
    assert [call["name"] for call in reading["tool_calls"]] == ["profile_query"]


def test_below_the_threshold_the_coach_says_so_and_points_to_the_page_without_pasting_it(seeded, chat):
    chat.start("free_dialog")
    turn = chat.say("Is it helpful to rehearse a tough conversation with a friend beforehand?")
    rag = next(call for call in turn["tool_calls"] if call["name"] == "rag_search")
    assert rag["arguments"]["locale"] == "en"
    text = reply_of(turn)
    assert "I don't have a good answer to that offline" in text and "What I can do" in text
    title = re.search(r"The handbook page “([^”]+)”", text).group(1)
    chunk = KnowledgeChunk.objects.filter(title=title).first()
    assert chunk is not None and chunk.text[:60] not in text  # named, not pasted


def test_an_unrelated_question_gets_no_handbook_passage(seeded, chat):
    chat.start("free_dialog")
    text = reply_of(chat.say("How do I bake sourdough bread?"))
    assert "outside what I can help with" in text  # a kind redirect, no handbook passage


def test_a_complete_statement_is_recognised_even_as_a_question(seeded, chat):
    chat.start("free_dialog")
    turn = chat.say(
        "When you left the gate open on Sunday, I felt anxious because I need safety. "
        "Would you be willing to check the latch when you come in?"
    )
    assert turn["tool_calls"] == []
    assert "All four parts are there" in reply_of(turn)


@pytest.mark.parametrize(
    "message",
    ["I told my flatmate 'You never buy toilet paper' — was that OK?", "我跟同事说“你总是把活推给我”，这样说对吗？"],
)
def test_a_quoted_sentence_the_learner_said_gets_evaluated_and_rewritten(seeded, chat, message):
    chat.start("free_dialog")
    text = reply_of(chat.say(message))
    assert ("“never”" in text) or ("总" in text)
    assert analyze(rewrite_in(text)).labels() == {c: c for c in COMPONENTS}


@pytest.mark.parametrize(
    "message",
    [
        "could you nvc this for me: my brother never returns anything he borrows",
        "帮我改成非暴力沟通的说法：我同事老是把活推给我",
    ],
)
def test_a_sentence_shared_after_a_colon_gets_a_rewrite(seeded, chat, message):
    chat.start("free_dialog")
    text = reply_of(chat.say(message))
    assert "\n> " in text  # the rewrite, on its own line


@pytest.mark.parametrize(
    ("first", "second"),
    [("thanks, that helps", "thank you so much"), ("ok bye for now", "gotta go, bye"), ("谢谢你", "谢谢啦")],
)
def test_thanks_and_goodbyes_get_a_word_back_never_the_same_twice(seeded, chat, first, second):
    chat.start("free_dialog")
    one, two = chat.say(first), chat.say(second)
    assert one["tool_calls"] == [] and two["tool_calls"] == []  # nothing to look up
    assert reply_of(one) != reply_of(two)


def test_words_the_learner_reports_saying_are_evaluated(seeded, chat):
    chat.start("free_dialog")
    text = reply_of(chat.say('I texted my flatmate "you never take the bins out" — how did that land, honestly?'))
    assert "\n> " in text


@pytest.mark.parametrize(
    ("sentence", "why"),
    [("My sister never calls me back", "Why?"), ("我同事老是迟到", "为什么？")],
)
def test_a_sentence_about_someone_is_rewritten_and_why_explains_the_rewrite(seeded, chat, sentence, why):
    chat.start("free_dialog")
    first = chat.say(sentence)
    assert first["tool_calls"] == [] and "\n> " in reply_of(first)
    explained = reply_of(chat.say(why))
    assert sentence in explained  # bound to what the learner shared, not "which topic?"


@pytest.mark.parametrize(
    "asked",
    [
        ("What's the difference between a need and a strategy?", "hmm, so a need and a strategy differ how?"),
        ("需要和策略有什么区别？", "所以需要和策略到底差在哪？"),
        ("Can you tell me tomorrow's weather forecast?", "And what about the weather on Sunday?"),
    ],
)
def test_asked_about_the_same_thing_again_the_coach_never_says_the_same_reply_twice(seeded, chat, asked):
    chat.start("free_dialog")
    replies = [reply_of(chat.say(text)) for text in (*asked, asked[0])]
    assert len(set(replies)) == len(replies), replies
