"""The English concepts the safety check reads: which words stand for a person close to the writer, a harm, a
body part, a signal of suicide, a means, a context such as a game or a patient, …

Why this exists: frames (``english_frames.py``) are written over concepts, not words, so a new way of saying the
same thing ("twisted my arm", "yanked my arm") is one word added to its concept in ``lexicon/en.txt``. Entries are
lemmas or phrases; ``english_tokens.py`` reads every inflection of each (lemminflect) and marks phrases where they
start. Written from what crisis-line training lists as warning signs and from how people text, not from any
particular message. A care role ("nurse", "social worker") also counts as care work after "I am a", "as a", …
"""

from __future__ import annotations

from functools import cache

from .lexicon import lexicon

ROLE_LEADS = ("i am a", "i am an", "as a", "as an", "work as a", "work as an", "i work as a")


@cache
def english_lexicon() -> dict[str, tuple[str, ...]]:
    """Entries by concept, with each care role after each of its leads added to ``CTX_WORK``."""
    found = dict(lexicon("en", ","))
    roles = found.pop("WORK_ROLES", ())
    found["CTX_WORK"] = (*found.get("CTX_WORK", ()), *(f"{lead} {role}" for lead in ROLE_LEADS for role in roles))
    return found
