"""Practice pages: start a session in a mode, and the conversation page that streams the coach's reply."""

from __future__ import annotations

import json
import re
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from nvcpractice.llm.base import awaits_confirmation
from nvcpractice.nvc import COMPONENTS, feelings_list, needs_list
from nvcpractice.nvc.ready_answers import OFFER_FROM
from nvcpractice.practice import selectors, services
from nvcpractice.practice.models import SAFETY_NAME, Evaluation, Message, Mode, PendingAction, PracticeSession
from nvcpractice.practice.selectors import EMPATHY_EXERCISE
from nvcpractice.practice.serializers import MAX_MESSAGE_CHARS
from nvcpractice.profiles.selectors import profile_of
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import scenario_payload
from nvcpractice.web import labels
from nvcpractice.web.forms import MessageForm, StartSessionForm
from scenes.care import care_leave
from scenes.safety import locale_key

RECENT_SESSIONS = 6
#: From this failed try at a step on, the page offers the coach's ready-made answer with a "Use this" button.


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
        {
            "mode": Mode.STRUCTURED,
            "exercise": EMPATHY_EXERCISE,
            "title": _("Hear the other person"),
            "text": _(
                "Someone says something hard to hear. Guess what they might feel and need, and check your guess."
            ),
        },
    ]


@login_required
@require_http_methods(["GET", "POST"])
def practice_home(request):
    form = StartSessionForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        if form.cleaned_data.get("exercise") == EMPATHY_EXERCISE:
            try:
                locale = profile_of(user=request.user).locale
                session = services.session_start_empathy(user_id=request.user.pk, locale=locale)
            except Scenario.DoesNotExist:
                form.add_error(None, _("There is no scenario to listen to yet. Please try again later."))
                session = None
        else:
            session = services.session_create(user_id=request.user.pk, mode=form.cleaned_data["mode"])
        if session is not None:
            return redirect("web:practice-session", pk=session.pk)
    recent = selectors.sessions_of(user_id=request.user.pk)[:RECENT_SESSIONS]
    return render(request, "web/practice_home.html", {"form": form, "modes": mode_cards(), "recent": recent})


def _evaluation_card(data: dict[str, Any], focus: str | None = None) -> dict[str, Any] | None:
    """An evaluation as cards per component; in the four-step practice, ``focus`` is the step it answered."""
    components = data.get("components") if isinstance(data, dict) else None
    if not isinstance(components, dict):
        return None
    names, label_names = labels.component_names(), labels.label_names()
    written_in = data.get("locale") if isinstance(data.get("locale"), str) else None
    parts = []
    for component in COMPONENTS:
        item = components.get(component) or {}
        label = str(item.get("label", ""))
        parts.append(
            {
                "key": component,
                "name": names[component],
                "label": label,
                "label_name": capfirst(label_names[component].get(label) or label_names[component]["absent"]),
                "ideal": labels.is_ideal(component, label),
                "evidence": str(item.get("evidence") or ""),
                "suggestion": labels.advice(component, label, str(item.get("suggestion") or ""), written_in),
            }
        )
    focus = focus if focus in COMPONENTS else None
    return {
        "score": data.get("score"),
        "components": parts,
        "focus": next((part for part in parts if part["key"] == focus), None),
        "others": [part for part in parts if part["key"] != focus] if focus else parts,
    }


def _empathy_card(practice: dict[str, Any]) -> dict[str, Any]:
    """A guess of the "hear the other person" exercise: the verdict in plain words, the guessed feeling and need,
    and what else the other person might feel and need (a guess is a guess)."""
    guess = practice.get("guess") if isinstance(practice.get("guess"), dict) else {}
    reference = practice.get("reference") if isinstance(practice.get("reference"), dict) else {}
    label = str(practice.get("label") or "")
    matched = practice.get("matched") if isinstance(practice.get("matched"), dict) else {}

    def others(kind: str, key: str) -> str:
        words = [str(w) for w in reference.get(kind) or [] if w not in (matched.get(key) or [])]
        return labels.list_separator().join(words)

    names = labels.empathy_label_names()
    return {
        "empathy": True,
        "accepted": bool(practice.get("accepted")),
        "label": label,
        "label_text": capfirst(names.get(label) or names["no_guess"]),
        "feeling": str(guess.get("feeling") or ""),
        "need": str(guess.get("need") or ""),
        "other_feelings": others("feelings", "feeling"),
        "other_needs": others("needs", "need"),
    }


def _payload(message: Message) -> dict[str, Any]:
    try:
        payload = json.loads(message.content or "{}")
    except json.JSONDecodeError:
        return {"ok": False}
    return payload if isinstance(payload, dict) else {"ok": False}


def _last_quote(text: str) -> str:
    """The last ``> `` quoted block of a reply: where a coach puts a ready-made answer."""
    blocks = re.findall(r"(?:^> ?.*(?:\n|$))+", text, flags=re.M)
    if not blocks:
        return ""
    return " ".join(line[1:].strip() for line in blocks[-1].splitlines()).strip()


class _Tries:
    """Failed tries in a row per step of the four-step practice, and the ready-made answer offered from the third."""

    def __init__(self) -> None:
        self.failed: dict[str, int] = {}
        self.offer: dict[str, str] | None = None

    def record(self, practice: dict[str, Any]) -> None:
        step = str(practice.get("step") or "")
        if step not in COMPONENTS and step != EMPATHY_EXERCISE:
            return
        self.failed[step] = 0 if practice.get("accepted") else self.failed.get(step, 0) + 1
        attempt = practice.get("attempt") if isinstance(practice.get("attempt"), int) else self.failed[step]
        if practice.get("accepted") or attempt < OFFER_FROM:
            self.offer = None
        else:
            self.offer = {"step": step, "answer": str(practice.get("model_answer") or "")}

    def take_offer(self, reply: str) -> dict[str, str] | None:
        offer, self.offer = self.offer, None
        if offer is None:
            return None
        answer = offer["answer"] or _last_quote(reply)
        return {"step": offer["step"], "answer": answer} if answer else None


def _tool_item(items: list[dict[str, Any]], message: Message, tries: _Tries) -> int | None:
    """Adds the message's chip (and evaluation card) to the row of tool chips; returns the id of the change it
    proposed when it waits for the learner's decision."""
    actions = labels.action_strings()
    payload = _payload(message)
    ok = bool(payload.get("ok"))
    if not items or items[-1]["kind"] != "tools":
        items.append({"kind": "tools", "chips": [], "evaluations": []})
    row = items[-1]
    data = payload.get("data") if isinstance(payload.get("data"), dict) else {}
    if ok and awaits_confirmation(data):
        chip = {"name": message.name, "ok": True, "awaiting": True, "label": actions["awaiting"]}
    elif not ok and message.tool_call_id.startswith("confirmed_"):
        chip = {"name": message.name, "ok": False, "label": actions["not_made"]}
    else:
        chip = {"name": message.name, "ok": ok, "label": labels.tool_label(message.name, ok)}
    row["chips"].append(chip)
    practice = payload.get("practice") if isinstance(payload.get("practice"), dict) else {}
    if ok and message.name == "evaluate_nvc":
        if practice.get("step") == EMPATHY_EXERCISE:
            card = _empathy_card(practice)
        else:
            card = _evaluation_card(data, focus=practice.get("step"))
        if card:
            row["evaluations"].append(card)
        tries.record(practice)
    proposed = data.get("action_id") if ok and awaits_confirmation(data) else None
    return proposed if isinstance(proposed, int) else None


def evaluation_row(evaluation: Evaluation | None) -> list[dict[str, Any]] | None:
    """A role-play turn's evaluation as one compact row: each component's verdict in plain words."""
    if evaluation is None:
        return None
    card = _evaluation_card(evaluation.details)
    return card["components"] if card else None


def timeline(
    messages, tries: _Tries | None = None, evaluations: dict | None = None, actions: dict | None = None
) -> list[dict[str, Any]]:
    """Stored messages as the page shows them: text bubbles and rows of tool chips (never raw tool JSON).

    A role-play reply is one bubble per part (the partner's line, the coach's note); a learner's role-play turn
    carries its evaluation row. A change the coach proposed follows the reply that asks about it, waiting or
    decided; the cards placed are taken out of ``actions``.
    """
    items: list[dict[str, Any]] = []
    tries = tries if tries is not None else _Tries()
    evaluations = evaluations or {}
    actions = actions if actions is not None else {}
    proposed: list[dict[str, Any]] = []
    for message in messages:
        if message.role == Message.Role.USER:
            items += _taken(proposed)
            items.append({"kind": "user", "text": message.content, "row": evaluation_row(evaluations.get(message.pk))})
        elif message.role == Message.Role.ASSISTANT and message.parts:
            items.append({"kind": "parts", "parts": message.parts, "id": message.pk})
            items += _taken(proposed)
        elif message.role == Message.Role.ASSISTANT and message.name == SAFETY_NAME:
            items.append({"kind": "assistant", "text": message.content, "offer": None, "care": True})
        elif message.role == Message.Role.ASSISTANT:
            if message.content.strip() and not (message.tool_calls and message.content.strip() == "…"):
                items.append({"kind": "assistant", "text": message.content, "offer": tries.take_offer(message.content)})
                items += _taken(proposed)
        elif message.role == Message.Role.TOOL:
            card = actions.pop(_tool_item(items, message, tries), None)
            if card is not None:
                proposed.append({"kind": "action", "action": card})
    return items + _taken(proposed)


def _taken(proposed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    taken = list(proposed)
    proposed.clear()
    return taken


def _keep_current_offer(items: list[dict[str, Any]], step: str) -> None:
    """Only the newest reply keeps its "Use this" answer, and only while the learner is still on that step."""
    replies = [item for item in items if item["kind"] == "assistant"]
    for item in replies[:-1]:
        item["offer"] = None
    if replies and replies[-1].get("offer") and replies[-1]["offer"]["step"] != step:
        replies[-1]["offer"] = None


def action_cards(session: PracticeSession) -> dict[int, dict[str, Any]]:
    """Every change the coach proposed in this session, by id: a waiting one with its buttons, a decided (or
    expired) one with what came of it, in the words the live page showed when it was decided."""
    texts = labels.action_strings()
    cards = {}
    for action in session.pending_actions.order_by("id"):
        arguments = action.arguments if isinstance(action.arguments, dict) else {}
        status = action.current_status
        cards[action.pk] = {
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
            "status": status,
            "waiting": status == PendingAction.Status.PENDING,
            "status_text": texts["status"].get(status, ""),
        }
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


def scenario_brief(scenario: Scenario | None, *, user_id: int) -> dict[str, Any] | None:
    """The scenario card's data: the one scenario payload, with the link to the scenario's page."""
    if scenario is None:
        return None
    return {**scenario_payload(scenario, user_id=user_id), "url": reverse("web:scenario-detail", args=[scenario.pk])}


def _hint_key(session: PracticeSession) -> str:
    exercise = session.state.get("exercise") if isinstance(session.state, dict) else None
    if exercise == EMPATHY_EXERCISE and session.structured_step == "done":
        return "empathy_done"
    return session.structured_step


def _own_session(request, pk: int) -> PracticeSession:
    """The signed-in learner's session, or 404 (another learner's session does not exist for them)."""
    try:
        return selectors.session_get(user_id=request.user.pk, session_id=pk)
    except PracticeSession.DoesNotExist:
        raise Http404 from None


@login_required
@require_GET
def practice_turn_end(request, pk: int, message_id: int):
    """The end of a streamed turn as the page renders it (one renderer): the learner's evaluation row and the
    reply's bubbles, swapped in for the text the stream showed."""
    session = _own_session(request, pk)
    messages = list(selectors.session_messages(session=session).filter(id__lte=message_id).order_by("-id")[:40])
    if not messages or messages[0].pk != message_id or messages[0].role != Message.Role.ASSISTANT:
        raise Http404
    turn = list(reversed(messages[: next((i for i, m in enumerate(messages) if m.role == "user"), 0) + 1]))
    items = timeline(turn, evaluations=selectors.evaluations_by_message(session=session))
    return render(
        request,
        "web/_turn_end.html",
        {"items": items, "session": session, "scenario": scenario_brief(session.scenario, user_id=session.user_id)},
    )


def transcript(session: PracticeSession, tries: _Tries) -> dict[str, Any]:
    """What the transcript shows, the one rendering of a session's messages (on load and at the end of each turn)."""
    evaluations = selectors.evaluations_by_message(session=session)
    actions = action_cards(session)
    items = timeline(selectors.session_messages(session=session), tries, evaluations, actions)
    _keep_current_offer(items, session.structured_step)
    return {
        "session": session,
        "items": items,
        "scenario": scenario_brief(session.scenario, user_id=session.user_id),
        # a waiting change no message of this session proposed (none is expected): still shown, at the end
        "pending_actions": [card for card in actions.values() if card["waiting"]],
    }


def side_panel(session: PracticeSession, locale: str) -> dict[str, Any]:
    """What the page shows around the conversation and a turn can change: the mode's name, the scenario, the
    stepper, the word lists and the step hint (one rendering, on load and at the end of each turn)."""
    state = session.state if isinstance(session.state, dict) else {}
    other = state.get("other")
    return {
        "session": session,
        "scenario": scenario_brief(session.scenario, user_id=session.user_id),
        "steps": stepper(session),
        "step_hint": labels.step_hints().get(_hint_key(session), ""),
        "pickers": pickers(locale),
        "exercise": state.get("exercise", ""),
        "other": other if isinstance(other, dict) else {},
    }


@login_required
@require_GET
def practice_transcript(request, pk: int):
    """The whole transcript as the page renders it: the streamed text of a finished turn is replaced by this, so a
    live page reads exactly as it will after a reload."""
    session = _own_session(request, pk)
    return render(request, "web/_transcript.html", transcript(session, _Tries()))


@login_required
@require_POST
def practice_back(request, pk: int):
    """Back to practice after the coach paused it for the learner's safety (the button of the care bar); the page
    script swaps the transcript in, without it the page reloads."""
    session = _own_session(request, pk)
    care_leave(session=session, locale=locale_key(profile_of(user=request.user).locale))
    if "application/json" in request.headers.get("Accept", ""):
        return JsonResponse({"id": session.pk, "care": session.care or None})
    return redirect("web:practice-session", pk=session.pk)


@login_required
@require_GET
def practice_side(request, pk: int):
    """What surrounds the conversation as the page renders it, swapped in when a turn ends (one renderer)."""
    session = _own_session(request, pk)
    locale = profile_of(user=request.user).locale
    return render(request, "web/_practice_state.html", side_panel(session, locale))


@login_required
def practice_session(request, pk: int):
    session = _own_session(request, pk)
    profile = profile_of(user=request.user)
    side = side_panel(session, profile.locale)
    config = {
        "sessionId": session.pk,
        "messagesUrl": reverse("api-session-messages", args=[session.pk]),
        "turnEndUrl": reverse("web:practice-turn-end", args=[session.pk, 0]),
        "transcriptUrl": reverse("web:practice-transcript", args=[session.pk]),
        "sideUrl": reverse("web:practice-side", args=[session.pk]),
        "maxLength": MAX_MESSAGE_CHARS,
        "approveUrl": reverse("api-action-approve", args=[0]),
        "backUrl": reverse("web:practice-back", args=[session.pk]),
        "declineUrl": reverse("api-action-decline", args=[0]),
    }
    context = {
        **transcript(session, _Tries()),
        **side,
        "form": MessageForm(),
        "config": config,
        "strings": labels.practice_strings(),
        "modes": mode_cards(),
    }
    return render(request, "web/practice_session.html", context)
