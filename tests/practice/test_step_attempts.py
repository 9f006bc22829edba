"""A step result's attempt number: 1 + the tries at its component since one was last accepted."""

import pytest

from nvcpractice.practice.services import empathy_result_record, session_create

pytestmark = pytest.mark.django_db


def test_attempts_count_from_the_last_accepted_try(user, django_assert_num_queries):
    session = session_create(user_id=user.pk, mode="structured")
    attempts = []
    for accepted in (False, False, True, False, True, True):
        with django_assert_num_queries(2):  # the tries read, the insert
            result = empathy_result_record(
                session=session, text="guess", label="x", accepted=accepted, locale="en", details={}, source="rules"
            )
        attempts.append(result.attempt)
    assert attempts == [1, 2, 3, 1, 2, 1]
