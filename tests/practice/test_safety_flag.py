"""The session's safety flag: set by a service, shown and filtered in the admin, with nothing of the message."""

import pytest

from nvcpractice.practice import services
from nvcpractice.practice.models import Message, PracticeSession

pytestmark = pytest.mark.django_db

SECRET = "a message that only the transcript may hold"


@pytest.fixture
def sessions(user):
    flagged = PracticeSession.objects.create(user=user, mode="scenario")
    Message.objects.create(session=flagged, role="user", content=SECRET)
    calm = PracticeSession.objects.create(user=user, mode="structured")
    services.session_flag_safety(session=flagged)
    return flagged, calm


def change_url(session):
    return f"/admin/practice/practicesession/{session.pk}/change/"


def test_flag_records_when_and_nothing_else(sessions):
    flagged, calm = sessions
    flagged.refresh_from_db()
    calm.refresh_from_db()
    assert flagged.safety_flagged_at is not None and calm.safety_flagged_at is None
    assert SECRET not in str(flagged.state)
    first = flagged.safety_flagged_at
    services.session_flag_safety(session=flagged)
    flagged.refresh_from_db()
    assert flagged.safety_flagged_at >= first


def test_change_list_shows_the_flag_and_filters_by_it(staff_client, sessions):
    flagged, calm = sessions
    page = staff_client.get("/admin/practice/practicesession/").content.decode()
    assert "safety concern" in page.lower()
    assert 'alt="True"' in page and 'alt="False"' in page
    assert "?safety=yes" in page and "?safety=no" in page
    assert SECRET not in page
    only_flagged = staff_client.get("/admin/practice/practicesession/?safety=yes").content.decode()
    assert change_url(flagged) in only_flagged and change_url(calm) not in only_flagged
    only_calm = staff_client.get("/admin/practice/practicesession/?safety=no").content.decode()
    assert change_url(calm) in only_calm and change_url(flagged) not in only_calm


def test_session_page_shows_the_time_read_only(staff_client, sessions):
    flagged, _ = sessions
    page = staff_client.get(change_url(flagged)).content.decode()
    assert "Safety concern raised" in page
    assert 'name="safety_flagged_at"' not in page
    assert page.count(SECRET) == 1  # the session's own transcript, once
