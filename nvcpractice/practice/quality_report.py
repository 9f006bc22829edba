"""Measures an evaluator against a labelled file: accuracy per component and locale, and confusion matrices.

Rows are in the dev-set format: ``{"id", "locale", "text", "labels": {component: label}}``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from nvcpractice.nvc import COMPONENTS, LABELS, normalize_locale


@dataclass
class QualityReport:
    """Counts gathered while comparing predicted labels with expected ones."""

    total: Counter = field(default_factory=Counter)  # (component, locale) -> rows
    correct: Counter = field(default_factory=Counter)  # (component, locale) -> right
    confusion: dict = field(default_factory=lambda: defaultdict(Counter))  # component -> (expected, got) -> n
    misses: list = field(default_factory=list)  # (id, component, expected, got)

    def add(self, *, row_id: str, locale: str, expected: dict[str, str], got: dict[str, str]) -> None:
        for component in COMPONENTS:
            want, have = expected.get(component), got[component]
            if want is None:
                continue
            self.total[component, locale] += 1
            self.confusion[component][want, have] += 1
            if want == have:
                self.correct[component, locale] += 1
            else:
                self.misses.append((row_id, component, want, have))

    def locales(self) -> list[str]:
        return sorted({locale for _, locale in self.total})

    def accuracy(self, component: str, locale: str) -> float:
        total = self.total[component, locale]
        return self.correct[component, locale] / total if total else 0.0

    def format(self) -> str:
        locales = self.locales()
        lines = ["accuracy", "component".ljust(13) + "".join(locale.rjust(10) for locale in locales)]
        for component in COMPONENTS:
            cells = "".join(f"{self.accuracy(component, locale):10.1%}" for locale in locales)
            lines.append(component.ljust(13) + cells)
        for component in COMPONENTS:
            labels = LABELS[component]
            lines += ["", f"confusion: {component} (rows expected, columns predicted)"]
            lines.append(" " * 14 + "".join(label[:12].rjust(13) for label in labels))
            for want in labels:
                row = "".join(str(self.confusion[component][want, have]).rjust(13) for have in labels)
                lines.append(want[:13].ljust(14) + row)
        if self.misses:
            lines += ["", "misses"] + [f"  {i}: {c} expected {w}, got {h}" for i, c, w, h in self.misses]
        return "\n".join(lines)


def build_report(rows: Iterable[dict], evaluate: Callable[[str, str | None], dict[str, str]]) -> QualityReport:
    """Evaluate every row with ``evaluate(text, locale) -> labels`` and gather the report."""
    report = QualityReport()
    for position, row in enumerate(rows, start=1):
        locale = normalize_locale(row.get("locale")) or "?"
        got = evaluate(row["text"], row.get("locale"))
        report.add(row_id=str(row.get("id", position)), locale=locale, expected=row["labels"], got=got)
    return report
