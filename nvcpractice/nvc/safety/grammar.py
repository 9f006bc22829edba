"""Matching a language's frames over a message and deciding: the engine the language modules share.

Why this exists: ``frames.py`` says what a frame is; this module finds them. A frame is tried only where a clause
has a token its first slot accepts; a dynamic programme over end positions, bounded by the slots' gaps, finds its
match; the words around it (a negation, a third-person subject for a frame about the writer, a figure of speech)
decide whether it holds; the message's contexts cancel or soften what it found. The work grows linearly with
the message.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from .concern import CONCERN_ORDER, Assessment, Concern, Level
from .frames import FIRST, NEG, NEG_WINDOW, OTHER, Combo, Frame, Slot, Token, spell_key, tag_key

Path = tuple[tuple[int, int], ...]
"""The runs of words a match used, as (start, length)."""


def _match(slots: Sequence[Slot], clause: Sequence[Token], start: int) -> Path | None:
    """The runs of words a match starting at ``start`` uses, or ``None``: a dynamic programme over where the match
    may have got to, keeping one path per end position."""
    reached: dict[int, Path] = {start + length: ((start, length),) for length in slots[0].lengths(clause, start)}
    for slot in slots[1:]:
        if not reached:
            return None
        following: dict[int, Path] = dict(reached) if slot.optional else {}
        for end, path in reached.items():
            for position in range(end, min(end + slot.gap + 1, len(clause))):
                if position > end and slot.gap_not and _is(clause[position - 1], slot.gap_not):
                    break
                for length in slot.lengths(clause, position):
                    following.setdefault(position + length, (*path, (position, length)))
        reached = following
    return reached[min(reached)] if reached else None


_LAUGHED_OFF = frozenset({"HEDGE_JOKE"})
"""A message that laughs its words off ("lol", 哈哈) may be a joke or may be hiding behind one: unless it says danger
outright, it gets a check-in, not a crisis."""

_FIGURATIVE = frozenset({"SIMILE"})
"""A clause that says "like being stabbed", 跟拿刀扎心窝子似的, is a figure of speech: no risk frame holds in it."""


@dataclass(frozen=True, slots=True)
class Reading:
    """The frames' verdict on a message (``None``: no frame holds) and the names of every frame and context
    found, cancelled or not (the weighing reads them as signals)."""

    assessment: Assessment | None
    cues: frozenset[str]


@dataclass
class _Found:
    frame: Frame
    clause: int
    path: Path


@dataclass(frozen=True)
class Grammar:
    """One language's frames and context frames, indexed by what their first slot accepts."""

    frames: tuple[Frame, ...]
    contexts: tuple[Frame, ...] = ()
    combos: tuple[Combo, ...] = ()
    _index: dict[str, tuple[Frame, ...]] = field(default_factory=dict, repr=False, compare=False)
    _needs: dict[int, tuple[frozenset[str], ...]] = field(default_factory=dict, repr=False, compare=False)
    _order: dict[int, int] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def spelled(
        cls, spell: Callable[[str], str], frames: Iterable[Frame], contexts: Iterable[Frame], combos: Iterable[Combo]
    ) -> Grammar:
        """A grammar whose literal words are spelled by ``spell`` (the language's tokenizer)."""
        return cls(
            frames=tuple(item.spelled(spell) for item in frames),
            contexts=tuple(item.spelled(spell) for item in contexts),
            combos=tuple(
                replace(item, groups=tuple(frozenset(spell_key(k, spell) for k in g) for g in item.groups))
                for item in combos
            ),
        )

    @classmethod
    def tagged(cls, frames: Iterable[Frame], contexts: Iterable[Frame], combos: Iterable[Combo]) -> Grammar:
        """A grammar whose literal words are read as ``W:<word>`` tags (see :meth:`Frame.as_tags`)."""
        return cls(
            frames=tuple(item.as_tags() for item in frames),
            contexts=tuple(item.as_tags() for item in contexts),
            combos=tuple(
                replace(item, groups=tuple(frozenset(tag_key(k) for k in g) for g in item.groups)) for item in combos
            ),
        )

    @property
    def explicit(self) -> frozenset[str]:
        """The names of the frames that say danger outright (see :attr:`Frame.explicit`)."""
        return frozenset(item.name for item in self.frames if item.explicit)

    def __post_init__(self) -> None:
        everything = (*self.contexts, *self.frames)
        index: dict[str, list[Frame]] = {}
        for order, item in enumerate(everything):
            needs = _needs(item)
            self._needs[id(item)] = needs
            self._order[id(item)] = order
            for key in _anchor(needs):
                index.setdefault(key, []).append(item)
        self._index.update({key: tuple(found) for key, found in index.items()})

    def _found(self, clauses: Sequence[Sequence[Token]]) -> list[_Found]:
        """Every frame that holds, clause by clause, in the order of where it starts (then of the grammar)."""
        found: list[_Found] = []
        for number, clause in enumerate(clauses):
            figurative = any(_is(token, _FIGURATIVE) for token in clause)
            at = _positions(clause)
            keys = at.keys()
            tried = {id(item): item for key in keys for item in self._index.get(key, ())}
            hits: dict[tuple[int, str], tuple[int, int, _Found]] = {}
            for item in tried.values():
                if (figurative and item.concern is not None) or any(
                    need.isdisjoint(keys) for need in self._needs[id(item)]
                ):
                    continue
                order = self._order[id(item)]
                for start in sorted({start for key in self._needs[id(item)][0] for start in at.get(key, ())}):
                    path = _match(item.slots, clause, start)
                    if path is not None and _stands(item, clause, path):
                        hit = (start, order, _Found(item, number, path))
                        if hits.setdefault((start, item.name), hit)[1] > order:
                            hits[(start, item.name)] = hit
            found.extend(hit[2] for hit in sorted(hits.values(), key=lambda hit: hit[:2]))
        return found

    def read(self, clauses: Sequence[Sequence[Token]]) -> Reading:
        """What the frames make of a message given as clauses of tokens: the verdict, and every cue found."""
        candidates, cues = self.candidates(clauses)
        if not candidates:
            return Reading(None, cues)
        level, concern, cue = min(
            candidates, key=lambda c: (0 if c[0] == Level.CRISIS else 1, CONCERN_ORDER.index(c[1]))
        )
        return Reading(Assessment(level=level, concern=concern, cue=cue), cues)

    def candidates(self, clauses: Sequence[Sequence[Token]]) -> tuple[list[tuple[Level, Concern, str]], frozenset[str]]:
        """Every frame and combination that holds, as (level, concern, name), and the names of every cue found."""
        found = self._found(clauses)
        present: set[str] = set()
        for clause in clauses:
            for token in clause:
                present.update(token.tags)
                for _, tags in token.phrases:
                    present.update(tags)
        contexts = {item.frame.context for item in found if item.frame.context}
        present.update(contexts)
        contexts |= {item.context for item in self.combos if item.context and item.holds(present)}
        present.update(contexts)
        candidates: list[tuple[Level, Concern, str]] = []
        for item in found:
            frame_ = item.frame
            if frame_.concern is None or not frame_.cancel.isdisjoint(present):
                continue
            level = frame_.level
            laughed_off = not frame_.explicit and not _LAUGHED_OFF.isdisjoint(present)
            if level == Level.CRISIS and (laughed_off or not frame_.soften.isdisjoint(present)):
                level = Level.CHECK_IN
            candidates.append((level, frame_.concern, frame_.name))
        fired = present | {f"cue:{name}" for _, _, name in candidates}
        for item in self.combos:
            if item.concern is not None and item.holds(fired):
                candidates.append((item.level, item.concern, item.name))
        cues = frozenset(item.frame.name for item in found if not item.frame.context) | contexts
        return candidates, cues


def _needs(item: Frame) -> tuple[frozenset[str], ...]:
    """For each slot a match cannot leave out, the keys of which a clause must hold one (see :func:`_positions`);
    the first slot is never optional."""
    return tuple(
        frozenset(
            [*(f"w:{word}" for word in slot.words), *(f"w:{seq[0]}" for seq in slot.sequences)]
            + [f"t:{tag}" for tag in slot.tags]
        )
        for slot in item.slots
        if not slot.optional
    )


_EVERYWHERE = frozenset(f"t:{tag}" for tag in ("FIRST", "ME", "MY", "SELF", "OTHER", "KIN", "YOU", "NEG", "CHILD"))
"""Concepts in nearly every clause (people, a negation): a frame is looked up by a slot that needs something rarer."""


def _anchor(needs: tuple[frozenset[str], ...]) -> frozenset[str]:
    """The keys a frame is looked up by: those of its rarest-looking required slot (one naming no everyday
    concept, the fewest keys), so most clauses never try it."""
    rare = [need for need in needs if need.isdisjoint(_EVERYWHERE)]
    return min(rare or needs, key=len)


def _positions(clause: Sequence[Token]) -> dict[str, list[int]]:
    """Where each word (``w:``) and concept (``t:``, also of phrases) stands in a clause: a frame needing one the
    clause lacks is not tried there, and one is tried only where its first slot can start."""
    found: dict[str, list[int]] = {}
    for position, token in enumerate(clause):
        keys = {f"w:{token.word}", *(f"t:{tag}" for tag in token.tags)}
        for _, tags in token.phrases:
            keys.update(f"t:{tag}" for tag in tags)
        for key in keys:
            found.setdefault(key, []).append(position)
    return found


def _stands(item: Frame, clause: Sequence[Token], path: Path) -> bool:
    """Whether a match holds once its neighbours are read: no negation reaching it, nothing blocked between its
    words, no third-person subject for a frame about the writer, no words around it that make it a figure of
    speech."""
    start, end = path[0][0], path[-1][0] + path[-1][1]
    if _follows(clause, end, item.not_after) or _precedes(clause, start, item.not_before):
        return False
    used = {position for first, length in path for position in range(first, first + length)}
    gaps = [position for position in range(start, end) if position not in used]
    if item.blocked and any(_is(clause[position], item.blocked) for position in gaps):
        return False
    if item.negatable:
        for position in range(max(0, start - NEG_WINDOW), end):
            if position not in used and NEG in clause[position].tags:
                return False
    if item.self_only:
        for position in range(start - 1, -1, -1):
            tags = clause[position].tags
            if FIRST in tags:
                break
            if OTHER in tags or "YOU" in tags:
                return False
    return True


def _is(token: Token, words: frozenset[str]) -> bool:
    """Whether the token is one of ``words``, carries one of the tags among them, or starts a phrase that does."""
    if token.word in words or not words.isdisjoint(token.tags):
        return True
    return any(not words.isdisjoint(tags) for _, tags in token.phrases)


def _follows(clause: Sequence[Token], end: int, words: frozenset[str]) -> bool:
    """Whether one of ``words`` (a word, a tag, or a phrase of words) stands right after ``end``."""
    if end >= len(clause) or not words:
        return False
    if _is(clause[end], words):
        return True
    return any(_run_is(clause, end, word.split()) for word in words if " " in word)


def _precedes(clause: Sequence[Token], start: int, words: frozenset[str]) -> bool:
    """Whether one of ``words`` (a word, a tag, or a phrase of words) ends right before ``start``."""
    if not start or not words:
        return False
    if _is(clause[start - 1], words):
        return True
    return any(_run_is(clause, start - len(parts), parts) for parts in (w.split() for w in words if " " in w))


def _run_is(clause: Sequence[Token], position: int, parts: Sequence[str]) -> bool:
    return (
        position >= 0
        and position + len(parts) <= len(clause)
        and all(clause[position + i].word == part for i, part in enumerate(parts))
    )
