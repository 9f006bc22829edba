"""Text normalisation with an offset map back to the user's original text.

Why this exists: the rules match on a cleaned copy of the statement (``characters.fold_char``: NFKC, invisible
characters and combining marks dropped, look-alike letters as Latin, traditional characters as simplified; then
lower case, ASCII quotes and punctuation, collapsed whitespace, HTML tags and emoji blanked out), but the evidence
shown to the user must be an exact slice of what they typed. ``PreparedText`` keeps both and translates spans
between them.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from .characters import fold_char
from .scan import merge

# Characters NFKC leaves alone but the rules want in one canonical ASCII form.
_CHAR_MAP: dict[str, str] = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "`": "'",
    "\u00b4": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u300c": '"',
    "\u300d": '"',
    "\u300e": '"',
    "\u300f": '"',
    "\u3008": '"',
    "\u3009": '"',
    "\u300a": '"',
    "\u300b": '"',
    "\u3002": ".",
    "\uff61": ".",
    "\u3001": ",",
    "\uff64": ",",
    "\u2014": ",",
    "\u2013": ",",
    "\u2026": "...",
    "\u301c": "~",
    "*": " ",
}

_TAG_RE = re.compile(r"<[A-Za-z!/?][^<>]{0,500}>")
_ENTITY_RE = re.compile(r"&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z]{2,8});")
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'", "nbsp": " "}
_SENTENCE_END = frozenset(".!?;\n")
_DANGLING_CONNECTIVE = re.compile(
    r"(?:[\s,;:]+(?:and|but|so|or|plus|then|because|cause|cos|coz|cuz))+$|(?<=[\u4e00-\u9fff])[,\s]*"
    r"(?:而且|并且|但是|可是|不过|所以|因为|然后|还有)$"
)
_CHAT_WORDS = {
    "u": "you",
    **{f"u'{end}": f"you'{end}" for end in ("re", "ve", "ll", "d")},
    "ye": "you",
    "r": "are",
    "ur": "you're",
    "pls": "please",
    "plz": "please",
    **dict.fromkeys(("wat", "wut", "wht"), "what"),
    **dict.fromkeys(("shud", "shld"), "should"),
    "wud": "would",
    "cld": "could",
    **dict.fromkeys(("bcuz", "becuz", "cuz", "coz"), "because"),
    "abt": "about",
    **dict.fromkeys(("rly", "rlly", "rll"), "really"),
    "bc": "because",
    "n": "and",
    "im": "i'm",
    "ive": "i've",
    **{
        w.replace("'", ""): w
        for w in (
            "don't",
            "can't",
            "didn't",
            "doesn't",
            "isn't",
            "wasn't",
            "aren't",
            "haven't",
            "shouldn't",
            "couldn't",
            "wouldn't",
            "that's",
            "what's",
        )
    },
}
_INVISIBLE = "\u00ad\u200b-\u200f\u2060\ufeff"
"""Invisible characters that may sit inside a word (a soft hyphen, zero-width joiners): a chat word never
borders one."""
_CHAT_WORD_RE = re.compile(
    rf"(?<![\w'’&{_INVISIBLE}-])(?:"
    + "|".join(word for word in _CHAT_WORDS if word not in ("r", "ur"))
    + r"|r(?=\s+(?:u|you|ye|ya|we|they)(?![\w'’]))|(?:(?<=\bu\s)|(?<=\byou\s)|(?<=\bwe\s)|(?<=\bthey\s))r"
    + r"|ur(?=\s+(?:so|such|a|an|being|always|never|not|gonna|going|kidding|joking|lying|welcome|literally|just|"
    r"really|actually|right|wrong|late|ok|okay)(?![\w'’])))" + rf"(?![\w'’&{_INVISIBLE}-])",
    re.IGNORECASE,
)
"""How people type the words the rules read most ("would ye", "r u free", "pls", "wat do i say", "cuz i need"):
each is read as its full form, while the evidence still quotes what they typed. "r" is "are" only beside a
pronoun ("r u", "we r"), never a name; "ur" is "you're" only before what follows a "you're" ("ur so", "ur
kidding"), since "ur mum" is "your"."""


def _entity_text(match: re.Match[str]) -> str | None:
    body = match.group(1)
    try:
        if body.startswith("#x"):
            return chr(int(body[2:], 16))
        if body.startswith("#"):
            return chr(int(body[1:]))
    except (ValueError, OverflowError):
        return None
    return _ENTITIES.get(body.lower())


@lru_cache(maxsize=8192)
def _clean_char(char: str) -> str:
    """Map one original character to its normalised form ("" drops it, " " blanks it)."""
    if char in _CHAR_MAP:
        return _CHAR_MAP[char]
    if char == "\n" or char == "\r":
        return "\n"
    if char.isspace():
        return " "
    category = unicodedata.category(char)
    if category in ("Cf", "Mn", "Me") and not char.isalnum():
        return ""  # zero-width joiners, variation selectors, stray combining marks
    if category in ("So", "Sk", "Cs", "Co", "Cn", "Cc"):
        return " "  # emoji and other pictographs separate words
    out = fold_char(char)  # the one normaliser the safety step reads through too
    mapped = "".join(_CHAR_MAP.get(c, c) for c in out)
    return mapped.lower()


@dataclass(frozen=True, slots=True)
class PreparedText:
    """A statement in two forms: ``original`` and the normalised ``text`` the rules read, with an offset map."""

    original: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def evidence(self, start: int, end: int) -> str:
        """The slice of the original text that the normalised span ``[start, end)`` came from."""
        text = self.text
        start, end = max(0, start), min(end, len(text))
        while start < end and text[start] in " \n,;:":
            start += 1
        while end > start and text[end - 1] in " \n,;:":
            end -= 1
        dangling = _DANGLING_CONNECTIVE.search(text, start, end)
        if dangling:  # "…for 3 days and" | "I'm annoyed": the joining word belongs to neither part
            end = dangling.start()
        if start >= end:
            return ""
        return self.original[self.starts[start] : self.ends[end - 1]].strip()


def prepare(original: str) -> PreparedText:
    """Normalise ``original`` for matching, remembering where every normalised character came from."""
    replacements: dict[int, tuple[int, str]] = {}
    for match in _TAG_RE.finditer(original):
        replacements[match.start()] = (match.end(), " ")
    for match in _ENTITY_RE.finditer(original):
        value = _entity_text(match)
        if value is not None and match.start() not in replacements:
            replacements[match.start()] = (match.end(), _clean_char(value) if len(value) == 1 else value)
    for match in _CHAT_WORD_RE.finditer(original):
        if match.start() not in replacements:
            replacements[match.start()] = (match.end(), _CHAT_WORDS[match.group().lower()])

    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    index = 0
    length = len(original)
    while index < length:
        if index in replacements:
            stop, piece = replacements[index]
        else:
            stop, piece = index + 1, _clean_char(original[index])
        for char in piece:
            if char in " \n":
                if not chars:
                    continue
                if chars[-1] in " \n":
                    if char == "\n":
                        chars[-1] = "\n"
                    continue
            chars.append(char)
            starts.append(index)
            ends.append(stop)
        index = stop
    while chars and chars[-1] in " \n":
        chars.pop()
        starts.pop()
        ends.pop()
    return PreparedText(original, "".join(chars), tuple(starts), tuple(ends))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split normalised text into sentences; each span includes its closing punctuation (``.`` between digits stays)."""
    spans: list[tuple[int, int]] = []
    start = 0
    index = 0
    length = len(text)
    while index < length:
        char = text[index]
        if char in _SENTENCE_END:
            if char == "." and 0 < index < length - 1 and text[index - 1].isdigit() and text[index + 1].isdigit():
                index += 1
                continue
            end = index + 1
            while end < length and text[end] in _SENTENCE_END | {'"', "'", ")"}:
                end += 1
            if text[start:end].strip(" \n.!?;\"')"):
                spans.append((start, end))
            start = end
            index = end
            continue
        index += 1
    if text[start:].strip(" \n"):
        spans.append((start, length))
    return [(s + len(text[s:e]) - len(text[s:e].lstrip(" \n")), e) for s, e in spans]


_BLANK_EXCEPT_ENDS = re.compile(r"[^.!?;\n]")
_QUOTE_RE = re.compile(
    r"\"[^\"\n]{1,200}\"|(?<![A-Za-z0-9])'(?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){1,120}?'(?![A-Za-z0-9])"
)
"""Quoted words: an apostrophe inside a word ('that's a stupid idea') does not end a single-quoted quotation."""


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Spans of quoted speech (``"..."``, ``'...'``, 「...」 once normalised): exact quotes are observations."""
    return [(m.start(), m.end()) for m in _QUOTE_RE.finditer(text)]


def mask(text: str, spans: list[tuple[int, int]]) -> str:
    """Blank out ``spans`` with spaces, keeping every offset valid."""
    if not spans:
        return text
    pieces: list[str] = []
    done = 0
    for start, end in merge([(max(s, 0), min(e, len(text))) for s, e in spans]):
        pieces.append(text[done:start])
        pieces.append(_BLANK_EXCEPT_ENDS.sub(" ", text[start:end]))
        done = end
    pieces.append(text[done:])
    return "".join(pieces)


def keep_only(text: str, spans: list[tuple[int, int]]) -> str:
    """Blank out everything except ``spans`` (offsets stay valid)."""
    pieces: list[str] = []
    done = 0
    for start, end in merge([(max(s, 0), min(e, len(text))) for s, e in spans]):
        pieces.append(_BLANK_EXCEPT_ENDS.sub(" ", text[done:start]))
        pieces.append(text[start:end])
        done = end
    pieces.append(_BLANK_EXCEPT_ENDS.sub(" ", text[done:]))
    return "".join(pieces)


def loose_normalise(value: str) -> str:
    """A comparison key: NFKC, canonical quotes and punctuation, collapsed whitespace, case-folded."""
    return prepare(value).text.replace("\n", " ")
