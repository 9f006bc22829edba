"""The English contexts of the safety check, and which of them cancel each family of frames.

Why this exists: a context explains danger words away — a game, a sport, fiction, care work, study, a past clearly
resolved, a plain denial, a figure of speech — and each family of frames (``english_frames_self.py``,
``english_frames_harm.py``, ``english_frames_abuse.py``) names the contexts that cancel it: the lists both languages
share in ``cancels.py``, the English ones here.
"""

from __future__ import annotations

from .frames import context_frame

SINCE = "in for since until lately recently"
"""A denial bounded in time ("he hasn't hit me in weeks", "not cut since May") says it happened before: no denial."""
HARMED = "CTX_SPORT CTX_FICTION CTX_GAME CTX_WORK RESOLVED DENY_HARM DENY_ALL PROTECT MUTUAL_FIGHT HYPERBOLE"
AGENT = "OTHER|KIN|YOU"
ADULT = "OTHER|KIN|YOU!CHILD"

CONTEXTS = (
    context_frame("DENY_SELF", "not|never ~2 suicidal|SUICIDE_WORD"),
    context_frame("DENY_SELF", "not|never ~4 think|thinking|going|want ~3 hurt|harm|kill ~1 ME|SELF"),
    context_frame("DENY_SELF", "not|never ~3 self_harm|self_harming|SH_WORD", not_after=SINCE),
    context_frame("DENY_HARM", "not|never|nobody|no_one ~3 lay ~2 hand ~1 on"),
    context_frame("DENY_HARM", "nobody|no_one|not ~3 threaten|threatening|dangerous|abusive|violent"),
    context_frame("DENY_HARM", "no ~1 abuse|violence|danger"),
    context_frame("DENY_HARM", "never|not ~3 HIT|HIT_SOFT ~2 ME|us", not_after=SINCE),
    context_frame("DENY_ALL", "FIRST ~3 feel|be|am ~3 safe", negatable=True),
    context_frame("DENY_ALL", "nothing ~2 to ~1 worry|scary|worried"),
    context_frame("DENY_ALL", "nobody|no_one ~3 worried|hurt|danger"),
    context_frame("RESOLVED", "NOW_OK", negatable=True),
    context_frame("NOW_GOOD", "not|never ~3 in|for ~1 year|decade|age"),
    context_frame(
        "MOOD_ONLY",
        "FEAR ~5 will|would|be|get|gets|going_to ~2 angry|upset|mad|disappointed|annoyed|cross|furious|sad|hurt|"
        "offended|sulk|sulky|grumpy|moody",
    ),
    context_frame("HYPERBOLE", "HIT|HARM|KILL|hurt|abuse|abused|destroy ~3 IDIOM_OBJ"),
    context_frame("HYPERBOLE", "CUT ~2 CUT_OBJ"),  # cut my hours, cut corners: a thing, not a body, is cut
    context_frame(
        "HYPERBOLE", "idea|news|thought|reality|realisation|realization|truth|penny|it|this|that ~2 HIT ~2 me"
    ),
    context_frame(
        "HYPERBOLE",
        "kill|murder ~1 me ~1 when|if ~2 OTHER|KIN ~1 find|finds|see|sees|hear|hears|notice|"
        "notices|get|gets|find_out|finds_out|realise|realises",
    ),
    context_frame("HYPERBOLE", "kill|murder ~1 me ~1 for ~2 this|that|it|forgetting|not"),
    context_frame("HYPERBOLE", "kick|throw|chuck ~1 me|us ~1 out"),
    context_frame("HYPERBOLE", "live ~2 with|in|near|together|alone|here|there"),
    context_frame("DENY_ALL", "when ~1 i ~1 said|say|wrote|typed ~10 i ~1 meant|mean|was_talking|was_on_about"),
    context_frame("DENY_ALL", "when ~1 i ~1 said|say|wrote ~10 it ~1 was|is ~2 because|about|from"),
    context_frame("PROTECT", "to ~1 stop|keep|save|pull ~1 me ~3 from|step|stepping|fall|falling|walk|run|get"),
    context_frame("DEGREE", "make|makes|made|making ~1 me ~2 SUICIDE_WORD"),
)
"""``NOW_GOOD`` from a frame: something has not happened for years ("haven't done it in years"); with a past
(``PAST``) it makes the message ``RESOLVED`` unless something says it is back.
``DEGREE``: a wish to die that something makes one feel ("his jokes make me want to die") says how much more often
than a wish: it softens ``suicide_words`` to a check-in, never cancels it (as 排队排到想死 in Chinese)."""
