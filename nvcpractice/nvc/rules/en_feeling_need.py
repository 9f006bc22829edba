"""English feeling and need rules.

Why this exists: "I feel irritated" (feeling), "I feel ignored" (faux feeling) and "I feel that you ..." (thought)
differ only in what follows the verb; "I need order" (need) and "I need you to ..." / "I need a new phone"
(strategy) differ only in the object. These rules read exactly that, on the normalised text.
"""

from __future__ import annotations

import re

from ..findings import Finding, Span, alternation
from ..lexicons import en_faux, en_feelings, en_needs, need_words
from ..scan import Occupied, phrase_end, region_end, search_between
from ..words import is_past_participle
from .shared import chosen_feeling, combine_need_candidates

_LB = r"(?<![\w'])"
_RB = r"(?![\w'])"

_GENUINE = en_feelings.feelings_alternation()
_FEELING_WORDS = en_feelings.FEELINGS_MET + en_feelings.FEELINGS_UNMET + en_feelings.FEELING_NOUNS
_FEELING_AT = re.compile(r"(?:" + alternation(_FEELING_WORDS) + r")" + _RB)
_FAUX_AT = re.compile(r"(?:being\s+|getting\s+|been\s+)?(?P<w>" + alternation(en_faux.FAUX_FEELINGS) + r")" + _RB)
_POSITIVE_FAUX_AT = re.compile(r"(?:being\s+)?(?P<w>" + alternation(en_faux.POSITIVE_FAUX) + r")" + _RB)
_NEGATED_AT = re.compile(r"(?P<w>" + alternation(en_faux.NEGATED_POSITIVE) + r")" + _RB)
_SELF_JUDGEMENT_AT = re.compile(r"(?:" + alternation(en_feelings.SELF_JUDGEMENTS) + r")" + _RB)
_INTENSIFIERS_AT = re.compile(r"(?:(?:" + alternation(en_feelings.INTENSIFIERS) + r"|not)\s+)*")
_THOUGHT_AT = re.compile(
    r"(?:like|that|as\s+if|as\s+though|as|you|you're|he|he's|she|she's|they|they're|we|we're|it|it's|this|these|"
    r"those|nobody|no\s+one|everyone|everybody|someone|somebody|people|the|a|an|my|your|his|her|their|our|i|i'm|"
    r"i'd|i've|i'll|me|myself|there|what|how|if|whether|nothing|none|all\s+of|some\s+people)" + _RB
)
_CLAUSE_VERBISH = re.compile(
    r"(?<![\w'])(?:is|are|was|were|doesn't|don't|didn't|does|do|has|have|had|will|won't|would|can't|can|never|"
    r"always|should|shouldn't|must|isn't|aren't|wasn't)(?![\w'])|'s\b|'re\b"
)
_FEEL_VERB = re.compile(
    _LB + r"(?P<subj>i|we)(?:'m|'ve|'d|'ll)?(?P<mods>(?:\s+(?:am|was|were|have|has|had|been|do|did|don't|didn't|"
    r"do\s+not|did\s+not|never|really|just|also|still|sometimes|often|always|actually|honestly|kind\s+of|kinda|"
    r"sort\s+of|would|will|might|can't\s+help\s+but|started\s+to|start\s+to|began\s+to|starting\s+to|"
    r"beginning\s+to|tend\s+to|now|then|totally|truly|genuinely|definitely|usually|even|again|suddenly|"
    r"increasingly|kept|keep|end\s+up|ended\s+up))*)\s+(?P<verb>feel|feels|felt|feeling|"
    r"(?:get|got|have|had)\s+the\s+(?:feeling|sense|impression))"
    + _RB
    + r"|(?:makes?|made|making|leaves?|left|leaving)\s+me\s+(?P<verb2>feel|feeling)"
    + _RB
    + r"|(?:^|(?<=[,;.!?\n]\s)|(?<=[,;.!?\n]))\s*(?:(?:it|this|that|everything)\s+(?:just\s+|really\s+|kind\s+of\s+)?)?"
    r"(?P<verb3>feels|feeling)" + _RB
)
_BE_FEELING = re.compile(
    _LB + r"i(?:'m|\s+am|\s+was|'ve\s+been|\s+have\s+been|\s+had\s+been|\s+get|\s+got|\s+become|\s+became|"
    r"\s+grow|\s+grew|'m\s+getting|\s+am\s+getting|'m\s+becoming|\s+keep\s+getting|\s+kept\s+getting|'d\s+be|"
    r"\s+would\s+be|'ll\s+be|\s+will\s+be|\s+feel\s+myself\s+getting)(?!\w)"
    r"|(?:makes?|made|making|leaves?|left|gets?|got|drives?|drove)\s+me(?!\w)"
    r"|(?:^|(?<=[,;.!?\n]))\s*(?=(?:so|really|very|totally|just|feeling|pretty)\s|(?:(?:"
    + alternation(en_feelings.INTENSIFIERS)
    + r")\s+)*(?!(?:ok|okay|great|good|fine|down|fantastic|brilliant|cool|alright|well|better|lovely|perfect|"
    r"free|open|clear|up|low|high|full|empty|cold|warm|hot)(?![\w']))(?:"
    + _GENUINE
    + r")(?![\w'])(?!\s+(?:my|your|his|her|their|our|the|a|an|it|them|him|me|us)(?![\w'])))"
)
"""The speaker being something: I'm / I was / it made me …, or — as people type it — a clause that opens with the
feeling itself ("absolutely gutted", "knackered today", "lowkey freaking out"), unless that word is an everyday
answer or judgement ("great, you forgot again", "ok?") or a verb with an object ("moved my shifts")."""
_SITUATION_FEELING = re.compile(
    _LB + r"(?:it's|it\s+is|it\s+was|that's|that\s+is|that\s+was|this\s+is|it\s+gets|it\s+has\s+been|it's\s+been)\s+"
    r"(?:(?:so|really|very|quite|pretty|a\s+bit|a\s+little|kind\s+of|incredibly|super|extremely)\s+)*"
    r"(?:" + alternation(en_feelings.SITUATION_FEELING_ADJECTIVES) + r")" + _RB + r"(?!\s+(?:for|to)\s+(?:you|him|her))"
)
_FEELING_END = re.compile(
    r"[,;.!?\n]|(?<![\w'])(?:when|whenever|because|since|as|after|before|while|if|that|but|and\s+i|so\s+i|"
    r"every\s+time|each\s+time|until|though|although|cause|'cause|cuz|as\s+soon\s+as|seeing|hearing|knowing|"
    r"and\s+(?:because|when)|and\s+would|could\s+you|would\s+you|can\s+you|please)(?![\w'])"
    r"|(?<![\w'])(?=(?:you|he|she|they)(?:'ve|'d|'re|'ll)?\s+[a-z])"
    r"|(?<![\w'])(?=(?:the|my|your|our|his|her|their|this)\s+(?:[a-z]+\s+){0,3}?"
    r"(?:was|were|is|are|has|had|got|wasn't|weren't|isn't|hasn't|hadn't|[a-z]+ed)(?![\w']))"
)
_THOUGHT_END = re.compile(
    r"[;.!?\n]|(?<![\w'])(?:when|whenever|because|since|after|before|while|but|and\s+i|so\s+i|could\s+you|"
    r"would\s+you|can\s+you|please)(?![\w'])"
)


_DONE_TO_AT = re.compile(r"(?P<v>[a-z]+)\s+(?:aside|over|around|behind)(?![\w'])")
"""A verb's participle with a particle of being moved about (talked over, brushed aside, pushed around, left
behind): something done to the speaker, a faux feeling, whichever verb it is. "down", "off", "out" and "up" also
end states (weighed down, worn out, fed up), so those stay with the lexicon."""


def _classify_complement(text: str, pos: int, negated: bool) -> tuple[str, int, str, str] | None:
    """Read what follows a feeling verb: ``(label, end, key, lexicon entry)``, ``None`` when nothing usable follows."""
    while pos < len(text) and text[pos] == " ":
        pos += 1
    skip = _INTENSIFIERS_AT.match(text, pos)
    after = skip.end() if skip else pos
    for start in (after, pos):
        if negated and (m := _NEGATED_AT.match(text, start)):
            entry = en_faux.NEGATED_POSITIVE[_squash(m.group("w"))]
            return "faux_feeling", m.end(), "", entry  # key "" -> the whole "I don't feel heard" is shown
        if m := _SELF_JUDGEMENT_AT.match(text, start):
            return "thought", m.end(), m.group(0), ""
        if m := _FAUX_AT.match(text, start):
            return "faux_feeling", m.end(), m.group("w"), _squash(m.group("w"))
        if m := _FEELING_AT.match(text, start):
            return "feeling", m.end(), m.group(0), ""
        if m := _POSITIVE_FAUX_AT.match(text, start):
            return "faux_feeling", m.end(), m.group("w"), _squash(m.group("w"))
    if m := _THOUGHT_AT.match(text, pos):
        return "thought", m.end(), m.group(0), ""
    if (done := _DONE_TO_AT.match(text, after)) and is_past_participle(done.group("v")):
        return "faux_feeling", done.end(), done.group(0), _squash(done.group(0))
    word = _WORD_AT.match(text, after)
    if not word:
        return None
    end = word.end()
    clause_end = region_end(text, end, _FEELING_END)
    if search_between(_CLAUSE_VERBISH, text, end, clause_end):
        return "thought", end, word.group(0), ""
    return "feeling", end, word.group(0), ""


def _squash(value: str) -> str:
    return re.sub(r"\s+", " ", value)


_AND_FEELING = re.compile(
    r"\s*(?:,\s*|\s+)(?:and\s+|or\s+|but\s+also\s+)?(?:(?:"
    + alternation(en_feelings.INTENSIFIERS)
    + r")\s+)*(?P<w>"
    + _GENUINE
    + r")"
    + _RB
)
"""A genuine feeling joined to a faux one ("I feel betrayed and furious"): by the rubric the genuine feeling wins."""


def detect_feeling(text: str, blocked: list[Span]) -> Finding:
    """Find the speaker's feeling; a genuine feeling wins (the rubric's clarification), then faux, then thought."""
    candidates: list[Finding] = []

    inside_blocked = Occupied(len(text), blocked).free

    for match in _FEEL_VERB.finditer(text):
        if not inside_blocked(match.start()):
            continue
        mods = match.group("mods") or ""
        negated = bool(re.search(r"don't|didn't|not|never", mods))
        result = _classify_complement(text, match.end(), negated)
        if result is None:
            continue
        label, end, key, entry = result
        if label == "faux_feeling" and (extra := _AND_FEELING.match(text, end)):
            span = extra.span("w")
            candidates.append(Finding("feeling", span, extra.group("w"), "feel", regions=[span]))
        end_re = _THOUGHT_END if label == "thought" else _FEELING_END
        stop = region_end(text, end, end_re)
        span = (match.start(), end)
        candidates.append(Finding(label, span, key, "feel", entry, regions=[(match.start(), stop)]))
    thoughts = [(start + 1, end) for c in candidates if c.label == "thought" for start, end in c.regions]
    outside_thoughts = Occupied(len(text), thoughts).free
    for match in _BE_FEELING.finditer(text):
        if not inside_blocked(match.start()) or not outside_thoughts(match.start()):
            continue
        pos = match.end()
        while pos < len(text) and text[pos] == " ":
            pos += 1
        skip = _INTENSIFIERS_AT.match(text, pos)
        after = skip.end() if skip else pos
        label = None
        present = match.group(0).lstrip().startswith(("i'm", "i am", "i've been", "i have been"))
        if present and (m := _FAUX_AT.match(text, after)):
            label, end, key = "faux_feeling", m.end(), _squash(m.group("w"))
            if extra := _AND_FEELING.match(text, end):
                label, end, key = "feeling", extra.end(), extra.group("w")
        if label is None and (m := _FEELING_AT.match(text, after)):
            label, end, key = "feeling", m.end(), m.group(0)
        if label is None:
            continue
        start = match.start() if match.group(0).strip() else after
        stop = region_end(text, end, _FEELING_END)
        candidates.append(Finding(label, (start, end), key, "be", regions=[(start, stop)]))
    for match in _SITUATION_FEELING.finditer(text):
        if inside_blocked(match.start()) and outside_thoughts(match.start()):
            stop = region_end(text, match.end(), _FEELING_END)
            candidates.append(Finding("feeling", match.span(), match.group(0), "it", regions=[(match.start(), stop)]))
    return chosen_feeling(candidates, detail_from_key=True)


# ---------------------------------------------------------------- needs

_NEED_NOUNS = need_words("en")
_NEED_NOUN_AT = re.compile(r"(?:" + alternation(_NEED_NOUNS) + r")" + _RB)
_NEED_VERB_PHRASE_AT = re.compile(r"(?:" + alternation(en_needs.NEED_VERB_PHRASES) + r")" + _RB)
_NEED_FILLERS_AT = re.compile(
    r"(?:(?:some|more|a\s+little|a\s+bit\s+of|a\s+sense\s+of|a\s+lot\s+of|lots\s+of|enough|the|real|genuine|true|"
    r"a\s+lot\s+more|a\s+little\s+more|much\s+more|a\s+bit\s+more|mutual|basic|some\s+more|plenty\s+of|just|"
    r"a\s+bit|a\s+feeling\s+of|a\s+little\s+bit\s+of|deep|deeper|greater|a\s+greater|a\s+deeper|more\s+of|"
    r"to\s+have|to\s+get|to\s+experience|to\s+receive|to\s+find|to\s+feel)\s+)*"
)
_NEED_VERB = re.compile(
    _LB + r"(?P<subj>i|we)(?P<aux>'m|'d|'ve|'ll)?(?P<mods>(?:\s+(?:really|just|also|so|truly|deeply|still|do|am|was|"
    r"were|have|been|always|desperately|badly|simply|only|actually|honestly|kind\s+of|sort\s+of|very\s+much|"
    r"would|personally|genuinely|definitely|increasingly|now|too))*)\s+(?P<verb>need|needs|needed|needing|value|"
    r"valued|treasure|cherish|long\s+for|longed\s+for|longing\s+for|yearn\s+for|yearned\s+for|yearning\s+for|"
    r"crave|craved|craving|want|wanted|wanting|hope\s+for|hoping\s+for|hoped\s+for|wish\s+for|wished\s+for|"
    r"care\s+about|cared\s+about|care\s+a\s+lot\s+about|prize|like|love|appreciate|welcome|enjoy)" + _RB
)
_WOULD_ONLY_VERBS = frozenset({"like", "love", "appreciate", "welcome", "enjoy"})
_ELIDED_NEED_VERB = re.compile(
    r"(?:(?<=\s)and|,)\s+(?:really\s+|also\s+|just\s+|so\s+|desperately\s+)?(?P<verb>need|needing|value|crave|"
    r"long\s+for|would\s+like|'d\s+like)" + _RB
)
_SPEAKER_BEFORE = re.compile(
    _LB + r"(?:i|i'm|im|i've|i'd)" + _RB + r"(?![^.!?;]*" + _LB + r"(?:you|he|she|they|we)" + _RB + r")[^.!?;]*$"
)
_VALUE_VERBS = frozenset(
    "value valued treasure cherish long longed longing yearn yearned yearning care cared prize hope hoping hoped "
    "wish wished".split()
)
_PERSON_AT = re.compile(
    r"(?:you|u|him|her|them|y'all|everyone|everybody|people|someone|somebody|my\s+\w+|our\s+\w+|his\s+\w+|"
    r"their\s+\w+|the\s+(?:kids|children|team|boss))\s+to(?:\s|$)|(?:you|him|them|u)(?![\w'])"
)
_POSSESSIVE_AT = re.compile(r"(?:your|his|her|their|its|[a-z]+'s)\s+\w")
_COMMUNICATIVE_AT = re.compile(
    r"(?:you\s+)?to\s+(?:say|tell|ask|share|let\s+you\s+know|check|make\s+sure|be\s+honest|apologi[sz]e|talk|mention|"
    r"know|hear\s+(?:what|how|your)|understand\s+(?:what|how|why|your))" + _RB
)
_MODIFIERS = r"(?!(?:a|an|the|my|your|his|her|their|our|this|that|new|another|some)\s)[a-z][\w-]*"
_MODIFIED_NEED_AT = re.compile(  # "financial security", "emotional closeness": a modified need noun ending the phrase
    r"(?:" + _MODIFIERS + r"\s+){1,2}(?:" + alternation(_NEED_NOUNS) + r")(?=\s*(?:[,;.!?\n]|$|(?:and|because|so|"
    r"but|when|right\s+now|at\s+(?:work|home)|in\s+my\s+life|in\s+(?:this|our)\s+\w+)(?![\w'])))"
)
_FEEL_THAT_I_AT = re.compile(  # "to feel that I belong", "to know I'm respected": the speaker's own need
    r"(?:feel|know|sense)\s+(?:that\s+|like\s+)?(?:i\s+(?:am\s+|can\s+)?|i'm\s+)(?:really\s+|truly\s+)?(?:"
    + alternation(en_needs.NEED_VERB_PHRASES)
    + r"|respected|valued|heard|seen|understood|included|accepted|supported|appreciated|trusted|loved|safe|secure|"
    r"welcome|wanted|cared\s+for|important|enough|capable|competent|free|(?:a\s+)?part\s+of|at\s+home|safe\s+here)"
    + _RB
)
_TIED_AFTER = re.compile(r"\s+(?:from|by|of)\s+(?:you|him|her|them|my\s+\w+)" + _RB)
_OBJECT_AT = re.compile(r"(?:a|an|new|another|this|that|these|those|my|our|\d+)\s+\w|[a-z][\w'-]*")
_MATTERS = re.compile(
    r"(?<![\w'])(?P<obj>[a-z][\w\s'-]{0,60}?)\s+(?:really\s+|truly\s+|very\s+|so\s+|deeply\s+)?(?:matters?|(?:is|are)\s+(?:really\s+|"
    r"very\s+|so\s+|truly\s+|super\s+|incredibly\s+|extremely\s+|just\s+)?(?:important|essential|vital|precious|valuable|"
    r"a\s+priority|priorities|huge|everything|key|a\s+(?:big|huge|massive)\s+deal|non-negotiable|a\s+must)|means?\s+(?:a\s+lot|so\s+much|everything|the\s+world))(?:\s+(?:a\s+lot|so\s+much|deeply|"
    r"a\s+great\s+deal|enormously|hugely|really))?\s+(?:to|for)\s+(?:me|us)"
    + _RB
    + r"|(?:what|the\s+thing\s+that)\s+(?:really\s+)?(?:matters|'s\s+important|is\s+important)\s+to\s+me\s+is\s+"
    r"(?P<obj2>[a-z][\w\s'-]{0,60})"
    + r"|(?:my\s+(?:need|needs)\s+(?:for|is|are)|(?:what|all)\s+i\s+(?:really\s+|truly\s+)?(?:need|want|crave|"
    r"long\s+for|'m\s+missing|am\s+missing|'m\s+after|am\s+after)\s+is)\s+(?P<obj3>[a-z][\w\s'-]{0,60})"
    + r"|(?:it's|it\s+is|it\s+was|it\s+would\s+be)\s+(?:really\s+|very\s+|so\s+|truly\s+)?(?:important|essential|"
    r"vital)\s+(?:to|for)\s+me\s+(?P<obj4>(?:that|to)\s+[a-z][\w\s'-]{0,60})"
)
_NEED_END = re.compile(
    r"[;.!?\n]|,\s*(?:and|but|so|could|would|can|will|please|when|if)\b|(?<![\w'])(?:when|whenever|but|so\s+i|"
    r"could\s+you|would\s+you|can\s+you|will\s+you|please|and\s+(?:i|you|he|she|they|we|then))(?![\w'])"
)


_WORD_AT = re.compile(r"[a-z][\w'-]*")
_TWO_WORDS_AT = re.compile(r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?")
_ASKING_AT = re.compile(r"(?:it\s+if|for\s+you|you|if|to\s+ask)")
_PERSON_AFTER = re.compile(r"\s+(?:you|him|her|them)" + _RB)
_POSSESSION_STOP = re.compile(r"(?=[,;.!?\n]|$|\s+(?:to|so|and|because|when))")
_OBJECT_STOP = re.compile(r"(?=[,;.!?\n]|$|\s+(?:so|and|because|when|but))")


def _need_object(text: str, pos: int, verb: str) -> tuple[str, int, str] | None:
    """Classify the object of a need verb: ``(label, end, key)``; ``None`` when it is not a need statement."""
    while pos < len(text) and text[pos] == " ":
        pos += 1
    if verb in _WOULD_ONLY_VERBS and _ASKING_AT.match(text, pos):
        return None  # "I'd like you to ..." is a request, scored under request
    if verb.startswith("want") and _COMMUNICATIVE_AT.match(text, pos):
        return None
    if m := _PERSON_AT.match(text, pos):
        return "strategy", m.end(), m.group(0).strip()
    if m := _POSSESSIVE_AT.match(text, pos):
        stop = phrase_end(text, pos, _POSSESSION_STOP)
        return "strategy", m.end() if stop is None else stop, m.group(0)
    filler = _NEED_FILLERS_AT.match(text, pos)
    after = filler.end() if filler else pos
    if text.startswith("to ", pos):
        after = pos
    if text.startswith("to ", after):
        to_pos = after + 3
        if m := _NEED_VERB_PHRASE_AT.match(text, to_pos):
            tied = _TIED_AFTER.match(text, m.end())
            if tied or _PERSON_AFTER.match(text, m.end()):
                return "strategy", m.end(), m.group(0)
            return "need", m.end(), m.group(0)
        if m := _NEED_NOUN_AT.match(text, to_pos):
            return "need", m.end(), m.group(0)
        if m := _FEEL_THAT_I_AT.match(text, to_pos):
            return "need", m.end(), m.group(0)
        word = _WORD_AT.match(text, to_pos)
        return ("strategy", word.end(), "to " + word.group(0)) if word else None
    if m := _NEED_NOUN_AT.match(text, after) or _MODIFIED_NEED_AT.match(text, after):
        if _TIED_AFTER.match(text, m.end()):
            return "strategy", m.end(), m.group(0)
        return "need", m.end(), m.group(0)
    if verb.split()[0] in _VALUE_VERBS:
        word = _TWO_WORDS_AT.match(text, after)
        return ("need", word.end(), word.group(0)) if word else None
    if verb in _WOULD_ONLY_VERBS:
        return None
    if m := _OBJECT_AT.match(text, after):
        stop = phrase_end(text, after, _OBJECT_STOP)
        end = m.end() if stop is None else stop
        return "strategy", end, text[after:end]
    return None


def _elided_needs(text: str) -> list[Finding]:
    """ "I'm overwhelmed and need space": a need verb whose subject, the speaker, was said once before it."""
    found = []
    for match in _ELIDED_NEED_VERB.finditer(text):
        sentence_start = max(text.rfind(stop, 0, match.start()) for stop in ".!?;\n") + 1
        if not _SPEAKER_BEFORE.search(text, sentence_start, match.start()):
            continue
        verb = re.sub(r"\s+", " ", match.group("verb")).replace("would like", "like").replace("'d like", "like")
        result = _need_object(text, match.end(), verb)
        if result is None:
            continue
        label, end, key = result
        region = (match.start("verb"), region_end(text, end, _NEED_END))
        found.append(Finding(label, (match.start("verb"), end), key, verb, regions=[region]))
    return found


_CLAUSE_BEFORE_SUBJECT = re.compile(
    r".*(?<![\w'])(?:because|bc|b/c|cuz|cos|cause|since|as|but|so|when|while|though|although|that)\s+"
    r"|.*(?<![\w'])[a-z'-]+(?:\s+[a-z'-]+){2,}\s+and\s+"
)
"""What comes before the subject of "… matters to me" in the same sentence: a clause ending in a connective ("I felt
lonely bc closeness matters"), or one of three words or more joined by "and" ("the server went down twice and
security matters") — not a list of needs ("safety and fairness matter")."""


def _subject_start(match: re.Match[str]) -> int:
    """Where the need named before "matters to me" begins: after any clause ahead of it."""
    if not match.group("obj"):
        return match.start()
    before = _CLAUSE_BEFORE_SUBJECT.match(match.group("obj"))
    return match.start("obj") + before.end() if before else match.start()


def detect_need(text: str) -> Finding:
    """Find a need or strategy; a universal need wins over a strategy when both appear."""
    candidates: list[Finding] = []
    for match in _NEED_VERB.finditer(text):
        verb = re.sub(r"\s+", " ", match.group("verb"))
        aux = match.group("aux") or ""
        mods = match.group("mods") or ""
        if verb in _WOULD_ONLY_VERBS and aux != "'d" and "would" not in mods:
            continue
        if re.search(r"don't|didn't|not", mods):
            continue
        result = _need_object(text, match.end(), verb)
        if result is None:
            continue
        label, end, key = result
        start = match.start()
        before = text[max(0, start - 12) : start]
        if m := re.search(r"(?:because|since|as|'cause|cause)\s+$", before):
            start = start - (len(before) - m.start())
        stop = region_end(text, end, _NEED_END)
        candidates.append(Finding(label, (match.start(), end), key, verb, regions=[(start, stop)]))
    candidates.extend(_elided_needs(text))
    for match in _MATTERS.finditer(text):
        start = _subject_start(match)
        obj = (match.group("obj") or match.group("obj2") or match.group("obj3") or match.group("obj4") or "").strip()
        obj = obj[start - match.start() :].strip() if match.group("obj") else obj
        tied = re.search(r"(?<![\w'])(?:you|your|him|her|them)(?![\w'])", obj)
        label = "strategy" if tied else "need"
        if match.group("obj3") and (read := _need_object(text, match.start("obj3"), "need")):
            label = read[0]  # "what I need is a new phone": the object decides, as after "I need"
        stop = region_end(text, match.end(), _NEED_END)
        candidates.append(Finding(label, (start, match.end()), obj, "matters", regions=[(start, stop)]))
    return combine_need_candidates(candidates)
