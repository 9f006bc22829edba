"""Relevance of a scenario to what a learner typed: topic, the other party's role, words, and meaning.

Search used to fuse a word match on every query word (so "at" or "my" matched everything) with nearest vectors,
and always returned a full page. Here each candidate gets a score a person can follow — a shared topic counts
most, then the same kind of other party, then the query's own words (more in the title and tags than in the
story), then closeness in meaning — and only candidates near the best one, above a floor, are kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from nvcpractice.nvc.locale import HAN_RUN_RE
from nvcpractice.scenarios.topics import relationships_in, roles_in, topics_in

TOPIC_IN_TITLE_WEIGHT = 4.0
TOPIC_IN_STORY_WEIGHT = 1.5
ROLE_WEIGHT = 2.5
RELATIONSHIP_WEIGHT = 1.0
WORD_IN_TITLE_WEIGHT = 1.5
WORD_IN_STORY_WEIGHT = 0.75
MEANING_WEIGHT = 2.0
#: A scenario in the other language than the query's still counts, but less.
OTHER_LANGUAGE_FACTOR = 0.5
#: A scenario is listed only if it scores at least this much …
MIN_SCORE = 2.0
#: … and at least this share of the best scenario's score.
RELATIVE_CUTOFF = 0.6

_EN_WORD = re.compile(r"[a-z][a-z'-]{2,}")
_CJK_RUN = HAN_RUN_RE
_EN_STOP = frozenset(
    (
        "the and with about for from into onto over that this there their them they then than what when where "
        "which who whom how why does did doing done would could should will can want wants like i'd i'm let's let "
        "practise practice practising practicing scenario scenarios situation role-play roleplay talk talking "
        "conversation chat discuss discussion tense hard difficult easy mild heated tough please help some "
        "something someone my mine your yours our ours his her hers its we you me him are was were been being have "
        "has had not but just really very keep keeps kept always never again new one two lot lots get got make "
        "makes made"
    ).split()
)
_ZH_STOP = re.compile(
    r"我想|想要|我要|练习|练一练|一个|一次|关于|情景|场景|对话|谈话|聊聊|谈谈|沟通|紧张|困难|简单|请|帮我|怎么|如何|"
    r"[我你他她它的了吗呢吧啊和跟与在是有个就都也很又把被让给对说着过]"
)
_LATE_NIGHT = re.compile(r"late(?:[- ]at)?[- ]night", re.IGNORECASE)


def normalise(text: str) -> str:
    """Lower-case text with 'late at night' kept apart from 'late' (being late is its own topic)."""
    return _LATE_NIGHT.sub(" at night ", text).lower()


def _stem(word: str) -> str:
    for suffix in ("ing", "es", "ed", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def query_terms(text: str) -> list[str]:
    """The words of a query worth matching: English word stems, and Chinese character pairs."""
    lowered = normalise(text)
    terms = [_stem(word) for word in _EN_WORD.findall(lowered) if word not in _EN_STOP]
    for run in _CJK_RUN.findall(lowered):
        for piece in _ZH_STOP.split(run):
            terms += [piece[index : index + 2] for index in range(max(len(piece) - 1, 0))]
    return list(dict.fromkeys(term for term in terms if term))


@dataclass
class Query:
    """What a query asks for, worked out once and scored against each candidate."""

    text: str
    topics: set[str] = field(default_factory=set)
    roles: set[str] = field(default_factory=set)
    relationships: set[str] = field(default_factory=set)
    terms: list[str] = field(default_factory=list)
    locale: str = "en"

    @classmethod
    def parse(cls, text: str) -> Query:
        lowered = normalise(text)
        return cls(
            text=text,
            topics={topic.key for topic in topics_in(lowered)},
            roles={role.key for role in roles_in(lowered)},
            relationships=relationships_in(lowered),
            terms=query_terms(text),
            locale="zh-hans" if _CJK_RUN.search(text) else "en",
        )


@dataclass
class Candidate:
    """The parts of a scenario that relevance looks at."""

    title: str
    tags: list[str]
    other_role: str
    situation: str
    opening_line: str
    locale: str = "en"
    similarity: float = 0.0


def relevance(query: Query, candidate: Candidate) -> float:
    """How well ``candidate`` fits ``query`` (0 = not at all); see the weights above."""
    head = normalise(" ".join([candidate.title, " ".join(candidate.tags)]))
    story = normalise(" ".join([candidate.other_role, candidate.situation, candidate.opening_line]))
    score = 0.0
    head_topics = {topic.key for topic in topics_in(head)}
    for key in query.topics & (head_topics | {topic.key for topic in topics_in(story)}):
        score += TOPIC_IN_TITLE_WEIGHT if key in head_topics else TOPIC_IN_STORY_WEIGHT
    roles = {role.key for role in roles_in(normalise(f"{candidate.other_role} {candidate.title}"))}
    relationships = set(candidate.tags) | relationships_in(normalise(candidate.other_role))
    if query.roles & roles:
        score += ROLE_WEIGHT
    elif query.relationships & relationships:
        score += RELATIONSHIP_WEIGHT
    for term in query.terms:
        if _contains(head, term):
            score += WORD_IN_TITLE_WEIGHT
        elif _contains(story, term):
            score += WORD_IN_STORY_WEIGHT
    score += MEANING_WEIGHT * max(candidate.similarity, 0.0)
    return score if candidate.locale == query.locale else score * OTHER_LANGUAGE_FACTOR


def _contains(text: str, term: str) -> bool:
    if term.isascii():
        return re.search(rf"(?<![a-z]){re.escape(term)}", text) is not None
    return term in text


def keep_relevant(scored: list[tuple[float, int]]) -> list[tuple[float, int]]:
    """Drop what scores under the floor or far under the best, keeping the order given."""
    if not scored:
        return []
    best = max(score for score, _ in scored)
    floor = max(MIN_SCORE, RELATIVE_CUTOFF * best)
    return [(score, pk) for score, pk in scored if score >= floor]
