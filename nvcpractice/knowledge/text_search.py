"""Full-text documents and queries that work for Chinese as well as English.

PostgreSQL's ``simple`` configuration keeps a run of Chinese characters as one token, so nothing inside it can
match. Before indexing and querying, each run of CJK characters is spelled out as its overlapping character
bigrams (and single characters for one-character runs); English words pass through lower-cased.

A query has two sets of terms: every term (what a passage is ranked by, as before) and its *content* terms, the
ones worth looking up in the index. Stopwords are not: "how", "do", "I", "the" or 的, 吗, 怎么 match nearly every
passage, so looking them up means ranking the whole table. English stopwords are PostgreSQL's own ``english`` list
(the one its ``english`` configuration drops; a test checks the copy against the server). A Chinese term is a
stopword when it touches a function character or word (的 吗 我 你 怎么 什么 时候 …): bigrams are not words, so
"我的需要" keeps 需要 and loses 我的 and 的需.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

_TOKEN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+")
_CJK_START = "\u3400"

#: PostgreSQL's ``tsearch_data/english.stop`` (Snowball's English list), which the ``english`` configuration drops.
ENGLISH_STOPWORDS = frozenset(
    """i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
    herself it its itself they them their theirs themselves what which who whom this that these those am is are was
    were be been being have has had having do does did doing a an the and but if or because as until while of at by
    for with about against between into through during before after above below to from up down in out on off over
    under again further then once here there when where why how all any both each few more most other some such no
    nor not only own same so than too very s t can will just don should now""".split()
)

#: Chinese function characters: particles, personal pronouns, demonstratives and degree words. Not 不 (saying no),
#: 是 (总是), 对 (对方), 从 (从来), 被 (被忽视) or 过 (难过): they are parts of words the handbook is about.
CHINESE_STOP_CHARACTERS = frozenset("的了吗呢吧啊呀嘛哦么我你您他她它们这那很都也就")
#: Chinese function words (question words, conjunctions, modal verbs, "when", "is not").
CHINESE_STOPWORDS = frozenset(
    "怎么 什么 怎样 如何 为何 为什么 时候 如果 但是 因为 所以 还是 就是 不是 已经 一个 一些 一下 可以 应该 能不能 "
    "是不是 要不要 到底 比较".split()
)
#: Words holding a function character that are content all the same (自我同理 is self-empathy).
CHINESE_KEEP = frozenset("自我 了解 他人".split())
_CHINESE_LEXICON = sorted(CHINESE_STOPWORDS | CHINESE_KEEP, key=len, reverse=True)


class QueryTerms(NamedTuple):
    """The distinct terms of a query: ``every`` term ranks a passage; ``content`` ones (no stopwords) find it."""

    every: list[str]
    content: list[str]


def _expand(token: str) -> list[str]:
    if token[0] < _CJK_START:
        return [token]
    if len(token) == 1:
        return [token]
    return [token[index : index + 2] for index in range(len(token) - 1)]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(unicodedata.normalize("NFKC", text).lower())


def search_terms(text: str) -> list[str]:
    """The terms of ``text`` as they are indexed: lower-cased words and CJK bigrams."""
    return [term for token in _tokens(text) for term in _expand(token)]


def search_document(*parts: str) -> str:
    """The text fed to ``to_tsvector('simple', …)`` for a row."""
    return " ".join(term for part in parts for term in search_terms(part))


def _function_positions(run: str) -> set[int]:
    """Positions in a run of Chinese characters that belong to a function word or character (longest word first)."""
    marked: set[int] = set()
    index = 0
    while index < len(run):
        word = next((word for word in _CHINESE_LEXICON if run.startswith(word, index)), None)
        if word is not None:
            if word in CHINESE_STOPWORDS:
                marked.update(range(index, index + len(word)))
            index += len(word)
            continue
        if run[index] in CHINESE_STOP_CHARACTERS:
            marked.add(index)
        index += 1
    return marked


def _content_terms(token: str) -> list[str]:
    if token[0] < _CJK_START:
        return [] if token in ENGLISH_STOPWORDS else [token]
    marked = _function_positions(token)
    if len(token) == 1:
        return [] if marked else [token]
    return [token[i : i + 2] for i in range(len(token) - 1) if i not in marked and i + 1 not in marked]


def query_terms(text: str, *, max_terms: int = 24) -> QueryTerms:
    """The first ``max_terms`` distinct terms of ``text``, and those of them that are not stopwords."""
    every = list(dict.fromkeys(search_terms(text)))[:max_terms]
    kept = {term for token in _tokens(text) for term in _content_terms(token)}
    return QueryTerms(every=every, content=[term for term in every if term in kept])


def search_query(terms: list[str]) -> str:
    """A raw tsquery OR-ing ``terms`` (already lower-cased words and bigrams: nothing to escape); empty when none."""
    return " | ".join(terms)
