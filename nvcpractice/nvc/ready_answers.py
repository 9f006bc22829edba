"""Ready-made answers for one step of the four-step drill, built from the learner's own words (the first choice of
``nvcpractice.practice.model_answers``, which adds answers from their situation).

Why this exists: a learner who fails a step three times is offered an answer they can accept or edit, so the drill
is never a trap. Each candidate is written from what the learner typed (their judgement words taken out, their
feeling and need words kept, the evaluator's own rewrite of a demand) and from the evaluator's suggestion, and
only a candidate the evaluator itself gives the step's ideal label is offered. A plain, concrete fallback per
language keeps the list from ever being empty.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from nvcpractice.nvc import analyze, feelings_list, needs_list

_ZH = "zh-hans"

# --- observation: generalisations become one counted or dated occasion ---------------------------------------
_EN_ALWAYS = re.compile(
    r"\s*\b(?:always|constantly|continually|all the time|every single time|every time|forever|again)\b", re.I
)
_EN_NEVER = re.compile(r"\bnever\b", re.I)
_ZH_ALWAYS = re.compile(r"总是|老是|一直|每次都|每次|动不动就|天天|又")
_ZH_NEVER = re.compile(r"从来都不|从来不|从不|从来没有|从没")
_END = " .,!?;:，。！？；：…"

FALLBACKS = {
    "en": {
        "observation": ("When I saw what happened this morning", "When I noticed it yesterday evening"),
        "feeling": ("I felt worried and sad",),
        "need": ("because I need understanding and respect",),
        "request": (
            "Would you be willing to talk with me about this for ten minutes tonight?",
            "Would you be willing to tell me by Friday what you would need to make this work?",
        ),
    },
    _ZH: {
        "observation": ("今天早上我看到了发生的事", "昨天晚上我注意到这件事的时候"),
        "feeling": ("我感到担心又难过",),
        "need": ("因为我需要理解和尊重",),
        "request": ("你愿意今晚和我花十分钟聊聊这件事吗？", "你愿意周五前告诉我，你需要什么才能做到吗？"),
    },
}
DEFAULT_WORDS = {
    "en": {"feeling": ("worried", "sad"), "need": ("understanding", "respect")},
    _ZH: {"feeling": ("担心", "难过"), "need": ("理解", "尊重")},
}


def _language(locale: str | None) -> str:
    return _ZH if locale == _ZH else "en"


def _observations(text: str, zh: bool) -> list[str]:
    text = text.strip(_END)
    if zh:
        if _ZH_NEVER.search(text):
            return ["昨天" + _ZH_NEVER.sub("没有", text, count=1)]
        stripped = _ZH_ALWAYS.sub("", text)
        return ["这周有两次" + stripped] if stripped != text else []
    if _EN_NEVER.search(text):
        return [_EN_NEVER.sub("didn't", text, count=1) + " yesterday"]
    stripped = re.sub(r"\s{2,}", " ", _EN_ALWAYS.sub("", text)).strip(_END)
    return [stripped + " twice this week"] if stripped != text else []


@lru_cache(maxsize=4)
def _lexicon(language: str, component: str) -> tuple[str, ...]:
    if component == "feeling":
        words = [w for group in feelings_list(language).values() for w in group]
    else:
        words = [w for group in needs_list(language).values() for w in group]
    minimum = 2 if language == _ZH else 3
    return tuple(sorted({w for w in words if len(w) >= minimum}, key=len, reverse=True))


def _words_in(text: str, language: str, component: str) -> list[str]:
    """Feeling or need words of the lexicon in ``text``, in the order they appear (longest match first)."""
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    lowered = text.lower()
    for word in _lexicon(language, component):
        pattern = re.escape(word) if language == _ZH else rf"\b{re.escape(word)}\b"
        for match in re.finditer(pattern, lowered):
            if not any(match.start() < end and start < match.end() for start, end in taken):
                taken.append(match.span())
                found.append((match.start(), word))
    return list(dict.fromkeys(word for _, word in sorted(found)))


def _feelings(words: list[str], zh: bool) -> list[str]:
    if zh:
        return [f"我感到{words[0]}又{words[1]}", f"我感到{words[0]}", f"我有点{words[1]}"]
    return [f"I felt {words[0]} and {words[1]}", f"I felt {words[0]}", f"I felt {words[1]}"]


def _needs(words: list[str], zh: bool) -> list[str]:
    if zh:
        return [f"因为我需要{words[0]}和{words[1]}", f"因为我需要{words[0]}", f"因为我需要{words[1]}"]
    pair = [] if any(w.startswith("to ") for w in words[:2]) else [f"because I need {words[0]} and {words[1]}"]
    return [*pair, f"because I need {words[0]}", f"because I need {words[1]}"]


_EN_REWRITE = re.compile(r"Would you be willing to [^\"”]+?\?")
_ZH_REWRITE = re.compile(r"你愿意[^“”\"（）()]+?吗？")
_PLACEHOLDER = re.compile(r"\.\.\.|…|\[|（")


def _requests(suggestion: str, zh: bool) -> list[str]:
    rewrites = (_ZH_REWRITE if zh else _EN_REWRITE).findall(suggestion)
    found = []
    for rewrite in rewrites:
        if _PLACEHOLDER.search(rewrite):
            continue
        found.append(rewrite)
        if not zh:
            found.append(rewrite[:-1] + " tonight?")
    return found


def _candidates(step: str, text: str, suggestion: str, language: str) -> list[str]:
    zh = language == _ZH
    if step == "observation":
        return _observations(text, zh)
    if step in {"feeling", "need"}:
        words = _words_in(text, language, step) + _words_in(suggestion, language, step)
        words = list(dict.fromkeys(words + list(DEFAULT_WORDS[language][step])))
        return (_feelings if step == "feeling" else _needs)(words, zh)
    if step == "request":
        return _requests(suggestion, zh)
    return []


def is_general(answer: str, step: str, locale: str) -> bool:
    """True when ``answer`` is one of the plain fallbacks rather than built from the learner's words."""
    return answer in FALLBACKS[_language(locale)].get(step, ())


def passes(text: str, step: str, locale: str) -> bool:
    """True when the evaluator gives ``text`` the ideal label for ``step``."""
    try:
        return analyze(text, locale).label(step) == step
    except ValueError:
        return False


def model_answers(
    *, step: str, text: str, analysis: dict[str, Any] | None, locale: str, fallbacks: bool = True
) -> list[str]:
    """Every ready-made answer for ``step`` that passes the evaluator, the learner's own words first (then, with
    ``fallbacks``, plain general ones)."""
    language = _language(locale)
    components = (analysis or {}).get("components") or {}
    suggestion = str((components.get(step) or {}).get("suggestion") or "")
    general = list(FALLBACKS[language].get(step, ())) if fallbacks else []
    candidates = _candidates(step, text, suggestion, language) + general
    return [c for c in dict.fromkeys(candidates) if passes(c, step, language)]


#: From this failed try on, the coach offers a ready-made answer (four steps and the empathy exercise alike).
OFFER_FROM = 3


def model_answer(*, step: str, text: str, analysis: dict[str, Any] | None, locale: str, variant: int = 0) -> str:
    """One ready-made answer; ``variant`` picks another one of them (they cycle) so later offers differ."""
    answers = model_answers(step=step, text=text, analysis=analysis, locale=locale)
    return answers[variant % len(answers)] if answers else ""
