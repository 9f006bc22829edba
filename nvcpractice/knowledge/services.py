"""Writes for the knowledge base and the wiki; embeddings are computed by Celery after the commit."""

from __future__ import annotations

from django.contrib.postgres.search import SearchVector
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Value

from nvcpractice.core.dispatch import dispatch_on_commit
from nvcpractice.embedding_field import embed_rows
from nvcpractice.knowledge.models import AnswerCard, KnowledgeChunk, WikiEntry
from nvcpractice.knowledge.text_search import search_document
from nvcpractice.locales import Locale
from nvcpractice.sanitize import clean_user_text


def _search_vector(*parts: str) -> SearchVector:
    return SearchVector(Value(search_document(*parts)), config="simple")


def knowledge_chunk_upsert(
    *, slug: str, locale: str, source: str, title: str, topic: str, text: str, schedule_embedding: bool = True
) -> tuple[KnowledgeChunk, str]:
    """Create or update a chunk by slug; returns (chunk, "created" | "updated" | "unchanged").

    New or changed text is queued for embedding unless the caller batches that itself.
    """
    fields = {"locale": locale, "source": source, "title": title, "topic": topic, "text": text}
    chunk = KnowledgeChunk.objects.filter(slug=slug).first()
    if chunk is not None and all(getattr(chunk, name) == value for name, value in fields.items()):
        return chunk, "unchanged"
    outcome = "created" if chunk is None else "updated"
    if chunk is None:
        chunk = KnowledgeChunk.objects.create(slug=slug, **fields)
    else:
        for name, value in fields.items():
            setattr(chunk, name, value)
        chunk.embedding = None
        chunk.save()
    KnowledgeChunk.objects.filter(pk=chunk.pk).update(search_vector=_search_vector(title, text))
    if schedule_embedding:
        knowledge_embeddings_schedule(chunk_ids=[chunk.pk])
    return chunk, outcome


ANSWER_FIELDS = ("topic", "title", "answer", "example", "why", "questions", "keywords")


def answer_card_upsert(*, concept: str, locale: str, handbook_slug: str, **fields) -> tuple[AnswerCard, str]:
    """Create or update the ``concept`` card in ``locale``; returns (card, "created" | "updated" | "unchanged").

    ``fields`` are ``ANSWER_FIELDS``; ``handbook_slug`` names the knowledge chunk the answer links to.
    """
    unknown = set(fields) - set(ANSWER_FIELDS)
    if unknown:
        raise ValueError(f"unknown answer card field(s): {', '.join(sorted(unknown))}")
    handbook = KnowledgeChunk.objects.filter(slug=handbook_slug).first()
    if handbook is None:
        raise ValueError(f"answer {concept!r} links to a missing handbook chunk {handbook_slug!r}")
    values = {**fields, "handbook": handbook}
    card = AnswerCard.objects.filter(concept=concept, locale=locale).first()
    if card is None:
        return AnswerCard.objects.create(concept=concept, locale=locale, **values), "created"
    if all(getattr(card, name) == value for name, value in values.items()):
        return card, "unchanged"
    for name, value in values.items():
        setattr(card, name, value)
    card.save()
    return card, "updated"


def answer_cards_import(*, documents: list[dict]) -> dict[str, int]:
    """Load answer-bank documents (``{"concept", "topic", "<locale>": {...}}``); returns counts per outcome."""
    counts = {"created": 0, "updated": 0, "unchanged": 0}
    for document in documents:
        for locale in Locale.values:
            entry = document[locale]
            _, outcome = answer_card_upsert(
                concept=document["concept"],
                locale=locale,
                handbook_slug=entry["handbook"],
                topic=document.get("topic", ""),
                **{name: entry[name] for name in ANSWER_FIELDS if name != "topic"},
            )
            counts[outcome] += 1
    return counts


def knowledge_embeddings_schedule(*, chunk_ids: list[int] | None = None, wiki_ids: list[int] | None = None) -> None:
    """Queue embedding of the given rows once the current transaction commits."""
    if chunk_ids:
        dispatch_on_commit("nvcpractice.knowledge.tasks.embed_knowledge_chunks", list(chunk_ids))
    if wiki_ids:
        dispatch_on_commit("nvcpractice.knowledge.tasks.embed_wiki_entries", list(wiki_ids))


def knowledge_chunks_embed(*, chunk_ids: list[int]) -> int:
    """Compute and store embeddings of the given chunks; returns how many were stored."""
    return embed_rows(KnowledgeChunk, chunk_ids, lambda chunk: f"{chunk.title}\n{chunk.text}")


def wiki_entries_embed(*, entry_ids: list[int]) -> int:
    """Compute and store embeddings of wiki entries; returns how many were stored."""
    return embed_rows(WikiEntry, entry_ids, lambda entry: f"{entry.title}\n{entry.body}")


def knowledge_reindex_all() -> int:
    """Queue re-embedding of every chunk and wiki entry (after a provider or dimension change)."""
    chunk_ids = list(KnowledgeChunk.objects.values_list("pk", flat=True))
    wiki_ids = list(WikiEntry.objects.values_list("pk", flat=True))
    knowledge_embeddings_schedule(chunk_ids=chunk_ids, wiki_ids=wiki_ids)
    return len(chunk_ids) + len(wiki_ids)


@transaction.atomic
def wiki_entry_set_status(*, entry_ids: list[int], status: str) -> int:
    """Staff review: approve or reject entries; returns how many changed."""
    if status not in WikiEntry.Status.values:
        raise ValueError(f"unknown wiki status {status!r}")
    return WikiEntry.objects.filter(pk__in=entry_ids).exclude(status=status).update(status=status)


def wiki_entry_create(*, author_id: int, title: str, body: str, locale: str) -> WikiEntry:
    """A pending wiki entry by ``author_id``, sanitised and length-checked; staff approve it before others see it."""
    title, body = clean_user_text(title), clean_user_text(body)
    if not title or not body:
        raise ValidationError("title and body must not be empty")
    if len(title) > WikiEntry.TITLE_MAX or len(body) > WikiEntry.BODY_MAX:
        raise ValidationError(f"title is limited to {WikiEntry.TITLE_MAX} and body to {WikiEntry.BODY_MAX} characters")
    if locale not in Locale.values:
        raise ValidationError("locale must be en or zh-hans")
    with transaction.atomic():
        entry = WikiEntry.objects.create(author_id=author_id, title=title, body=body, locale=locale)
        WikiEntry.objects.filter(pk=entry.pk).update(search_vector=_search_vector(title, body))
        knowledge_embeddings_schedule(wiki_ids=[entry.pk])
    return entry
