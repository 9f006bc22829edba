"""English imperatives: does a sentence open with a verb in its plain form, telling someone to do something?

Why this exists: every bare command is a demand (the rubric's rule 1), and learners command with any verb ("Refill
the tank.", "Tone it down."). A list of verbs the request rules know, or any plain-form verb the dictionary
(lemminflect) knows followed by what a verb takes (an object pronoun, a determiner, a particle), decides.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllInflections, getAllLemmas

from ..lexicons import en_situations

_NOT_COMMANDS = frozenset(
    [
        "like",
        "miss",
        "think",
        "see",
        "hear",
        "feel",
        "hope",
        "wish",
        "love",
        "thank",
        "mean",
        "know",
        "understand",
        "lie",
        "win",
        "lose",
        "dream",
        "bet",
        "deal",
        "cry",
        "laugh",
        "fall",
        "rise",
        "sink",
        "sting",
        "creep",
        "bite",
        "need",
        "want",
        "count",
        "wind",
        "spread",
        "slide",
        "swing",
        "strike",
        "sing",
        "ring",
    ]
)
_BASE_VERBS = frozenset(v for v in en_situations.ACTION_VERBS if " " not in v) - _NOT_COMMANDS
COMMAND_FIRST = frozenset(
    _BASE_VERBS
    | {
        "be",
        "stop",
        "quit",
        "don't",
        "dont",
        "never",
        "shut",
        "calm",
        "grow",
        "leave",
        "try",
        "respect",
        "consider",
        "behave",
        "relax",
        "chill",
        "remember",
        "apologise",
        "apologize",
        "hurry",
        "sit",
        "stand",
        "clean",
        "tidy",
        "give",
        "pay",
        "treat",
        "act",
        "listen",
        "help",
        "watch",
        "mind",
        "cut",
        "knock",
        "enough",
        "focus",
        "concentrate",
        "answer",
    }
)


_OBJECT_PRONOUN = re.compile(r"\s+(?:(?:to|at|with)\s+)?(?:me|us|him|her|them)(?![\w'])")
_NOT_A_VERB_BEFORE_ME = frozenset(
    "lucky poor silly dear excuse pardon bless woe thank thanks trust believe love miss like see hear know mind".split()
)
"""Words a pronoun follows without being their object in a command: "lucky me", "excuse me", "trust me" (a figure
of speech), "love you"."""


_PAST_FORMS = frozenset(en_situations.IRREGULAR_PAST)
_LONGEST_VERB = 20
"""No English verb is longer; a longer "word" is looked at no further (and costs nothing however long it is)."""


_NOT_PLAIN = re.compile(r"[aeiouy][a-z]*(?:(?<!e)ed|ing|in')$")
"""A past or -ing form: the ending after a stem with a vowel ("texted", "ringing"), so "ring", "bring", "feed" and
"ping" stay plain forms."""


def commands(body: str, first: re.Match[str]) -> bool:
    """Whether the sentence opens with a command: a verb of ``COMMAND_FIRST``, or any word in its plain form that
    takes me, us, him, her or them as its object ("text me", "ping us", "ring him"), which only a verb does; a past
    or -ing form narrates with its subject left out ("told him on Monday", "ringing me at midnight")."""
    word = first.group(0)
    if word in COMMAND_FIRST:
        return True
    if len(word) > _LONGEST_VERB or word in _NOT_A_VERB_BEFORE_ME or word in _PAST_FORMS or _NOT_PLAIN.search(word):
        return False
    if _OBJECT_PRONOUN.match(body, first.end()) and _verb_or_noun(word):
        return True
    return bool(_IT_AND_PARTICLE.match(body, first.end())) and _verb_or_noun(word)  # "tone it down", "turn that off"


_IT_AND_PARTICLE = re.compile(r"\s+(?:it|this|that|them)\s+(?:down|up|off|out|away|back|over|in)(?![\w'])")


@lru_cache(maxsize=2048)
def _verb_or_noun(word: str) -> bool:
    """Whether ``word`` is a verb in its plain form, or a noun the dictionary knows that is used as one ("text me",
    "email us"), never a preposition, a determiner or an adjective ("with him", "my US visa", "poor me")."""
    if getAllInflections(word, upos="VERB").get("VB") == (word,):
        return True
    return word in getAllInflections(word, upos="NOUN").get("NN", ()) and "ADJ" not in getAllLemmas(word)
