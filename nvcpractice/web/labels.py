"""Plain-language, translated names for what the pages show: tool activity, evaluation labels, steps, groups."""

from __future__ import annotations

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from nvcpractice.locales import to_locale
from nvcpractice.nvc import COMPONENTS, LABELS, detect_locale
from nvcpractice.nvc import is_ideal as is_ideal  # the pages ask labels.is_ideal
from nvcpractice.nvc.empathy_check import EMPATHY_LABELS
from nvcpractice.nvc.wording import advice_text, empathy_text, label_text


def tool_labels() -> dict[str, dict[str, str]]:
    """What each tool did, in words a learner understands (``ok``) or what failed (``failed``)."""
    return {
        "rag_search": {"ok": _("searched the knowledge base"), "failed": _("could not search the knowledge base")},
        "wiki_search": {"ok": _("searched the wiki"), "failed": _("could not search the wiki")},
        "wiki_write": {"ok": _("wrote a wiki entry"), "failed": _("could not write the wiki entry")},
        "profile_query": {"ok": _("looked at your profile"), "failed": _("could not read your profile")},
        "profile_update": {"ok": _("updated your profile"), "failed": _("could not update your profile")},
        "dashboard_query": {"ok": _("checked your progress"), "failed": _("could not check your progress")},
        "evaluate_nvc": {"ok": _("evaluated your statement"), "failed": _("could not evaluate your statement")},
        "scenario_search": {"ok": _("searched the scenarios"), "failed": _("could not search the scenarios")},
        "scenario_generate": {"ok": _("wrote a new scenario"), "failed": _("could not write a scenario")},
        "practice_start": {"ok": _("started a scenario"), "failed": _("could not start the scenario")},
    }


def tool_label(name: str, ok: bool = True) -> str:
    labels = tool_labels().get(name)
    if labels is None:
        return _("used a tool") if ok else _("a tool failed")
    return labels["ok" if ok else "failed"]


def component_names() -> dict[str, str]:
    return {
        "observation": _("Observation"),
        "feeling": _("Feeling"),
        "need": _("Need"),
        "request": _("Request"),
    }


def label_names(locale: str | None = None) -> dict[str, dict[str, str]]:
    """The evaluator's labels as a learner reads them, per component, from the one mapping (``nvc.wording``)."""
    locale = locale or get_language()
    return {
        component: {label: label_text(component, label, locale) for label in LABELS[component]}
        for component in COMPONENTS
    }


def advice(component: str, label: str, suggestion: str, written_in: str | None) -> str:
    """An evaluation card's advice in the page's language: the evaluator's own (it quotes the learner) when it was
    written in that language, else the plain advice for the label from ``nvc.wording``."""
    page = to_locale(get_language())
    if suggestion and (to_locale(written_in) if written_in else detect_locale(suggestion)) == page:
        return suggestion
    try:
        return advice_text(component, label, page)
    except KeyError:  # a label outside the rubric: the card shows it as missing too
        return advice_text(component, "absent", page)


def list_separator() -> str:
    """How the current language separates the words of a short list."""
    return "、" if (get_language() or "").lower().startswith("zh") else ", "


def empathy_label_names(locale: str | None = None) -> dict[str, str]:
    """The empathy exercise's verdicts as a learner reads them (from ``nvc.wording``)."""
    locale = locale or get_language()
    return {label: empathy_text(label, locale) for label in EMPATHY_LABELS}


def need_group_names() -> dict[str, str]:
    return {
        "connection": _("Connection"),
        "physical wellbeing": _("Physical well-being"),
        "honesty": _("Honesty"),
        "play": _("Play"),
        "peace": _("Peace"),
        "autonomy": _("Autonomy"),
        "meaning": _("Meaning"),
        "safety and reliability": _("Safety and reliability"),
        "fairness": _("Fairness"),
    }


def step_hints() -> dict[str, str]:
    return {
        "observation": _(
            "Step 1 of 4 — what happened, as a camera would record it? "
            "For example: “When I saw three plates on the desk this morning”."
        ),
        "feeling": _("Step 2 of 4 — how do you feel about it? For example: “I felt frustrated”."),
        "need": _("Step 3 of 4 — which need of yours is behind that feeling? For example: “because I need order”."),
        "request": _(
            "Step 4 of 4 — what concrete, doable thing would you ask for? "
            "For example: “Would you be willing to wash them before dinner tonight?”"
        ),
        "empathy": _(
            "Guess what they might feel and need, as a question. For example: “Are you feeling tired because you "
            "need rest?”"
        ),
        "done": _("All four steps are done. Read your statement, or start another practice."),
        "empathy_done": _("You have heard every line. Start another session, or try the four steps."),
    }


def action_strings() -> dict:
    """Texts of a change the coach proposes and the learner approves or declines."""
    return {
        "titles": {
            "wiki_write": _("The coach would like to propose this wiki entry"),
            "profile_update": _("The coach would like to update your profile"),
        },
        "title_default": _("The coach would like to make this change"),
        "fields": {
            "title": _("Title"),
            "body": _("Text"),
            "locale": _("Language"),
            "display_name": _("Display name"),
            "goals": _("Goals"),
            "preferences": _("Preferences"),
        },
        "locales": {"en": _("English"), "zh-hans": _("Simplified Chinese")},
        "approve": _("Approve"),
        "decline": _("Decline"),
        "status": {
            "approved": _("Approved — the change is made."),
            "declined": _("Declined — nothing changed."),
            "expired": _("This change expired; nothing changed."),
            "failed": _("The change could not be made."),
        },
        "awaiting": _("asked for your approval"),
        "not_made": _("the change was not made"),
    }


def practice_strings() -> dict:
    """Everything the practice page's script writes, translated for the current language."""
    return {
        "tools": tool_labels(),
        "tool_default": {"ok": _("used a tool"), "failed": _("a tool failed")},
        "you": _("You"),
        "coach": _("Coach"),
        "thinking": _("The coach is writing…"),
        "send": _("Send"),
        "sending": _("Sending…"),
        "empty": _("Write a message first."),
        "error": _("Something went wrong. Your message is saved; please try again."),
        "busy": _("The coach is busy right now. Your message is saved; please try again in a moment."),
        "not_sent": _("Your message was not sent. It is still in the box; please try again."),
        "busy_not_sent": _("The coach is busy right now. Your message was not sent; please try again in a moment."),
        "used": _("The suggested answer is in your message box: send it as it is, or change it first."),
        "step_accepted": _("Accepted — well done."),
        "mode_changed": _("Switched to: %(mode)s"),
        "actions": action_strings(),
        "inserted": _("Added “%(word)s” to your message."),
        "back_to_practice": _("Back to practice."),
    }
