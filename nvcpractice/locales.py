"""The two languages the product speaks, as stored on profiles, scenarios and knowledge."""

from django.db import models
from django.utils.translation import gettext_lazy as _


class Locale(models.TextChoices):
    """Content and interface language."""

    EN = "en", _("English")
    ZH_HANS = "zh-hans", _("Simplified Chinese")


def to_locale(value: str | None, default: str = Locale.EN) -> str:
    """Map loose spellings (``zh``, ``zh-CN``, ``zh_Hans``) to a stored locale; unknown values give ``default``."""
    if not value:
        return default
    lowered = value.strip().lower().replace("_", "-")
    if lowered.startswith("zh"):
        return Locale.ZH_HANS
    if lowered.startswith("en"):
        return Locale.EN
    return default
