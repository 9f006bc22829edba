"""The Chinese concepts the safety check reads: words for people close to the writer, harms, body parts, signals of
suicide and self-harm, means, control, contexts such as a game or a patient, …

Why this exists: the Chinese frames (``chinese_frames.py``) are written over these concepts, so a new way of saying
the same thing (拧, 掐, 扭着我的胳膊) is one word added to its concept in ``lexicon/zh.txt``. ``chinese_tokens.py``
segments the message with jieba (rjieba) and marks every entry that a run of tokens spells. Written from
crisis-line warning signs and how people write online (谐音 such as 紫砂, 鼠鼠, 寄), not from any particular
message. Simplified characters only: traditional ones are converted before.
"""

from __future__ import annotations

from .lexicon import lexicon


def chinese_lexicon() -> dict[str, tuple[str, ...]]:
    """Entries by concept."""
    return lexicon("zh", None)
