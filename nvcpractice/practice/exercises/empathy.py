"""The "hear the other person" exercise's progress: the server, not the model, decides when a guess is accepted.

In a four-step session started as this exercise (``state["exercise"] == "empathy"``) the learner answers one of
the other person's lines with a guess at their feeling and need. After ``evaluate_nvc`` runs, the answer is
judged as an empathy guess (named feeling, named need, asked as a question), stored as a ``StepResult`` with
component ``empathy`` and compared with the scenario's reference feelings and needs — reported, never failed. An
accepted guess moves on to the other person's next line; after the last one the exercise is done. The ``practice``
payload has the four steps' shape (``step``, ``accepted``, ``attempt``, ``label``, ``label_text``, ``next_step``,
``model_answer``) plus what this exercise adds (``line``, ``role``, ``guess``, ``reference``, ``matched``,
``next_line``).
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import StatementAnalysis
from nvcpractice.nvc.empathy_check import ACCEPTED, empathy_verdict, framed_verdict, ready_guess, reference_matches
from nvcpractice.nvc.ready_answers import OFFER_FROM
from nvcpractice.nvc.wording import empathy_text
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.practice.models import PracticeSession, StructuredStep
from nvcpractice.practice.services import empathy_result_record, session_empathy_advance


def empathy_progress(*, session: PracticeSession, analysis: dict[str, Any], text: str) -> dict[str, Any]:
    """Record the guess at the current line, move on when it is accepted; returns the ``practice`` payload."""
    said = StatementAnalysis.from_dict(analysis)
    verdict = framed_verdict(text, said)  # "lonely and needing connection" answers the question it was asked
    other = SessionState.of(session).other
    feelings, needs = list(other.get("feelings", [])), list(other.get("needs", []))
    label = empathy_verdict(verdict)
    guess = verdict.empathy
    matched = {"feeling": reference_matches(guess.feeling, feelings), "need": reference_matches(guess.need, needs)}
    result = empathy_result_record(
        session=session,
        text=text.strip(),
        label=label,
        accepted=label == ACCEPTED,
        locale=verdict.locale,
        details={
            "guess": guess.to_dict(),
            "line": other.get("line", ""),
            "matched": matched,
            "acts": [act.to_dict() for act in said.acts],
        },
        source=analysis.get("source", "rules"),
    )
    if result.accepted:
        session_empathy_advance(session=session, guess=text.strip())
    progress: dict[str, Any] = {
        "step": StructuredStep.EMPATHY.value,
        "exercise": "empathy",
        "accepted": result.accepted,
        "attempt": result.attempt,
        "label": label,
        "label_text": empathy_text(label, verdict.locale),
        "next_step": session.structured_step,
        "answers": {},
        "line": other.get("line", ""),
        "role": other.get("role", ""),
        "guess": {"feeling": guess.feeling, "need": guess.need},
        "reference": {"feelings": feelings, "needs": needs},
        "matched": matched,
    }
    if not result.accepted:
        variant = max(result.attempt - OFFER_FROM, 0)
        progress["model_answer"] = ready_guess(feelings=feelings, needs=needs, locale=verdict.locale, variant=variant)
    elif session.structured_step == StructuredStep.EMPATHY:
        progress["next_line"] = SessionState.of(session).other.get("line", "")
    else:
        progress["heard"] = len(SessionState.of(session).heard)
    return progress
