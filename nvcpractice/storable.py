"""Text and JSON that PostgreSQL can store: one rule at every boundary where text enters storage.

Why this exists: PostgreSQL refuses NUL in ``text`` and ``jsonb``, a lone UTF-16 surrogate has no UTF-8 form, and
``jsonb`` has no infinity. Each reached the database as an error that was answered as 503 "database unavailable"
(or a 500), and a model's reply was lost. So a JSON body or tool arguments holding them are refused where they are
parsed (400, or a refused call), and text a model wrote has them taken out where it is read: NUL dropped, a lone
surrogate shown as U+FFFD.
"""

from __future__ import annotations

import math
import re
from typing import Any

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
REASON = "it holds a character that cannot be stored (NUL or a lone surrogate)"
NOT_FINITE = "it holds a number too large to store"


def storable_text(text: str) -> str:
    """``text`` with NUL dropped and each lone surrogate replaced by U+FFFD (unchanged when it has neither)."""
    if not _UNSTORABLE.search(text):
        return text
    return _UNSTORABLE.sub(lambda found: "" if found.group() == "\x00" else "\ufffd", text)


def finite_float(literal: str) -> float:
    """``json.loads``'s ``parse_float``: a number past the float range (``1e400``) is an error, not infinity."""
    value = float(literal)
    if not math.isfinite(value):
        raise ValueError(NOT_FINITE)
    return value


def unstorable(value: Any) -> str | None:
    """Why a parsed JSON value cannot be stored as it is (a string or key with NUL or a lone surrogate, a
    non-finite number), or None. Iterative: the caller has bounded the nesting, this bounds nothing."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if _UNSTORABLE.search(item):
                return REASON
        elif isinstance(item, float):
            if not math.isfinite(item):
                return NOT_FINITE
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list | tuple):
            pending.extend(item)
    return None
