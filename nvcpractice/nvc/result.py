"""The analyzer's result types, the label vocabulary and the score formula.

Why this exists: the rule-based analyzer, the LLM evaluator (whose JSON answer is validated with
``StatementAnalysis.from_dict``) and the API all speak the same four components and label strings.

Score formula (``score_labels``): each of the four components is worth up to 25 points; the score is the sum.

============  ===========================================================
component     points per label
============  ===========================================================
observation   observation 25, evaluation 8, absent 0
feeling       feeling 25, faux_feeling 10, thought 5, absent 0
need          need 25, strategy 10, absent 0
request       request 25, vague 12, demand 4, absent 0
============  ===========================================================

A complete NVC statement scores 100, an empty one 0; an attempt at a component (even a flawed one) earns a
little, a flawed attempt always less than the clean form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .acts import DialogueAct, detect_acts
from .empathy import NOT_A_GUESS, EmpathyGuess, detect_empathy
from .locale import detect_locale, normalize_locale
from .text import loose_normalise, prepare

COMPONENTS: tuple[str, ...] = ("observation", "feeling", "need", "request")

LABELS: dict[str, tuple[str, ...]] = {
    "observation": ("observation", "evaluation", "absent"),
    "feeling": ("feeling", "faux_feeling", "thought", "absent"),
    "need": ("need", "strategy", "absent"),
    "request": ("request", "demand", "vague", "absent"),
}

IDEAL_LABELS: dict[str, str] = {component: component for component in COMPONENTS}


def is_ideal(component: str, label: str) -> bool:
    """Whether ``label`` is the one a well-formed ``component`` gets (its ideal label, named like the component)."""
    return IDEAL_LABELS.get(component) == label


LABEL_POINTS: dict[str, dict[str, int]] = {
    "observation": {"observation": 25, "evaluation": 8, "absent": 0},
    "feeling": {"feeling": 25, "faux_feeling": 10, "thought": 5, "absent": 0},
    "need": {"need": 25, "strategy": 10, "absent": 0},
    "request": {"request": 25, "vague": 12, "demand": 4, "absent": 0},
}


def _check_label(component: str, label: Any) -> str:
    if not isinstance(label, str) or label not in LABELS[component]:
        allowed = ", ".join(LABELS[component])
        raise ValueError(f"invalid label {label!r} for {component}: expected one of {allowed}")
    return label


def score_labels(labels: dict[str, str]) -> int:
    """Score 0..100 for one label per component (see the module docstring); ``ValueError`` on bad input."""
    if not isinstance(labels, dict):
        raise ValueError("labels must be a dict of component -> label")
    missing = [component for component in COMPONENTS if component not in labels]
    if missing:
        raise ValueError(f"missing component(s): {', '.join(missing)}")
    return sum(LABEL_POINTS[c][_check_label(c, labels[c])] for c in COMPONENTS)


@dataclass(frozen=True, slots=True)
class ComponentResult:
    """One component's verdict: its label, the evidence span from the user's text, and advice."""

    label: str
    evidence: str
    suggestion: str

    def to_dict(self) -> dict[str, str]:
        return {"label": self.label, "evidence": self.evidence, "suggestion": self.suggestion}


@dataclass(frozen=True, slots=True)
class StatementAnalysis:
    """The analysis of one statement: canonical locale, score, the four component results in order, whether the
    statement is an empathy guess, and the dialogue acts it carries (both separate from the labels and the score)."""

    locale: str
    score: int
    components: dict[str, ComponentResult]
    empathy: EmpathyGuess = NOT_A_GUESS
    acts: tuple[DialogueAct, ...] = ()

    def act_names(self) -> frozenset[str]:
        """The names of the acts the statement carries."""
        return frozenset(act.act for act in self.acts)

    def label(self, component: str) -> str:
        """The label of ``component`` (``KeyError`` for an unknown component)."""
        return self.components[component].label

    def labels(self) -> dict[str, str]:
        """``{component: label}`` in component order."""
        return {component: self.components[component].label for component in COMPONENTS}

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"locale", "score", "components": {c: {"label", "evidence", "suggestion"}}, "empathy",
        "acts": [{"act", "evidence"}]}``."""
        return {
            "locale": self.locale,
            "score": self.score,
            "components": {component: self.components[component].to_dict() for component in COMPONENTS},
            "empathy": self.empathy.to_dict(),
            "acts": [act.to_dict() for act in self.acts],
        }

    @classmethod
    def build(
        cls,
        locale: str,
        components: dict[str, ComponentResult],
        empathy: EmpathyGuess = NOT_A_GUESS,
        acts: tuple[DialogueAct, ...] = (),
    ) -> StatementAnalysis:
        """Assemble a result, ordering the components and computing the score from the labels."""
        ordered = {component: components[component] for component in COMPONENTS}
        score = score_labels({component: result.label for component, result in ordered.items()})
        return cls(locale=locale, score=score, components=ordered, empathy=empathy, acts=acts)

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, text: str | None = None) -> StatementAnalysis:
        """Validate a dict (e.g. a model's JSON answer) and build a result; ``ValueError`` with a clear message.

        Accepts ``{"components": {...}}`` (optionally with ``locale``, ``empathy`` and ``acts``; ``score`` is ignored
        and recomputed) or the components mapping itself. With ``text``, evidence that is not a substring of it
        (compared after normalisation) is replaced by ``""``; evidence of an ``absent`` component is always ``""``.
        """
        if not isinstance(data, dict):
            raise ValueError("analysis must be a JSON object")
        raw_components = data.get("components", data if all(c in data for c in COMPONENTS) else None)
        if not isinstance(raw_components, dict):
            raise ValueError("analysis must have a 'components' object")
        locale = normalize_locale(data.get("locale")) if data.get("locale") is not None else None
        if locale is None:
            locale = detect_locale(text) if isinstance(text, str) and text.strip() else "en"
        haystack = loose_normalise(text) if isinstance(text, str) else None
        components: dict[str, ComponentResult] = {}
        for component in COMPONENTS:
            if component not in raw_components:
                raise ValueError(f"missing component {component!r}")
            item = raw_components[component]
            if not isinstance(item, dict):
                raise ValueError(f"component {component!r} must be an object")
            label = _check_label(component, item.get("label"))
            evidence = item.get("evidence", "")
            suggestion = item.get("suggestion", "")
            if not isinstance(evidence, str):
                raise ValueError(f"{component}.evidence must be a string")
            if not isinstance(suggestion, str):
                raise ValueError(f"{component}.suggestion must be a string")
            evidence = evidence.strip()
            if label == "absent" or (evidence and haystack is not None and loose_normalise(evidence) not in haystack):
                evidence = ""
            components[component] = ComponentResult(label=label, evidence=evidence, suggestion=suggestion.strip())
        unknown = set(raw_components) - set(COMPONENTS)
        if unknown:
            raise ValueError(f"unknown component(s): {', '.join(sorted(map(str, unknown)))}")
        return cls.build(locale, components, *_beside_labels(data, text, locale))


def _beside_labels(data: dict[str, Any], text: Any, locale: str) -> tuple[EmpathyGuess, tuple[DialogueAct, ...]]:
    """The empathy result and the acts of a stored or model answer: validated when given, else (a model's answer)
    from the rules, as the analyzer finds them."""
    prepared = prepare(text) if isinstance(text, str) and text.strip() else None
    if "empathy" in data:
        empathy = EmpathyGuess.from_dict(data["empathy"])
    else:
        empathy = detect_empathy(prepared, locale) if prepared else NOT_A_GUESS
    if "acts" in data:
        if not isinstance(data["acts"], list):
            raise ValueError("acts must be a list")
        acts = tuple(DialogueAct.from_dict(item) for item in data["acts"])
    else:
        acts = detect_acts(prepared, locale) if prepared else ()
    return empathy, acts
