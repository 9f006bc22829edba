"""One language per person: the interface follows the profile's language unless the browser chose one.

Runs after ``AuthenticationMiddleware``. For a signed-in user with no language cookie, the profile's language is
activated (Django's ``LocaleMiddleware`` only knows the cookie and ``Accept-Language``). When a signed-in user
switches language through ``POST /i18n/setlang/``, the profile follows, so the coach answers in that language too.
"""

from __future__ import annotations

from django.conf import settings
from django.urls import reverse
from django.utils import translation

from nvcpractice.locales import Locale
from nvcpractice.profiles.models import Profile
from nvcpractice.profiles.services import profile_update


class ProfileLanguageMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        signed_in = user is not None and user.is_authenticated
        if signed_in and settings.LANGUAGE_COOKIE_NAME not in request.COOKIES:
            locale = Profile.objects.filter(user=user).values_list("locale", flat=True).first()
            if locale in Locale.values:
                translation.activate(locale)
                request.LANGUAGE_CODE = translation.get_language()
        response = self.get_response(request)
        if signed_in and request.method == "POST" and response.status_code in (302, 204):
            self._follow_language_switch(request, user)
        return response

    @staticmethod
    def _follow_language_switch(request, user) -> None:
        if request.path != reverse("set_language"):
            return
        language = request.POST.get("language", "")
        if language in Locale.values:
            profile_update(user=user, locale=language)
