"""Knowledge chunks (the seeded handbook), answer cards (short answers to common questions) and wiki entries."""

from django.conf import settings
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.utils.translation import gettext_lazy as _

from nvcpractice.embedding_field import embedding_field, embedding_index
from nvcpractice.locales import Locale


def search_index() -> GinIndex:
    """The full-text index, without GIN's ``fastupdate``: a write goes into the index's tree at once.

    With ``fastupdate`` (GIN's default) written rows wait in an unsorted pending list, up to
    ``gin_pending_list_limit`` (4 MB), until a vacuum or an overflow merges it, and every lookup reads that whole
    list: at 100k passages the full-text half of a search took 14 ms of backend CPU instead of 3.5 ms
    (bench/findings.md). These tables are searched on every question and written rarely, so the writes pay.
    """
    return GinIndex(fields=["search_vector"], fastupdate=False)


class KnowledgeChunk(models.Model):
    """One self-contained passage of the NVC handbook."""

    slug = models.SlugField(max_length=120, unique=True)
    source = models.CharField(_("source"), max_length=200)
    title = models.CharField(_("title"), max_length=200, blank=True)
    topic = models.CharField(_("topic"), max_length=40, blank=True, db_index=True)
    locale = models.CharField(_("language"), max_length=8, choices=Locale.choices, db_index=True)
    text = models.TextField(_("text"))
    embedding = embedding_field()
    search_vector = SearchVectorField(null=True, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("knowledge chunk")
        verbose_name_plural = _("knowledge chunks")
        ordering = ["locale", "slug"]
        indexes = [embedding_index("knowledge_chunk_embedding_hnsw"), search_index()]

    def __str__(self) -> str:
        return self.title or self.slug


class AnswerCard(models.Model):
    """One concept of the answer bank in one language: a short answer, an example and a "why", linked to the
    handbook passage that goes deeper. Example questions and keywords are what a question is matched against."""

    concept = models.SlugField(_("concept"), max_length=80)
    locale = models.CharField(_("language"), max_length=8, choices=Locale.choices, db_index=True)
    topic = models.CharField(_("topic"), max_length=40, blank=True)
    title = models.CharField(_("title"), max_length=200)
    answer = models.TextField(_("answer"))
    example = models.TextField(_("example"))
    why = models.TextField(_("why"))
    questions = models.JSONField(_("example questions"), default=list)
    keywords = models.JSONField(_("keywords"), default=list)
    handbook = models.ForeignKey(
        KnowledgeChunk, on_delete=models.SET_NULL, null=True, blank=True, related_name="answer_cards"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("answer card")
        verbose_name_plural = _("answer cards")
        ordering = ["locale", "concept"]
        constraints = [models.UniqueConstraint(fields=["concept", "locale"], name="answer_card_concept_locale")]

    def __str__(self) -> str:
        return self.title


class WikiEntry(models.Model):
    """A learner-written note; others see it once staff approve it."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Pending review")
        APPROVED = "approved", _("Approved")
        REJECTED = "rejected", _("Rejected")

    TITLE_MAX = 120
    BODY_MAX = 5000

    title = models.CharField(_("title"), max_length=TITLE_MAX)
    body = models.TextField(_("body"), max_length=BODY_MAX)
    locale = models.CharField(_("language"), max_length=8, choices=Locale.choices, default=Locale.EN)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="wiki_entries", verbose_name=_("author")
    )
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.PENDING)
    embedding = embedding_field()
    search_vector = SearchVectorField(null=True, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("wiki entry")
        verbose_name_plural = _("wiki entries")
        ordering = ["-created_at"]
        indexes = [embedding_index("wiki_entry_embedding_hnsw"), search_index()]

    def __str__(self) -> str:
        return self.title
