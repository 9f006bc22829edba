"""The learner's profile: one per user."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from nvcpractice.locales import Locale


class Profile(models.Model):
    """What the coach knows about a learner, and their settings."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    display_name = models.CharField(_("display name"), max_length=80, blank=True)
    locale = models.CharField(_("language"), max_length=8, choices=Locale.choices, default=Locale.EN)
    goals = models.TextField(_("goals"), max_length=1000, blank=True)
    preferences = models.JSONField(_("preferences"), default=dict, blank=True)
    level = models.PositiveSmallIntegerField(_("level"), default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("profile")
        verbose_name_plural = _("profiles")

    def __str__(self) -> str:
        return self.display_name or self.user.get_username()
