"""What the offline coach does in each mode: call an offered tool, or write the reply from tool results."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from nvcpractice.llm.base import awaits_confirmation
from nvcpractice.llm.offline import drill, empathy_drill, intents
from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.free_dialog import free_dialog_turn
from nvcpractice.llm.offline.phrases import PERIOD_NAMES, say
from nvcpractice.llm.offline.roleplay import roleplay_reply
from nvcpractice.llm.parts import format_parts, part
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.roles import role_in_sentence
from nvcpractice.nvc.step_frames import joined_statement


@dataclass
class Plan:
    """Either tool calls to make or the reply text."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""


def _error(payload: dict[str, Any]) -> str:
    return str(payload.get("error") or "unknown error")


def _progress_text(view: TurnView, data: dict[str, Any]) -> str:
    loc = view.locale
    average = data["evaluations"]["average_score"]
    streak = data["streak_days"]
    parts = [
        say(
            loc,
            "progress",
            period=PERIOD_NAMES["zh-hans" if loc == "zh-hans" else "en"].get(data["period"], data["period"]),
            sessions=data["sessions"]["total"],
            evaluations=data["evaluations"]["count"],
            average=say(loc, "average", score=average) if average is not None else "",
            streak=say(loc, "streak", days=streak) if streak else say(loc, "no_streak"),
        )
    ]
    if data.get("weakest_component"):
        component = say(loc, f"component_{data['weakest_component']}")
        parts.append(say(loc, "weakest", component=component, exercise=data["next_exercise"]))
    return " ".join(parts)


def _compose_from_results(view: TurnView) -> str:
    loc = view.locale
    parts: list[str] = []
    for tool, payload in view.results:
        data = payload.get("data") or {}
        if awaits_confirmation(data):
            continue
        if not payload.get("ok"):
            parts.append(say(loc, "lookup_failed", error=_error(payload)))
            continue
        if tool == "rag_search":
            hits = data.get("results", [])[:2]
            if hits:
                parts.append(say(loc, "handbook_intro"))
                parts += [f"- **{hit['title']}** — {hit['snippet']} _({hit['source']})_" for hit in hits]
        elif tool == "wiki_search":
            entries = data.get("entries", [])[:2]
            if entries:
                parts.append(say(loc, "wiki_intro"))
                parts += [f"- **{entry['title']}** — {entry['body'][:300]}" for entry in entries]
        elif tool == "dashboard_query":
            parts.append(_progress_text(view, data))
        elif tool == "profile_query":
            goals = data.get("goals") or say(loc, "no_goals")
            parts.append(say(loc, "profile", name=data.get("display_name", ""), goals=goals))
            parts.append(_progress_text(view, {"period": "all", **_progress_from_profile(data.get("progress", {}))}))
        elif tool == "wiki_write":
            parts.append(say(loc, "wiki_saved", title=data.get("title", "")))
        elif tool == "profile_update":
            parts.append(say(loc, "profile_saved", fields=", ".join(data.get("updated", []))))
    return "\n".join(parts) if parts else say(loc, "nothing_found")


def _progress_from_profile(progress: dict[str, Any]) -> dict[str, Any]:
    return {
        "sessions": {"total": progress.get("sessions", 0)},
        "evaluations": {"count": progress.get("evaluations", 0), "average_score": progress.get("average_score")},
        "streak_days": progress.get("streak_days", 0),
        "weakest_component": progress.get("weakest_component"),
        "next_exercise": "",
    }


def free_dialog(view: TurnView) -> Plan:
    """Free dialogue lives in ``free_dialog``; progress, profile and wiki-note results are composed here."""
    reply = free_dialog_turn(view, compose_results=_compose_from_results)
    return Plan(calls=reply.calls, text=reply.text)


def _start_scenario_reply(view: TurnView, scenario: dict[str, Any]) -> str:
    role = scenario.get("other_role", "")
    intro = say(
        view.locale,
        "scenario_start",
        title=scenario["title"],
        difficulty=scenario.get("difficulty", "?"),
        situation=scenario.get("situation", ""),
        role=role_in_sentence(role, view.locale),
    )
    return format_parts([part("coach", intro), part("partner", scenario.get("opening_line", ""), name=role)])


def scenario(view: TurnView) -> Plan:
    active = view.context.get("scenario")
    if active and not view.results:
        said = "\n".join(str(m.get("content") or "") for m in view.history if m.get("role") == "assistant")
        return Plan(text=roleplay_reply(view.context, view.locale, said))
    last = view.last_result()
    if last is None:
        text = view.user_text
        if intents.PROGRESS.search(text) and view.offers("dashboard_query"):
            return Plan(calls=[("dashboard_query", {"period": "month"})])
        if intents.GENERATE.search(text) and view.offers("scenario_generate"):
            return Plan(calls=[("scenario_generate", _generate_args(view))])
        if view.offers("scenario_search"):
            described = intents.situation_of(text)
            return Plan(calls=[("scenario_search", {"query": described, "locale": view.locale})])
        return Plan(text=say(view.locale, "scenario_none"))
    tool, payload = last
    if not payload.get("ok"):
        return Plan(text=say(view.locale, "scenario_failed", error=_error(payload)))
    data = payload.get("data") or {}
    if tool == "scenario_search":
        found = data.get("scenarios", [])
        if found and view.offers("practice_start"):
            return Plan(calls=[("practice_start", {"scenario_id": found[0]["id"]})])
        if view.offers("scenario_generate") and not any(name == "scenario_generate" for name, _ in view.called):
            return Plan(calls=[("scenario_generate", _generate_args(view))])
        return Plan(text=say(view.locale, "scenario_none"))
    if tool == "scenario_generate" and view.offers("practice_start"):
        return Plan(calls=[("practice_start", {"scenario_id": data["scenario"]["id"]})])
    if tool in {"practice_start", "scenario_generate"}:
        return Plan(text=_start_scenario_reply(view, data["scenario"]))
    return Plan(text=_compose_from_results(view))


def _generate_args(view: TurnView) -> dict[str, Any]:
    text = view.user_text
    return {
        "topic": intents.topic_of(text),
        "relationship": intents.relationship_of(text),
        "difficulty": intents.difficulty_of(text),
        "locale": view.locale,
    }


STEP_PROMPTS = {step: f"step_{step}" for step in COMPONENTS}


def structured(view: TurnView) -> Plan:
    if view.context.get("exercise") == "empathy":
        calls, text = empathy_drill.plan(view)
        return Plan(calls=calls, text=text or _compose_from_results(view))
    loc = view.locale
    step = view.context.get("step", "observation")
    last = view.last_result()
    if last is None:
        text = view.user_text.strip()
        if step == "done":
            if (intents.PROGRESS.search(text) or intents.PROFILE.search(text)) and view.offers("dashboard_query"):
                return Plan(calls=[("dashboard_query", {"period": "month"})])
            statement = joined_statement(view.context.get("answers", {}), loc)
            return Plan(text=say(loc, "done_already", statement=statement))
        answers = view.context.get("answers", {})
        if not text or (not answers and intents.START.match(text) and len(text) < 30):
            return Plan(text=f"{say(loc, 'intro')}\n\n{say(loc, STEP_PROMPTS[step])}")
        if intents.USE_THIS.match(text) and view.offers("evaluate_nvc"):
            offered, offered_locale = drill.offered_answer(view, step)
            if offered:
                return Plan(calls=[("evaluate_nvc", {"text": offered, "locale": offered_locale})])
        if view.offers("evaluate_nvc"):
            return Plan(calls=[("evaluate_nvc", {"text": text[:2000], "locale": loc})])
        return Plan(text=say(loc, STEP_PROMPTS[step]))
    tool, payload = last
    if tool == "rag_search":
        return Plan(text=f"{_compose_from_results(view)}\n\n{say(loc, STEP_PROMPTS.get(step, 'intro'))}")
    if tool != "evaluate_nvc":
        return Plan(text=_compose_from_results(view))
    if not payload.get("ok"):
        return Plan(text=say(loc, "evaluate_failed", error=_error(payload)))
    return Plan(text=_structured_feedback(view, payload))


def _structured_feedback(view: TurnView, payload: dict[str, Any]) -> str:
    practice = payload.get("practice") or {}
    step = practice.get("step") or view.context.get("step", "observation")
    if step not in COMPONENTS:
        answers = view.context.get("answers", {})
        return say(view.locale, "done_already", statement=joined_statement(answers, view.locale))
    if practice.get("accepted"):
        return drill.accepted_reply(view, step, practice)
    if practice.get("aside"):
        return drill.aside_reply(view, step, practice)
    return drill.retry_reply(view, step, payload)


MODES = {"free_dialog": free_dialog, "scenario": scenario, "structured": structured}
