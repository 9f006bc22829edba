"""Every judgement in a text, in the learner's own words, with what kind of judgement it is.

Why this exists: the analyzer's observation verdict points at the first judgement only, but a learner who writes
"you never help, you're so lazy" said two things a listener hears: a sweeping "never" and a word for who the other
person is. The coaches name each (the four-step drill when a feeling is missing, the role-play partner and coach
after a blaming turn). Kinds: ``generalisation`` (always/never, 总是/从来), ``character`` (a label for the
person: lazy, 自私), ``judgement`` (anything else: a motive guessed, sarcasm, a rhetorical why).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .analyzer import rules_locale
from .locale import ZH_HANS, normalize_locale
from .rules import en_observation, zh_observation
from .spans import whole_words
from .text import prepare

_KINDS = {
    "generalisation": "generalisation",
    "again": "generalisation",
    "label": "character",
    "too": "character",
    "so": "character",
}
_INTENSIFIER = {
    "en": re.compile(r"^(?:(?:so|too|very|really|such|being|a|an|just)\s+)+", re.IGNORECASE),
    ZH_HANS: re.compile(r"^(?:太|这么|那么|如此|多么|真|好)+|了$"),
}


@dataclass(frozen=True, slots=True)
class Judgement:
    """One judgement: the learner's words for it, and its kind."""

    words: str
    kind: str

    def bare(self, locale: str) -> str:
        """The judging word without "so"/"too"/太…了 around it: "so selfish" → "selfish", 太自私了 → 自私."""
        pattern = _INTENSIFIER[ZH_HANS if locale == ZH_HANS else "en"]
        return pattern.sub("", self.words).strip() or self.words


def _merged(hits: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str]]:
    """Overlapping hits as one span; a word for the person wins the kind, then always/never."""
    groups: list[tuple[int, int, str]] = []
    for start, end, kind, _ in sorted(hits):
        kind = _KINDS.get(kind, "judgement")
        if groups and start < groups[-1][1]:
            first, last, earlier = groups[-1]
            best = min((earlier, kind), key=("character", "generalisation", "judgement").index)
            groups[-1] = (first, max(last, end), best)
        else:
            groups.append((start, end, kind))
    return groups


def judgements_in(text: str, locale: str | None = None) -> list[Judgement]:
    """The judgements in ``text`` in the order written, overlapping ones once (``[]`` for an empty text)."""
    if not isinstance(text, str) or not text.strip():
        return []
    prepared = prepare(text)
    locale = rules_locale(text, normalize_locale(locale))
    rules = zh_observation if locale == ZH_HANS else en_observation
    found = []
    for start, end, kind in _merged(rules.evaluation_hits(prepared.text)):
        words = prepared.evidence(*whole_words(prepared.text, start, end)).strip()
        if words:
            found.append(Judgement(words=words, kind=kind))
    return found
