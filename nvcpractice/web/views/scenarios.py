"""Scenario pages: browse and search, read one, practise it, and propose a generated one (with progress)."""

from __future__ import annotations

import logging

from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from nvcpractice.core.throttling import model_call_wait
from nvcpractice.locales import to_locale
from nvcpractice.practice import services as practice_services
from nvcpractice.scenarios import selectors, tasks
from nvcpractice.scenarios.models import Scenario
from nvcpractice.web.forms import ScenarioFilterForm, ScenarioProposeForm

logger = logging.getLogger(__name__)
LIST_LIMIT = 60


@login_required
@require_GET
def scenario_list(request):
    language = to_locale(get_language())
    form = ScenarioFilterForm(request.GET or None, initial={"locale": language})
    scenarios: list[Scenario] = []
    if not request.GET:  # first visit: scenarios in the language of the pages (the filter shows it, and can widen it)
        scenarios = selectors.scenario_search(user_id=request.user.pk, locale=language, limit=LIST_LIMIT)
    elif form.is_valid():
        data = form.cleaned_data
        scenarios = selectors.scenario_search(
            user_id=request.user.pk,
            query=data["q"],
            difficulty=data["difficulty"],
            locale=data["locale"] or None,
            tags=data["tags"] or None,
            limit=LIST_LIMIT,
        )
    mine = (
        selectors.scenarios_visible_to(user_id=request.user.pk)
        .filter(created_by_id=request.user.pk, source=Scenario.Source.GENERATED)
        .order_by("-created_at")[:10]
    )
    context = {
        "form": form,
        "scenarios": scenarios,
        "mine": mine,
        "filtered": bool(request.GET),
        "propose_form": ScenarioProposeForm(initial={"locale": to_locale(get_language())}),
    }
    return render(request, "web/scenario_list.html", context)


def _visible_or_404(request, pk: int) -> Scenario:
    try:
        return selectors.scenario_get_visible(user_id=request.user.pk, scenario_id=pk)
    except Scenario.DoesNotExist:
        raise Http404 from None


@login_required
@require_GET
def scenario_detail(request, pk: int):
    scenario = _visible_or_404(request, pk)
    return render(
        request,
        "web/scenario_detail.html",
        {"scenario": scenario, "mine": scenario.created_by_id == request.user.pk},
    )


@login_required
@require_POST
def scenario_practise(request, pk: int):
    scenario = _visible_or_404(request, pk)
    try:
        session = practice_services.session_create(user_id=request.user.pk, mode="scenario", scenario_id=scenario.pk)
    except Scenario.DoesNotExist:
        raise Http404 from None
    return redirect("web:practice-session", pk=session.pk)


@login_required
@require_http_methods(["GET", "POST"])
def scenario_propose(request):
    form = ScenarioProposeForm(request.POST or None, initial={"locale": to_locale(get_language())})
    wait = model_call_wait(user_id=request.user.pk) if request.method == "POST" and form.is_valid() else None
    if wait is not None:
        form.add_error(None, _("You asked for many scenarios recently. Please try again in a little while."))
    elif request.method == "POST" and form.is_valid():
        try:
            task_id = tasks.generation_start(user_id=request.user.pk, **form.cleaned_data)
        except Exception:  # the broker is down, or an eager run failed: tell the person, never a 500
            logger.exception("could not start scenario generation")
            form.add_error(None, _("We could not start writing your scenario. Please try again in a moment."))
        else:
            return redirect("web:scenario-proposal", task_id=task_id)
    return render(request, "web/scenario_propose.html", {"form": form})


@login_required
@require_GET
def scenario_proposal(request, task_id: str):
    if tasks.generation_status(user_id=request.user.pk, task_id=task_id) is None:
        raise Http404
    return render(
        request,
        "web/scenario_proposal.html",
        {"status_url": reverse("web:scenario-proposal-status", args=[task_id])},
    )


@login_required
@require_GET
@never_cache
def scenario_proposal_status(request, task_id: str):
    status = tasks.generation_status(user_id=request.user.pk, task_id=task_id)
    if status is None:
        return JsonResponse({"error": "not found"}, status=404)
    body = {"state": status.get("state", "pending")}
    if body["state"] == "done" and status.get("scenario_id"):
        body["url"] = reverse("web:scenario-detail", args=[status["scenario_id"]])
        body["message"] = _("Your scenario is ready. It is pending review; you can practise it already.")
    elif body["state"] == "failed":
        body["message"] = status.get("error") or _("Writing the scenario failed. Please try again.")
    else:
        body["message"] = _("Writing your scenario…") if body["state"] == "running" else _("Waiting to start…")
    return JsonResponse(body)
