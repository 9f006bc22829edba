"""Full-text documents and queries that work for Chinese as well as English.

PostgreSQL's ``simple`` configuration keeps a run of Chinese characters as one token, so nothing inside it can
match. Before indexing and querying, each run of CJK characters is spelled out as its overlapping character
bigrams (and single characters for one-character runs); English words pass through lower-cased.
"""

from __future__ import annotations

import re
import unicodedata

_TOKEN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+")
_CJK_START = "\u3400"


def _expand(token: str) -> list[str]:
    if token[0] < _CJK_START:
        return [token]
    if len(token) == 1:
        return [token]
    return [token[index : index + 2] for index in range(len(token) - 1)]


def search_terms(text: str) -> list[str]:
    """The terms of ``text`` as they are indexed: lower-cased words and CJK bigrams."""
    normalized = unicodedata.normalize("NFKC", text).lower()
    terms: list[str] = []
    for token in _TOKEN.findall(normalized):
        terms.extend(_expand(token))
    return terms


def search_document(*parts: str) -> str:
    """The text fed to ``to_tsvector('simple', …)`` for a row."""
    return " ".join(term for part in parts for term in search_terms(part))


def search_query(text: str, *, max_terms: int = 24) -> str:
    """An OR-query (``websearch``-free raw tsquery) over the distinct terms of ``text``; empty when none."""
    seen: dict[str, None] = {}
    for term in search_terms(text):
        seen.setdefault(term, None)
    return " | ".join(list(seen)[:max_terms])
