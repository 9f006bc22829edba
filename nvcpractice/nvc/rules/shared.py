"""Steps both languages' rules share once the language-specific matching is done."""

from __future__ import annotations

from collections.abc import Callable

from ..findings import Finding, Span

_REQUEST_ORDER = {"demand": 3, "vague": 2, "request": 1}


def combine_sentence_requests(
    text: str, sentences: list[Span], sentence_finding: Callable[[str, int, int], Finding | None]
) -> tuple[Finding, list[Finding]]:
    """The request verdict for the whole text (demand over vague over request), plus the rhetorical questions."""
    found: list[Finding] = []
    rhetorical: list[Finding] = []
    for start, end in sentences:
        finding = sentence_finding(text, start, end)
        if finding is None:
            continue
        (rhetorical if finding.kind == "rhetorical" else found).append(finding)
    if not found:
        return Finding("absent"), rhetorical
    best = max(found, key=lambda f: _REQUEST_ORDER[f.label])
    regions = [region for f in found for region in f.regions]
    return Finding(best.label, best.span, best.key, best.kind, best.detail, regions), rhetorical


def first_description(
    describing: str,
    quotes: list[Span],
    clauses: Callable[[str], list[Span]],
    is_description: Callable[[str, bool], str | None],
) -> Finding:
    """The first clause that describes a situation, as an observation; otherwise ``absent``."""
    for start, end in clauses(describing):
        clause = describing[start:end]
        start += len(clause) - len(clause.lstrip())
        end -= len(clause) - len(clause.rstrip())
        clause = describing[start:end]
        has_quote = any(start <= q_start < end for q_start, _ in quotes)
        if reason := is_description(clause, has_quote):
            return Finding("observation", (start, end), clause.strip(), reason)
    return Finding("absent")
