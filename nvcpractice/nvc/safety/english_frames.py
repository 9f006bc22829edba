"""The English frames of the safety check, assembled: who does what to whom, and the signals of suicide and
self-harm, with the combinations that mean more together than apart.

Why this exists: each frame is one way of disclosing danger, written over concepts (``lexicon/en.txt``), so it
covers every wording of that kind at once: "OTHER ~4 HIT ~3 ME" is "he hit me", "my stepdad punched me", "she
slapped me again". ``crisis`` frames are the ones a crisis worker would not doubt; ``check_in`` frames are
worrying but uncertain, and make the coach ask before anything else. Contexts (``english_contexts.py``) cancel the
frames they explain. The families live in ``english_frames_self.py``, ``_harm.py`` and ``_abuse.py``.
"""

from __future__ import annotations

from functools import cache

from .cancels import ABUSE, CHECK, CRISIS, PLAY, SELF, TOPIC, VIOLENCE
from .english_contexts import CONTEXTS, HARMED
from .english_frames_abuse import ABUSE_FRAMES
from .english_frames_harm import VIOLENCE_FRAMES
from .english_frames_self import SELF_HARM_FRAMES, SUICIDE
from .english_tokens import spell_phrase
from .frames import combo, context_combo
from .grammar import Grammar

COMBOS = (
    context_combo("RESOLVED", "PAST", "NOW_GOOD", unless="BACK_AGAIN"),
    context_combo("DENY_ALL", "RETRACT"),
    combo("childhood_and_hint", ABUSE, CHECK, "CHILDHOOD", "HINT", cancel="RESOLVED CTX_FICTION CTX_WORK CTX_STUDY"),
    combo("asleep_and_hint", ABUSE, CHECK, "asleep", "HINT", "OTHER KIN", cancel=PLAY + " CTX_WORK"),
    combo("excuse_and_harm", VIOLENCE, CHECK, "cue:excuse_fell", "INJURY HIT HIT_SOFT DEPENDANT", cancel=PLAY),
    combo(
        "attempt_and_again",
        SELF,
        CRISIS,
        "cue:attempt_before tried_once tried_before ATTEMPT",
        "BACK_AGAIN",
        cancel=TOPIC,
    ),
    combo("relapse_with_tool", SELF, CRISIS, "cue:relapse", "SH_TOOL SH_WORD SH_MARK", cancel=TOPIC),
    combo("not_want_home_mood", VIOLENCE, CHECK, "cue:not_want_to_go_home cue:refuge", "MOOD", cancel=HARMED),
)


@cache
def english_grammar() -> Grammar:
    """The frames with their words spelled as the tokenizer spells them (built on first use: it needs lemminflect)."""
    return Grammar.spelled(
        spell_phrase, (*SUICIDE, *SELF_HARM_FRAMES, *VIOLENCE_FRAMES, *ABUSE_FRAMES), CONTEXTS, COMBOS
    )
