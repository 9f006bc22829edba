"""Convert the four-step practice's old per-step evaluations into step results (issue 12).

Before, every answer of a four-step practice was stored as a whole-statement ``Evaluation`` of the fragment
("I felt lonely." scored 25), and the dashboard averaged those fragments. This replays the old rule on each
session's evaluations in time order: the step starts at the observation; each evaluation is judged by the current
step's label; the ideal label accepts it and moves to the next step; tries are counted per step. Every replayed
row becomes a ``StepResult`` (same user, text, locale, source, time); when the replay reaches the end, the four
accepted answers are stored once as a whole-statement ``Evaluation`` (scored from their verdicts, at the time of
the accepted request), and the fragment rows are removed. Evaluations after the end (whole statements the learner
checked afterwards) stay as they are. Reversing keeps the converted data (the fragments are not recreated).
"""

from django.db import migrations
from django.db.models import Q

from nvcpractice.practice.statements import assemble_statement, statement_from_steps

STEPS = ("observation", "feeling", "need", "request")


def _verdict(evaluation, component: str) -> dict:
    found = (evaluation.details or {}).get("components", {}).get(component)
    if isinstance(found, dict) and found.get("label") == getattr(evaluation, component):
        return {key: found.get(key, "") for key in ("label", "evidence", "suggestion")}
    return {"label": getattr(evaluation, component), "evidence": "", "suggestion": ""}


def _replay(session, evaluations, StepResult, Evaluation) -> list[int]:
    """Store the session's step results (and its finished statement); returns the ids of the replayed rows."""
    step_index, tries, accepted, replayed = 0, dict.fromkeys(STEPS, 0), {}, []
    for evaluation in evaluations:
        if step_index == len(STEPS):
            break
        step = STEPS[step_index]
        verdict = _verdict(evaluation, step)
        tries[step] += 1
        result = StepResult.objects.create(
            user_id=evaluation.user_id,
            session_id=session.pk,
            component=step,
            label=verdict["label"],
            accepted=verdict["label"] == step,
            attempt=tries[step],
            text=evaluation.text.strip(),
            locale=evaluation.locale,
            source=evaluation.source,
            details=verdict,
        )
        StepResult.objects.filter(pk=result.pk).update(created_at=evaluation.created_at)
        replayed.append(evaluation.pk)
        if result.accepted:
            accepted[step] = (evaluation, verdict)
            step_index += 1
    if step_index == len(STEPS):
        last = accepted["request"][0]
        analysis = statement_from_steps(verdicts={c: accepted[c][1] for c in STEPS}, locale=last.locale)
        final = Evaluation.objects.create(
            user_id=last.user_id,
            session_id=session.pk,
            message_id=last.message_id,
            text=assemble_statement({c: accepted[c][0].text for c in STEPS}, last.locale),
            locale=last.locale,
            score=analysis.score,
            details=analysis.to_dict(),
            source="model" if any(accepted[c][0].source == "model" for c in STEPS) else "rules",
            **analysis.labels(),
        )
        Evaluation.objects.filter(pk=final.pk).update(created_at=last.created_at)
    return replayed


def convert_step_evaluations(apps, schema_editor):
    PracticeSession = apps.get_model("practice", "PracticeSession")
    Evaluation = apps.get_model("practice", "Evaluation")
    StepResult = apps.get_model("practice", "StepResult")
    sessions = PracticeSession.objects.filter(Q(mode="structured") | Q(state__has_key="answers"))
    for session in sessions.filter(evaluations__isnull=False).distinct().order_by("pk").iterator():
        if StepResult.objects.filter(session_id=session.pk).exists():
            continue  # already recorded the new way
        evaluations = list(Evaluation.objects.filter(session_id=session.pk).order_by("created_at", "id"))
        replayed = _replay(session, evaluations, StepResult, Evaluation)
        Evaluation.objects.filter(pk__in=replayed).delete()


class Migration(migrations.Migration):
    dependencies = [("practice", "0003_step_result")]

    operations = [migrations.RunPython(convert_step_evaluations, migrations.RunPython.noop, elidable=True)]
