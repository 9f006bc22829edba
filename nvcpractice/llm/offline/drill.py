"""The offline coach's replies in the four-step drill: never a trap, always in plain words.

Why this exists: a learner who keeps failing a step must not read the same reply again. Each failed try gets a more
concrete reply — the first names what to change (in plain words, quoting the learner), the second shows a worked
example built from the learner's own earlier answers, the third and later ones offer a ready-made answer the
learner accepts by saying "use this" (or edits). Rubric labels never appear: their wording comes from
:mod:`nvcpractice.nvc.wording`.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.phrases import say
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.judgements import judgements_in
from nvcpractice.nvc.ready_answers import OFFER_FROM, is_general, model_answer
from nvcpractice.nvc.step_frames import joined_statement
from nvcpractice.nvc.wording import judgement_text, label_text

LEADS = 3  # how many opening lines the offers rotate through, so consecutive offers never read the same


def _practice(payload: dict[str, Any]) -> dict[str, Any]:
    practice = payload.get("practice")
    return practice if isinstance(practice, dict) else {}


def attempt_at(evaluations: list[tuple[dict[str, Any], dict[str, Any]]], step: str) -> int:
    """The number of the last try at ``step``: the payload's own count, else the failed tries in a row."""
    if not evaluations:
        return 0
    latest = _practice(evaluations[-1][1])
    if isinstance(latest.get("attempt"), int):
        return latest["attempt"]
    count = 0
    for _, payload in reversed(evaluations):
        practice = _practice(payload)
        if not payload.get("ok") or not practice:
            continue
        if practice.get("step") != step or practice.get("accepted"):
            break
        count += 1
    return count


def _tried_text(view: TurnView) -> str:
    arguments = view.evaluations[-1][0] if view.evaluations else {}
    return str(arguments.get("text") or view.user_text).strip()


def _ready_answer(step: str, text: str, payload: dict[str, Any], locale: str, attempt: int) -> str:
    given = _practice(payload).get("model_answer")
    if isinstance(given, str) and given.strip():
        return given.strip()
    variant = max(attempt - OFFER_FROM, 0)
    return model_answer(step=step, text=text, analysis=payload.get("data"), locale=locale, variant=variant)


def offered_answer(view: TurnView, step: str) -> tuple[str, str]:
    """The answer the coach offered after the learner's last try at ``step``, with its locale ('' when none)."""
    if not view.evaluations:
        return "", view.locale
    arguments, payload = view.evaluations[-1]
    practice = _practice(payload)
    attempt = attempt_at(view.evaluations, step)
    if practice.get("step") != step or practice.get("accepted") or attempt < OFFER_FROM:
        return "", view.locale
    locale = str(arguments.get("locale") or view.locale)
    return _ready_answer(step, str(arguments.get("text") or ""), payload, locale, attempt), locale


def _plain_label(step: str, practice: dict[str, Any], result: dict[str, Any], locale: str, text: str) -> str:
    """What the coach found at ``step``; a missing part in a judging answer names the judgements, quoted."""
    label = str(practice.get("label") or result.get("label") or "absent")
    judged = judgements_in(text, locale) if label == "absent" and step != "observation" else []
    if judged:
        return judgement_text([(j.kind, j.words) for j in judged], locale, missing=step)
    try:
        return label_text(step, label, locale)
    except KeyError:
        return label_text(step, "absent", locale)


def accepted_reply(view: TurnView, step: str, practice: dict[str, Any]) -> str:
    """✓ for the accepted answer (and for each later step it already held), then the next step or the statement."""
    loc = view.locale
    answer = str((practice.get("answers") or {}).get(step) or _tried_text(view))
    credited = practice.get("credited") if isinstance(practice.get("credited"), dict) else {}
    ticks = [say(loc, "accepted", component=say(loc, f"component_{step}"), answer=answer)]
    ticks += [
        say(loc, "also_accepted", component=say(loc, f"component_{c}"), answer=str(credited[c]))
        for c in COMPONENTS
        if c in credited
    ]
    lines = ["\n".join(ticks)]
    next_step = practice.get("next_step")
    if next_step == "done":
        key = "done" if practice.get("score") is not None else "done_focus"
        lines.append(say(loc, key, statement=practice.get("statement", ""), score=practice.get("score", "")))
    elif next_step in COMPONENTS:
        lines.append(say(loc, f"step_{next_step}"))
    return "\n\n".join(lines)


def where(locale: str, step: str) -> str:
    """Which step the learner is on, said at the top of every reply that does not move on."""
    number = COMPONENTS.index(step) + 1
    return say(locale, "where", number=number, component=say(locale, f"component_{step}"))


def aside_reply(view: TurnView, step: str, practice: dict[str, Any]) -> str:
    """The answer to an aside in the drill: help for the step built from the learner's own answers, a kind stop
    for giving up, and the step's question again for anything else — never judged as a try."""
    loc, acts = view.locale, set(practice.get("aside") or ())
    answers = {c: a for c, a in (practice.get("answers") or {}).items() if c in COMPONENTS}
    here = where(loc, step)
    if acts & {"refuse_or_give_up", "leave"}:
        statement = joined_statement(answers, loc)
        so_far = say(loc, "aside_so_far", statement=statement) if statement else ""
        return say(loc, "aside_stop", where=here, so_far=so_far, component=say(loc, f"component_{step}"))
    if acts & {"ask_coach", "nvc_question"}:
        answer = str(practice.get("model_answer") or "") or model_answer(step=step, text="", analysis=None, locale=loc)
        return say(loc, "aside_help", where=here, answer=answer, why=say(loc, f"why_{step}"))
    return say(loc, "aside_other", where=here, prompt=say(loc, f"step_{step}"))


def retry_reply(view: TurnView, step: str, payload: dict[str, Any]) -> str:
    """The reply to a failed try (what to change, then a worked example, then a ready-made answer), noting the later
    steps it already held, which are kept."""
    credited = _practice(payload).get("credited")
    kept = [
        say(view.locale, "kept", component=say(view.locale, f"component_{c}"), answer=str(credited[c]))
        for c in COMPONENTS
        if isinstance(credited, dict) and c in credited
    ]
    return "\n\n".join([where(view.locale, step), _retry_text(view, step, payload), *kept])


def _retry_text(view: TurnView, step: str, payload: dict[str, Any]) -> str:
    loc = view.locale
    practice = _practice(payload)
    result = ((payload.get("data") or {}).get("components") or {}).get(step) or {}
    text = _tried_text(view)
    words = {
        "component": say(loc, f"component_{step}"),
        "text": text,
        "label_text": _plain_label(step, practice, result, loc, text),
    }
    attempt = max(attempt_at(view.evaluations, step), 1)
    if attempt == 1:
        return say(loc, "first_try", suggestion=str(result.get("suggestion") or ""), **words)
    answer = _ready_answer(step, words["text"], payload, loc, attempt)
    if attempt < OFFER_FROM:
        earlier = {c: a for c, a in (view.context.get("answers") or {}).items() if c in COMPONENTS and c != step}
        example = joined_statement({**earlier, step: answer}, loc)
        # the step's part is a general sentence: not called theirs, whatever earlier answers of theirs sit beside it
        key = "worked_example_general" if is_general(answer, step, loc) else "worked_example"
        return say(loc, key, example=example, answer=answer, why=say(loc, f"why_{step}"), **words)
    lead = say(loc, f"lead_{(attempt - OFFER_FROM) % LEADS}")
    return say(loc, "offer", lead=lead, answer=answer, **words)
