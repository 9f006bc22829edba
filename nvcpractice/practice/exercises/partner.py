"""The role-play partner's state: how tense the other person is, and how they react to what the learner just did.

Why this exists: a partner that reacts to the learner's actual moves is what makes role-play teach. The server
keeps this state (in the session) and decides the reaction; the coach — offline or a real model — only puts it
into words. Tension rises on judgements, demands and blame and falls on observations, feelings, needs and empathy
guesses; a clear request gets a yes, a counter-offer or a no that names the partner's own need, depending on
tension; a yes resolves the conversation. What the learner does beyond the four components is read from the
analyzer's dialogue acts: an aside to the coach leaves the partner as they were (the coach answers), leaving or
giving up ends the scene, an apology softens, a threat is pushback, and an empathy guess is heard as one even when
it holds a judging word.

    >>> state = PartnerState.start(difficulty=1)
    >>> _, reaction = partner_react(state, Moves(request=True, quotes={"request": "Would you…?"}))
    >>> reaction.kind
    'agree'
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from nvcpractice.nvc import COMPONENTS, StatementAnalysis, gives_up_the_practice
from nvcpractice.nvc.reassurance import reassurance_span

MAX_TENSION = 5
BLAME_MOVES = ("judgement", "demand", "blame")
CONNECTING_MOVES = ("observation", "feeling", "need", "empathy")
REACTIONS = ("pushback", "softening", "neutral", "agree", "counter_offer", "no_with_need", "aside", "leave")
ASIDE_ACTS = frozenset({"ask_coach", "nvc_question"})

_ACCEPT = re.compile(
    r"^\s*(?:ok(?:ay)?|deal|sure|yes|yeah|fine|sounds good|that works|that's fair|agreed"
    r"|好的?|行|可以|成交|没问题|一言为定)"
    r"(?:[\s,.!，。！、]|$)",
    re.IGNORECASE,
)

_PROPOSAL = {
    "en": re.compile(
        r"(?:^|[.!?,;]\s*)(?:ok(?:ay)?,?\s+|so\s+|then\s+)?(?:could|can|may)\s+i\s+"
        r"(?!(?:just\s+)?(?:ask|say|tell|talk|be|share|explain)\b)[^?]*\?"
        r"|(?<![\w'])(?:would\s+it\s+(?:work|be\s+ok(?:ay)?|help)\s+if\s+i|what\s+if\s+i|how\s+about\s+(?:if\s+)?i)"
        r"(?![\w'])[^?]*\?",
        re.IGNORECASE,
    ),
    "zh-hans": re.compile(
        r"(?:要不|不如)?我(?:先|就)?(?:可以|能不能|能|来)(?![说讲问聊谈])[^。！？!?]{2,}?(?:吗|行吗|可以吗|好吗|行不行)[？?]?"
        r"|要不我(?![说讲问聊谈])[^。！？!?]{2,}"
    ),
}
"""Offering what the learner will do, as a question the other person can turn down ("Could I send it Monday by 10?",
"what if I take the first half?", 要不我周日晚上发你？): in the scene, an offer to answer like a request."""
_SOMEONE_ELSE = re.compile(r"\b(?:you|your|u|ur|he|she|they|him|her|them|his|their)\b|你|您|他|她", re.IGNORECASE)
"""An apology whose judging words name nobody else ("Sorry, I was rude", 对不起，我刚才说话太冲了) owns them."""


@dataclass(frozen=True)
class Moves:
    """What the learner did in one turn, with their own words for each move that connects."""

    judgement: bool = False
    demand: bool = False
    blame: bool = False
    observation: bool = False
    feeling: bool = False
    need: bool = False
    empathy: bool = False
    request: bool = False
    accepts: bool = False
    aside: bool = False
    leaving: bool = False
    refusal: bool = False
    threat: bool = False
    apology: bool = False
    reassurance: bool = False
    quotes: dict[str, str] = field(default_factory=dict)

    @property
    def blaming(self) -> bool:
        return any(getattr(self, move) for move in BLAME_MOVES)

    @property
    def connecting(self) -> bool:
        return any(getattr(self, move) for move in CONNECTING_MOVES) or self.apology or self.reassurance

    @property
    def bare_refusal(self) -> bool:
        """A no with nothing of the learner's own feeling, need or understanding in it."""
        return self.refusal and not self.connecting


def _offer(text: str, locale: str) -> str:
    """The words of an offer in ``text`` (``""`` when it makes none)."""
    found = _PROPOSAL["zh-hans" if locale == "zh-hans" else "en"].search(text)
    return found.group().strip(" ,.;，。") if found else ""


def _accepts(text: str, acts: set[str]) -> bool:
    return bool(_ACCEPT.match(text)) or "agree" in acts


def moves_of(analysis: StatementAnalysis, *, text: str, empathy_guess: bool) -> Moves:
    """The learner's moves in one turn, read from the evaluator's labels, its dialogue acts and the empathy verdict.

    An aside to the coach and leaving or giving up the practice are not said to the other person: they carry no
    component; asking the coach for help wins over giving up, a goodbye over both. Refusing what the other person
    asked ("I can't do this Saturday", 我不去) is said to them.
    """
    acts = set(analysis.act_names())
    leaving = "leave" in acts or ("refuse_or_give_up" in acts and gives_up_the_practice(text, analysis.locale))
    if acts & ASIDE_ACTS and "leave" not in acts:
        return Moves(aside=True)  # "forget it, what do I even say?" asks for help: the coach answers
    if leaving:
        return Moves(leaving=True, accepts="leave" in acts and _accepts(text, acts))
    empathy_guess = empathy_guess or "empathy_guess" in acts
    labels = analysis.labels()
    quotes = {c: analysis.components[c].evidence or text.strip() for c in COMPONENTS if labels[c] == c}
    if (
        empathy_guess
    ):  # the feeling and need it names are the other person's: credited as the guess, not as the learner's
        quotes = {c: q for c, q in quotes.items() if c not in ("feeling", "need")} | {"empathy": text.strip()}
    threat = "threat" in acts
    offer = _offer(text, analysis.locale) if labels["request"] != "request" else ""
    if offer and not threat:
        quotes["request"] = offer  # "Could I send it Monday by 10?": an offer they can take or turn down
    owning = "apology" in acts and not _SOMEONE_ELSE.search(text)
    reassuring = reassurance_span(text, analysis.locale) is not None  # "don't worry", 别紧张: easing, not coercing
    return Moves(
        judgement=labels["observation"] == "evaluation" and not empathy_guess and not owning,
        demand=(labels["request"] == "demand" and not reassuring) or threat,
        blame=labels["feeling"] in {"thought", "faux_feeling"} and not empathy_guess,
        observation=labels["observation"] == "observation",
        feeling=labels["feeling"] == "feeling" and not empathy_guess,
        need=labels["need"] == "need" and not empathy_guess,
        empathy=empathy_guess,
        request=(labels["request"] == "request" or bool(offer)) and not threat,
        accepts=_accepts(text, acts),
        threat=threat,
        refusal="refuse_or_give_up" in acts,
        apology="apology" in acts,
        reassurance=reassuring,
        quotes=quotes,
    )


@dataclass
class PartnerState:
    """The partner across turns: tension 0 (at ease) … 5 (shut down), and what the learner did that worked."""

    tension: int
    turns: int = 0
    countered: bool = False
    resolved: bool = False
    ended: bool = False
    worked: list[dict[str, str]] = field(default_factory=list)
    missed: dict[str, int] = field(default_factory=dict)

    @classmethod
    def start(cls, *, difficulty: int) -> PartnerState:
        return cls(tension=min(MAX_TENSION, 1 + max(1, min(3, int(difficulty)))))

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None, *, difficulty: int) -> PartnerState:
        if not data:
            return cls.start(difficulty=difficulty)
        return cls(
            tension=int(data.get("tension", 2)),
            turns=int(data.get("turns", 0)),
            countered=bool(data.get("countered")),
            resolved=bool(data.get("resolved")),
            ended=bool(data.get("ended")),
            worked=list(data.get("worked", [])),
            missed=dict(data.get("missed", {})),
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def next_focus(self) -> str | None:
        """The component the learner left out most often and never did: the one thing to try next time (``None``
        when every component worked at least once, so the debrief never advises what it just credited)."""
        done = {item["move"] for item in self.worked}
        open_ = [c for c in COMPONENTS if c not in done and self.missed.get(c, 0)]
        if not open_:
            return None
        return max(open_, key=lambda c: (self.missed.get(c, 0), -COMPONENTS.index(c)))


@dataclass(frozen=True)
class Reaction:
    """How the partner answers this turn."""

    kind: str
    tension_before: int
    tension: int
    resolved: bool


def _tension_after(tension: int, moves: Moves) -> int:
    rise = min(2, sum(getattr(moves, move) for move in BLAME_MOVES) + moves.bare_refusal)
    eased = moves.apology + moves.reassurance
    fall = 2 if moves.empathy else min(2, sum(getattr(moves, move) for move in CONNECTING_MOVES) + eased)
    return max(0, min(MAX_TENSION, tension + rise - fall))


def _reaction_kind(state: PartnerState, moves: Moves, tension: int) -> str:
    accepted = moves.accepts and (state.countered or tension <= 1)  # their offer, or a plan settled at ease
    if moves.leaving:
        return "agree" if accepted else "leave"  # "ok, Friday then, see you": agreed, then goodbye
    if (moves.request and not moves.blaming) or accepted:
        if tension <= 1 or (state.countered and tension <= 2) or accepted:
            return "agree"
        return "counter_offer" if tension <= 3 else "no_with_need"
    if moves.blaming or moves.bare_refusal:
        return "pushback"
    return "softening" if moves.connecting else "neutral"


def partner_react(state: PartnerState, moves: Moves) -> tuple[PartnerState, Reaction]:
    """The partner's new state and reaction after the learner's ``moves`` (the old state is not changed)."""
    before = state.tension
    if moves.aside:  # said to the coach: the other person did not hear it
        return state, Reaction(kind="aside", tension_before=before, tension=before, resolved=False)
    tension = before if moves.leaving else _tension_after(before, moves)
    kind = _reaction_kind(state, moves, tension)
    worked = [*state.worked, *({"move": m, "quote": q} for m, q in moves.quotes.items())]
    missed = dict(state.missed)
    for component in COMPONENTS if not moves.leaving else ():
        if component not in moves.quotes:
            missed[component] = missed.get(component, 0) + 1
    new_state = PartnerState(
        tension=0 if kind == "agree" else tension,
        turns=state.turns + 1,
        countered=state.countered or kind == "counter_offer",
        resolved=state.resolved or kind == "agree",
        ended=state.ended or kind == "leave",
        worked=worked[-12:],
        missed=missed,
    )
    return new_state, Reaction(kind=kind, tension_before=before, tension=new_state.tension, resolved=kind == "agree")
