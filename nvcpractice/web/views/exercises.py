"""Start the exercise a suggestion names ("Practise now — Work on your Request") in one POST.

A weak component opens a four-step practice that starts at that component, or, with ``mode=scenario``, a role-play
of a scenario chosen for it (in the page's language, one the learner has not practised yet when there is one).
"""

from __future__ import annotations

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.utils.translation import get_language
from django.views.decorators.http import require_POST

from nvcpractice.locales import to_locale
from nvcpractice.nvc import COMPONENTS
from nvcpractice.practice import selectors as practice_selectors
from nvcpractice.practice import services as practice_services
from nvcpractice.practice.models import Mode
from nvcpractice.scenarios import selectors as scenario_selectors


class ExerciseStartForm(forms.Form):
    mode = forms.ChoiceField(choices=[(Mode.STRUCTURED, Mode.STRUCTURED), (Mode.SCENARIO, Mode.SCENARIO)])
    focus = forms.ChoiceField(choices=[(component, component) for component in COMPONENTS])


@login_required
@require_POST
def practice_start(request):
    form = ExerciseStartForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("mode and focus are required")
    user_id = request.user.pk
    if form.cleaned_data["mode"] == Mode.SCENARIO:
        practised = practice_selectors.sessions_of(user_id=user_id).exclude(scenario=None)
        scenario = scenario_selectors.scenario_for_practice(
            user_id=user_id,
            locale=to_locale(get_language()),
            avoid_ids=list(practised.values_list("scenario_id", flat=True)),
        )
        if scenario is not None:
            session = practice_services.session_create(user_id=user_id, mode=Mode.SCENARIO, scenario_id=scenario.pk)
            return redirect("web:practice-session", pk=session.pk)
    session = practice_services.session_create_at_step(user_id=user_id, step=form.cleaned_data["focus"])
    return redirect("web:practice-session", pk=session.pk)
