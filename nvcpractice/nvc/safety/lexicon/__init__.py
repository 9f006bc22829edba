"""The safety check's concept lexicons, one data file per language (``en.txt``, ``zh.txt``): ``[TAG]`` on a line of
its own, then its entries, comma-separated in English and space-separated in Chinese, over as many lines as
needed; ``#`` starts a comment line.

Why this exists: the lexicons are data, hundreds of entries long, which the language modules read; keeping them
out of Python keeps each module small and lets a reviewer read a concept's words in one place.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent


@cache
def lexicon(name: str, separator: str | None) -> dict[str, tuple[str, ...]]:
    """The entries of each tag of ``<name>.txt``, in order, each once; ``separator`` None splits on whitespace."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in (HERE / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            current = sections.setdefault(stripped[1:-1], [])
            continue
        if current is None:
            raise ValueError(f"{name}.txt: an entry before any [TAG]: {stripped!r}")
        current.append(stripped)
    found = {}
    for tag, lines in sections.items():
        entries = (entry.strip() for entry in " ".join(lines).split(separator))
        found[tag] = tuple(dict.fromkeys(entry for entry in entries if entry))
    return found
