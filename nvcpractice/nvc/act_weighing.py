"""Weighing the dialogue acts the rules found against the message's own words: the acts' learned second reading.

Why this exists: the act rules (``acts.py``) name the forms an act takes, and on messages by writers who never saw
them they miss what they do not name — a vent about a third person in words no list holds, an aside about dinner, a
threat said as a plan — and take some look-alikes for acts. This module reads each message a second time as a set of
signals (the acts the rules found, the four components' labels, the message's words, word pairs and spellings, the
words of the line it answers, its length) and adds up a weight per signal and act, learned by logistic regression
from the tuning part of the corpus (``scripts/acts_model.py``; writers kept together in the folds that choose the
thresholds, the held-out part never read). The weights overrule the rules only when they are sure: an act the rules
did not find is added (with the whole message as evidence) when its probability passes the act's ``add`` threshold,
never under one half; an act the rules found is dropped when its probability falls under the act's ``drop``
threshold, never over one tenth. The rules' look-alikes (a "sorry" that is pity, a threat quoted from someone, "or
I'll worry") and their asides ("ok what now?" after the other person said how they feel) are deliberate, and a
learned weight for a word must not undo them on a hunch.

The weights see the rules' acts as signals, so they mostly confirm them; what they add is the words around them.
The components, the empathy reading and everything else the rules decide are left as they are. ``analyze(…,
weigh_acts=False)`` is the off switch: the rules' acts alone (what the trainer reads, and the benchmark's side by
side). Linear in the message: one pass over its words, a dictionary lookup per signal.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path

from .findings import Span
from .locale import ZH_HANS
from .words import boundaries

MODELS = Path(__file__).with_name("act_models")
CONTEXT_WORDS = 60
"""The words of the line a message answers that count (a long scene description says little more after these)."""
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|[?!]")
_ZH_SPACE = re.compile(r"\s+")
_RUNS = {"en": (re.compile(r"[a-z]{4,}"), (4,)), ZH_HANS: (re.compile(r"[\u3400-\u9fff]+"), (1, 2, 3))}
"""Runs of these many letters of a word (English) or characters of a run of Chinese are signals too: they carry
spellings, stems and the words the segmenter splits ("sorryyy", "apologising", 拜拜啦). Chosen on the tuning part's
out-of-fold macro-F1, as the safety weighing's are: with them 0.932 (English) and 0.928 (Chinese), without 0.928 and
0.921."""


def words_of(text: str, locale: str) -> list[str]:
    """``text``'s words in lower case: English words (and ``?``/``!``), Chinese words as the analyzer cuts them."""
    lowered = text.lower()
    if locale != ZH_HANS:
        return _EN_WORD.findall(lowered)
    cut = (lowered[start:end] for start, end in pairwise(sorted(boundaries(lowered))))
    return [word for word in (_ZH_SPACE.sub("", piece) for piece in cut) if word]


def _ngrams(words: list[str]) -> list[str]:
    return words + [f"{first}_{second}" for first, second in pairwise(words)]


def _spellings(text: str, locale: str) -> set[str]:
    pattern, sizes = _RUNS[ZH_HANS if locale == ZH_HANS else "en"]
    return {
        f"spelling:{run[start : start + size]}"
        for run in pattern.findall(text.lower())
        for size in sizes
        for start in range(len(run) - size + 1)
    }


def _length(text: str) -> str:
    size = len(text)
    return "short" if size < 15 else "medium" if size < 60 else "long"


def signals(text: str, context: str, locale: str, acts: Iterable[str], labels: Mapping[str, str]) -> set[str]:
    """What the weights read of a message: the rules' ``acts`` (or that there are none), the components' ``labels``,
    the words, word pairs and spellings of ``text``, the words and word pairs of the first ``CONTEXT_WORDS`` words of
    ``context``, and the length."""
    found = {f"act:{act}" for act in acts} or {"act:none"}
    found.update(f"label:{component}={label}" for component, label in labels.items())
    found.update(f"word:{gram}" for gram in _ngrams(words_of(text, locale)))
    found.update(_spellings(text, locale))
    if context:
        found.update(f"context:{gram}" for gram in _ngrams(words_of(context, locale)[:CONTEXT_WORDS]))
    found.add(f"length:{_length(text)}")
    return found


@dataclass(frozen=True)
class Model:
    """A locale's weights per signal and act, and each act's bias and two thresholds (``scripts/acts_model.py``)."""

    weights: dict[str, dict[str, float]]
    """``{signal: {act: weight}}``; a signal or act not listed weighs nothing."""
    bias: dict[str, float]
    add: dict[str, float]
    """The probability over which an act the rules did not find is reported."""
    drop: dict[str, float]
    """The probability under which an act the rules found is not reported."""

    def probabilities(self, found: Iterable[str]) -> dict[str, float]:
        """Each act's probability for a message with the signals ``found``."""
        totals = dict(self.bias)
        for signal in found:
            for act, weight in self.weights.get(signal, {}).items():
                totals[act] += weight
        return {act: 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, total)))) for act, total in totals.items()}

    def acts(self, found: Iterable[str], ruled: Iterable[str]) -> set[str]:
        """The acts to report of a message with the signals ``found``, of which the rules found ``ruled`` (an act the
        weights know nothing of stays as the rules found it)."""
        chances = self.probabilities(found)
        unknown = {act for act in ruled if act not in chances}
        return unknown | {
            act for act, chance in chances.items() if reported(chance, act in ruled, self.add[act], self.drop[act])
        }


def reported(chance: float, ruled: bool, add: float, drop: float) -> bool:
    """Whether an act with this probability is reported: one the rules found unless ``chance`` falls under ``drop``,
    one they did not only when it passes ``add`` (the trainer chooses the two with this same rule)."""
    return chance >= drop if ruled else chance > add


def model_path(locale: str) -> Path:
    """Where the locale's model is (and the trainer writes it)."""
    return MODELS / f"{ZH_HANS if locale == ZH_HANS else 'en'}.json"


@cache
def model(locale: str) -> Model | None:
    """The locale's model, or ``None`` when none has been trained."""
    path = model_path(locale)
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return Model(weights=data["weights"], bias=data["bias"], add=data["add"], drop=data["drop"])


def weighed_spans(spans: dict[str, Span], found: Iterable[str], weights: Model | None, whole: Span) -> dict[str, Span]:
    """The acts of ``spans`` (the rules') the ``weights`` keep, and those they add, each with the span that shows
    it: the rules' span, or ``whole`` (the message) for an act the rules did not find. Without weights, ``spans``."""
    if weights is None:
        return spans
    return {act: spans.get(act, whole) for act in weights.acts(found, spans)}
