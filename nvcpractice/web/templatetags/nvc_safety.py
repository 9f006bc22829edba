"""The practice page's note on where to find help, in the page's language (``NVC_SAFETY_RESOURCES``)."""

from django import template
from django.utils.translation import get_language

from nvcpractice.locales import to_locale
from nvcpractice.practice.models import PracticeSession
from scenes.safety import safety_resources

register = template.Library()


@register.inclusion_tag("web/_safety.html")
def safety_note(session: PracticeSession) -> dict:
    """Open when a message of this session spoke of danger; folded otherwise."""
    return {
        "resources": safety_resources(locale=to_locale(get_language())),
        "flagged": session.safety_flagged_at is not None,
    }
