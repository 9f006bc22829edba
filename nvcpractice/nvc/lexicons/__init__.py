"""Bilingual NVC lexicons (English and Simplified Chinese), one module per language and category.

Why this exists: the rules need word lists, and the UI needs the same genuine feelings and universal needs for
its pickers and seed data; ``feelings_list`` and ``needs_list`` expose them per locale.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..locale import ZH_HANS, normalize_locale
from . import en_feelings, en_needs, zh_feelings, zh_needs


def _unique(words: tuple[str, ...]) -> list[str]:
    return list(dict.fromkeys(words))


def _locale(locale: str) -> str:
    canonical = normalize_locale(locale)
    if canonical is None:
        raise ValueError("locale is required")
    return canonical


def feelings_list(locale: str) -> dict[str, list[str]]:
    """Genuine feeling words for ``locale``: ``{"met": [...], "unmet": [...]}`` (needs met / not met)."""
    if _locale(locale) == ZH_HANS:
        keep = [w for w in zh_feelings.FEELINGS_MET if not w.startswith(("被", "感到"))]
        unmet = [w for w in zh_feelings.FEELINGS_UNMET if not w.startswith("被") and len(w) > 1]
        return {"met": _unique(tuple(keep)), "unmet": _unique(tuple(unmet))}
    return {"met": _unique(en_feelings.FEELINGS_MET), "unmet": _unique(en_feelings.FEELINGS_UNMET)}


def inventory_needs(locale: str) -> tuple[str, ...]:
    """The needs inventory's own words in ``locale``, its headings included ("connection", "autonomy", 连接): words
    that name a need wherever they stand. Their everyday synonyms ("help", "a break", 聊聊) name one only after
    "need" or 需要, so a reader of free-standing guesses takes these alone."""
    if _locale(locale) == ZH_HANS:
        inventory, headings = zh_needs.NEEDS_BY_CATEGORY, tuple(zh_needs.CATEGORY_NAMES_ZH.values())
    else:
        inventory, headings = en_needs.NEEDS_BY_CATEGORY, tuple(en_needs.NEEDS_BY_CATEGORY)
    return tuple(dict.fromkeys(tuple(n for group in inventory.values() for n in group) + headings))


def need_words(locale: str) -> tuple[str, ...]:
    """Every word or phrase the rules take for a universal need in ``locale``: the inventory's needs and their
    everyday synonyms ("connection", "a break", 被理解), the one vocabulary every reader of needs shares."""
    if _locale(locale) == ZH_HANS:
        inventory, extra = zh_needs.NEEDS_BY_CATEGORY, zh_needs.EXTRA_NEEDS_ZH
    else:
        inventory, extra = en_needs.NEEDS_BY_CATEGORY, en_needs.EXTRA_NEED_PHRASES
    return tuple(dict.fromkeys(tuple(n for group in inventory.values() for n in group) + extra))


def needs_list(locale: str) -> dict[str, list[str]]:
    """Universal needs for ``locale`` grouped by category (same category keys in both languages)."""
    source = zh_needs.NEEDS_BY_CATEGORY if _locale(locale) == ZH_HANS else en_needs.NEEDS_BY_CATEGORY
    return {category: _unique(needs) for category, needs in source.items()}


@lru_cache(maxsize=8)
def _step_word_pattern(step: str, locale: str) -> re.Pattern[str]:
    if step == "feeling":
        found = feelings_list(locale)
        words = [*found["met"], *found["unmet"]]
    elif _locale(locale) == ZH_HANS:
        words = list(need_words(locale))
    else:
        words = [*need_words(locale), *en_needs.NEEDS_BY_CATEGORY]
    alternation = "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True) if w)
    if _locale(locale) == ZH_HANS:
        return re.compile(f"(?:{alternation})")
    return re.compile(rf"(?<![\w'])(?:{alternation})(?![\w'])", re.IGNORECASE)


def names_step_word(text: str, step: str, locale: str) -> bool:
    """Whether ``text`` holds a feeling word (``step="feeling"``) or a need word (``"need"``) of ``locale``: bare
    words for that step ("worried", 尊重), not any text at all."""
    if step not in {"feeling", "need"}:
        return False
    return bool(_step_word_pattern(step, _locale(locale)).search(text))
