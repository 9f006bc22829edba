"""The practice page shows where to find help, in the page's language, open once a session is flagged."""

import pytest

from nvcpractice.practice import services
from scenes.safety import DEFAULT_RESOURCES

pytestmark = pytest.mark.django_db


def card_tag(page: str) -> str:
    """The attributes of the help card's opening tag."""
    return page.split('id="safety-card"', 1)[1].split(">", 1)[0]


def test_practice_page_shows_the_resources(client, user):
    client.force_login(user)
    session = services.session_create(user_id=user.pk, mode="structured")
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert DEFAULT_RESOURCES["en"] in page
    assert "open" not in card_tag(page)
    services.session_flag_safety(session=session)
    assert "open" in card_tag(client.get(f"/practice/{session.pk}/").content.decode())


def test_resources_follow_the_page_language_and_the_setting(client, make_user, settings):
    lin = make_user(username="lin", locale="zh-hans")
    client.force_login(lin)
    session = services.session_create(user_id=lin.pk, mode="free_dialog")
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert DEFAULT_RESOURCES["zh-hans"] in page
    assert "现在感觉不安全" in page
    settings.NVC_SAFETY_RESOURCES = {"zh-hans": "示例热线：000。"}
    assert "示例热线：000。" in client.get(f"/practice/{session.pk}/").content.decode()
