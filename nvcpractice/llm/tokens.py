"""A cheap token estimate for budgets and history windows (no tokenizer download needed)."""

import re

_CJK = re.compile(r"[\u3400-\u9fff]")


def approximate_tokens(text: str) -> int:
    """About one token per CJK character and one per four other characters."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk) // 4 + 1
