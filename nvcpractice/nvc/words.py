"""Words for the analyzer: where Chinese words begin and end, and every form of an English verb.

Why this exists: a substring is not a word. Chinese has no spaces — 好 is an agreement, 好累 is not; 走了 is a
goodbye, 他走了以后 is not. The text is segmented with jieba (the Rust jieba-rs through ``rjieba``, the same
segmenter the safety check uses) with the analyzer's own lexicon words added to its dictionary, and a lexicon
entry counts only when it starts and ends on a boundary. English entries are written once, in the base form; each
verb in them also matches its inflections from lemminflect ("give up" also as "gave up", "giving up"). Both
tables are built once, on first use.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import cache, lru_cache

import rjieba
from lemminflect import getAllInflections, getAllLemmas, getInflection

from .lexicons import zh_acts, zh_feelings, zh_needs

_HAN_WORD = re.compile(r"[\u3400-\u9fff]{2,6}")
_ADDED = (
    zh_acts.GREETINGS_ZH,
    zh_acts.LEAVINGS_ZH,
    zh_acts.THANKS_ZH,
    zh_acts.APOLOGIES_ZH,
    zh_acts.GIVING_UP_ZH,
    zh_acts.COACH_ASKS_ZH,
    zh_acts.THREAT_PHRASES_ZH,
    zh_acts.ACCUSING_VERBS_ZH,
    zh_acts.AGREEMENTS_ZH,
    zh_acts.COMPLAINTS_ZH,
    zh_acts.OFF_TOPIC_SUBJECTS_ZH,
    zh_feelings.FEELINGS_MET,
    zh_feelings.FEELINGS_UNMET,
    tuple(need for group in zh_needs.NEEDS_BY_CATEGORY.values() for need in group),
)


Tokenize = Callable[[str], Iterable[tuple[str, int, int]]]


def dictionary_words() -> tuple[str, ...]:
    """The lexicon words of two to six Chinese characters the segmenter is given, so it keeps them whole."""
    return tuple(dict.fromkeys(entry for entries in _ADDED for entry in entries if _HAN_WORD.fullmatch(entry)))


@cache
def segmenter() -> rjieba.Jieba:
    """jieba-rs with the analyzer's lexicon words in its dictionary."""
    jieba = rjieba.Jieba()
    for word in dictionary_words():
        jieba.add_word(word, None, None)
    return jieba


def tagged(text: str) -> list[tuple[str, str]]:
    """``text`` cut into words, each with its part of speech (jieba's tags: ``v`` verb, ``t`` time, ``m`` numeral…)."""
    return segmenter().tag(text)


_tokenizers: list[Tokenize] = []


@contextmanager
def segmented_with(tokenize: Tokenize) -> Iterator[None]:
    """Run the analyzer with another segmenter's ``tokenize`` (``bench/analyzer.py`` sets pure-Python jieba beside
    jieba-rs this way); the default is jieba-rs."""
    _tokenizers.append(tokenize)
    try:
        yield
    finally:
        _tokenizers.pop()


def _tokenize(text: str, tokenize: Tokenize | None) -> Iterable[tuple[str, int, int]]:
    return tokenize(text) if tokenize is not None else segmenter().tokenize(text)


_TRAILING = ("你们", "您们", "他们", "她们", "你", "您", "啦", "了", "啊", "呀", "哈", "吧", "的", "哦", "嘛", "呢")
_LEADING = frozenset("我你您他她")
_WHOLE = frozenset("我们 你们 您们 他们 她们 我的 你的 他的 她的 我家 你家 他家 她家 自己".split())
_DEGREE = "太"
"""A degree word the segmenter glues to the word before it (那个人太没素质了 cut as 人太 | 没): it starts the next
phrase, so 太没素质了 is found and quoted whole; 太太 and 老太 are words of their own."""
_DEGREE_WORDS = frozenset("太太 老太".split())


def boundaries(text: str) -> frozenset[int]:
    """Every offset of ``text`` where a word starts or ends (0 and ``len(text)`` included). A pronoun or particle
    the segmenter glued to a word (谢谢你们, 我先撤了, 他走啦) is split off again, so the word is found alone."""
    return _edges(text, _tokenizers[-1] if _tokenizers else None)


_REDOUBLED = re.compile(r"([\u4e00-\u9fff]{2})\1")
"""A two-character word said twice (算了算了, 好了好了, 走了走了), which the segmenter cuts across (算了算 | 了): each
half is a word."""


@lru_cache(maxsize=16)  # one analysis asks for the same text's edges several times (observation, acts, judgements)
def _edges(text: str, tokenize: Tokenize | None) -> frozenset[int]:
    edges = {0, len(text)}
    for twice in _REDOUBLED.finditer(text):
        edges.update((twice.start(), twice.start() + 2, twice.end()))
    for word, start, end in _tokenize(text, tokenize):
        edges.add(start)
        edges.add(end)
        if len(word) > 1 and word.endswith(_DEGREE) and word not in _DEGREE_WORDS:
            edges.add(end - 1)
        if len(word) < 3 or word in _WHOLE:
            continue
        if word[0] in _LEADING and word[:2] not in _WHOLE:
            edges.add(start + 1)
        for suffix in _TRAILING:
            if word.endswith(suffix) and len(word) > len(suffix) + 1:
                edges.add(end - len(suffix))
                break
    return frozenset(edges)


def first_on_words(pattern: re.Pattern[str], text: str, edges: frozenset[int]) -> tuple[int, int] | None:
    """The span of the first match of ``pattern`` that begins and ends on word boundaries (``on_words``)."""
    for match in on_words(pattern, text, edges):
        return match.span()
    return None


def on_words(pattern: re.Pattern[str], text: str, edges: frozenset[int]) -> Iterator[re.Match[str]]:
    """The matches of ``pattern`` in ``text`` that begin and end on word boundaries. Where the longest match at a
    start ends inside a word, shorter ones ending on a boundary are tried (谢谢你们 holds 谢谢, not 谢谢你)."""
    position = 0
    while position <= len(text):
        match = pattern.search(text, position)
        if match is None:
            return
        found = _aligned(pattern, text, edges, match)
        if found is not None:
            yield found
            position = max(found.end(), found.start() + 1)
        else:
            position = match.start() + 1


def _aligned(pattern: re.Pattern[str], text: str, edges: frozenset[int], match: re.Match[str]) -> re.Match[str] | None:
    if match.start() not in edges:
        return None
    if match.end() in edges:
        return match
    for end in range(match.end() - 1, match.start(), -1):
        if end in edges:
            shorter = pattern.fullmatch(text, match.start(), end)
            if shorter is not None:
                return shorter
    return None


@cache
def verb_forms(word: str, tags: frozenset[str] | None = None) -> tuple[str, ...]:
    """``word`` and, when it is an English verb, its inflections (call → calls, called, calling); ``tags`` keeps
    only those Penn tags (``{"VBG"}``: calling)."""
    forms = {word}
    for tag, inflections in getAllInflections(word, upos="VERB").items():
        if tags is None or tag in tags:
            forms.update(inflections)
    return tuple(sorted(forms, key=len, reverse=True))


@cache
def is_past_tense(word: str) -> bool:
    """Whether ``word`` is the simple past of some English verb (ended, got, arrived; not "red" nor "need")."""
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    return any(word in getAllInflections(lemma, upos="VERB").get("VBD", ()) for lemma in lemmas)


def is_past_participle(word: str) -> bool:
    """Whether ``word`` is the past participle of some English verb (talked, put, pushed; not "over" nor "fine")."""
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    return any(word in getInflection(lemma, tag="VBN") for lemma in lemmas)


NOW = frozenset({"VB", "VBP", "VBZ", "VBG"})
"""The forms that say something is done now ("heading out", "logs off"), not that it was ("headed out")."""


def inflected(entries: tuple[str, ...], tags: frozenset[str] | None = None) -> tuple[str, ...]:
    """Each entry with the verb that starts it in every form ("head out" → "heading out", "headed out"), or in the
    forms of ``tags``; a formula addressed to someone ("see you", "talk to you") is kept as it is."""
    found: list[str] = []
    for entry in entries:
        first, _, rest = entry.partition(" ")
        if rest.split(" ")[0] in {"you", "ya", "u", "y'all"}:
            found.append(entry)
            continue
        found.extend(f"{form} {rest}".strip() for form in verb_forms(first, tags))
    return tuple(dict.fromkeys(found))
