"""Loads the project's own seed content (scenarios, knowledge chunks, feelings and needs lists, the answer bank)
idempotently."""

from __future__ import annotations

import json
from pathlib import Path

from django.db import transaction

from nvcpractice.knowledge.services import answer_cards_import, knowledge_chunk_upsert, knowledge_embeddings_schedule
from nvcpractice.nvc import feelings_list, needs_list
from nvcpractice.scenarios.services import scenarios_import

SEED_DIR = Path(__file__).resolve().parent.parent / "seed"

_LIST_TITLES = {
    "en": {
        "feelings": ("Feelings list", "NVC Practice handbook: Feelings list"),
        "needs": ("Needs list", "NVC Practice handbook: Needs list"),
        "met": "Feelings when needs are met",
        "unmet": "Feelings when needs are not met",
    },
    "zh-hans": {
        "feelings": ("感受词汇表", "NVC 练习手册：感受词汇表"),
        "needs": ("需要词汇表", "NVC 练习手册：需要词汇表"),
        "met": "需要得到满足时的感受",
        "unmet": "需要没有得到满足时的感受",
    },
}


def _load(name: str):
    return json.loads((SEED_DIR / name).read_text(encoding="utf-8"))


def vocabulary_chunks() -> list[dict[str, str]]:
    """Knowledge chunks listing feelings and needs in both languages, built from the evaluator's lexicons."""

    separator = {"en": ", ", "zh-hans": "、"}
    chunks = []
    for locale, titles in _LIST_TITLES.items():
        sep = separator[locale]
        feelings = feelings_list(locale)
        feelings_text = "\n".join(f"{titles[kind]}: {sep.join(feelings[kind])}" for kind in ("met", "unmet"))
        needs_text = "\n".join(f"{category}: {sep.join(words)}" for category, words in needs_list(locale).items())
        for kind, text in (("feelings", feelings_text), ("needs", needs_text)):
            title, source = titles[kind]
            chunks.append(
                {
                    "slug": f"{locale}-{kind}-list",
                    "locale": locale,
                    "source": source,
                    "title": title,
                    "topic": "feeling" if kind == "feelings" else "need",
                    "text": text,
                }
            )
    return chunks


@transaction.atomic
def seed_all() -> dict[str, dict[str, int]]:
    """Load every seed file; running it again changes nothing. Returns counts per kind."""
    scenario_counts = scenarios_import(documents=_load("scenarios.json"))
    knowledge_counts = {"created": 0, "updated": 0, "unchanged": 0}
    changed_ids: list[int] = []
    for document in [*_load("knowledge.json"), *vocabulary_chunks()]:
        chunk, outcome = knowledge_chunk_upsert(
            slug=document["slug"],
            locale=document["locale"],
            source=document["source"],
            title=document["title"],
            topic=document.get("topic", ""),
            text=document["text"],
            schedule_embedding=False,
        )
        knowledge_counts[outcome] += 1
        if outcome != "unchanged":
            changed_ids.append(chunk.pk)
    knowledge_embeddings_schedule(chunk_ids=changed_ids)
    answer_counts = answer_cards_import(documents=_load("answers.json"))
    return {"scenarios": scenario_counts, "knowledge": knowledge_counts, "answers": answer_counts}
