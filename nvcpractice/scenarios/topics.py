"""What a scenario is about, in both languages: topics and the other party's role, found in free text.

Matching a learner's description to the library and writing a new scenario both need to know that "took credit
for my slides" and "抢了我的功劳" are the same topic, and that a flatmate is not a classmate. The lexicon lives in
``seed/scenario_topics.json``: each topic lists word starts (English, matched at the start of a word; a trailing
``.`` means the whole word) and substrings (Chinese), the noun phrase a generated scenario uses for it, and the
feelings and needs the other party plausibly has (all from the evaluator's lexicons, so the role-play and the
evaluator speak the same words).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

TOPICS_FILE = Path(__file__).resolve().parent.parent / "seed" / "scenario_topics.json"


@dataclass(frozen=True)
class Topic:
    key: str
    words: tuple[str, ...]
    phrases: dict[str, str]
    feelings_by_locale: dict[str, tuple[str, ...]]
    needs_by_locale: dict[str, tuple[str, ...]]

    def phrase(self, locale: str) -> str:
        return self.phrases[_language(locale)]

    def feelings(self, locale: str) -> tuple[str, ...]:
        return self.feelings_by_locale[_language(locale)]

    def needs(self, locale: str) -> tuple[str, ...]:
        return self.needs_by_locale[_language(locale)]


@dataclass(frozen=True)
class Role:
    key: str
    relationship: str
    words: tuple[str, ...]


def _language(locale: str) -> str:
    return "zh-hans" if locale == "zh-hans" else "en"


def _words(by_locale: dict[str, list[str]]) -> tuple[str, ...]:
    return tuple(by_locale["en"]) + tuple(by_locale["zh-hans"])


def _load() -> tuple[tuple[Topic, ...], tuple[Role, ...], dict[str, tuple[str, ...]]]:
    data = json.loads(TOPICS_FILE.read_text(encoding="utf-8"))
    topics = tuple(
        Topic(
            key=item["key"],
            words=_words(item["words"]),
            phrases=item["phrase"],
            feelings_by_locale={loc: tuple(words) for loc, words in item["other_feelings"].items()},
            needs_by_locale={loc: tuple(words) for loc, words in item["other_needs"].items()},
        )
        for item in data["topics"]
    )
    roles = tuple(Role(item["key"], item["relationship"], _words(item["words"])) for item in data["roles"])
    return topics, roles, {kind: tuple(words) for kind, words in data["relationship_words"].items()}


TOPICS, ROLES, RELATIONSHIP_WORDS = _load()


@lru_cache(maxsize=512)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    english = [re.escape(w[:-1]) + "(?![a-z])" if w.endswith(".") else re.escape(w) for w in words if w.isascii()]
    chinese = [re.escape(w) for w in words if not w.isascii()]
    parts = []
    if english:
        parts.append(r"(?<![a-z])(?:" + "|".join(english) + ")")
    if chinese:
        parts.append("|".join(chinese))
    return re.compile("|".join(parts) or r"(?!x)x", re.IGNORECASE)


def _has(words: tuple[str, ...], text: str) -> bool:
    return bool(_pattern(words).search(text))


def topics_in(text: str) -> list[Topic]:
    """Topics the text speaks of, in the order of ``TOPICS``."""
    return [topic for topic in TOPICS if _has(topic.words, text)]


def roles_in(text: str) -> list[Role]:
    """Roles of the other party the text names (most specific first: in-law before parent)."""
    found = [role for role in ROLES if _has(role.words, text)]
    if any(role.key == "in-law" for role in found):
        found = [role for role in found if role.key != "parent"]
    return found


def relationships_in(text: str) -> set[str]:
    """Relationship kinds the text names, through a role or a word such as 'work' or '学校'."""
    kinds = {role.relationship for role in roles_in(text)}
    kinds |= {kind for kind, words in RELATIONSHIP_WORDS.items() if _has(words, text)}
    return kinds
