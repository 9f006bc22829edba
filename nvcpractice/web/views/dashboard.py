"""The dashboard: progress per component over time, a radar of the four components, how the four-step practice's
answers went (share accepted, tries until accepted) and sessions by mode."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from nvcpractice.dashboard.selectors import PERIODS, dashboard_summary
from nvcpractice.locales import to_locale
from nvcpractice.nvc import COMPONENTS
from nvcpractice.practice.models import Mode
from nvcpractice.web import labels

#: Which mode practises a weak component best.
EXERCISE_MODE = {
    "observation": Mode.STRUCTURED,
    "feeling": Mode.STRUCTURED,
    "need": Mode.STRUCTURED,
    "request": Mode.SCENARIO,
}


def period_choices() -> list[tuple[str, str]]:
    names = {
        "week": _("Last 7 days"),
        "month": _("Last 30 days"),
        "quarter": _("Last 90 days"),
        "year": _("Last year"),
        "all": _("All time"),
    }
    return [(key, names[key]) for key in PERIODS]


@login_required
@require_GET
def dashboard(request):
    period = request.GET.get("period", "month")
    if period not in PERIODS:
        period = "month"
    summary = dashboard_summary(user_id=request.user.pk, period=period, locale=to_locale(get_language()))
    names = labels.component_names()
    step_names = {**names, "empathy": _("Empathy guess")}
    # the guesses of "hear the other person" get their own row once there are any
    rows = [*COMPONENTS, "empathy"] if summary["steps"]["empathy"]["attempts"] else list(COMPONENTS)
    mode_names = dict(Mode.choices)
    chart_data = {
        "components": [{"key": c, "name": str(names[c])} for c in COMPONENTS],
        "trend": summary["trend"],
        "averages": summary["component_averages"],
        "modes": [
            {"key": mode, "name": str(mode_names[mode]), "count": count}
            for mode, count in summary["sessions"]["by_mode"].items()
        ],
        "steps": [{"key": c, "name": str(step_names[c]), "pass_rate": summary["steps"][c]["pass_rate"]} for c in rows],
        "text": {
            "score": _("Score (0–100)"),
            "average": _("Average"),
            "sessions": _("Sessions"),
            "pass_rate": _("Answers accepted (%)"),
        },
    }
    weakest = summary["weakest_component"]
    context = {
        "summary": summary,
        "period": period,
        "periods": period_choices(),
        "has_evaluations": bool(summary["evaluations"]["count"]),
        "has_sessions": bool(summary["sessions"]["total"]),
        "weakest": weakest,
        "weakest_name": names.get(weakest) if weakest else None,
        "exercise_mode": EXERCISE_MODE.get(weakest, Mode.STRUCTURED),
        "averages": [{"key": c, "name": names[c], "value": summary["component_averages"][c]} for c in COMPONENTS],
        "steps": [{"key": c, "name": step_names[c], **summary["steps"][c]} for c in rows],
        "has_steps": any(summary["steps"][c]["attempts"] for c in COMPONENTS),
        "chart_data": chart_data,
    }
    return render(request, "web/dashboard.html", context)
