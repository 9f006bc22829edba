"""A sentence we quote inside one of our own loses its full stop: “我很难过”，不是“我很难过。”，

Why this exists: the coach quotes the learner's whole answer into its own sentences ("In “{text}” I find …",
“看你写的“{text}”，……”), and an answer ends with its own full stop, so replies read In “You're late again.” I find
and 看你写的“你又迟到了。”，. English and Chinese usage (GB/T 15834) both drop the full stop of a quotation used as
part of a sentence that goes on; a quotation that ends the line keeps it. A question or exclamation mark stays: it
carries the tone. Only the join between a template and what is put into it changes.
"""

from __future__ import annotations

import re

_FULL_STOPS = "。．."
#: After the value: a closing quotation mark, then more of the sentence on the same line.
_QUOTE_GOES_ON = re.compile(r"[”’][^\S\n]*\S")


def quote_stop_dropped(value: str, following: str) -> str:
    """``value`` without its one final full stop when ``following`` closes the quotation and the sentence goes on
    (an ellipsis, ``...`` or ``。。``, is kept)."""
    if len(value) < 2 or value[-1] not in _FULL_STOPS or value[-2] in _FULL_STOPS:
        return value
    return value[:-1] if _QUOTE_GOES_ON.match(following) else value
