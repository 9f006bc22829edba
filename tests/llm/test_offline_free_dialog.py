"""The offline coach's free dialogue, turn by turn, without the server: intents, follow-ups, briefs and phrases."""

import json

import pytest

from nvcpractice.llm.context import context_line
from nvcpractice.llm.offline import intents
from nvcpractice.llm.offline.answer_phrases import ANSWER_PHRASES
from nvcpractice.llm.offline.conversation import read_turn
from nvcpractice.llm.offline.free_dialog import brief, free_dialog_turn, sentences
from nvcpractice.nvc.wording import leaks_machine_label

FREE_TOOLS = ["rag_search", "wiki_search", "wiki_write", "profile_query", "dashboard_query"]
CARD = {
    "concept": "hearing-no",
    "title": "Hearing no",
    "answer": "A no is a yes to another need.",
    "example": "“You'd rather rest tonight — shall we pick another day?”",
    "why": "Hearing the yes behind the no keeps you connected.",
    "source": "NVC Practice handbook: Saying and hearing no",
    "source_title": "Hearing no",
    "source_text": "When someone says no, they say yes to a need. Get curious about it. Then look for another way.",
    "score": 0.4,
    "confident": True,
}


def tools(names):
    return [{"type": "function", "function": {"name": name, "parameters": {}}} for name in names]


def conversation(*items, locale="en"):
    """Messages of a free-dialogue history: ``items`` are user texts, ``("assistant", text)`` or a rag payload."""
    messages = [{"role": "system", "content": context_line({"mode": "free_dialog", "locale": locale})}]
    for index, item in enumerate(items):
        if isinstance(item, dict):
            call = {"id": f"c{index}", "type": "function", "function": {"name": "rag_search", "arguments": "{}"}}
            messages.append({"role": "assistant", "content": "", "tool_calls": [call]})
            messages.append({"role": "tool", "tool_call_id": f"c{index}", "content": json.dumps(item)})
        elif isinstance(item, tuple):
            messages.append({"role": item[0], "content": item[1]})
        else:
            messages.append({"role": "user", "content": item})
    return messages


def turn(messages, offered=FREE_TOOLS):
    return free_dialog_turn(read_turn(messages, tools(offered)), compose_results=lambda view: "composed")


def test_a_question_looks_up_the_handbook_and_a_greeting_does_not():
    question = turn(conversation("How do I hear a no?"))
    assert [name for name, _ in question.calls] == ["rag_search", "wiki_search"]
    assert turn(conversation("hello")).calls == []
    assert turn(conversation("How do I hear a no?"), offered=["dashboard_query"]).calls == []


def test_a_confident_card_is_the_reply_with_its_link():
    messages = conversation("How do I hear a no?", {"ok": True, "data": {"answers": [CARD], "results": []}})
    reply = turn(messages).text
    assert CARD["answer"] in reply and "Read more" in reply and CARD["source"] in reply


def test_follow_ups_reuse_the_card_from_the_history():
    payload = {"ok": True, "data": {"answers": [CARD], "results": []}}
    history = ["How do I hear a no?", payload, ("assistant", f"**Hearing no** — {CARD['answer']}")]
    why = turn(conversation(*history, "why?"))
    assert why.calls == [] and CARD["why"] in why.text
    history += ["why?", ("assistant", why.text)]
    example = turn(conversation(*history, "give me an example")).text
    assert CARD["example"] in example
    more = turn(conversation(*history, "give me an example", ("assistant", example), "tell me more")).text
    assert "Get curious about it." in more and CARD["example"] not in more


def test_a_sentence_to_say_the_nvc_way_needs_no_tool():
    reply = turn(conversation("say this the NVC way: You never help me"))
    assert reply.calls == [] and "> The last time you didn't help me" in reply.text
    assert not leaks_machine_label(reply.text)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("say this the NVC way: You never listen to me!", "You never listen to me!"),
        ("Could you rephrase this in NVC: Get out of my room", "Get out of my room"),
        ("help me turn this into an NVC statement: You're useless", "You're useless"),
        ("帮我换成非暴力沟通的说法：你太自私了", "你太自私了"),
        ("请帮我改成非暴力沟通的表达：别烦我", "别烦我"),
        ("What is NVC?", None),
    ],
)
def test_rewrite_requests_are_recognised(text, target):
    assert intents.rewrite_target(text) == target


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("why?", "why"),
        ("How come?", "why"),
        ("为什么？", "why"),
        ("give me an example", "example"),
        ("another example please", "example"),
        ("说说看", "more"),
        ("再举个例子", "example"),
        ("tell me more", "more"),
        ("多说一点", "more"),
        ("Why do requests end with a question?", None),
    ],
)
def test_follow_ups_are_short_messages_only(text, kind):
    found = next(
        (
            k
            for k, p in (
                ("why", intents.FOLLOW_WHY),
                ("example", intents.FOLLOW_EXAMPLE),
                ("more", intents.FOLLOW_MORE),
            )
            if p.match(text)
        ),
        None,
    )
    assert found == kind


def test_goal_changes_and_quoted_questions_are_recognised():
    assert intents.GOALS_CHANGE.search("Please add to my goals that I want to practise requests")
    assert intents.goal_text("Please add to my goals that I want to practise requests") == "I want to practise requests"
    assert intents.goal_text("把多倾听加到我的目标里") == "多倾听"
    assert not intents.GOALS_CHANGE.search("What are my goals?")
    assert intents.quoted_classification("is 'I feel ignored' a feeling?") == ("I feel ignored", "feeling")
    assert intents.quoted_classification("“今晚你愿意洗碗吗？”算请求吗？") == ("今晚你愿意洗碗吗？", "request")
    assert intents.quoted_classification("What does 'empathy' mean?") is None


def test_a_brief_keeps_the_first_sentence_and_whole_quotations():
    text = (
        "Saying no is a yes to something else. For example: 'I can't come. I promised myself a rest.' "
        "Offer another time if you can. Naming your need keeps the door open. Rest matters too."
    )
    assert sentences(text, "en")[1] == "For example: 'I can't come. I promised myself a rest.'"
    short = brief(text, "why does rest matter", "en")
    assert short.startswith("Saying no is a yes") and "Rest matters too." in short
    assert len(sentences(short, "en")) == 3
    assert (
        brief("第一句。第二句“里面。还有”。第三句。第四句。", "", "zh-hans") == "第一句。第二句“里面。还有”。第三句。"
    )


def test_every_phrase_exists_in_both_languages_without_machine_labels():
    assert ANSWER_PHRASES["en"].keys() == ANSWER_PHRASES["zh-hans"].keys()
    for table in ANSWER_PHRASES.values():
        for text in table.values():
            assert not leaks_machine_label(text)


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_nothing_found_is_never_said_the_same_way_twice_in_a_row_of_three(locale):
    empty = {"ok": True, "data": {"answers": [], "results": []}}
    history: list = []
    replies = []
    for question in ("what is the capital of peru?", "any 15 minute dinner ideas?", "which phone should i buy?"):
        reply = turn(conversation(*history, question, empty, locale=locale)).text
        replies.append(reply)
        history += [question, empty, ("assistant", reply)]
    assert len(set(replies)) == 3
