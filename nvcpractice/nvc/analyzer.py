"""The public entry point: ``analyze(text, locale)`` -> ``StatementAnalysis``.

Why this exists: it validates input, settles the locale, normalises the text, runs the rule set for that
language and assembles labels, evidence, suggestions and score into one result.
"""

from __future__ import annotations

from .empathy import detect_empathy
from .locale import EN, ZH_HANS, detect_locale, normalize_locale, script_counts
from .result import StatementAnalysis
from .rules.en import analyze_en
from .rules.zh import analyze_zh
from .suggestions import build_components
from .text import prepare

MAX_TEXT_LENGTH = 5000


def rules_locale(text: str, requested: str | None) -> str:
    """The rule set to run: the requested locale unless the text has no character of that language's script."""
    if requested is None:
        return detect_locale(text)
    han, latin_words = script_counts(text)
    if requested == ZH_HANS and han == 0 and latin_words:
        return EN
    if requested == EN and latin_words == 0 and han:
        return ZH_HANS
    return requested


def analyze(text: str, locale: str | None = None) -> StatementAnalysis:
    """Label a statement's observation, feeling, need and request by the NVC rubric.

    ``locale`` may be ``None`` (detect from the text) or any spelling ``normalize_locale`` accepts. A requested
    locale is honoured unless the text contains no character of that language's script (e.g. ``"en"`` with an
    all-Chinese text), in which case the detected language is used. Raises ``ValueError`` for non-string, empty
    or whitespace-only text and for unsupported locales. Text beyond ``MAX_TEXT_LENGTH`` characters is ignored.
    """
    if not isinstance(text, str):
        raise ValueError(f"text must be a string, not {type(text).__name__}")
    if not text.strip():
        raise ValueError("text must not be empty")
    requested = normalize_locale(locale)
    clipped = text[:MAX_TEXT_LENGTH]
    prepared = prepare(clipped)
    result_locale = rules_locale(clipped, requested)
    findings = analyze_zh(prepared) if result_locale == ZH_HANS else analyze_en(prepared)
    components = build_components(result_locale, prepared, findings)
    return StatementAnalysis.build(result_locale, components, detect_empathy(prepared, result_locale))
