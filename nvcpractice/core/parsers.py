"""The API's JSON parser: bounded in size and in nesting, so no body can exhaust memory or the stack.

It reads at most ``NVC_MAX_BODY_BYTES`` (413 beyond), then checks the nesting depth of the brackets outside strings
in one pass without recursion or backtracking, and answers 400 past the limit before ``json.loads`` ever sees the
text; Python's parser would otherwise hit ``RecursionError`` and turn into a 500.
"""

from __future__ import annotations

import re
from itertools import accumulate, repeat
from operator import sub

from django.conf import settings
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework.parsers import JSONParser
from rest_framework.utils import json

from nvcpractice.core.body_limit import max_body_bytes, too_large_message
from nvcpractice.storable import finite_float, unstorable

# A JSON string literal, or an unterminated one running to the end of the body: a match can never fail once it
# has started, so the engine never retries from the next quote (an unterminated run of escaped quotes was
# quadratic) and the whole body is read once. The repeats are possessive: nothing after them can fail, so the
# engine keeps no backtracking stack, which grew with an unterminated string and made 1 MiB cost 48 times 64 KB.
_STRING = re.compile(rb'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
# An opening bracket of either kind is a step of +1 (byte 2, less one), a closing one -1 (byte 0): objects and
# arrays nest alike, and a mismatch is the parser's to refuse.
_DEPTH_STEPS = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


def max_json_depth() -> int:
    return int(getattr(settings, "NVC_MAX_JSON_DEPTH", 32))


def json_too_deep(text: str | bytes, limit: int) -> bool:
    """Whether arrays and objects in ``text`` nest deeper than ``limit`` (strings ignored); no recursion.

    One pass over the brackets left once strings are cut out; unbalanced brackets are left for the parser to
    refuse as malformed.
    """
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    steps = _STRING.sub(b"", data).translate(_DEPTH_STEPS, _NOT_BRACKETS)
    return max(accumulate(map(sub, steps, repeat(1))), default=0) > limit


def loads_bounded(text: str, *, strict: bool = True):
    """``json.loads`` for untrusted text: ``ParseError`` (400) when nested deeper than the limit, malformed, or
    holding what cannot be stored (``nvcpractice.storable``: NUL, a lone surrogate, a number past the float range)."""
    limit = max_json_depth()
    if json_too_deep(text, limit):
        raise ParseError(f"JSON parse error - nested deeper than {limit} levels")
    try:
        value = json.loads(
            text, parse_constant=json.strict_constant if strict else None, parse_float=finite_float if strict else None
        )
    except (ValueError, RecursionError) as exc:
        raise ParseError(f"JSON parse error - {exc}") from None
    reason = unstorable(value)
    if reason is not None:
        raise ParseError(f"JSON parse error - {reason}")
    return value


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
