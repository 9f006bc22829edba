"""How a scenario's other person is named inside a sentence the coach writes.

Why this exists: a scenario's role is a label ("Your 15-year-old son", "Lena, your friend", 你的同事李娜). Put
into a sentence as written it reads as a name ("Notice how Your 15-year-old son softens", "Lena, your friend got
defensive"). English roles read as a noun phrase: "your 15-year-old son", "your friend Lena", and a capital only at
the start of a sentence. Chinese roles already read as one (你的朋友丽娜).

    >>> role_in_sentence("Lena, your friend", "en")
    'your friend Lena'
    >>> role_at_start("Your partner", "en")
    'Your partner'
"""

from __future__ import annotations

import re

_LEADING = {"A", "An", "The", "Your", "My"}
_NAME_THEN_ROLE = re.compile(r"^(?P<name>[^,]+),\s+(?P<role>(?:your|my)\s+[^,]{1,40})$", re.IGNORECASE)
_ROLE_THEN_NAME = re.compile(r"^(?P<role>(?:your|my)\s+[^,]{1,40}),\s+(?P<name>[^,]+)$", re.IGNORECASE)
_NAME_THEN_DESCRIPTION = re.compile(r"^(?P<name>[^,]+),\s+.+$")


def role_in_sentence(role: str, locale: str) -> str:
    """``role`` as it reads inside a sentence (after its first word)."""
    role = role.strip()
    if locale == "zh-hans" or not role:
        return role
    pair = _NAME_THEN_ROLE.match(role) or _ROLE_THEN_NAME.match(role)
    if pair:
        words = pair["role"].split()
        return " ".join([words[0].lower(), *words[1:], pair["name"].strip()])
    described = _NAME_THEN_DESCRIPTION.match(role)
    if described:
        return described["name"].strip()
    first, _, rest = role.partition(" ")
    return f"{first.lower()} {rest}" if rest and first in _LEADING else role


def role_at_start(role: str, locale: str) -> str:
    """``role`` as it reads at the start of a sentence."""
    named = role_in_sentence(role, locale)
    return named[:1].upper() + named[1:] if locale != "zh-hans" else named
