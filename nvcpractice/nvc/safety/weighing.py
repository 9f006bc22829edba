"""Weighing a message's signals together: the check-in tier for disclosures no single frame names.

Why this exists: frames (``frames.py``) decide when a message says plainly who did what, or names a clear signal.
Many disclosures do neither: "been sat in the van outside the house an hour, don't fancy going in", 每天下班在楼下
坐二十分钟才敢上去. Each such message still carries several weak signals — a person close to the writer, a fear, a
place, a time, a hedge — that mean little apart and much together. This module turns a message into those signals
(its words, word pairs, concepts, concept pairs within a clause, the frames and contexts found) and adds up a
weight per signal, learned by logistic regression from the tuning part of the safety corpus
(``scripts/safety_model.py``; the held-out part is never used). A message whose weight passes the locale's
threshold gets a ``check_in``, never a ``crisis``: a crisis needs a frame.

Every message is weighed, whether or not a word of the lexicon speaks of danger: writers who never saw the lexicon
disclose in words it does not list (a fifth of the Chinese tuning disclosures carried none of its concepts), and the
ordinary practice messages the weights are trained on teach them what everyday talk weighs. What the lexicon does
say still counts, as evidence that sets the bar: a message that names a danger (a concept of ``DANGER`` or a frame)
meets the locale's ``threshold``, one in plain words the higher ``plain_threshold``, and one whose danger words a
context explains away (a game, a denial, a figure of speech: ``EXPLAINED``) the ``explained_threshold``. A context
raises the bar rather than silencing the message: the contexts are word lists too, and writers hedge real harm with
them ("it's not like he hit me, but it's gone purple"); the weights, which see the context as a signal, decide.

Linear in the message: one pass over its tokens, a dictionary lookup per signal.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import repeat
from pathlib import Path

from .concern import Assessment, Concern, Level
from .frames import Token

MODELS = Path(__file__).with_name("models")
PAIR_WINDOW = 6
"""Concepts at most this many words apart in a clause make a pair."""
_IGNORED_TAGS = frozenset({"NEG"})
DANGER = frozenset(
    {
        "SUICIDE_WORD",
        "SH_WORD",
        "SH_TOOL",
        "WEAPON",
        "KILL",
        "CONFINE",
        "MONITOR",
        "ISOLATE",
        "BLACKMAIL",
        "SEX_WORD",
        "WITHOUT_ME",
        "BURDEN",
        "HOPELESS",
        "FAREWELL",
        "MEANS",
        "REFUGE",
        "INJURY",
        "UNSAFE",
        "HURT_OTHERS_WISH",
        "NIGHT_VISIT",
        "SEX_FORCE",
        "ATTEMPT",
        "STOCKPILE",
        "LARGE_DOSE",
        "SH_HEAD",
        "UNWANTED_TOUCH",
        "BLACKOUT",
        "STALK",
        "NEGLECT",
        "SH_MARK",
        "CONCEAL",
        "HIT",
        "HIT_SOFT",
        "THROW",
        "FEAR",
        "DESTROY",
        "SH_ACT",
        "DIE",
        "FORBID",
        "TAKE",
        "SEX_ACT",
        "CHILDHOOD",
        "WAKE",
        "ASLEEP",
        "HINT",
        "PET_GONE",
        "VEHICLE_THREAT",
    }
)
"""Concepts that may speak of danger: a message with none of them and no frame (even one a context cancelled) is
weighed against the locale's higher ``plain_threshold`` ("could you take the bins out on Thursday?" needs far more
weight to be asked about than "he grabbed my wrist and wouldn't let go")."""
_SELF_SIGNS = frozenset({"SUICIDE_WORD", "SH_WORD", "SH_ACT", "SH_TOOL", "SH_MARK", "WITHOUT_ME", "BURDEN", "MEANS"})
_ABUSE_SIGNS = frozenset(
    {"SEX_WORD", "SEX_ACT", "SEX_FORCE", "ASSET", "FORBID", "CONFINE", "MONITOR", "ISOLATE", "BLACKMAIL"}
)
"""Taking is abuse by what is taken (``ASSET``: a phone, a bank card); ``TAKE`` alone is also an auxiliary ("he
hasn't hit me in months")."""


def _concepts(token: Token) -> frozenset[str]:
    tags = token.tags.union(*(tags for _, tags in token.phrases))
    return frozenset(tag for tag in tags if tag.isupper() and tag not in _IGNORED_TAGS)


CHARACTERS = {"en": (4,), "zh-hans": (1, 2, 3)}
"""Runs of these many characters are signals too: they carry spellings, word stems and the Chinese words the
segmenter splits or the lexicon lacks (拖着不让走, "bruisin"), so a writer's own wording still weighs. Chosen on the
tuning part's out-of-fold recall: Chinese 1-3 over 2 alone; English 4 alone, within a point of 3-5 and 4-5."""


PERSONS = frozenset({"FIRST", "ME", "MY", "SELF", "YOU", "OTHER", "KIN"})
"""Who is spoken of is no signal by itself ("he", 他, "my sister"): a person word counts beside what is done, in
the concept pairs, never alone as a word, a concept or a spelling (他把我打败了三次 is a game, not a blow)."""


def signals(
    clauses: Sequence[Sequence[Token]], cues: Iterable[str] = (), text: str = "", locale: str = "en"
) -> set[str]:
    """The message's signals: words, adjacent word pairs, concepts, concept pairs within a clause (in order), and
    runs of characters of ``text`` (a person alone is none of them: ``PERSONS``); ``cues`` are the frames and
    contexts found (cancelled or not: the weights say how much each counts)."""
    found: set[str] = {f"c:{cue}" for cue in cues}
    persons = {token.word for clause in clauses for token in clause if not PERSONS.isdisjoint(token.tags)}
    lowered = text.lower()
    for width in CHARACTERS.get(locale, CHARACTERS["en"]):
        prefix = f"g{width}:"
        runs = [lowered[i : i + width] for i in range(len(lowered) - width + 1)]
        found.update([prefix + run for run in runs if run not in persons])
    for clause in clauses:
        concepts = [_concepts(token) for token in clause]
        negated = False
        for position, token in enumerate(clause):
            alone = token.word not in persons
            if alone:
                found.add(f"w:{token.word}")
            if position + 1 < len(clause):
                found.add(f"b:{token.word}_{clause[position + 1].word}")
            negated = negated or "NEG" in token.tags
            for tag in concepts[position]:
                if alone:
                    found.add(f"t:{tag}")
                if negated:
                    found.add(f"n:{tag}")
                for later in concepts[position + 1 : position + 1 + PAIR_WINDOW]:
                    found.update(f"p:{tag}>{other}" for other in later)
    return found


@dataclass(frozen=True)
class Model:
    """A locale's weights, bias and threshold (from ``scripts/safety_model.py``)."""

    weights: dict[str, float]
    bias: float
    threshold: float
    """For a message with a concept of ``DANGER`` or a frame's cue."""
    plain_threshold: float
    """For a message with neither: its weight comes from its words and spellings alone."""
    explained_threshold: float | None = None
    """For a message whose danger words a context explains away; ``None``: such a message is not weighed."""
    out_of_fold: dict[str, float] | None = None
    """The trainer's out-of-fold figures on the tuning corpus (frames plus weighing), for the report."""
    trade_off: tuple[dict[str, float], ...] = ()
    """The trainer's out-of-fold recall for each budget of false alarms on ordinary messages, for the report."""

    def probability(self, found: Iterable[str]) -> float:
        total = self.bias + sum(map(self.weights.get, found, repeat(0.0)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, total))))

    def threshold_for(self, found: set[str], cues: Iterable[str]) -> float | None:
        """The threshold the message's evidence calls for, or ``None`` when a context explains it away."""
        return self.bar(evidence_of(found, cues))

    def bar(self, evidence: str) -> float | None:
        """The threshold for one kind of evidence (``evidence_of``), or ``None`` when it is never weighed."""
        if evidence == EXPLAINED_AWAY:
            return self.explained_threshold
        return self.threshold if evidence == DANGER_NAMED else self.plain_threshold

    def to_json(self) -> dict:
        weights = {key: round(value, 4) for key, value in sorted(self.weights.items()) if abs(value) >= 1e-3}
        return {
            "bias": round(self.bias, 5),
            "threshold": round(self.threshold, 5),
            "plain_threshold": round(self.plain_threshold, 5),
            "explained_threshold": None if self.explained_threshold is None else round(self.explained_threshold, 5),
            "weights": weights,
        }


@cache
def model(locale: str) -> Model | None:
    """The locale's model, or ``None`` when none has been trained."""
    path = MODELS / f"{locale}.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return Model(
        weights=data["weights"],
        bias=data["bias"],
        threshold=data["threshold"],
        plain_threshold=data["plain_threshold"],
        explained_threshold=data.get("explained_threshold"),
        out_of_fold=data.get("out_of_fold"),
        trade_off=tuple(data.get("trade_off", ())),
    )


def weighed_concern(found: set[str]) -> Concern:
    """Which reply fits a message the weights flagged: harm to oneself, abuse, or else harm from others. An act
    that may be done to oneself or by another (hit, 打: ``SH_ACT``) is harm to oneself only with a reflexive
    (myself, 自己: ``SELF``); "he hit me" is harm from others."""
    signs = _SELF_SIGNS if "t:SELF" in found else _SELF_SIGNS - {"SH_ACT"}
    if any(f"t:{tag}" in found for tag in signs):
        return Concern.SELF_HARM
    if any(f"t:{tag}" in found for tag in _ABUSE_SIGNS):
        return Concern.ABUSE
    return Concern.VIOLENCE


def weighed(locale: str, clauses: Sequence[Sequence[Token]], cues: Iterable[str], text: str) -> Assessment | None:
    """A ``check_in`` when the message's signals weigh past the locale's threshold, else ``None``."""
    found_model = model(locale)
    if found_model is None:
        return None
    found = signals(clauses, cues, text, locale)
    threshold = found_model.threshold_for(found, cues)
    if threshold is None or found_model.probability(found) < threshold:
        return None
    return Assessment(level=Level.CHECK_IN, concern=weighed_concern(found), cue="weighed")


EXPLAINED = frozenset({"DENY_SELF", "DENY_HARM", "DENY_ALL", "HYPERBOLE", "RESOLVED", "IN_GAME", "MOOD_ONLY"})
"""Contexts that explain a message's danger words away ("he never hits me", 热死了, "the death of me"): where one
stands and no frame holds ("he keeps killing me in the game", "scared she'll be upset"), the message must weigh past
the locale's ``explained_threshold``."""
EXPLAINED_AWAY, DANGER_NAMED, PLAIN = "explained", "danger", "plain"
_EXPLAINING = frozenset(f"{kind}:{context}" for context in EXPLAINED for kind in ("c", "t"))
_DANGER_SIGNALS = frozenset(f"t:{tag}" for tag in DANGER)


def evidence_of(found: set[str], cues: Iterable[str]) -> str:
    """What the lexicon and frames say of a message's signals and cues: a context of ``EXPLAINED`` explains them
    away, a frame's cue (lower case; contexts are upper case) or a concept of ``DANGER`` names a danger, or the
    message is plain words the weights alone judge."""
    if not _EXPLAINING.isdisjoint(found):
        return EXPLAINED_AWAY
    if any(not cue.isupper() for cue in cues) or not _DANGER_SIGNALS.isdisjoint(found):
        return DANGER_NAMED
    return PLAIN


VETO = 0.3
"""A frame's crisis (unless its words are explicit) becomes a check-in when the weighing's probability is below
this: the weighing is then fairly sure the message only sounds like danger, and the coach still asks (recall counts
a check-in as a crisis). Chosen out of fold on the tuning part: it was 0.1 (about a quarter of the earlier check-in
thresholds), which left crises on 1.6% of English and 2.9% of Chinese look-alikes; 0.3 leaves 0.9% and 2.0%. One
half (the weights leaning neither way) leaves 0.8% and 1.3%, but it turns plain disclosures the corpus's writers
were asked not to write into check-ins ("my boyfriend punched me in the face" weighs just under one half), since
the weights rate such words low. The explicit frames (a wish to die in so many words) are never overruled."""


def corroborated(
    locale: str,
    found_assessment: Assessment,
    clauses: Sequence[Sequence[Token]],
    cues: Iterable[str],
    text: str,
    explicit: frozenset[str] = frozenset(),
) -> Assessment:
    """A frame's ``crisis`` stands unless the weighing is confident the message only sounds like danger (see
    ``VETO``); then it becomes a ``check_in``, which still asks. Frames in ``explicit`` are never overruled."""
    found_model = model(locale)
    if found_model is None or not found_assessment.crisis or found_assessment.cue in explicit:
        return found_assessment
    if found_model.probability(signals(clauses, cues, text, locale)) >= VETO:
        return found_assessment
    return Assessment(level=Level.CHECK_IN, concern=found_assessment.concern, cue=found_assessment.cue)
