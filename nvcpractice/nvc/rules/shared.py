"""Steps both languages' rules share once the language-specific matching is done."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..findings import Finding, Span
from ..text import mask, sentence_spans

GLAD_ZH = re.compile(r"\s*(?:太|很|最)?好(?:了|啦)?")
"""…就太好了 after a condition: what would please the speaker, no consequence threatened."""
HAN_SPACE_BREAK = r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])"
"""Chat Chinese writes a comma as a space between two clauses (我好担心 你能不能小心点): a clause break."""

DEADLINE_ZH = re.compile(r"之内|以内|(?:[点号日]|下班|睡觉|出门)(?:之)?前(?![天几阵些])")
"""A deadline (今天之内, 九点前, 下班之前): by when something is to be done, a time still to come. 之前 alone (两年之前)
and 前天, 前几天 look back."""

_REQUEST_ORDER = {"demand": 3, "vague": 2, "request": 1}


SetAside = Callable[[Finding], bool]
"""Whether a sentence's bare command is a formula to set aside ("Forget it.": giving up, not asking anything)."""


def combine_sentence_requests(
    text: str,
    sentences: list[Span],
    sentence_finding: Callable[[str, int, int], Finding | None],
    set_aside: SetAside | None = None,
) -> tuple[Finding, list[Finding]]:
    """The request verdict for the whole text (demand over vague over request), plus the rhetorical questions.

    A command ``set_aside`` names is no request; its words still belong to the request part (the other components
    do not read them)."""
    found: list[Finding] = []
    rhetorical: list[Finding] = []
    regions: list[Span] = []
    for start, end in sentences:
        finding = sentence_finding(text, start, end)
        if finding is None:
            continue
        if finding.kind == "rhetorical":
            rhetorical.append(finding)
            continue
        regions.extend(finding.regions)
        if not (finding.kind == "command" and set_aside is not None and set_aside(finding)):
            found.append(finding)
    if not found:
        return Finding("absent", regions=regions), rhetorical
    best = max(found, key=lambda f: _REQUEST_ORDER[f.label])
    return Finding(best.label, best.span, best.key, best.kind, best.detail, regions), rhetorical


_MASKED_RUN = re.compile(r" {2,}")
"""A run of blanks where a feeling, need or request was set aside (the rules' text has single spaces only)."""


def _unmasked_pieces(describing: str, spans: list[Span]) -> list[Span]:
    """Each clause cut where a part was set aside in it ("honestly [I'm gutted] our team lost"): the words on either
    side are read, and quoted, apart."""
    pieces: list[Span] = []
    for start, end in spans:
        for blank in _MASKED_RUN.finditer(describing, start, end):
            if describing[start : blank.start()].strip():
                pieces.append((start, blank.start()))
            start = blank.end()
        if describing[start:end].strip():
            pieces.append((start, end))
    return pieces


def first_description(
    describing: str,
    quotes: list[Span],
    clauses: Callable[[str], list[Span]],
    is_description: Callable[[str, bool], str | None],
) -> Finding:
    """The first clause that describes a situation, as an observation; otherwise ``absent``."""
    unquoted = mask(describing, quotes)
    for start, end in _unmasked_pieces(describing, clauses(describing)):
        clause = describing[start:end]
        start += len(clause) - len(clause.lstrip())
        end -= len(clause) - len(clause.rstrip())
        clause = describing[start:end]
        has_quote = any(start <= q_start < end for q_start, _ in quotes)
        if reason := is_description(unquoted[start:end] if has_quote else clause, has_quote):
            return Finding("observation", (start, end), clause.strip(), reason)
    return Finding("absent")


def split_clauses(text: str, separator) -> list[Span]:
    """Spans of the non-blank clauses of ``text`` between matches of the compiled ``separator``."""
    spans: list[Span] = []
    start = 0
    for match in separator.finditer(text):
        if text[start : match.start()].strip():
            spans.append((start, match.start()))
        start = match.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


def combine_need_candidates(candidates: list[Finding]) -> Finding:
    """The need verdict: a universal need beats a strategy; a strategy's evidence runs to the end of its region."""
    if not candidates:
        return Finding("absent")
    best = max(candidates, key=lambda f: f.label == "need")
    if best.label == "strategy" and best.span and best.regions:
        best.span = (best.span[0], max(best.span[1], best.regions[0][1]))
    regions = [region for c in candidates for region in c.regions]
    return Finding(best.label, best.span, best.key, best.kind, regions=regions)


Hit = tuple[int, int, str, str]


def uncounted_hits(
    text: str,
    patterns: Iterable[tuple[re.Pattern[str], str]],
    counted: re.Pattern[str],
    excused: Callable[[re.Match[str], int, bool], bool],
) -> list[Hit]:
    """Judgements found sentence by sentence, as ``(start, end, kind, key)``: each match of a ``(pattern, kind)``
    unless ``excused(match, sentence_end, sentence_counts)`` — the rubric's "counting is not generalising": a
    repetition ("again", 又) blames unless the sentence counts the events ("for the third time", 第三次)."""
    hits: list[Hit] = []
    for start, end in sentence_spans(text):
        counts = counted.search(text, start, end) is not None
        for pattern, kind in patterns:
            for m in pattern.finditer(text, start, end):
                if not excused(m, end, counts):
                    hits.append((m.start(), m.end(), kind, m.group(0)))
    return hits


def counted_before(text: str, pos: int, counted: re.Pattern[str]) -> bool:
    """Whether the sentence holding ``pos`` counts events before it (three times, 三次, 第三回): then "each time",
    "nobody", 每次 and 没人 speak of the counted times, and generalise nothing."""
    sentence_start = max(text.rfind(mark, 0, pos) for mark in ".!?\n") + 1
    return counted.search(text, sentence_start, pos) is not None


def sarcasm_hits(text: str, praise: re.Pattern[str], again: re.Pattern[str]) -> list[tuple[int, int, str, str]]:
    """Praise in a sentence that also blames by repetition ("Great job, you broke it again"): sarcasm judges."""
    hits: list[tuple[int, int, str, str]] = []
    for start, end in sentence_spans(text):
        if (m := praise.search(text, start, end)) and again.search(text, start, end):
            hits.append((m.start("w"), m.end("w"), "sarcasm", m.group("w")))
    return hits


FEELING_PRIORITY = {"feeling": 3, "faux_feeling": 2, "thought": 1}
"""A genuine feeling wins the feeling component (the rubric's clarification), then a faux feeling, then a thought."""


def chosen_feeling(candidates: list[Finding], *, detail_from_key: bool) -> Finding:
    """The feeling verdict among ``candidates`` (none: ``absent``), with every candidate's region set aside and,
    beside a genuine feeling, the faux feeling or thought also said."""
    if not candidates:
        return Finding("absent")
    best = max(candidates, key=lambda f: FEELING_PRIORITY[f.label])
    for found in candidates:
        if found.label == "thought" and found.span and found.regions:  # the whole thought, not "I feel like"
            found.span = (found.span[0], max(found.span[1], found.regions[0][1]))
    regions = [region for c in candidates for region in c.regions]
    detail = best.detail or (best.key if detail_from_key else "")
    beside = next((c for c in candidates if c.label != "feeling"), None) if best.label == "feeling" else None
    return Finding(best.label, best.span, best.key, best.kind, detail, regions=regions, beside=beside)


_SCARE_QUOTE_WORDS = 3
_IRONY_CUE = re.compile(
    r"(?<![\w'])(?:thanks|thank\s+you|cheers|ta|brilliant|great|classic|wow|nice|lovely|super|so\s+helpful|"
    r"you'?ve|you\s+have|you'?re|you\s+are|they'?ve|he'?s|she'?s)(?![\w'])|谢谢|感谢|多亏|真是|可真|好一个|你这"
)
"""Irony's company: thanks or praise ("thanks for the 'help'"), or the listener's own doing put in quotation
marks ("you've 'fixed' the wifi")."""


def scare_quote(text: str, quotes: list[Span], speech: re.Pattern[str]) -> Finding | None:
    """A word or two in quotation marks that nobody is said to have said, in irony's company ("thanks for the
    'help'", "you've 'fixed' the wifi", 谢谢你的“帮忙”): it judges, where a quotation of what someone said, wrote or
    called something describes."""
    for start, end in quotes:
        inside = text[start + 1 : end - 1].strip()
        words = inside.split() if inside.isascii() else [inside[i : i + 2] for i in range(0, len(inside), 2)]
        if not inside or len(words) > _SCARE_QUOTE_WORDS:
            continue
        if speech.search(text, max(0, start - 40), start) or speech.search(text, end, min(len(text), end + 12)):
            continue
        if _IRONY_CUE.search(text, max(0, start - 30), start):
            return Finding("evaluation", (start, end), text[start:end], "sarcasm")
    return None
