"""Chinese messages as clauses of concept-tagged words, for the safety check's frames.

Why this exists: Chinese has no spaces, and a character scan reads 打 in 打我电话 ("phone me") as a blow. The
message is segmented into words with jieba (the Rust jieba-rs through ``rjieba``; about 0.1 ms per 1,000
characters), each word is tagged with its concepts, and every lexicon entry that a run of consecutive words spells
is marked where it starts, so an entry is found whatever way the segmenter split it, but never across a word
boundary (电话 stays a phone). A pronoun the segmenter glued to the next word (我见, 他打) is split off again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import rjieba

from .chinese_frames import LITERALS
from .chinese_lexicon import chinese_lexicon
from .frames import Token, literal_tag
from .speech import chinese_speaker_is_other, clauses_of

_CLAUSE_BREAKS = re.compile(r"[。！？!?；;\n…~～]+|(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])|\s{2,}")
_PRONOUNS = frozenset("我他她你俺")
_HAN_WORD = re.compile(r"[\u3400-\u9fff]+")
_PERSON_EDGE = re.compile(r"^[我他她你俺]|[我他她你俺]$")
"""Entries that start or end with a pronoun (打我, 我不在) are found as runs of words, never kept whole by the
segmenter, which would hide the pronoun from the frames."""
_KEEP_WHOLE = frozenset("我们 他们 她们 你们 俺们 我的 他的 她的 你的 我家 他家 她家 我自己 他自己 她自己".split())
_LONGEST_ENTRY = 8
"""The most characters a lexicon entry has; longer runs of words are not looked up."""


@dataclass(frozen=True)
class _Tables:
    segmenter: rjieba.Jieba
    tags: dict[str, frozenset[str]]


@cache
def tables() -> _Tables:
    """The segmenter (with every lexicon word in its dictionary, so it keeps them whole) and the tags by entry: the
    lexicon's concepts, and ``W:<word>`` for each word the frames name."""
    tags: dict[str, set[str]] = {}
    for tag, words in chinese_lexicon().items():
        for word in words:
            tags.setdefault(word.lower(), set()).add(tag)
    for word in LITERALS:
        tags.setdefault(word.lower(), set()).add(literal_tag(word))
    segmenter = rjieba.Jieba()
    for words in chinese_lexicon().values():
        for word in words:
            if 2 <= len(word) <= 4 and _HAN_WORD.fullmatch(word) and not _PERSON_EDGE.search(word):
                segmenter.add_word(word, None, None)
    return _Tables(segmenter=segmenter, tags={word: frozenset(found) for word, found in tags.items()})


def _words(clause: str, segmenter: rjieba.Jieba) -> list[str]:
    """The clause's words, lower case, without blanks; a pronoun glued to a following word is split off."""
    words: list[str] = []
    for word in segmenter.cut(clause.lower()):
        word = word.strip()
        if not word:
            continue
        if len(word) > 1 and word[0] in _PRONOUNS and word not in _KEEP_WHOLE:
            words.extend((word[0], word[1:]))
        else:
            words.append(word)
    return words


def _tokens(words: list[str], table: _Tables) -> list[Token]:
    """Tagged tokens; each also carries the entries that start at it and span several words."""
    tokens = []
    for position, word in enumerate(words):
        phrases = []
        spelled = word
        for length in range(2, 6):
            if position + length > len(words):
                break
            spelled += words[position + length - 1]
            if len(spelled) > _LONGEST_ENTRY:
                break
            if spelled in table.tags:
                phrases.append((length, table.tags[spelled]))
        tokens.append(Token(word, _tags_of(word, table), tuple(phrases)))
    return _handed_over(tokens)


_RECIPIENT = "给"


def _handed_over(tokens: list[Token]) -> list[Token]:
    """An act followed by its recipient (推给我, 甩给他, 扔给你) hands something over: it is no blow or throw, for
    the weighing as for the frames (which already refuse 给 inside a blow)."""
    for position, token in enumerate(tokens[:-1]):
        if tokens[position + 1].word == _RECIPIENT and not _ACTS.isdisjoint(token.tags):
            tokens[position] = Token(token.word, token.tags - _ACTS, token.phrases)
    return tokens


_ASPECT = frozenset("了着过")
_RESULT = frozenset("到住倒在开上下翻飞伤疼哭")
_ACTS = frozenset({"HIT", "HIT_SOFT", "THROW", "SH_ACT"})
"""A one-character act with its result kept on it by the segmenter (推到, 按住, 踹倒) is read as the act; other
words' results (想到, 看到) stay as they are."""


def _tags_of(word: str, table: _Tables) -> frozenset[str]:
    """A word's concepts; a verb with an aspect ending the segmenter kept on it (划了, 掐着) is read as the verb, and
    an act with its result (推到, 按住) as the act."""
    found = table.tags.get(word)
    if found is None and 2 <= len(word) <= 3 and word[-1] in _ASPECT:
        found = table.tags.get(word[:-1])
    if found is None and len(word) == 2 and word[-1] in _RESULT:
        found = frozenset(tag for tag in table.tags.get(word[0], ()) if tag in _ACTS) or None
    if len(word) >= 3:
        inner = {tag for part in _inner_words(word) for tag in table.tags.get(part, ()) if tag.startswith("CTX_")}
        if inner:
            found = (found or frozenset()) | inner
    if len(word) >= 3 and word[-2:] in _DIRECTIONS:
        spelled = {tag for part in (word[:-2], word[-2:]) for tag in table.tags.get(part, ()) if tag.startswith("W:")}
        found = (found or frozenset()) | spelled
    if _SPAN.fullmatch(word):
        found = (found or frozenset()) | ({"YEARS", "SPAN"} if _YEARS.fullmatch(word) else {"SPAN"})
    return found or frozenset()


_YEARS = re.compile(r"[\d一二两三四五六七八九十几多好半]+年")
_SPAN = re.compile(r"[\d一二两三四五六七八九十几多好半]+(?:年|个多?月|周|个?星期|天)")
"""A number of years (五年, 十几年, 好多年) is ``YEARS`` (a harm long over), and any span of time (三天, 好几个月)
``SPAN`` (a denial bounded in time: 他好几个月没打我了 says it happened before)."""


_DIRECTIONS = frozenset("下去 下来 上去 上来 出去 出来 过去 过来 起来 回去 回来 进去 进来".split())
"""A verb with its direction kept whole by the segmenter (跳下去) also reads as the frames' words for its parts
(跳, 下去): only as literal words, never as concepts, so 打回来 ("sent back") stays no blow."""


def _inner_words(word: str):
    """The two- and three-character runs inside a longer word (统计数据 holds 统计, 数据): a context word read
    inside a compound the segmenter kept whole."""
    for length in (2, 3):
        for start in range(len(word) - length + 1):
            yield word[start : start + length]


def chinese_clauses(text: str) -> list[list[Token]]:
    """The message (already prepared by ``normalize``) as clauses of tagged tokens; someone else's quoted words
    are read from their side (``speech.py``)."""
    table = tables()
    return clauses_of(
        text, chinese_speaker_is_other, _CLAUSE_BREAKS, lambda part: _tokens(_words(part, table.segmenter), table)
    )
