"""Browser tests with a model configured (the fake OpenAI server): the learner reads the model's reply as it streams,
in their own language, and the server's event loop, not the turn's thread, talks to the model."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nvcpractice.nvc.wording import leaks_machine_label
from tests.fake_openai import Reply
from tests.llm.loops import connecting_threads, port_of

from .test_browser import COUNT_UPDATES, send, start_session

pytestmark = pytest.mark.browser

REPLIES = {
    "en": (
        "How do I tell my flatmate the noise bothers me?",
        "It sounds like you'd like your evenings to be quieter. What did you hear, and when?",
    ),
    "zh-hans": (
        "室友晚上太吵，我该怎么跟他说？",
        "听起来你很想晚上能安静地休息。先说说你具体听到了什么、是几点钟？",
    ),
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_the_models_reply_streams_into_the_page_in_the_learners_language(web, learner, fake_model, locale):
    question, answer = REPLIES[locale]
    fake_model.script(Reply(content=answer, chunk_size=4, interval=0.03))
    page = web.login(learner(username=f"model-{locale}", locale=locale))
    page.add_init_script(COUNT_UPDATES)
    start_session(page, "free_dialog")
    with connecting_threads() as connects:
        send(page, question)
    reply = page.locator(".bubble.assistant.complete").last
    expect(reply).to_contain_text(answer)
    assert page.evaluate("window.__assistantUpdates") > 2, "the reply did not stream in"
    assert not leaks_machine_label(page.locator("#transcript").inner_text())
    to_model = [name for name, to in connects if to == port_of(fake_model.base_url)]
    assert to_model == ["uvicorn-test"]  # the server's loop, not a turn thread
    web.screenshot(f"practice-with-model-{locale}")
