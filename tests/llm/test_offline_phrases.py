"""Every Chinese line the offline coach says keeps an English name or quote apart from the Chinese around it."""

import re
from string import Formatter

import pytest

from nvcpractice.llm.offline import answer_phrases, empathy_drill, phrases, roleplay
from nvcpractice.llm.offline.phrases import phrase

TABLES = {
    "phrases": phrases.PHRASES,
    "roleplay": roleplay.PHRASES,
    "empathy_drill": empathy_drill.PHRASES,
    "answer_phrases": answer_phrases.ANSWER_PHRASES,
}
TOUCHING = re.compile(r"[\u4e00-\u9fff]Jess|Jess[\u4e00-\u9fff]")


@pytest.mark.parametrize("table", sorted(TABLES))
def test_an_english_value_never_runs_into_chinese_text(table):
    for key, template in TABLES[table]["zh-hans"].items():
        fields = {name for _, name, _, _ in Formatter().parse(template) if name}
        if not fields:
            continue
        text = phrase(TABLES[table], "zh-hans", key, **dict.fromkeys(fields, "Jess, your classmate Jess"))
        assert not TOUCHING.search(text), (key, text)
