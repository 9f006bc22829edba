"""Undoing what hides a word from the safety check: compatibility forms, look-alike letters, spaced or dotted
letters, emoji and traditional characters.

Why this exists: people who disclose danger, or who expect to be filtered, write "s e l f h a r m", "k.i.l.l",
"kіll" with a Cyrillic і, "🔪", or 活著 in traditional characters. Each language module reads the text this module
returns. Every step is one linear pass (bounded regular expressions without nested repetition, a character map,
the ``emoji`` and ``opencc-purepy`` libraries), so a 5,000-character message costs what its length costs.
"""

from __future__ import annotations

import re

import emoji

from nvcpractice.nvc.characters import fold_text

_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "`": "'", "\u00b4": "'", "\u2032": "'"})
# Three or more single letters with one or two separators between them ("s e l f", "k.i.l.l", "g-u-n"): joined.
_SPACED = re.compile(r"(?<![A-Za-z])(?:[A-Za-z][ .\-*_/]{1,2}){2,}[A-Za-z](?![A-Za-z])")
_SEPARATORS = re.compile(r"[ .\-*_/]")
# CJK characters with spaces or symbols put between them ("自 杀", "我想自*杀", "想 死"): the separators go where
# they stand next to a lone character; spaces between longer runs ("不想回家 不知道他今晚") stay, as the break between
# two sentences that they are.
_CJK_SEPARATOR = re.compile(r"(?<=[\u3400-\u9fff])[ \t*·•.\-_~|/\\]{1,3}(?=[\u3400-\u9fff])")
_CJK = re.compile(r"[\u3400-\u9fff]")


def fold_letters(text: str) -> str:
    """What every reader of learner text folds (``nvc.characters``: compatibility forms, invisible characters,
    combining marks, look-alike letters, traditional characters), then curly apostrophes."""
    return fold_text(text).translate(_APOSTROPHES)


def join_spaced_letters(text: str) -> str:
    """ "s e l f h a r m" → "selfharm", "k.i.l.l" → "kill"; ordinary words and single letters stay."""
    return _SPACED.sub(lambda match: _SEPARATORS.sub("", match.group(0)), text)


def _emoji_word(_chars: str, data: dict) -> str:
    name = data.get("en", "")
    return " emoji" + "".join(char for char in name if char.isalnum()).lower() + " "


def emoji_as_words(text: str) -> str:
    """Emoji as one word each ("🔪" → " emojikitchenknife "), so the lexicon can say what one stands for while the
    words of its name ("rolling eyes") read as nothing else."""
    return emoji.replace_emoji(text, replace=_emoji_word) if _MAYBE_EMOJI.search(text) else text


_MAYBE_EMOJI = re.compile("[\u00a9\u00ae\u200d\u203c-\u2bff\u3030\u303d\u3297\u3299\ufe0f\U0001f000-\U0001faff]")
"""Where an emoji could start or be joined; text with none of these is left as it is without reading it for emoji."""


def simplified(text: str) -> str:
    """CJK characters joined across the spaces or symbols put between them (traditional characters were made
    simplified by :func:`fold_letters`)."""
    if not _CJK.search(text):
        return text
    return _CJK_SEPARATOR.sub(lambda match: "" if _beside_a_lone_character(text, match) else match.group(0), text)


def _beside_a_lone_character(text: str, match: re.Match[str]) -> bool:
    """Whether the character just before or just after the separator stands alone (no CJK character beyond it)."""
    before, after = match.start() - 1, match.end()
    alone_before = before == 0 or not _CJK.match(text[before - 1])
    alone_after = after + 1 >= len(text) or not _CJK.match(text[after + 1])
    return alone_before or alone_after


def prepared(text: str) -> str:
    """The text every language module reads."""
    return simplified(join_spaced_letters(fold_letters(emoji_as_words(text))))


def warm() -> None:
    """Load the converters now (at server start-up) rather than on a learner's first message."""
    prepared("活著 🔪 k i l l")
