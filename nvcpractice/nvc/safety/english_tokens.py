"""English messages as clauses of concept-tagged tokens, for the safety check's frames.

Why this exists: the frames are written over lemmas and concepts, so "he shoved me", "shoving me" and "shoves me"
are one pattern. Each word is cleaned (contractions spelled out, leetspeak and stretched letters undone when that
gives a word the lexicon knows), mapped to its lemma with lemminflect — only words that are inflections of the
lexicon's own entries, so the table is small and built once — tagged with its concepts, and the lexicon's phrases
("bank card", "long sleeves", "without me") are marked where they start, for frames to read as one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from lemminflect import getAllInflections, getAllLemmas

from .english_lexicon import english_lexicon
from .frames import Token
from .speech import clauses_of, english_speaker_is_other

_CLAUSE_BREAKS = re.compile(r"[.!?;:\n\"]+|\s[-\u2013\u2014]+\s|,\s*(?:but|and then|so|because|cos|bc)\b")
_WORD = re.compile(r"[a-z0-9@$&]+(?:'[a-z]+)?")
_WHOLE = {
    "won't": "will not",
    "wont": "will not",
    "can't": "can not",
    "cant": "can not",
    "cannot": "can not",
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "got to",
    "dont": "do not",
    "doesnt": "does not",
    "didnt": "did not",
    "isnt": "is not",
    "wasnt": "was not",
    "arent": "are not",
    "werent": "were not",
    "couldnt": "could not",
    "wouldnt": "would not",
    "shouldnt": "should not",
    "havent": "have not",
    "hasnt": "has not",
    "hadnt": "had not",
    "aint": "is not",
    "im": "i am",
    "ive": "i have",
    "hes": "he is",
    "shes": "she is",
    "theyre": "they are",
    "youre": "you are",
    "whats": "what is",
    "thats": "that is",
    "idk": "i do not know",
    "dunno": "do not know",
    "u": "you",
    "ur": "your",
    "w/o": "without",
    "w/": "with",
    "abt": "about",
    "bc": "because",
    "cos": "because",
    "coz": "because",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "pls": "please",
    "plz": "please",
    "tho": "though",
    "thru": "through",
    "n": "and",
    "selfharm": "self harm",
    "selfharming": "self harming",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "b/f": "boyfriend",
    "g/f": "girlfriend",
    "hubby": "husband",
    "mil": "mother in law",
    "fil": "father in law",
    "ppl": "people",
    "smth": "something",
    "sth": "something",
    "bro": "bro",
    "lil": "little",
    "yr": "year",
    "alot": "a lot",
    "rly": "really",
    "prob": "probably",
    "def": "definitely",
    "gunna": "going to",
    "everyones": "everyone is",
    "someones": "someone is",
    "nobodys": "nobody is",
    "theres": "there is",
    "heres": "here is",
    "wheres": "where is",
    "whos": "who is",
    "yall": "you all",
}
_SUFFIXES = (("n't", "not"), ("'ll", "will"), ("'ve", "have"), ("'re", "are"), ("'m", "am"), ("'d", "would"))
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_STRETCHED = re.compile(r"(.)\1{2,}")
_KEEP_AS_IS = frozenset("us his her its as yes less this thus lots means news series bit whatever".split())


def _entries() -> dict[str, tuple[str, ...]]:
    return english_lexicon()


_NAME = re.compile(r"(?<=[a-z,]\s)(?!I\b)[A-Z][a-z]+\b")
"""A capitalised word inside a sentence is a name ("my manager Mark", "told Grace"): read as "someone", a person who
can act ("yesterday Tom hit me"), never a word of the lexicon ("a mark" on the skin); where a sentence begins a
capital says nothing, and there the word is read."""


_NAME_FIRST = re.compile(r"(?:^|(?<=[.!?\n]\s)|(?<=[.!?\n]))\s*(?P<name>[A-Z][a-z]+)\s+(?P<next>[a-z]+)")
_PEOPLE = ("OTHER", "KIN", "CHILD", "DEPENDANT", "PET")


@cache
def _people_words() -> frozenset[str]:
    return frozenset(word for concept in _PEOPLE for word in _entries().get(concept, ()))


@cache
def _lexicon_words() -> frozenset[str]:
    return frozenset(word for words in _entries().values() for word in words)


def _a_thing_said(word: str) -> bool:
    """Whether a capitalised opening word is one of the lexicon's things in the plural ("Bruises appeared…"): a
    singular noun opens a sentence only with an article, so "Mark hit me" names someone."""
    plural_of = getAllLemmas(word).get("NOUN", (word,))[0]
    return plural_of != word and (word in _lexicon_words() or plural_of in _lexicon_words())


@cache
def _acts_verb(word: str) -> bool:
    """Whether ``word`` is a verb said of someone's act: a past or third-person form (hit, threatened, keeps)."""
    lemmas = getAllLemmas(word).get("VERB", ())
    if not lemmas:
        return False
    forms = getAllInflections(lemmas[0], upos="VERB")
    return word in forms.get("VBD", ()) + forms.get("VBZ", ())


def _only_a_name(word: str) -> bool:
    """Whether a capitalised opening word can only be a name: one the dictionary does not know (Sarah, Kevin), or a
    singular word of the lexicon that a name spells (Mark). A word the dictionary knows otherwise opens a sentence
    as itself ("It hurts me when…", "Life hurts me")."""
    return not getAllLemmas(word) or word in _lexicon_words()


def _names_first(text: str) -> str:
    """A capitalised word opening a sentence before a verb of what someone did ("Kevin threatened to kill me", "Mark
    hit me") is a name, read as "someone", unless the lexicon has it for a person (Dad, Mum)."""

    def person(match: re.Match[str]) -> str:
        name, verb = match.group("name"), match.group("next")
        word = name.lower()
        if word in _people_words() or _a_thing_said(word) or not _acts_verb(verb) or not _only_a_name(word):
            return match.group(0)
        return match.group(0).replace(name, "someone", 1)

    return _NAME_FIRST.sub(person, text)


def _raw_words(text: str) -> list[str]:
    """Lower-case words with contractions spelled out ("he'll" → "he will", "dont" → "do not"), a name read as
    "someone"."""
    words: list[str] = []
    for word in _WORD.findall(_NAME.sub("someone", _names_first(text)).lower().replace("-", " ")):
        if word in _WHOLE:
            words.extend(_WHOLE[word].split())
            continue
        for suffix, expansion in _SUFFIXES:
            if word.endswith(suffix) and len(word) > len(suffix):
                words.extend((word[: -len(suffix)], expansion))
                break
        else:
            words.append(word[:-2] if word.endswith("'s") else word)
    return words


def _base_lemma(word: str) -> str:
    """The lemma a word stands for: its verb lemma ("shoved" → "shove", "going" → "go", "felt" → "feel"), else its
    noun or adjective lemma ("kids" → "kid"); a few words stay as they are ("bit" is not "bite" in "a bit")."""
    if word in _KEEP_AS_IS or not word.isalpha():
        return word
    lemmas = getAllLemmas(word)
    for pos in ("VERB", "AUX", "NOUN", "ADJ"):
        if lemmas.get(pos):
            return lemmas[pos][0]
    return word


@dataclass(frozen=True)
class _Tables:
    lemmas: dict[str, str]
    tags: dict[str, frozenset[str]]
    phrases: dict[tuple[str, str], tuple[tuple[tuple[str, ...], frozenset[str]], ...]]
    """Phrases by their first two lemmas, longest first."""
    known: frozenset[str]


def _inflections(lemma: str) -> set[str]:
    forms = {lemma}
    for pos in ("VERB", "NOUN"):
        for found in getAllInflections(lemma, upos=pos).values():
            forms.update(found)
    return forms


@cache
def tables() -> _Tables:
    """The lemma table (every inflection of every lexicon word), tags by lemma, and phrases by their first two
    lemmas."""
    entries = _entries()
    lemmas: dict[str, str] = {}
    for entry_list in entries.values():
        for entry in entry_list:
            for word in _raw_words(entry):
                lemma = _base_lemma(word)
                for form in _inflections(lemma):
                    if form not in _KEEP_AS_IS and _base_lemma(form) == lemma:
                        lemmas.setdefault(form, lemma)
                lemmas.setdefault(word, lemma)
    tags: dict[str, set[str]] = {}
    phrases: dict[tuple[str, str], dict[tuple[str, ...], set[str]]] = {}
    for tag, entry_list in entries.items():
        for entry in entry_list:
            sequence = tuple(lemmas.get(word, word) for word in _raw_words(entry))
            if len(sequence) == 1:
                tags.setdefault(sequence[0], set()).add(tag)
            elif sequence:
                phrases.setdefault(sequence[:2], {}).setdefault(sequence, set()).add(tag)
    ordered = {
        first: tuple(sorted(((seq, frozenset(found)) for seq, found in group.items()), key=lambda item: -len(item[0])))
        for first, group in phrases.items()
    }
    return _Tables(
        lemmas=lemmas,
        tags={word: frozenset(found) for word, found in tags.items()},
        phrases=ordered,
        known=frozenset(lemmas),
    )


def _repaired(word: str, known: frozenset[str]) -> str:
    """Leetspeak ("k1ll") and stretched letters ("killl", "diiie") undone, and an article run into spaced letters
    split off again ("a g u n" → "agun" → "a gun"), when that gives a word the lexicon knows."""
    if word in known:
        return word
    if word[0] in "ai" and word[1:] in known and len(word) > 3:
        return f"{word[0]} {word[1:]}"
    if any(char.isdigit() or char in "@$" for char in word) and any(char.isalpha() for char in word):
        plain = word.translate(_LEET)
        if plain in known:
            return plain
    if _STRETCHED.search(word):
        for width in (r"\1\1", r"\1"):
            shorter = _STRETCHED.sub(width, word)
            if shorter in known:
                return shorter
    return word


_YEAR = re.compile(r"(?:19[5-9]\d|20[01]\d|202[0-3])")
_YEAR_TAGS = frozenset({"PAST", "DISTANT_PAST"})


def _tokens(words: list[str], table: _Tables) -> list[Token]:
    """Tagged tokens, each with the lexicon's phrases that start at it (every one, not only the longest); a year
    some years back ("in 2015") reads as the past."""
    tokens: list[Token] = []
    for position, word in enumerate(words):
        if _YEAR.fullmatch(word):
            tokens.append(Token(word, _YEAR_TAGS))
            continue
        starting = table.phrases.get((word, words[position + 1]), ()) if position + 1 < len(words) else ()
        phrases = tuple(
            (len(sequence), phrase_tags)
            for sequence, phrase_tags in starting
            if tuple(words[position : position + len(sequence)]) == sequence
        )
        tokens.append(Token(word, table.tags.get(word, frozenset()), phrases))
    return _back_as_a_particle(_weighing_on_me(tokens))


_ON_ME = frozenset({"BURDEN"})
_BODY = frozenset({"BODY"})
_BEFORE_THE_BODY = frozenset("my his her your their our its the a lower upper whole sore bad hurt".split())


def _back_as_a_particle(tokens: list[Token]) -> list[Token]:
    """ "back" names the body only after a possessive or a describing word ("my back", "his lower back"); after a
    verb it is a particle ("call back", "come back", "text me back") and loses the concept."""
    for position, token in enumerate(tokens):
        if token.word == "back" and (position == 0 or tokens[position - 1].word not in _BEFORE_THE_BODY):
            tokens[position] = Token(token.word, token.tags - _BODY, token.phrases)
    return tokens


def _weighing_on_me(tokens: list[Token]) -> list[Token]:
    """A burden word with "me" as its object ("the noise bothers me", "it drains me") says what weighs on the
    writer, not that the writer is a burden: it loses the concept."""
    for position, token in enumerate(tokens[:-1]):
        if not _ON_ME.isdisjoint(token.tags) and "ME" in tokens[position + 1].tags:
            tokens[position] = Token(token.word, token.tags - _ON_ME, token.phrases)
    return tokens


def english_clauses(text: str) -> list[list[Token]]:
    """The message (already prepared by ``normalize``) as clauses of tagged tokens; someone else's quoted words
    are read from their side (``speech.py``)."""
    table = tables()

    def tokens_of(part: str) -> list[Token]:
        repaired = " ".join(_repaired(word, table.known) for word in _raw_words(part)).split()
        return _tokens([table.lemmas.get(word, word) for word in repaired], table)

    return clauses_of(text, english_speaker_is_other, _CLAUSE_BREAKS, tokens_of)


def spell_phrase(text: str) -> str:
    """A word or phrase as the tokens spell it: "tried once" → "try once"."""
    table = tables()
    return " ".join(table.lemmas.get(word, word) for word in _raw_words(text))
