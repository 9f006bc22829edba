"""Bilingual (English / Simplified Chinese) Nonviolent Communication lexicons and rule-based statement analyzer.

Why this exists: the app scores practice statements by the NVC rubric (observation, feeling, need, request)
without a model, and validates an LLM evaluator's answers against the same labels. Pure Python, no Django.

    >>> analyze("I feel brushed aside.").label("feeling")
    'faux_feeling'
"""

from .acts import ACTS, DialogueAct
from .analyzer import analyze, gives_up_the_practice
from .empathy import EmpathyGuess
from .lexicons import feelings_list, needs_list
from .locale import detect_locale, normalize_locale
from .result import COMPONENTS, LABELS, ComponentResult, StatementAnalysis, is_ideal, score_labels

__all__ = (
    "ACTS",
    "COMPONENTS",
    "LABELS",
    "ComponentResult",
    "DialogueAct",
    "EmpathyGuess",
    "StatementAnalysis",
    "analyze",
    "detect_locale",
    "feelings_list",
    "gives_up_the_practice",
    "is_ideal",
    "needs_list",
    "normalize_locale",
    "score_labels",
)
