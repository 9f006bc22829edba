"""The practice page as a learner reads it: plain words, one statement with its score, a "Use this" answer."""

import json
import re
from html import unescape

import pytest
from django.test import Client
from django.utils.text import capfirst

from nvcpractice.nvc import analyze
from nvcpractice.nvc.wording import advice_text, label_text, leaks_machine_label
from nvcpractice.practice import services as practice_services
from nvcpractice.practice.models import Message
from nvcpractice.web import labels

pytestmark = pytest.mark.django_db


def visible_text(html: str) -> str:
    """What a reader sees in the page's main part (the header's language menu names 简体中文 in any language), without
    scripts (the JSON data for the page's script) and tags."""
    html = html.split("<main", 1)[-1].split("</main>", 1)[0]
    html = re.sub(r"<script\b.*?</script>", " ", html, flags=re.S)
    html = re.sub(r"<[^>]+>", " ", html)
    return re.sub(r"\s+", " ", unescape(html))


def _client(make_user, locale="en"):
    user = make_user(username=f"learner-{locale}", locale=locale)
    client = Client()
    client.force_login(user)
    return user, client


def _try(session, n, text, locale, step, *, practice=None, reply=""):
    """One stored try: the learner's text, the evaluation tool result with its practice payload, the reply."""
    add = practice_services.message_append
    add(session=session, role=Message.Role.USER, content=text)
    call_id = f"c{n}"
    add(session=session, role=Message.Role.ASSISTANT, content="", tool_calls=[{"id": call_id, "type": "function"}])
    analysis = analyze(text, locale).to_dict()
    label = analysis["components"][step]["label"]
    payload = {
        "ok": True,
        "data": analysis,
        "practice": {"step": step, "accepted": label == step, "label": label, **(practice or {})},
    }
    content = json.dumps(payload, ensure_ascii=False)
    add(session=session, role=Message.Role.TOOL, content=content, tool_call_id=call_id, name="evaluate_nvc")
    add(session=session, role=Message.Role.ASSISTANT, content=reply or "…")


def test_label_names_come_from_the_one_mapping():
    for locale in ("en", "zh-hans"):
        names = labels.label_names(locale)
        assert names["feeling"]["thought"] == label_text("feeling", "thought", locale)
        assert names["request"]["absent"] == label_text("request", "absent", locale)


@pytest.mark.parametrize(
    ("locale", "text", "plain"),
    [
        ("en", "You always leave a mess.", "A judgement mixed into the description"),
        ("zh-hans", "你总是迟到", "一个评判"),
    ],
)
def test_a_failed_step_shows_its_verdict_in_plain_words_and_no_score(make_user, locale, text, plain):
    user, client = _client(make_user, locale)
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    _try(session, 1, text, locale, "observation", reply="Not quite yet.")
    page = visible_text(client.get(f"/practice/{session.pk}/").content.decode())
    assert plain in page
    assert not leaks_machine_label(page), page
    assert "/100" not in page  # a step is judged on its own part, not scored as a whole statement


def test_the_final_statement_shows_once_with_its_score(make_user):
    user, client = _client(make_user)
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    statement = "When I saw two cups on the sofa, I felt tense, because I need order. Would you move them tonight?"
    practice = {"next_step": "done", "statement": statement, "score": 100}
    reply = f"✓ That is a clear request.\n\n> {statement}\n\nScore: 100/100."
    _try(session, 1, "Would you be willing to move them tonight?", "en", "request", practice=practice, reply=reply)
    page = visible_text(client.get(f"/practice/{session.pk}/").content.decode())
    assert page.count("two cups on the sofa") == 1
    assert "Score: 100/100" in page
    assert "25/100" not in page


def test_a_ready_made_answer_gets_a_use_this_button_from_the_third_try(make_user):
    user, client = _client(make_user)
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    practice_services.session_advance_step(session=session, answer="When you left at noon")  # now at the feeling
    _try(session, 1, "I feel like you ignore me", "en", "feeling", reply="First.")
    _try(session, 2, "I feel that you don't care", "en", "feeling", reply="Second.\n\n> I felt sad")
    html = client.get(f"/practice/{session.pk}/").content.decode()
    assert "use-answer" not in html  # a worked example is not offered as an answer
    _try(
        session, 3, "You are rude", "en", "feeling", reply="Here is one:\n\n> I felt worried and sad\n\nReply use this."
    )
    html = client.get(f"/practice/{session.pk}/").content.decode()
    assert html.count('class="button small secondary use-answer"') == 1
    assert 'data-answer="I felt worried and sad"' in html
    # the payload's own ready-made answer wins over the quoted line
    _try(session, 4, "Whatever", "en", "feeling", practice={"attempt": 4, "model_answer": "I felt tense"}, reply="> x")
    html = client.get(f"/practice/{session.pk}/").content.decode()
    assert html.count("use-answer") == 1 and 'data-answer="I felt tense"' in html
    # the end of a live turn is this same rendering (one renderer)
    fragment = client.get(f"/practice/{session.pk}/transcript/").content.decode()
    assert fragment.count("use-answer") == 1 and 'data-answer="I felt tense"' in fragment


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_history_and_a_reopened_session_show_no_machine_label(make_user, locale):
    user, client = _client(make_user, locale)
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    text = {"en": "I feel like you never care", "zh-hans": "我觉得你根本不在乎"}[locale]
    practice_services.session_advance_step(session=session, answer="When you left at noon")
    for n in range(1, 4):
        _try(session, n, text, locale, "feeling", reply="…")
    practice_services.session_create(user_id=user.pk, mode="free_dialog")
    for url in ("/history/", f"/practice/{session.pk}/"):
        page = visible_text(client.get(url).content.decode())
        assert not leaks_machine_label(page), page
    page = visible_text(client.get(f"/practice/{session.pk}/").content.decode())
    assert capfirst(label_text("feeling", "thought", locale)) in page


@pytest.mark.parametrize(
    ("written", "text", "shown"),
    [("en", "You always leave a mess.", "zh-hans"), ("zh-hans", "你总是把厨房弄得乱七八糟", "en")],
)
def test_cards_follow_the_page_language_after_a_switch(make_user, written, text, shown):
    # the fault as reported: after switching to Chinese, earlier cards kept their English explanations
    user, client = _client(make_user, written)
    session = practice_services.session_create(user_id=user.pk, mode="free_dialog")
    _try(session, 1, text, written, "observation", reply="…")
    stored = analyze(text, written).components["observation"].suggestion
    assert stored in visible_text(client.get(f"/practice/{session.pk}/").content.decode())
    client.post("/i18n/setlang/", {"language": shown, "next": "/"})
    for url in (f"/practice/{session.pk}/", f"/practice/{session.pk}/transcript/"):
        html = client.get(url).content.decode()
        page = visible_text(html) if "<main" in html else visible_text(f"<main>{html}</main>")
        assert stored not in page
        for component in ("observation", "feeling", "need", "request"):
            label = analyze(text, written).components[component].label
            assert advice_text(component, label, shown) in page
            assert capfirst(label_text(component, label, shown)) in page
