"""Practice pages: start a session in a mode, and the conversation page that streams the coach's reply."""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from nvcpractice.nvc import COMPONENTS, feelings_list, needs_list
from nvcpractice.practice import selectors, services
from nvcpractice.practice.models import Message, Mode, PendingAction, PracticeSession
from nvcpractice.profiles.services import profile_ensure
from nvcpractice.scenarios.models import Scenario
from nvcpractice.web import labels
from nvcpractice.web.forms import MessageForm, StartSessionForm
from scenes.hooks import AWAITING_CONFIRMATION

RECENT_SESSIONS = 6


def mode_cards() -> list[dict[str, str]]:
    return [
        {
            "mode": Mode.FREE_DIALOG,
            "title": _("Free dialogue"),
            "text": _("Ask anything about NVC. The coach looks things up in the handbook and the wiki."),
        },
        {
            "mode": Mode.SCENARIO,
            "title": _("Scenario role-play"),
            "text": _("Practise a difficult conversation: the coach plays the other person and reacts to you."),
        },
        {
            "mode": Mode.STRUCTURED,
            "title": _("Four-step practice"),
            "text": _("Build one statement step by step: observation, feeling, need, request."),
        },
    ]


@login_required
@require_http_methods(["GET", "POST"])
def practice_home(request):
    form = StartSessionForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        session = services.session_create(user_id=request.user.pk, mode=form.cleaned_data["mode"])
        return redirect("web:practice-session", pk=session.pk)
    recent = selectors.sessions_of(user_id=request.user.pk)[:RECENT_SESSIONS]
    return render(request, "web/practice_home.html", {"form": form, "modes": mode_cards(), "recent": recent})


def _evaluation_card(data: dict[str, Any], focus: str | None = None) -> dict[str, Any] | None:
    """An evaluation as cards per component; in the four-step practice, ``focus`` is the step it answered."""
    components = data.get("components") if isinstance(data, dict) else None
    if not isinstance(components, dict):
        return None
    names, label_names = labels.component_names(), labels.label_names()
    parts = []
    for component in COMPONENTS:
        item = components.get(component) or {}
        label = str(item.get("label", ""))
        parts.append(
            {
                "key": component,
                "name": names[component],
                "label": label,
                "label_name": label_names.get(label, label),
                "ideal": labels.is_ideal(component, label),
                "evidence": str(item.get("evidence") or ""),
                "suggestion": str(item.get("suggestion") or ""),
            }
        )
    focus = focus if focus in COMPONENTS else None
    return {
        "score": data.get("score"),
        "components": parts,
        "focus": next((part for part in parts if part["key"] == focus), None),
        "others": [part for part in parts if part["key"] != focus] if focus else parts,
    }


def _payload(message: Message) -> dict[str, Any]:
    try:
        payload = json.loads(message.content or "{}")
    except json.JSONDecodeError:
        return {"ok": False}
    return payload if isinstance(payload, dict) else {"ok": False}


def timeline(messages) -> list[dict[str, Any]]:
    """Stored messages as the page shows them: text bubbles and rows of tool chips (never raw tool JSON)."""
    items: list[dict[str, Any]] = []
    actions = labels.action_strings()
    for message in messages:
        if message.role == Message.Role.USER:
            items.append({"kind": "user", "text": message.content})
        elif message.role == Message.Role.ASSISTANT:
            if message.content.strip() and not (message.tool_calls and message.content.strip() == "…"):
                items.append({"kind": "assistant", "text": message.content})
        elif message.role == Message.Role.TOOL:
            payload = _payload(message)
            ok = bool(payload.get("ok"))
            if not items or items[-1]["kind"] != "tools":
                items.append({"kind": "tools", "chips": [], "evaluations": [], "statements": []})
            row = items[-1]
            data = payload.get("data") if isinstance(payload.get("data"), dict) else {}
            if ok and data.get("status") == AWAITING_CONFIRMATION:
                chip = {"name": message.name, "ok": True, "awaiting": True, "label": actions["awaiting"]}
            elif not ok and message.tool_call_id.startswith("confirmed_"):
                chip = {"name": message.name, "ok": False, "label": actions["not_made"]}
            else:
                chip = {"name": message.name, "ok": ok, "label": labels.tool_label(message.name, ok)}
            row["chips"].append(chip)
            practice = payload.get("practice") if isinstance(payload.get("practice"), dict) else {}
            if ok and message.name == "evaluate_nvc":
                card = _evaluation_card(payload.get("data") or {}, focus=practice.get("step"))
                if card:
                    row["evaluations"].append(card)
            if practice.get("statement"):
                row["statements"].append(practice["statement"])
    return items


def pending_action_cards(session: PracticeSession) -> list[dict[str, Any]]:
    """The changes the coach proposed in this session that still wait for the learner's decision."""
    services.pending_actions_expire()
    texts = labels.action_strings()
    cards = []
    for action in session.pending_actions.filter(status=PendingAction.Status.PENDING).order_by("id"):
        arguments = action.arguments if isinstance(action.arguments, dict) else {}
        cards.append(
            {
                "id": action.pk,
                "tool": action.tool,
                "title": texts["titles"].get(action.tool, texts["title_default"]),
                "changes": [
                    {
                        "name": texts["fields"].get(key, key),
                        "value": _shown(texts["locales"].get(value, value) if key == "locale" else value),
                    }
                    for key, value in arguments.items()
                ],
            }
        )
    return cards


def _shown(value: Any) -> str:
    # The whole change, never cut: the card scrolls (item 9 of issue 14).
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def stepper(session: PracticeSession) -> list[dict[str, str]]:
    answers = session.state.get("answers", {}) if isinstance(session.state, dict) else {}
    names = labels.component_names()
    order = list(COMPONENTS)
    current = session.structured_step
    position = order.index(current) if current in order else len(order)
    steps = []
    for index, component in enumerate(order):
        state = "done" if index < position else "current" if index == position else "todo"
        steps.append({"key": component, "name": names[component], "state": state, "answer": answers.get(component, "")})
    return steps


def pickers(locale: str) -> dict[str, Any]:
    feelings = feelings_list(locale)
    group_names = labels.need_group_names()
    return {
        "feelings": [
            {"name": _("When needs are met"), "words": list(feelings.get("met", []))},
            {"name": _("When needs are not met"), "words": list(feelings.get("unmet", []))},
        ],
        "needs": [
            {"name": group_names.get(group, group), "words": list(words)} for group, words in needs_list(locale).items()
        ],
    }


def scenario_brief(scenario: Scenario | None) -> dict[str, Any] | None:
    if scenario is None:
        return None
    return {
        "id": scenario.pk,
        "title": scenario.title,
        "situation": scenario.situation,
        "other_role": scenario.other_role,
        "opening_line": scenario.opening_line,
        "difficulty": scenario.difficulty,
        "difficulty_name": scenario.get_difficulty_display(),
        "url": reverse("web:scenario-detail", args=[scenario.pk]),
    }


@login_required
def practice_session(request, pk: int):
    try:
        session = selectors.session_get(user_id=request.user.pk, session_id=pk)
    except PracticeSession.DoesNotExist:
        raise Http404 from None
    profile = profile_ensure(user=request.user)
    items = timeline(selectors.session_messages(session=session))
    config = {
        "sessionId": session.pk,
        "messagesUrl": reverse("api-session-messages", args=[session.pk]),
        "mode": session.mode,
        "step": session.structured_step,
        "scenario": scenario_brief(session.scenario),
        "scenarioUrl": reverse("web:scenario-detail", args=[0]),
        "approveUrl": reverse("api-action-approve", args=[0]),
        "declineUrl": reverse("api-action-decline", args=[0]),
    }
    strings = {
        **labels.practice_strings(),
        "difficulties": {value: str(name) for value, name in Scenario.Difficulty.choices},
    }
    context = {
        "session": session,
        "items": items,
        "form": MessageForm(),
        "steps": stepper(session),
        "pending_actions": pending_action_cards(session),
        "step_hint": labels.step_hints().get(session.structured_step, ""),
        "pickers": pickers(profile.locale),
        "scenario": config["scenario"],
        "config": config,
        "strings": strings,
        "modes": mode_cards(),
    }
    return render(request, "web/practice_session.html", context)
