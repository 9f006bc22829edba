"""Dialogue acts: what a learner's message does besides (or instead of) making an NVC statement.

Why this exists: "what should I say now?", "bye", 谢谢, "fix it or I'll call the council" and "sounds like you're
swamped?" are not statements to be scored by the four components. ``analyze()`` reports the acts a message
carries, each with the words that show it, so the practice modes can answer an aside to the coach, a goodbye or a
threat as such. A message may carry several acts, or none (a plain statement).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .asked import NOTHING, Answering
from .empathy_acts import empathy_guess_span
from .findings import Span
from .locale import ZH_HANS
from .rules import en_acts, zh_acts, zh_answers
from .text import PreparedText, mask, quoted_spans
from .words import boundaries

ACTS: tuple[str, ...] = (
    "empathy_guess",
    "ask_coach",
    "nvc_question",
    "agree",
    "refuse_or_give_up",
    "leave",
    "thanks",
    "apology",
    "threat",
    "vent",
    "greeting",
    "off_topic",
)


@dataclass(frozen=True, slots=True)
class DialogueAct:
    """One act a message carries and the words of the message that show it."""

    act: str
    evidence: str

    def to_dict(self) -> dict[str, str]:
        return {"act": self.act, "evidence": self.evidence}

    @classmethod
    def from_dict(cls, data: Any) -> DialogueAct:
        """Validate ``{"act", "evidence"}``; ``ValueError`` on a wrong shape or an unknown act."""
        if not isinstance(data, dict) or data.get("act") not in ACTS:
            raise ValueError(f"an act must be an object whose 'act' is one of {', '.join(ACTS)}")
        evidence = data.get("evidence", "")
        if not isinstance(evidence, str):
            raise ValueError("act.evidence must be a string")
        return cls(act=data["act"], evidence=evidence.strip())


_EACH_ALONE = (
    "greeting",
    "leave",
    "thanks",
    "apology",
    "refuse_or_give_up",
    "ask_coach",
    "nvc_question",
    "vent",
    "off_topic",
)
"""The acts each language's rule module finds on its own, by functions of the same names; ``threat`` comes first
and ``agree`` reads it ("ok, but next time I call the police" agrees; "fine, I'm calling the police" does not)."""


def _found(rules: ModuleType, *words: Any) -> dict[str, Span | None]:
    """Every act one language's ``rules`` find; ``words`` are the text and, for Chinese, its word boundaries."""
    found: dict[str, Span | None] = {"threat": rules.threat(*words)}
    found["agree"] = rules.agree(*words, found["threat"])
    found.update({act: getattr(rules, act)(*words) for act in _EACH_ALONE})
    return found


_FRAGMENT_CHARS = 12


def _settle(found: dict[str, Span | None]) -> dict[str, Span | None]:
    """Acts that exclude each other: an off-topic request is no request for coaching; a question about NVC is no
    off-topic aside and no vent; a threat is no vent; an empathy guess is no aside nor vent, unless its words are
    the ones a question about NVC asks about ("rest? is rest a need?"), and then the question wins."""
    if found["off_topic"] and found["ask_coach"]:
        found["ask_coach"] = None
    if found["nvc_question"] and found["off_topic"]:
        found["off_topic"] = None
    if found["empathy_guess"] and found["nvc_question"] and found["nvc_question"][0] >= found["empathy_guess"][0]:
        found["nvc_question"] = None
    if (found["threat"] or found["nvc_question"]) and found["vent"]:
        found["vent"] = None
    if found["vent"] and found["off_topic"]:
        found["off_topic"] = None
    guess = found["empathy_guess"]
    if guess and found["nvc_question"] and guess[1] - guess[0] <= _FRAGMENT_CHARS:
        found["empathy_guess"] = guess = None  # "rest? is rest a need?": the word is asked about, not guessed
    if guess:
        found["off_topic"] = found["vent"] = None
    return found


_LISTENERS_OWN = {
    "en": re.compile(r"(?<![\w'])(?:your|ur|yr)(?:\s+[\w']+)?\s+$", re.I),
    ZH_HANS: re.compile(r"(?:你|您)(?:们)?的\s*$"),
}
"""The everyday subject is the listener's own ("why can't you do your homework first?", 你的航班): talk about their
life in the scene, not an aside that leaves the practice (as "can you help with my homework?" is)."""


def _listeners_own(text: str, span: Span, locale: str) -> bool:
    before = text[max(0, span[0] - 40) : span[0]]
    return bool(_LISTENERS_OWN[ZH_HANS if locale == ZH_HANS else "en"].search(before))


_SPEAKERS_OWN = ("threat", "agree", "refuse_or_give_up", "leave", "thanks", "apology", "greeting")
"""Acts a message does in the speaker's own words: words quoted from someone ("you said 'I'm not your mum'",
他说“你等着”) threaten, thank or say goodbye to nobody. A question about NVC or to the coach may be about quoted
words ("is 'ignored' a feeling?"), so those acts still read them."""


def _found_in(text: str, locale: str) -> dict[str, Span | None]:
    return _found(zh_acts, text, boundaries(text)) if locale == ZH_HANS else _found(en_acts, text)


def act_spans(prepared: PreparedText, locale: str, asked: Answering = NOTHING) -> dict[str, Span]:
    """Each act ``prepared`` carries in ``locale``, with the span (in the normalised text) that shows it; ``asked``
    is what the line it answers asks (``asked.answering``)."""
    text = prepared.text
    found = _found_in(text, locale)
    if quotes := quoted_spans(text):
        own = _found_in(mask(text, quotes), locale)
        found.update({act: own[act] for act in _SPEAKERS_OWN})
    if found["off_topic"] and _listeners_own(text, found["off_topic"], locale):
        found["off_topic"] = None
    found["empathy_guess"] = empathy_guess_span(prepared, locale, asked.whose)
    found["agree"] = _answering_yes(text, locale, found, asked)
    if not (found["agree"] or found["refuse_or_give_up"]):
        if locale == ZH_HANS:
            found["refuse_or_give_up"] = zh_answers.no_at_start(text, asked.line)
        elif asked.proposal:
            found["refuse_or_give_up"] = en_acts.no_to_proposal(text)
    return {act: span for act, span in _settle(found).items() if span}


def _answering_yes(text: str, locale: str, found: dict[str, Span | None], asked: Answering) -> Span | None:
    """A yes that opens a reply to a proposal or a yes-or-no question agrees, a question after it included ("yes,
    can you show me a better one?"); to a line that proposes nothing, "good!" or "no worries" answers without
    agreeing to anything."""
    rules = zh_acts if locale == ZH_HANS else en_acts
    agreed = found["agree"]
    if asked.proposal and not agreed and not found["threat"] and not found["refuse_or_give_up"]:
        words = (text, boundaries(text), asked.line) if locale == ZH_HANS else (text,)
        return rules.yes_at_start(*words)
    if asked.proposal is False and agreed and rules.only_acknowledges(text, agreed):
        return None
    return agreed


def gives_up(prepared: PreparedText, locale: str) -> bool:
    """Whether ``prepared`` gives up the practice itself ("forget it", 算了, 不练了). Both that and refusing what the
    other person asked ("no way", "I can't do this Saturday", 我不去) are ``refuse_or_give_up``; only giving up ends a
    scene, where a refusal is a move in it."""
    text = prepared.text
    found = zh_acts.give_up(text, boundaries(text)) if locale == ZH_HANS else en_acts.give_up(text)
    return found is not None


def acts_from_spans(prepared: PreparedText, spans: dict[str, Span]) -> tuple[DialogueAct, ...]:
    """The acts in the order of ``ACTS``, each with its evidence from the learner's own text."""
    return tuple(DialogueAct(act, prepared.evidence(*spans[act])) for act in ACTS if act in spans)


def detect_acts(prepared: PreparedText, locale: str) -> tuple[DialogueAct, ...]:
    """The acts ``prepared`` carries in ``locale``, in the order of ``ACTS``, each with its evidence."""
    return acts_from_spans(prepared, act_spans(prepared, locale))
