"""What the safety check's grammar is made of: tokens tagged with concepts, and frames of concept slots.

Why this exists: people rarely disclose danger in fixed phrases. They say who did what to whom ("he twisted my
arm", 他拧着我的胳膊), or give signals that only mean something together ("everyone would be fine without me", "the
pills are saved up"). Each language module turns a message into clauses of tokens, each token tagged with the
concepts it stands for (a person close to the writer, a harm verb, a body part, a means, a negation, …); a *frame*
is a short sequence of concept slots with bounded gaps, matched within a clause (``grammar.py``).

Modifiers compose with frames instead of being written into them:

- a negation before the frame's words ("he never hit me", 他从来没打过我) cancels it;
- message contexts (games, sport, fiction, care work, study, a past clearly resolved, a plain denial) cancel the
  frames that name them, and lower others from ``crisis`` to ``check_in``;
- a frame marked ``self_only`` does not fire when someone else is the subject ("she wants to die" in a nurse's
  message is not the writer's risk).

"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from .concern import Concern, Level

NEG = "NEG"
FIRST = "FIRST"
OTHER = "OTHER"
_WRITER = frozenset({"FIRST", "ME", "MY", "SELF", "W:我", "W:我们", "W:俺", "W:咱", "W:自己"})
_WRITERS_OWN = frozenset({"SUICIDE_WORD", "WITHOUT_ME", "SH_WORD", "BURDEN"})
NEG_WINDOW = 3
"""How many tokens before a frame a negation still reaches ("he has never once hit me")."""


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a clause: its normalised form (a lemma in English), the concepts it stands for, and the
    lexicon's phrases that start at it, as (length in words, concepts)."""

    word: str
    tags: frozenset[str] = frozenset()
    phrases: tuple[tuple[int, frozenset[str]], ...] = ()


def _turned(tags: frozenset[str]) -> frozenset[str]:
    if tags.isdisjoint(_WRITER) and "YOU" not in tags and tags.isdisjoint(_WRITERS_OWN):
        return tags
    turned = tags - _WRITER - _WRITERS_OWN - {"YOU"}
    if not tags.isdisjoint(_WRITER):
        turned |= {OTHER}
    if "YOU" in tags:
        turned |= {"ME", "FIRST"}
    return turned


def reported(token: Token) -> Token:
    """The token as read in someone else's quoted words: their "I" is another person, their "you" is the writer,
    and what they say of themselves (wanting to die, a burden) is not the writer's (see ``speech.py``)."""
    return Token(token.word, _turned(token.tags), tuple((length, _turned(tags)) for length, tags in token.phrases))


@dataclass(frozen=True, slots=True)
class Slot:
    """Matches a word that is one of ``words``, a run of words that is one of ``sequences``, or a word or phrase
    that carries one of ``tags``; up to ``gap`` other words may stand before it (after the previous slot); an
    ``optional`` slot may be left out; no word of the gap may be one of ``gap_not`` (a word or a tag)."""

    words: frozenset[str]
    tags: frozenset[str]
    sequences: tuple[tuple[str, ...], ...] = ()
    gap: int = 0
    optional: bool = False
    not_tags: frozenset[str] = frozenset()
    gap_not: frozenset[str] = frozenset()

    def lengths(self, clause: Sequence[Token], position: int) -> Iterable[int]:
        """How many words a match of this slot starting at ``position`` may take."""
        token = clause[position]
        if not self.not_tags.isdisjoint(token.tags):
            return
        if token.word in self.words or not self.tags.isdisjoint(token.tags):
            yield 1
        for length, tags in token.phrases:
            if not self.tags.isdisjoint(tags):
                yield length
        for sequence in self.sequences:
            end = position + len(sequence)
            if end <= len(clause) and all(clause[position + i].word == part for i, part in enumerate(sequence)):
                yield len(sequence)


def _slot(
    words: Iterable[str],
    tags: frozenset[str],
    gap: int,
    optional: bool,
    not_tags: frozenset[str] = frozenset(),
    gap_not: frozenset[str] = frozenset(),
) -> Slot:
    words = list(words)
    single = frozenset(word for word in words if " " not in word)
    sequences = tuple(tuple(word.split()) for word in words if " " in word)
    return Slot(single, tags, sequences, gap, optional, not_tags, gap_not)


def parse_slots(spec: str) -> tuple[Slot, ...]:
    """``"OTHER ~3 HIT ~2 ME|us"``: slots separated by spaces; ``~N`` lets up to N tokens stand before the next
    slot; ``?`` marks an optional slot; ``|`` separates alternatives; UPPER-case names are concept tags, anything
    else a literal word (``_`` for a space); ``!TAG`` after the alternatives refuses a word with that tag
    (``KIN!CHILD``: someone close, not a child), and after a gap refuses gap words (``~3!OBJ|给``: the verb has
    not already taken a thing or a recipient as its object)."""
    slots: list[Slot] = []
    gap, gap_not = 0, frozenset()
    for part in spec.split():
        if part.startswith("~"):
            size, _, refused_in_gap = part[1:].partition("!")
            gap, gap_not = int(size), frozenset(w for w in refused_in_gap.split("|") if w)
            continue
        optional = part.startswith("?")
        part, *refused = part.lstrip("?").split("!")
        options = part.split("|")
        tags = frozenset(option for option in options if option.isupper() and option.isascii())
        words = [option.replace("_", " ") for option in options if option not in tags]
        slots.append(_slot(words, tags, gap, optional, frozenset(refused), gap_not))
        gap, gap_not = 0, frozenset()
    if not slots or slots[0].optional:
        raise ValueError(f"a frame starts with a required slot: {spec!r}")
    return tuple(slots)


@dataclass(frozen=True, slots=True)
class Frame:
    """A pattern that means risk: its concern and level, its slots, and the modifiers that cancel or soften it.

    ``cancel``: message contexts that cancel it; ``soften``: contexts that lower a ``crisis`` to ``check_in``;
    ``negatable``: a negation just before or inside it cancels it; ``self_only``: it speaks of the writer, so a
    third-person subject right before it cancels it; ``not_after`` / ``not_before``: words right after or before
    the match that make it a figure of speech.
    """

    name: str
    concern: Concern | None
    level: Level | None
    slots: tuple[Slot, ...]
    cancel: frozenset[str] = frozenset()
    soften: frozenset[str] = frozenset()
    negatable: bool = True
    self_only: bool = False
    not_after: frozenset[str] = frozenset()
    not_before: frozenset[str] = frozenset()
    blocked: frozenset[str] = frozenset()
    """Words or tags that may not stand between the frame's words ("he'll strangle me" is a threat, not an act)."""
    explicit: bool = False
    """Words that say it outright ("I want to kill myself"): its crisis needs no second reader's agreement."""
    context: str | None = None
    """For a context frame (no concern): the context it sets, such as ``RESOLVED`` or ``DENY_SELF``."""

    def spelled(self, spell: Callable[[str], str]) -> Frame:
        """The frame with its literal words written as the tokenizer writes them (lemmas, merged phrases)."""
        return self._rewritten(spell, as_tags=False)

    def _rewritten(self, write: Callable[[str], str], *, as_tags: bool) -> Frame:
        slots = []
        for slot in self.slots:
            words = [*slot.words, *(" ".join(sequence) for sequence in slot.sequences)]
            gap_not = frozenset(word if word.isupper() else write(word) for word in slot.gap_not)
            if as_tags:
                tags = slot.tags | {write(word) for word in words}
                slots.append(Slot(frozenset(), tags, (), slot.gap, slot.optional, slot.not_tags, gap_not))
            else:
                slots.append(_slot(map(write, words), slot.tags, slot.gap, slot.optional, slot.not_tags, gap_not))
        return self._around(tuple(slots), write)

    def _around(self, slots: tuple[Slot, ...], write: Callable[[str], str]) -> Frame:
        """The frame with new slots, and the literal words around and inside it written by ``write`` (tags stay)."""

        def written(words: frozenset[str]) -> frozenset[str]:
            return frozenset(word if word.isupper() else write(word) for word in words)

        return replace(
            self,
            slots=slots,
            not_after=written(self.not_after),
            not_before=written(self.not_before),
            blocked=written(self.blocked),
        )

    def literals(self) -> set[str]:
        """Every literal word the frame names (slots and the words around or inside it)."""
        found = {word for slot in self.slots for word in slot.words}
        found.update(" ".join(sequence) for slot in self.slots for sequence in slot.sequences)
        found.update(word for word in (*self.not_after, *self.not_before, *self.blocked) if not word.isupper())
        found.update(word for slot in self.slots for word in slot.gap_not if not word.isupper())
        return found

    def as_tags(self) -> Frame:
        """The frame with its literal words read as tags ``W:<word>``: for a language whose tokenizer marks each
        such word wherever a run of its tokens spells it (Chinese, where segmentation may split a word)."""
        return self._rewritten(literal_tag, as_tags=True)


def frame(
    name: str,
    concern: Concern,
    level: Level,
    spec: str,
    *,
    cancel: str = "",
    soften: str = "",
    negatable: bool = True,
    self_only: bool = False,
    not_after: str = "",
    not_before: str = "",
    blocked: str = "",
    explicit: bool = False,
) -> Frame:
    """A risk frame from its spec (see :func:`parse_slots`); contexts and words as space-separated strings
    (``_`` joins the words of a phrase: ``not_after="in_the_back"``)."""
    return Frame(
        name=name,
        concern=concern,
        level=level,
        slots=parse_slots(spec),
        cancel=frozenset(cancel.split()),
        soften=frozenset(soften.split()),
        negatable=negatable,
        self_only=self_only,
        not_after=frozenset(word.replace("_", " ") for word in not_after.split()),
        not_before=frozenset(word.replace("_", " ") for word in not_before.split()),
        blocked=frozenset(word.replace("_", " ") for word in blocked.split()),
        explicit=explicit,
    )


def context_frame(
    context: str, spec: str, *, negatable: bool = False, not_before: str = "", not_after: str = ""
) -> Frame:
    """A frame that sets a message context (``RESOLVED``, ``DENY_SELF``, …) instead of raising a concern."""
    return Frame(
        name=context.lower(),
        concern=None,
        level=None,
        slots=parse_slots(spec),
        negatable=negatable,
        not_before=frozenset(not_before.split()),
        not_after=frozenset(not_after.split()),
        context=context,
    )


@dataclass(frozen=True, slots=True)
class Combo:
    """Signals that mean more together than apart, anywhere in one message: each group is a set of concept tags or
    ``cue:<frame name>`` of frames that fired; the combination fires when every group has one present."""

    name: str
    concern: Concern | None
    level: Level | None
    groups: tuple[frozenset[str], ...]
    cancel: frozenset[str] = frozenset()
    context: str | None = None
    """For a context combination (no concern): the context it sets."""

    def holds(self, present: set[str]) -> bool:
        return self.cancel.isdisjoint(present) and all(not group.isdisjoint(present) for group in self.groups)


def combo(name: str, concern: Concern, level: Level, *groups: str, cancel: str = "") -> Combo:
    """A combination from groups written as space-separated tags or ``cue:<frame>`` names."""
    return Combo(name, concern, level, tuple(frozenset(group.split()) for group in groups), frozenset(cancel.split()))


def context_combo(context: str, *groups: str, unless: str = "") -> Combo:
    """A context set by signals anywhere in the message: a past event (``PAST``) with a present that is well
    (``NOW_OK``), unless something says it is back (``unless``), is ``RESOLVED``."""
    return Combo(
        context.lower(), None, None, tuple(frozenset(g.split()) for g in groups), frozenset(unless.split()), context
    )


def spell_key(key: str, spell: Callable[[str], str]) -> str:
    return key if key.isupper() or key.startswith("cue:") else spell(key)


def literal_tag(word: str) -> str:
    """The tag a tokenizer gives a run of tokens that spells ``word`` (see :meth:`Frame.as_tags`)."""
    return f"W:{word}"


def literals_of(frames: Iterable[Frame], combos: Iterable[Combo] = ()) -> set[str]:
    """The literal words of ``frames`` and ``combos``, for a tokenizer that marks them."""
    found: set[str] = set()
    for item in frames:
        found |= item.literals()
    for item in combos:
        found.update(key for group in item.groups for key in group if not key.isupper() and not key.startswith("cue:"))
    return found


def tag_key(key: str) -> str:
    return key if key.isupper() or key.startswith("cue:") else literal_tag(key)
