"""Issue 25, item 2: what a coach bubble shows costs what its length costs, never raises, and never becomes a
link or a tag nobody chose: on adversarial Markdown (a property test) and on the practice page itself."""

from __future__ import annotations

import html as html_module
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nvcpractice.llm.markdown_literal import markdown_literal
from nvcpractice.llm.offline.answer_phrases import say_answer
from nvcpractice.practice import services as practice_services
from nvcpractice.web.markup import MAX_CHARS, render_markdown
from tests.cpu import fastest_cpu_seconds

PIECES = st.sampled_from(
    [
        "`",
        "```",
        "*",
        "**",
        "_",
        "[",
        "]",
        "(",
        ")",
        "](",
        "1. ",
        "- ",
        "> ",
        "\n",
        "\n\n",
        "    ",
        "<",
        ">",
        "&",
        "#",
        "\\",
        "!",
        "a",
        " ",
        "http://x.test",
        "<script>",
        "|",
        "~~",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(PIECES, max_size=600))
def test_adversarial_markdown_renders_as_safe_html(pieces):
    html = render_markdown("".join(pieces))
    assert "<script" not in html and "<a" not in html and "href" not in html and "<img" not in html


ADVERSARIAL = {
    "a run of backticks": lambda n: "`" * n,
    "a list nested on one line": lambda n: "1. " * (n // 3),
    "quotes nested": lambda n: "> " * (n // 2),
    "open brackets": lambda n: "[" * n,
    "emphasis runs": lambda n: "*_`[" * (n // 4),
    "link openers": lambda n: "[a](" * (n // 4),
}


def _cpu(text: str) -> float:
    return fastest_cpu_seconds(lambda: render_markdown(text))


@pytest.mark.parametrize("shape", sorted(ADVERSARIAL))
def test_rendering_grows_linearly_up_to_the_cap_in_cpu_time(shape):
    build = ADVERSARIAL[shape]
    small, large = _cpu(build(MAX_CHARS // 16)), _cpu(build(MAX_CHARS))
    assert large < small * 16 * 3 + 0.02, (shape, small, large)


@pytest.mark.django_db
def test_the_practice_page_shows_hostile_replies_as_text(client, user):
    session = practice_services.session_create(user_id=user.pk, mode="free_dialog")
    session.messages.create(role="user", content="hello")
    for content in (
        "`" * 4000,
        "1. " * 800,
        "[verify your account](https://evil.test/login)",
        "<img src=x onerror=alert(1)>",
    ):
        session.messages.create(role="assistant", content=content)
    client.force_login(user)
    page = client.get(f"/practice/{session.pk}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "evil.test" in html and 'href="https://evil.test' not in html  # shown, never a link
    assert "<img src=x" not in html and "&lt;img src=x" in html


TEXT_PIECES = st.sampled_from(
    ["`", "```", "*", "**", "_", "__", "a_b", "[", "](", "1. ", "2) ", "- ", "+ ", "> ", "# ", "=", "~~~", "&copy;",
     "&#42;", "&", "\\", "\\*", "<b>", "x", " ", "\n", "    ", "---", "你好", "I feel sad"]
)  # fmt: skip


def _shown(html: str) -> str:
    text = re.sub(r"<br\s*/?>", "\n", html)
    assert re.fullmatch(r"(?:[^<]|</?p>)*", text), html  # paragraphs and breaks only: nothing became formatting
    return " ".join(html_module.unescape(re.sub(r"</?p>", "\n", text)).split())


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(TEXT_PIECES, max_size=40))
def test_a_learners_words_put_into_a_coach_phrase_are_shown_as_written(pieces):
    words = "".join(pieces)
    html = render_markdown("You said: " + markdown_literal(words))
    assert _shown(html) == " ".join(("You said: " + words).split())


def test_a_wiki_entry_in_the_coachs_sentence_keeps_the_coachs_bold_and_only_that():
    line = say_answer("en", "wiki_line", title="Use `pause` *first*", text="1. breathe **then** talk")
    html = render_markdown(line)
    assert html.count("<strong>") == 1 and "<em>" not in html and "<code>" not in html and "<ol>" not in html
    assert "Use `pause` *first*" in html and "1. breathe **then** talk" in html
