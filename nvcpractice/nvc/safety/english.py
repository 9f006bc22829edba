"""The English half of the safety check: word patterns over the message, with contractions spelled out.

A pattern is a run of word slots ("want ?to kill|hurt myself"); figures of speech are ruled out by the words right
before or after a run ("killing me" is not "kill myself"; "beat me at chess"), by needing a person as the doer
("he hits me", not "the news hit me"), and by game words anywhere in the message. One pass over the words.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .concern import Concern

_WORD_RE = re.compile(r"[a-z]+(?:'[a-z]+)?")
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "`": "'", "\u00b4": "'", "\u2032": "'"})
_WHOLE = {
    "won't": ("will", "not"),
    "can't": ("can", "not"),
    "cannot": ("can", "not"),
    "wanna": ("want", "to"),
    "gonna": ("going", "to"),
    "dont": ("do", "not"),
    "im": ("i", "am"),
    "ive": ("i", "have"),
    "selfharm": ("self", "harm"),
}
_SUFFIXES = (("n't", ("not",)), ("'ll", ("will",)), ("'ve", ("have",)), ("'re", ("are",)), ("'m", ("am",)))
_SUFFIXES_WITH_STEM = (("'d", "would"), ("'s", "is"))
_PEOPLE = frozenset(
    "he she they him her them someone somebody partner husband wife boyfriend girlfriend bf gf spouse fiance fiancee "
    "ex dad father stepdad stepfather mum mom mother stepmum stepmom stepmother parent parents brother sister "
    "stepbrother uncle aunt grandfather grandpa grandmother grandma cousin son daughter boss manager teacher coach "
    "flatmate roommate housemate neighbour neighbor landlord colleague coworker friend guy man woman".split()
)
_GAMES = (
    "play plays played playing game games match race chess tennis cards football soccer basketball poker quiz "
    "scrabble golf squash badminton"
)


def _words(text: str) -> list[str]:
    """Lower-case words with contractions spelled out ("he'll" → "he will", "don't" → "do not")."""
    cleaned = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES).lower()
    words: list[str] = []
    for word in _WORD_RE.findall(cleaned):
        if word in _WHOLE:
            words.extend(_WHOLE[word])
            continue
        for suffix, expansion in _SUFFIXES:
            if word.endswith(suffix) and len(word) > len(suffix):
                stem = word[: -len(suffix)]
                words.extend((stem, *expansion))
                break
        else:
            for suffix, expansion in _SUFFIXES_WITH_STEM:
                if word.endswith(suffix):
                    words.extend((word[: -len(suffix)], expansion))
                    break
            else:
                words.append(word)
    return words


@dataclass(frozen=True, slots=True)
class _Pattern:
    """A run of word slots, each a set of alternatives; optional slots may be skipped.

    ``not_before`` / ``not_after``: words that, right before the run or right after it, make it a figure of speech
    or a negation. ``needs_person``: a person ("he", "my partner", …) must appear among the six words before it.
    ``not_with``: words that, anywhere in the message, make it a game or a sport.
    """

    concern: Concern
    slots: tuple[tuple[frozenset[str], bool], ...]
    not_before: frozenset[str] = frozenset()
    not_after: frozenset[str] = frozenset()
    needs_person: bool = False
    not_with: frozenset[str] = frozenset()

    def match_at(self, words: list[str], start: int) -> int | None:
        """The end of a match starting at ``start`` (trying each way of skipping optional slots), or ``None``."""
        ends = {start}
        for options, optional in self.slots:
            following = {end + 1 for end in ends if end < len(words) and words[end] in options}
            ends = following | ends if optional else following
            if not ends:
                return None
        return max(ends)


def _pattern(concern: Concern, spec: str, **options: str | bool) -> _Pattern:
    """``"want ?to kill|hurt myself"``: slots separated by spaces, alternatives by ``|``, ``?`` marks optional."""
    slots = tuple((frozenset(slot.lstrip("?").split("|")), slot.startswith("?")) for slot in spec.split())
    extra = {key: frozenset(value.split()) if isinstance(value, str) else value for key, value in options.items()}
    return _Pattern(concern, slots, **extra)


_SELF, _VIOLENCE, _ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE
_BEAT = "beat|beats|beating"
_HIT = (
    "hit|hits|hitting|punch|punches|punched|punching|kick|kicks|kicked|kicking|slap|slaps|"
    "slapped|slapping|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|shove|shoves|shoved|"
    "smack|smacks|smacked|throttle|throttled|burn|burns|burned|burnt|whip|whips|whipped"
)
_HARM = "kill|hurt|harm|hit|beat|stab|shoot|attack|strangle|choke|rape|burn|punch|kick|slap"
_KIN = "kids|children|child|son|daughter|baby|wife|husband|partner|mum|mom|mother|sister|brother|dog|cat"
_TRIGGER = (
    "scared|afraid|frightened|terrified|fear|fears|feared|worried|worry|worries|said|says|say|told|swore|swears|"
    "warned|threatens|threatened|texted|yelled|screamed"
)
_MODAL = "will|would|might|may|could|can|is|are|was|going|to"
_OBJECT = "me|us|you|him|her|them|himself|herself|themselves|myself|my|our|the|his|their|kids|children"
_IDIOM_AFTER = (
    "feelings feeling pride reputation chances career business plans sales numbers grades roof ceiling road ground "
    "jackpot gym books shops sack hay wall target deadline button brakes bottle ball nail at up back to"
)

_ENGLISH: tuple[_Pattern, ...] = (
    _pattern(
        _SELF,
        "kill|killing|hang|hanging|drown|drowning|poison|poisoning|shoot|shooting myself",
        not_before="nearly almost",
        not_after="laughing at over working to for trying with",
    ),
    _pattern(_SELF, "end|ending|ended|take|taking my ?own life"),
    _pattern(_SELF, "end|ending it all"),
    _pattern(
        _SELF,
        "suicide|suicidal|suicides",
        not_before="career political social commercial financial electoral professional",
        not_after="squad door doors run runs sprint sprints",
    ),
    _pattern(_SELF, "self harm|harming|harmed|harms|injury|injuring|injure|mutilation|mutilating"),
    _pattern(
        _SELF,
        "cut|cutting|cuts myself",
        not_before="accidentally",
        not_after="a an some off short free loose slack shaving on while by chopping cooking in out",
    ),
    _pattern(_SELF, "slit|slitting|slash|slashing|cut|cutting my wrist|wrists"),
    _pattern(
        _SELF,
        "want|wanted|wanting|going|try|tried|trying|urge|urges|tempted|planning|plan|decided|thought|thinking "
        "to|about|of hurt|harm|injure|cut|burn|starve|kill|hurting|harming|cutting|burning|starving|killing myself",
    ),
    _pattern(_SELF, "been|keep|kept|started|start|stop hurting|harming|burning|starving|cutting myself"),
    _pattern(_SELF, "hurt|hurting|harm|harming|cut|burn|burned|burnt|hit|punch myself on purpose"),
    _pattern(_SELF, "not want to live|exist|wake ?up", not_after="like with in here there near together alone"),
    _pattern(_SELF, "not want to be alive"),
    _pattern(_SELF, "want|wanted|wish ?to die", not_after="of laughing from"),
    _pattern(_SELF, "wish i was|were|am ?already dead"),
    _pattern(_SELF, "i had|would never been born"),
    _pattern(_SELF, "better off dead"),
    _pattern(_SELF, "and never wake up"),
    _pattern(_SELF, "better off without me"),
    _pattern(_SELF, "no point|reason ?in|to living|live|existing|exist"),
    _pattern(_SELF, "no point|reason ?in|to being|be alive"),
    _pattern(_SELF, "took|take|taking|taken an|a overdose"),
    _pattern(_SELF, "overdose|overdosed on purpose"),
    _pattern(_SELF, "pills|tablets|painkillers on purpose"),
    _pattern(
        _SELF,
        "burn|burns|burned|burnt|burning myself with ?a|an|my ?lit cigarette|cigarettes|lighter|lighters|match|matches",
    ),
    _pattern(_SELF, "nobody would|will ?even miss me"),
    _pattern(_SELF, "no one would|will ?even miss me"),
    _pattern(_SELF, "point|reason|sense in|of living|existing", not_after="in here there with near"),
    _pattern(_SELF, "jump|jumping off|from a|the|my bridge|roof|building|balcony|cliff|window"),
    _pattern(
        _VIOLENCE, f"{_HIT} me|us", not_before="not never no", not_after="up at to out off back", needs_person=True
    ),
    _pattern(
        _VIOLENCE,
        f"{_BEAT} me|us",
        not_before="not never no",
        not_after="up at to in out off back",
        needs_person=True,
        not_with=_GAMES,
    ),
    _pattern(
        _VIOLENCE,
        "push|pushes|pushed|pushing|shove|shoves|shoved|throw|throws|threw me|us down|against|onto",
        not_before="not never no",
        needs_person=True,
    ),
    _pattern(_VIOLENCE, f"{_HIT}|{_BEAT} my|our|the|his|her {_KIN}", not_before="not never no", needs_person=True),
    _pattern(
        _VIOLENCE,
        f"threaten|threatens|threatened|threatening ?me|us|them|her|him to|with {_HARM} ?me|us|them|her|him|you",
        not_after="out off up",
    ),
    _pattern(
        _VIOLENCE, "threaten|threatens|threatened|threatening me|us|them|her|him with a|an|his|her knife|gun|weapon"
    ),
    _pattern(
        _VIOLENCE,
        f"{_TRIGGER} ?me|us ?that ?my|our|the|her|his he|she|they|{'|'.join(sorted(_PEOPLE))} "
        f"?{_MODAL} ?{_MODAL} ?{_MODAL} {_HARM}|hurting|hitting|killing {_OBJECT}",
        not_after=_IDIOM_AFTER,
    ),
    _pattern(_VIOLENCE, "tried|try|tries|trying to kill|strangle|choke|drown|stab|poison|smother|suffocate me|us"),
    _pattern(_VIOLENCE, "grab|grabs|grabbed|grabbing|held|holds|hold me by the|my throat|neck|hair", needs_person=True),
    _pattern(
        _VIOLENCE, "scared|afraid|terrified|frightened of what he|she|they will|would|might|could|is ?going ?to do"
    ),
    _pattern(_ABUSE, "touch|touches|touched|touching me inappropriately|there"),
    _pattern(_VIOLENCE, "physically hurt|hurts|hurting|harm|harms|harmed|harming me|us"),
    _pattern(
        _VIOLENCE,
        "want|going|planning to hurt|hit|stab|shoot|strangle|poison|attack|punch him|her|them",
        not_after="up at in back to",
    ),
    _pattern(_ABUSE, "abuse|abuses|abused|abusing me|us"),
    _pattern(_ABUSE, f"abuse|abuses|abused|abusing my|our|the|his|her {_KIN}"),
    _pattern(
        _ABUSE,
        "being|been|was|were|am|is|are|got|get|getting ?sexually|physically|emotionally|verbally "
        "abused|molested|raped|assaulted|groped|trafficked",
    ),
    _pattern(
        _ABUSE,
        "abusive|violent partner|husband|wife|boyfriend|girlfriend|father|dad|mother|mum|mom|parent|parents|home|"
        "marriage|relationship|ex|stepfather|stepdad|household",
    ),
    _pattern(
        _ABUSE,
        "is|was|gets|get|got|becomes|became|being|been|getting ?so|very|really abusive|violent",
        needs_person=True,
    ),
    _pattern(_ABUSE, "domestic violence|abuse"),
    _pattern(_ABUSE, "sexual|sexually abuse|assault|assaulted|abused"),
    _pattern(_ABUSE, "rape|raped|raping|rapes|molest|molested|molesting|molests"),
    _pattern(_ABUSE, "force|forces|forced|forcing|makes|made|pressures|pressured me ?to ?have|into sex|sexual"),
)


def _index_by_first_word(patterns: tuple[_Pattern, ...]) -> dict[str, tuple[_Pattern, ...]]:
    """Patterns by the words their first slot accepts, so each word of a message tries only the few that fit."""
    assert not any(pattern.slots[0][1] for pattern in patterns), "a pattern may not start with an optional slot"
    index: dict[str, list[_Pattern]] = {}
    for pattern in patterns:
        for word in pattern.slots[0][0]:
            index.setdefault(word, []).append(pattern)
    return {word: tuple(found) for word, found in index.items()}


_BY_FIRST_WORD = _index_by_first_word(_ENGLISH)


def _has_person_before(words: list[str], start: int) -> bool:
    return any(word in _PEOPLE for word in words[max(0, start - 6) : start])


def english_concern(text: str) -> Concern | None:
    words = _words(text)
    present = frozenset(words)
    for start, word in enumerate(words):
        for pattern in _BY_FIRST_WORD.get(word, ()):
            end = pattern.match_at(words, start)
            if end is None:
                continue
            if start and words[start - 1] in pattern.not_before:
                continue
            if end < len(words) and words[end] in pattern.not_after:
                continue
            if pattern.needs_person and not _has_person_before(words, start):
                continue
            if not pattern.not_with.isdisjoint(present):
                continue
            return pattern.concern
    return None
