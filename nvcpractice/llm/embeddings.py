"""Text embeddings behind one small interface.

The default, :class:`HashingEmbeddings`, needs no download and no network: it hashes word and character n-grams of
English and Chinese text into a fixed-size, L2-normalised vector (the "hashing trick"), so cosine similarity
rewards shared words and shared Chinese character pairs. ``NVC_EMBEDDING_PROVIDER=openai`` uses ``/v1/embeddings``
of any OpenAI-compatible server instead. The dimension is ``NVC_EMBEDDING_DIM`` for both.
"""

from __future__ import annotations

import math
import re
import unicodedata
import zlib
from functools import lru_cache
from typing import Protocol

from django.conf import settings

from nvcpractice.nvc.locale import HAN_RUN_RE

_WORD = re.compile(r"[a-z0-9']+")
_CJK = HAN_RUN_RE
_STOPWORDS = frozenset(
    (
        "a an the and or but of to in on at for with is are was were be been it this that i you he she we they my "
        "your me do does did not so as by from"
    ).split()
)


class EmbeddingProvider(Protocol):
    """Turns texts into vectors of ``dimension`` floats."""

    dimension: int

    def embed(self, texts: list[str]) -> list[list[float]]: ...


def _features(text: str) -> dict[str, float]:
    """Weighted n-gram features: words, word bigrams, 3-4 char pieces of words, and CJK uni/bigrams."""
    text = unicodedata.normalize("NFKC", text).lower()
    features: dict[str, float] = {}

    def add(key: str, weight: float) -> None:
        features[key] = features.get(key, 0.0) + weight

    words = [w for w in _WORD.findall(text) if w not in _STOPWORDS]
    for index, word in enumerate(words):
        add("w:" + word, 1.0)
        if index:
            add("b:" + words[index - 1] + " " + word, 0.5)
        padded = f"<{word}>"
        for size in (3, 4):
            for start in range(len(padded) - size + 1):
                add("c:" + padded[start : start + size], 0.25)
    for run in _CJK.findall(text):
        for index, char in enumerate(run):
            add("z:" + char, 0.5)
            if index:
                add("zz:" + run[index - 1 : index + 1], 1.0)
    return features


def text_features(text: str) -> dict[str, float]:
    """The weighted n-gram features the hashing embedder hashes, for exact lexical scoring without collisions."""
    return _features(text)


class HashingEmbeddings:
    """Feature-hashing embeddings: deterministic across processes, no model files."""

    def __init__(self, dimension: int) -> None:
        self.dimension = dimension

    def embed_one(self, text: str) -> list[float]:
        vector = [0.0] * self.dimension
        for feature, weight in _features(text).items():
            digest = zlib.crc32(feature.encode("utf-8"))
            sign = 1.0 if digest & 0x80000000 else -1.0
            vector[digest % self.dimension] += sign * (1.0 + math.log(weight)) if weight >= 1 else sign * weight
        norm = math.sqrt(sum(value * value for value in vector))
        if norm == 0.0:
            vector[0] = 1.0
            return vector
        return [value / norm for value in vector]

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [self.embed_one(text) for text in texts]


class OpenAIEmbeddings:
    """Embeddings from ``/v1/embeddings`` of an OpenAI-compatible server."""

    def __init__(self, *, dimension: int, model: str, api_key: str, base_url: str | None, timeout: float) -> None:
        from openai import OpenAI

        self.dimension = dimension
        self.model = model
        self._client = OpenAI(api_key=api_key or "unused", base_url=base_url, timeout=timeout)

    def embed(self, texts: list[str]) -> list[list[float]]:
        response = self._client.embeddings.create(model=self.model, input=texts, dimensions=self.dimension)
        return [item.embedding for item in sorted(response.data, key=lambda item: item.index)]


@lru_cache(maxsize=4)
def _build(provider: str, dimension: int, model: str, api_key: str, base_url: str | None, timeout: float):
    if provider == "openai":
        return OpenAIEmbeddings(dimension=dimension, model=model, api_key=api_key, base_url=base_url, timeout=timeout)
    if provider == "hashing":
        return HashingEmbeddings(dimension)
    raise ValueError(f"unknown NVC_EMBEDDING_PROVIDER {provider!r}: use 'hashing' or 'openai'")


def get_embedding_provider() -> EmbeddingProvider:
    """The provider the settings name (cached per configuration)."""

    return _build(
        settings.NVC_EMBEDDING_PROVIDER,
        settings.NVC_EMBEDDING_DIM,
        settings.NVC_EMBEDDING_MODEL,
        settings.OPENAI_API_KEY,
        settings.OPENAI_BASE_URL,
        settings.NVC_LLM_TIMEOUT,
    )
