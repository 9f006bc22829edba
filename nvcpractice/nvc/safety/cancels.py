"""What the frames of both languages share: the short names of a frame's concern and level, and the contexts that
cancel each family of frames where the families mean the same in English and Chinese.

Why this exists: ``english_contexts.py`` and ``chinese_contexts.py`` each wrote these out; a context added to one
language's game or study list and not the other's would make the two checks disagree on the same kind of message.
"""

from __future__ import annotations

from .concern import Concern, Level

SELF, VIOLENCE, ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE
CRISIS, CHECK = Level.CRISIS, Level.CHECK_IN

PLAY = "CTX_GAME CTX_SPORT CTX_FICTION MUTUAL_FIGHT HYPERBOLE"
"""For ambiguous verbs: the contexts where they are figures of speech, play or fiction."""
TOPIC = "CTX_WORK CTX_STUDY CTX_FICTION RESOLVED DENY_SELF"
"""For words that name a danger: talking about it as work, study or fiction, or as over."""
OWN = "DENY_SELF RESOLVED DENY_ALL"
"""For signals about oneself: a denial or a past resolved."""
PAST_SOFT = "DISTANT_PAST"
"""What softens a crisis to a check-in: it was long ago."""
