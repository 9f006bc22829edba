"""Evidence spans widened to whole words, so a learner is never shown "你总" for 总是 or "frustr" for frustrated.

Why this exists: rules match on patterns that may start or stop inside a word (a pronoun plus 总, a region cut at
a clause marker). English words are runs of letters, digits, apostrophes and hyphens; Chinese has no spaces, so
the words the lexicons know (总是, 不负责任, 被误解, 安全感 …) serve as the words a span must not cut.
"""

from __future__ import annotations

import re

from .findings import Span
from .lexicons import need_words, zh_faux, zh_feelings, zh_judgements, zh_requests, zh_situations

_LATIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-")
_PERSONS = re.compile("[你我他她您]")


def _zh_words() -> list[str]:
    groups = (
        zh_judgements.GENERALISATIONS_ZH,
        zh_judgements.LABELS_ZH,
        zh_judgements.MOTIVES_ZH,
        zh_judgements.SARCASTIC_PRAISE_ZH,
        zh_judgements.SARCASTIC_PHRASES_ZH,
        zh_feelings.FEELINGS_MET,
        zh_feelings.FEELINGS_UNMET,
        zh_feelings.DEGREE_WORDS,
        tuple(zh_faux.FAUX_AFTER_BEI),
        tuple(zh_faux.POSITIVE_AFTER_BEI),
        tuple(zh_faux.FAUX_PLAIN),
        need_words("zh-hans"),
        zh_requests.DEMAND_MARKERS_ZH,
        zh_requests.QUALITY_WORDS_ZH,
        zh_requests.ABSTRACT_MARKERS_ZH,
        zh_situations.TIME_WORDS_ZH,
        zh_situations.ACTION_VERBS_ZH,
        zh_situations.PERCEPTION_VERBS_ZH,
    )
    known = {w for group in groups for w in group if len(w) >= 2 and not _PERSONS.search(w)}
    return sorted(known | {"你们", "我们", "他们", "她们", "咱们", "大家", "自己"})


ZH_WORDS: tuple[str, ...] = tuple(_zh_words())
_LONGEST = max(len(w) for w in ZH_WORDS)
_BY_FIRST: dict[str, tuple[str, ...]] = {}
for _word in ZH_WORDS:
    _BY_FIRST[_word[0]] = (*_BY_FIRST.get(_word[0], ()), _word)


def _cutting_word(text: str, index: int) -> Span | None:
    """The longest known Chinese word that ``index`` falls strictly inside, if any (looks only near ``index``)."""
    best: Span | None = None
    for start in range(max(0, index - _LONGEST + 1), index):
        for word in _BY_FIRST.get(text[start], ()):
            end = start + len(word)
            if end > index and text.startswith(word, start) and (best is None or end - start > best[1] - best[0]):
                best = (start, end)
    return best


def whole_words(text: str, start: int, end: int) -> Span:
    """``[start, end)`` widened so that it cuts no English word and no Chinese word the lexicons know."""
    while start > 0 and start < len(text) and text[start] in _LATIN and text[start - 1] in _LATIN:
        start -= 1
    while 0 < end < len(text) and text[end] in _LATIN and text[end - 1] in _LATIN:
        end += 1
    for _ in range(3):
        before, after = _cutting_word(text, start), _cutting_word(text, end)
        if before is None and after is None:
            break
        start = before[0] if before else start
        end = after[1] if after else end
    return start, end
