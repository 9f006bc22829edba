"""Parse the compact word-list blocks the lexicon modules are written in.

Why this exists: hundreds of one-word tuple entries would be exploded one per line by the formatter; lexicons
are instead written as comma-separated text blocks (``#`` lines are comments), which stay short and readable.
"""

from __future__ import annotations


def words(block: str) -> tuple[str, ...]:
    """Split a block of comma-separated entries into a tuple, ignoring blank lines and ``#`` comment lines."""
    entries: list[str] = []
    for line in block.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        entries.extend(" ".join(part.split()) for part in line.split(",") if part.strip())
    return tuple(entries)
