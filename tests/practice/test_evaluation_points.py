"""``Evaluation.<component>_points`` are computed by PostgreSQL from the labels, on insert and on update alike."""

import pytest

from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.result import LABEL_POINTS
from nvcpractice.practice.models import Evaluation

pytestmark = pytest.mark.django_db


def test_every_label_gives_its_points_times_four_and_follows_an_update(user):
    for component in COMPONENTS:
        for label, points in LABEL_POINTS[component].items():
            labels = {c: "absent" for c in COMPONENTS} | {component: label}
            row = Evaluation.objects.create(user=user, text="x", locale="en", score=points, **labels)
            assert getattr(row, f"{component}_points") == 4 * points, (component, label)
            Evaluation.objects.filter(pk=row.pk).update(**{component: "absent"})
            row.refresh_from_db()
            assert getattr(row, f"{component}_points") == 0
    assert set(Evaluation.objects.values_list("observation_points", flat=True)) == {0}
