"""Evaluates a statement: the configured model when there is one, the rule-based analyzer otherwise.

Both paths return a :class:`StatementAnalysis`; when the model fails or answers something invalid, the
rule-based result stands. ``NVC_EVALUATOR`` picks: ``rules``, ``model`` or ``auto`` (model if configured).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.conf import settings

from nvcpractice.llm.base import ModelError
from nvcpractice.llm.model_evaluation import evaluate_with_model
from nvcpractice.llm.providers import get_chat_model, model_configured
from nvcpractice.nvc import StatementAnalysis, analyze

logger = logging.getLogger(__name__)
MAX_STATEMENT_CHARS = 2000
MAX_CONTEXT_CHARS = 2000


@dataclass(frozen=True, slots=True)
class EvaluationOutcome:
    """An analysis and where it came from (``rules`` or ``model``)."""

    analysis: StatementAnalysis
    source: str


def _use_model() -> bool:
    mode = settings.NVC_EVALUATOR
    return mode == "model" or (mode == "auto" and model_configured())


def statement_evaluate(*, text: str, locale: str | None = None, context: str | None = None) -> EvaluationOutcome:
    """Evaluate ``text``, the answer to ``context`` (the line it replies to, if any); raises ``ValueError`` only for
    unusable input (empty, too long, not text)."""
    if isinstance(text, str) and len(text) > MAX_STATEMENT_CHARS:
        raise ValueError(f"text is longer than {MAX_STATEMENT_CHARS} characters")
    if context is not None and (not isinstance(context, str) or len(context) > MAX_CONTEXT_CHARS):
        raise ValueError(f"context must be text of at most {MAX_CONTEXT_CHARS} characters")
    rules = analyze(text, locale, context=context)
    if not _use_model():
        return EvaluationOutcome(rules, "rules")

    try:
        return EvaluationOutcome(evaluate_with_model(text=text, locale=rules.locale, model=get_chat_model()), "model")
    except (ModelError, ValueError) as exc:
        logger.warning("model evaluation failed, keeping the rule-based result: %s", exc)
        return EvaluationOutcome(rules, "rules")
