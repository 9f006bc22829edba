"""A scenario: a situation, the other party the coach plays, and how that person reacts."""

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _

from nvcpractice.embedding_field import embedding_field, embedding_index
from nvcpractice.locales import Locale


class Scenario(models.Model):
    """A situation to practise, with the other party's role and opening line."""

    class Status(models.TextChoices):
        DRAFT = "draft", _("Draft")
        PENDING_REVIEW = "pending_review", _("Pending review")
        APPROVED = "approved", _("Approved")
        ARCHIVED = "archived", _("Archived")

    class Source(models.TextChoices):
        LIBRARY = "library", _("Library")
        GENERATED = "generated", _("Generated")

    class Difficulty(models.IntegerChoices):
        MILD = 1, _("Mild")
        TENSE = 2, _("Tense")
        HEATED = 3, _("Heated")

    slug = models.SlugField(max_length=120, unique=True, null=True, blank=True)
    title = models.CharField(_("title"), max_length=160)
    situation = models.TextField(_("situation"), max_length=2000)
    other_role = models.CharField(_("other party"), max_length=120)
    opening_line = models.TextField(_("opening line"), max_length=600)
    difficulty = models.PositiveSmallIntegerField(
        _("difficulty"),
        choices=Difficulty.choices,
        default=Difficulty.MILD,
        validators=[MinValueValidator(1), MaxValueValidator(3)],
    )
    locale = models.CharField(_("language"), max_length=8, choices=Locale.choices, default=Locale.EN, db_index=True)
    tags = ArrayField(models.CharField(max_length=40), default=list, blank=True, verbose_name=_("tags"))
    other_feelings = models.JSONField(_("other party's feelings"), default=list, blank=True)
    other_needs = models.JSONField(_("other party's needs"), default=list, blank=True)
    pushback_lines = models.JSONField(_("pushback lines"), default=list, blank=True)
    softening_lines = models.JSONField(_("softening lines"), default=list, blank=True)
    agree_lines = models.JSONField(_("agreeing lines"), default=list, blank=True)
    counter_offer_lines = models.JSONField(_("counter-offer lines"), default=list, blank=True)
    no_with_need_lines = models.JSONField(_("lines saying no with a need"), default=list, blank=True)
    resolution_lines = models.JSONField(_("resolution lines"), default=list, blank=True)
    status = models.CharField(_("status"), max_length=16, choices=Status.choices, default=Status.DRAFT, db_index=True)
    source = models.CharField(_("source"), max_length=10, choices=Source.choices, default=Source.LIBRARY)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="scenarios",
        verbose_name=_("created by"),
    )
    #: The draft as it was generated (documents fields); staff edits are seen by comparing with it.
    generated_draft = models.JSONField(_("generated draft"), null=True, blank=True, editable=False)
    edited_at = models.DateTimeField(_("edited by staff at"), null=True, blank=True, editable=False)
    embedding = embedding_field()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("scenario")
        verbose_name_plural = _("scenarios")
        ordering = ["difficulty", "title"]
        indexes = [embedding_index("scenario_embedding_hnsw")]

    def __str__(self) -> str:
        return self.title

    def embedding_text(self) -> str:
        return " ".join([self.title, self.situation, self.other_role, " ".join(self.tags)])
