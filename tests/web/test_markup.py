"""Issue 25, item 2: what a coach bubble shows costs what its length costs, never raises, and never becomes a
link or a tag nobody chose: on adversarial Markdown (a property test) and on the practice page itself."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nvcpractice.practice import services as practice_services
from nvcpractice.web.markup import MAX_CHARS, render_markdown

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
    started = time.process_time()
    for _ in range(3):
        render_markdown(text)
    return time.process_time() - started


@pytest.mark.parametrize("shape", sorted(ADVERSARIAL))
def test_rendering_grows_linearly_up_to_the_cap_in_cpu_time(shape):
    build = ADVERSARIAL[shape]
    small, large = _cpu(build(MAX_CHARS // 16)), _cpu(build(MAX_CHARS))
    assert large < small * 16 * 3 + 0.05, (shape, small, large)


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
