"""One character normaliser in front of everything that reads a learner's words: the safety step and the analyzer.

Why this exists: the same word reaches us in many spellings that look alike on screen — compatibility forms
(full-width letters, ligatures), invisible characters put inside it (zero-width spaces, soft hyphens, joiners),
stray combining marks ("k̵i̵l̵l̵"), letters of other alphabets that look Latin (Cyrillic "і"), accented letters, and
traditional characters (自殺, 活著). The safety step and the analyzer each read text through :func:`fold_char`, so a
disclosure hidden this way is heard and a statement written this way is understood. One character at a time, so
the analyzer keeps its map back to what the learner typed; each character is worked out once and cached.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from anyascii import anyascii
from opencc_purepy import OpenCC

# Unicode's Default_Ignorable_Code_Point: drawn as nothing, so nothing a reader sees.
_IGNORABLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164"
    "\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]"
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_LOOKALIKE_SCRIPTS = frozenset({"CYRILLIC", "GREEK", "LATIN", "ARMENIAN", "CHEROKEE"})


@lru_cache(maxsize=1)
def _t2s() -> OpenCC:
    return OpenCC("t2s")


def _simplified(char: str) -> str:
    converted = _t2s().convert(char)
    return converted if len(converted) == 1 else char


def _latin(char: str) -> str:
    """A letter of another alphabet (Cyrillic, Greek, accented Latin, …) that stands for a plain Latin one."""
    if not char.isalpha() or unicodedata.name(char, "").split(" ")[0] not in _LOOKALIKE_SCRIPTS:
        return char
    plain = anyascii(char)
    return plain if len(plain) == 1 and plain.isalpha() else char


def _folded(char: str) -> str:
    if char.isascii():
        return char
    if _CJK.match(char):
        return _simplified(char)
    return _latin(char)


@lru_cache(maxsize=16384)
def fold_char(char: str) -> str:
    """``char`` as the readers read it: "" for an invisible character or a combining mark, else its NFKC form with
    look-alike letters as Latin ones and traditional characters as simplified ones (case kept)."""
    if _IGNORABLE.match(char) or unicodedata.category(char) in ("Mn", "Me"):
        return ""
    return "".join(_folded(part) for part in unicodedata.normalize("NFKC", char))


class _Folding(dict):
    """A ``str.translate`` table of :func:`fold_char`, filled in as characters are met."""

    def __missing__(self, code: int) -> str:
        found = self[code] = fold_char(chr(code))
        return found


_FOLDING = _Folding()


def fold_text(text: str) -> str:
    """:func:`fold_char` over ``text``, after composing it (NFKC), so "i" and a combining accent read as "í" → "i"."""
    composed = unicodedata.normalize("NFKC", text)
    return composed if composed.isascii() else composed.translate(_FOLDING)
