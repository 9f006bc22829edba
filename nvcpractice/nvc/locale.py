"""Locale handling for the analyzer: canonical locale names and script-based language detection.

Why this exists: callers pass loose locale spellings (``zh``, ``zh_Hans``, ``zh-CN``, ``en-GB``) or none at all;
the analyzer needs exactly one of its two rule sets, ``"en"`` or ``"zh-hans"``.
"""

from __future__ import annotations

import re

EN = "en"
ZH_HANS = "zh-hans"
SUPPORTED_LOCALES = (EN, ZH_HANS)

#: The one definition of "a Chinese (Han) character" (with kana, so Japanese text is not taken for English).
HAN_CHARACTER = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\U00020000-\U0002a6df]"
HAN_RE = re.compile(HAN_CHARACTER)
HAN_RUN_RE = re.compile(HAN_CHARACTER + "+")
_HAN_RE = HAN_RE
_LATIN_WORD_RE = re.compile(r"[A-Za-z\u00c0-\u024f]+")
_TRADITIONAL_SUBTAGS = frozenset({"hant", "tw", "hk", "mo"})
_EXTRA_ALIASES = {"english": EN, "chinese": ZH_HANS, "cmn": ZH_HANS, "cmn-hans": ZH_HANS, "zh-chs": ZH_HANS}


def normalize_locale(value: str | None) -> str | None:
    """``"en"`` / ``"zh-hans"`` for any common spelling, ``None`` for no value; ``ValueError`` if unsupported."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"locale must be a string, not {type(value).__name__}")
    cleaned = value.strip().lower().replace("_", "-")
    if not cleaned:
        return None
    if cleaned in _EXTRA_ALIASES:
        return _EXTRA_ALIASES[cleaned]
    subtags = cleaned.split("-")
    if subtags[0] == "en":
        return EN
    if subtags[0] == "zh":
        if _TRADITIONAL_SUBTAGS.intersection(subtags[1:]):
            raise ValueError(f"unsupported locale {value!r}: only Simplified Chinese is supported")
        return ZH_HANS
    raise ValueError(f"unsupported locale {value!r}: expected one of {', '.join(SUPPORTED_LOCALES)}")


def script_counts(text: str) -> tuple[int, int]:
    """``(CJK characters, Latin words)`` in ``text``."""
    return len(_HAN_RE.findall(text)), len(_LATIN_WORD_RE.findall(text))


def detect_locale(text: str) -> str:
    """``"zh-hans"`` when CJK is substantial (at least as many CJK characters as Latin words), else ``"en"``."""
    if not isinstance(text, str):
        raise ValueError(f"text must be a string, not {type(text).__name__}")
    han, latin_words = script_counts(text)
    if han and han >= latin_words:
        return ZH_HANS
    return EN
