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


def test_the_care_bar_pauses_the_page_until_the_learner_goes_back(client, user):
    client.force_login(user)
    session = services.session_create(user_id=user.pk, mode="structured")
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert 'id="care-bar" hidden' in page and "back-to-practice-button" not in page
    services.session_care_enter(session=session, level="check_in", concern="violence")
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert "Practice is paused while we check in with you." in page and "back-to-practice-button" in page
    assert 'id="step-hint" hidden' in page
    assert client.get(f"/practice/{session.pk}/back/").status_code == 405
    response = client.post(f"/practice/{session.pk}/back/")
    assert response.status_code == 302 and response["Location"] == f"/practice/{session.pk}/"
    session.refresh_from_db()
    assert session.care == ""
    transcript = client.get(f"/practice/{session.pk}/transcript/").content.decode()
    assert 'data-kind="care"' in transcript and "observation" in transcript


def test_the_care_bar_speaks_chinese_and_the_back_button_answers_the_script(client, make_user):
    lin = make_user(username="mei", locale="zh-hans")
    client.force_login(lin)
    session = services.session_create(user_id=lin.pk, mode="free_dialog")
    services.session_care_enter(session=session, level="crisis", concern="self_harm")
    client.post("/i18n/setlang/", {"language": "zh-hans"})
    page = client.get(f"/practice/{session.pk}/").content.decode()
    assert "练习已暂停。你的安全最重要。" in page and "回到练习" in page
    response = client.post(f"/practice/{session.pk}/back/", HTTP_ACCEPT="application/json")
    assert response.json() == {"id": session.pk, "care": None}


def test_another_learners_session_cannot_be_sent_back(client, user, other_user):
    session = services.session_create(user_id=other_user.pk, mode="free_dialog")
    services.session_care_enter(session=session, level="crisis", concern="violence")
    client.force_login(user)
    assert client.post(f"/practice/{session.pk}/back/").status_code == 404
    session.refresh_from_db()
    assert session.care == "crisis"
