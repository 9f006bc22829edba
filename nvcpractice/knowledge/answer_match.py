"""Matching a learner's question to the answer bank by its words, weighted by how telling each word is.

Why this exists: with no language model, meaning has to come from words. Hashed embeddings alone found the right
card for well under half of a set of paraphrased questions (collisions, and no notion of which words matter). Here
each card's title, example questions and keywords (the synonyms a learner might use) form its bag of n-gram
features — the hashing embedder's features, kept exact: words, word pairs, word pieces, Chinese characters and
character pairs. A question's score for a card is mostly *coverage* (the share of the question's information,
weighted by inverse document frequency over the cards, that the bag contains), plus a little *closeness* to the
card's nearest single example, which breaks ties between cards sharing the same words. Scores lie in 0..1.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from nvcpractice.llm.embeddings import text_features

COVERAGE_WEIGHT = 0.8

_FILLER = {
    "en": re.compile(
        r"\b(how|what|why|when|which|who|can|could|would|should|do|does|did|i|me|my|is|are|it|a|an|the|you|your|"
        r"to|of|in|on|for|with|and|or|that|this|there|about|any|some|what's|i'm|get|so|just|really)\b",
        re.IGNORECASE,
    ),
    "zh-hans": re.compile(r"怎么办|为什么|是不是|什么|怎么|如何|到底|比较好|好不好|吗|呢|吧|啊"),
}

Features = dict[str, float]


def question_features(text: str, locale: str) -> Features:
    """The features of ``text`` once question words ("how do I", "怎么") are dropped."""
    filler = _FILLER["zh-hans" if locale == "zh-hans" else "en"]
    return text_features(filler.sub(" ", text))


@dataclass(frozen=True, slots=True)
class _Card:
    key: int
    bag: frozenset[str]
    probes: tuple[Features, ...]


class AnswerIndex:
    """The cards of one language, ready to score questions against."""

    def __init__(self, cards: Iterable[tuple[int, list[str], list[str]]], locale: str) -> None:
        """``cards``: ``(key, probe texts (title and example questions), keywords)`` per card."""
        self.locale = locale
        self._cards: list[_Card] = []
        for key, probes, keywords in cards:
            probe_features = tuple(question_features(text, locale) for text in probes)
            bag = set().union(*probe_features, *(question_features(word, locale) for word in keywords))
            self._cards.append(_Card(key=key, bag=frozenset(bag), probes=probe_features))
        counts: dict[str, int] = {}
        for card in self._cards:
            for feature in card.bag:
                counts[feature] = counts.get(feature, 0) + 1
        self._total = len(self._cards)
        self._counts = counts

    def _idf(self, feature: str) -> float:
        return math.log((self._total + 1) / (self._counts.get(feature, 0) + 0.5))

    def _closeness(self, query: Features, probe: Features) -> float:
        shared = sum(query[f] * probe[f] * self._idf(f) ** 2 for f in query.keys() & probe.keys())
        if not shared:
            return 0.0
        norm_q = math.sqrt(sum((v * self._idf(f)) ** 2 for f, v in query.items()))
        norm_p = math.sqrt(sum((v * self._idf(f)) ** 2 for f, v in probe.items()))
        return shared / (norm_q * norm_p)

    def score(self, question: str) -> list[tuple[int, float]]:
        """``(key, score)`` for every card, best first."""
        query = question_features(question, self.locale)
        weights = {f: v * self._idf(f) ** 2 for f, v in query.items()}
        total = sum(weights.values())
        if not total:
            return [(card.key, 0.0) for card in self._cards]
        scored = []
        for card in self._cards:
            coverage = sum(w for f, w in weights.items() if f in card.bag) / total
            closeness = max((self._closeness(query, probe) for probe in card.probes), default=0.0)
            scored.append((card.key, COVERAGE_WEIGHT * coverage + (1 - COVERAGE_WEIGHT) * closeness))
        return sorted(scored, key=lambda item: (-item[1], item[0]))
