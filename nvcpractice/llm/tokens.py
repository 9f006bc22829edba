"""A cheap token estimate for budgets and history windows (no tokenizer download needed)."""

from nvcpractice.nvc.locale import HAN_RE

_CJK = HAN_RE


def approximate_tokens(text: str) -> int:
    """About one token per CJK character and one per four other characters."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk) // 4 + 1
