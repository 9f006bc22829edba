"""One four-step answer that already holds a later step: the answer cut into the part for each step it covers.

Why this exists: a learner asked for the feeling often writes the need along with it ("I felt tense because I need
calm" / "我很紧张，因为我需要平静"). Asking for the need again would ignore what they wrote. The evaluator's
evidence shows where each component sits in the text; the text is cut at the start of each later component's
clause (a connecting "because" / 因为 goes with the part it opens), so every step keeps its own words and the
assembled statement says each part once. Pure functions, no database.
"""

from __future__ import annotations

import re

from nvcpractice.nvc import COMPONENTS, StatementAnalysis, is_ideal

#: What may open a later component's clause: "because" / 因为 goes with the part it opens, a bare "and" / 而且 is
#: dropped (neither part reads well with it).
_OPENER = re.compile(
    r"(?:(?<![\w'])(?P<keep>because|since|cause|'cause)\s+|(?P<keep_zh>因为|由于)"
    r"|(?<![\w'])(?P<drop>and|so|but)\s+|(?P<drop_zh>而且|并且|所以|但是|可是))?\s*$",
    re.IGNORECASE,
)
_EDGE = " \t\n,，;；、:："


def _find(text: str, evidence: str, start: int) -> int:
    return text.lower().find(evidence.lower(), start) if evidence else -1


_LONGEST_OPENER = len("'cause") + 2  # the words above, and the character before one that the look-behind reads


def _clause(text: str, done: int, position: int) -> tuple[int, int]:
    """Where the part before ends and the clause holding ``position`` starts (not before ``done``).

    The opener can only be the last word before the clause, so only that word is searched: a search from
    ``done`` would try every position of a long gap, each to its end (quadratic in the gap).
    """
    words_end = len(text[done:position].rstrip()) + done
    opener = _OPENER.search(text, max(done, words_end - _LONGEST_OPENER), position)
    if opener is None or not opener.group(0).strip():
        return position, position
    if opener.group("keep") or opener.group("keep_zh"):
        return opener.start(), opener.start()
    return opener.start(), position


def answer_parts(*, text: str, step: str, analysis: StatementAnalysis) -> dict[str, str]:
    """``{step: its part, later component: its part, …}`` for each later component the answer holds cleanly.

    Only components with their ideal label whose evidence comes after the step's own evidence count; an answer
    with none of them is ``{step: text}``. Parts are stripped of the commas that joined them.
    """
    text = text.strip()
    own = analysis.components[step].evidence
    own_at = _find(text, own, 0)
    if step not in COMPONENTS or own_at < 0:
        return {step: text}
    done = own_at + len(own)
    starts, ends = [(step, 0)], []
    for component in COMPONENTS[COMPONENTS.index(step) + 1 :]:
        result = analysis.components[component]
        position = _find(text, result.evidence, done)
        if not is_ideal(component, result.label) or position < 0:
            continue
        end, start = _clause(text, done, position)
        starts.append((component, start))
        ends.append(end)
        done = position + len(result.evidence)
    ends.append(len(text))
    parts = {component: text[start:end].strip(_EDGE) for (component, start), end in zip(starts, ends, strict=True)}
    return {component: part for component, part in parts.items() if part}
