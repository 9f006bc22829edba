"""``evaluate_nvc``: evaluate a statement per NVC component; the result is kept for the caller's progress.

In the four-step practice, while a step (or an empathy guess) is being answered, the tool only evaluates: the
structured mode judges the answer on its step's component and stores it as a step result
(``practice.exercises.four_steps``).
Everywhere else the result is stored as a whole-statement evaluation.
"""

from django.contrib.auth import get_user_model
from pydantic import Field

from nvcpractice.nvc import COMPONENTS
from nvcpractice.practice.evaluator import MAX_STATEMENT_CHARS, statement_evaluate
from nvcpractice.practice.models import Mode, StructuredStep
from nvcpractice.practice.payloads import analysis_payload
from nvcpractice.practice.selectors import session_get
from nvcpractice.practice.services import evaluation_create
from tools.builtin._common import LocaleArg
from tools.protocol import Tool, ToolArgs, ToolContext, ToolError, ToolResult


class EvaluateNvc(Tool):
    name = "evaluate_nvc"
    rate_scope = "evaluate"  # may call the model: shares the /api/evaluate/ budget (tools.limits)
    description = (
        "Evaluate a statement against the NVC rubric: for observation, feeling, need and request, a label (with "
        "label_text, the plain words to show the learner), the words it points at and a concrete suggestion, plus "
        "a score 0-100."
    )

    class Args(ToolArgs):
        text: str = Field(min_length=1, max_length=MAX_STATEMENT_CHARS, description="the statement to evaluate")
        locale: LocaleArg = Field(default=None, description="en or zh-hans; detected when omitted")

    def run(self, args: Args, ctx: ToolContext) -> ToolResult:
        session = session_get(user_id=ctx.user_id, session_id=ctx.session_id) if ctx.session_id else None
        answering_a_step = (
            session is not None
            and session.mode == Mode.STRUCTURED
            and (session.structured_step in COMPONENTS or session.structured_step == StructuredStep.EMPATHY)
        )
        try:
            if answering_a_step:
                outcome = statement_evaluate(text=args.text, locale=args.locale)
            else:
                user = get_user_model().objects.get(pk=ctx.user_id)
                _, outcome = evaluation_create(user=user, text=args.text, locale=args.locale, session=session)
        except ValueError as exc:
            raise ToolError(str(exc)) from exc
        return ToolResult.ok({**analysis_payload(outcome.analysis), "source": outcome.source})
