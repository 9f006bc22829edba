"""Profile and settings (with data export and account deletion), and the history of practice sessions."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.shortcuts import redirect, render
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from nvcpractice.core import login_guard
from nvcpractice.practice import selectors as practice_selectors
from nvcpractice.profiles.selectors import profile_of
from nvcpractice.profiles.services import account_delete as account_delete_service
from nvcpractice.profiles.services import profile_update
from nvcpractice.web.forms import AccountDeleteForm, ProfileForm

HISTORY_PAGE_SIZE = 20


@login_required
@require_http_methods(["GET", "POST"])
def profile(request):
    current = profile_of(user=request.user)
    initial = {"display_name": current.display_name, "locale": current.locale, "goals": current.goals}
    form = ProfileForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            updated = profile_update(
                user=request.user,
                display_name=data["display_name"],
                locale=data["locale"],
                goals=data["goals"],
            )
        except ValidationError as exc:
            for field, errors in exc.message_dict.items():
                form.add_error(field if field in form.fields else None, errors)
        except ValueError as exc:
            form.add_error(None, str(exc))
        else:
            translation.activate(updated.locale)
            messages.success(request, _("Your profile is saved."))
            response = redirect("web:profile")
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME,
                updated.locale,
                max_age=settings.LANGUAGE_COOKIE_AGE,
                path=settings.LANGUAGE_COOKIE_PATH,
                samesite=settings.LANGUAGE_COOKIE_SAMESITE,
                secure=settings.LANGUAGE_COOKIE_SECURE,
                httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
            )
            return response
    return _profile_page(request, form=form, profile=current)


def _profile_page(request, *, form, profile, delete_form=None, status=200):
    context = {"form": form, "profile": profile, "delete_form": delete_form or AccountDeleteForm()}
    return render(request, "web/profile.html", context, status=status)


@login_required
@require_POST
def account_delete(request):
    """Delete the account after the password is confirmed; the export button on the same page comes first."""
    form = AccountDeleteForm(request.POST)
    username = request.user.get_username()
    wait = login_guard.locked_for(request, username)
    if wait:
        form.add_error("password", login_guard.lockout_message(wait))
    elif form.is_valid() and not request.user.check_password(form.cleaned_data["password"]):
        login_guard.failure_record(request, username)
        form.add_error("password", _("That is not your password; nothing was deleted."))
    if not form.is_valid():
        current = profile_of(user=request.user)
        initial = {"display_name": current.display_name, "locale": current.locale, "goals": current.goals}
        profile_form = ProfileForm(initial=initial)
        return _profile_page(request, form=profile_form, profile=current, delete_form=form, status=400)
    user = request.user
    logout(request)
    account_delete_service(user=user)
    messages.success(request, _("Your account and your practice data are deleted."))
    return redirect("home")


@login_required
@require_GET
def history(request):
    sessions = practice_selectors.sessions_practised(user_id=request.user.pk).order_by("-started_at", "-pk")
    page = Paginator(sessions, HISTORY_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "web/history.html", {"page": page})
