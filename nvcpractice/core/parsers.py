"""The API's JSON parser: bounded in size and in nesting, so no body can exhaust memory or the stack.

It reads at most ``NVC_MAX_BODY_BYTES`` (413 beyond), then checks the nesting depth of the brackets outside strings
without recursion — peeling innermost ``[]``/``{}`` pairs, one linear pass per level, at most
``NVC_MAX_JSON_DEPTH`` + 1 passes — and answers 400 past the limit before ``json.loads`` ever sees the text;
Python's parser would otherwise hit ``RecursionError`` and turn into a 500.
"""

from __future__ import annotations

import re

from django.conf import settings
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json

from nvcpractice.core.body_limit import max_body_bytes, too_large_message

# A JSON string literal, written so the regular expression engine never backtracks (linear in its length).
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_ONE_KIND = bytes.maketrans(b"{}", b"[]")  # objects and arrays nest alike; a mismatch is the parser's to refuse


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


def max_json_depth() -> int:
    return int(getattr(settings, "NVC_MAX_JSON_DEPTH", 32))


def json_too_deep(text: str | bytes, limit: int) -> bool:
    """Whether arrays and objects in ``text`` nest deeper than ``limit`` (strings ignored); no recursion.

    Unbalanced brackets are left for the parser to refuse as malformed.
    """
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    brackets = _STRING.sub(b"", data).translate(_ONE_KIND, _NOT_BRACKETS)
    for peeled_levels in range(limit + 1):
        # Each pass takes exactly one level off the deepest branch, and a run of n opening brackets is n levels.
        if b"[" * (limit + 1 - peeled_levels) in brackets:
            return True
        peeled = brackets.replace(b"[]", b"")  # every "[]" is an innermost pair
        if peeled == brackets:
            return False  # balanced and done, or malformed (the parser refuses it)
        brackets = peeled
    return False


def loads_bounded(text: str, *, strict: bool = True):
    """``json.loads`` for untrusted text: ``ParseError`` (400) when nested deeper than the limit or malformed."""
    limit = max_json_depth()
    if json_too_deep(text, limit):
        raise ParseError(f"JSON parse error - nested deeper than {limit} levels")
    try:
        return json.loads(text, parse_constant=json.strict_constant if strict else None)
    except (ValueError, RecursionError) as exc:
        raise ParseError(f"JSON parse error - {exc}") from None


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser with a size cap (413) and a nesting cap (400)."""

    def parse(self, stream, media_type=None, parser_context=None):
        parser_context = parser_context or {}
        encoding = parser_context.get("encoding", settings.DEFAULT_CHARSET)
        limit = max_body_bytes()
        raw = stream.read(limit + 1) if stream is not None else b""
        if len(raw) > limit:
            raise PayloadTooLarge(too_large_message(limit))
        try:
            text = raw.decode(encoding)
        except (UnicodeDecodeError, LookupError) as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        return loads_bounded(text, strict=self.strict)
