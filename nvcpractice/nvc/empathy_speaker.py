"""Whose words a guess is in: the speaker's own ("I'm so tired", 我觉得…) or someone else's, and the speaker not
knowing or asking about the words themselves.

Why this exists: a feeling or need word answers a request for a guess only when it is not the speaker's own and not
a term asked about (安全感是感受还是需要？) or a guess disowned ("no clue", 不知道). The guess readers in
``empathy_acts`` ask these questions of a clause; they are kept here, apart from the guess words.
"""

from __future__ import annotations

import re

EN_SPEAKERS_OWN = re.compile(
    r"(?<![\w'])(?:i|i'?m|im|i\s+am|i\s+was|i'?ve\s+been|me|myself|been)\s+(?:(?:feel|feeling|felt|so|really|"
    r"a\s+bit|kinda|kind\s+of|also|too|just|still|getting|pretty)\s+)*$"
)
EN_UNKNOWING = re.compile(
    r"(?<![\w'])(?:know|idea|sure|tell|understand)\s+(?:what|how|if|whether|why)(?![\w'])|no\s+clue|difference|"
    r"deserves?|doesn'?t\s+deserve|doesnt\s+deserve"
)
ZH_GUESSING_VERB = re.compile(r"我(?:再|也|就)?(?:猜|觉得|感觉|想|估计|认为|看)")
ZH_UNKNOWING = re.compile(
    r"(?<![他她])(?<![他她]们)(?<![他她][也都还])(?:不知道|不清楚)|想不出|猜不出|猜不到|说不出|区别|区分|分不清|搞混|"
    r"是指|指的是|什么意思|是啥|还是\s*(?:感受|需要|想法|策略|请求)|算不算|算\s*(?:是\s*)?(?:一种\s*)?(?:感受|需要|请求|观察)|"
    r"哪有|(?<![里你我他她])(?<![里你我他她][还也都])有.{0,2}吗|不配|"
    r"一回事|不一样|就是要|一定得|非暴力|共情|不想猜|不猜|懒得猜|猜不了"
)
"""The speaker not knowing (not 她也不知道该找谁, someone else's), or asking about the words themselves (需要到底是指啥,
安全感是感受还是需要？, 有这个需要吗 — not 心里有你吗, which asks after someone)."""


_EN_GUESSING_VERB = re.compile(
    r"(?<![\w'])(?:i|i'?d|i'?m)\s+(?:think|reckon|guess|guessing|say|imagine|wonder|wondering|bet|suppose)(?![\w'])"
)
_EN_FIRST_PERSON = re.compile(r"(?<![\w'])(?:i|i'?m|im|i'?ve|ive|i'?d|me|my|myself)(?![\w'])")
_EN_SOMEONE_ELSE = re.compile(r"(?<![\w'])(?:he|she|they|you|u|ur|his|her|their|them|him|your)(?![\w'])")


def en_speakers_clause(clause: str) -> bool:
    """Whether the speaker is who the clause is about ("i'm so tired of this exercise"), not someone they guess at
    ("i think she needs…", "i'd say he's worn out")."""
    rest = _EN_GUESSING_VERB.sub(" ", clause)
    mine = list(_EN_FIRST_PERSON.finditer(rest))
    return bool(mine) and not _EN_SOMEONE_ELSE.search(rest, mine[-1].end())
