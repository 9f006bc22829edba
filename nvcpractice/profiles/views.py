"""Account pages: signup, and login behind the brute-force guard (logout is Django's own view)."""

import math

from django.contrib.auth import login
from django.contrib.auth.views import LoginView
from django.shortcuts import redirect, render
from django.utils.translation import get_language, ngettext

from nvcpractice.core import login_guard
from nvcpractice.core.throttling import limits_wait, request_limits
from nvcpractice.profiles import services
from nvcpractice.profiles.forms import GuardedAuthenticationForm, SignupForm


class GuardedLoginView(LoginView):
    """Django's login page; a locked-out attempt answers 429 with the guard's message."""

    form_class = GuardedAuthenticationForm

    def form_invalid(self, form):
        response = super().form_invalid(form)
        wait = login_guard.lockout_of(self.request)
        if wait:
            response.status_code = 429
            response["Retry-After"] = str(wait)
        return response


def signup(request):
    """Sign-up, behind the login guard's address lock and the API registration's rate limit (per address)."""
    if request.user.is_authenticated:
        return redirect("home")
    form = SignupForm(request.POST or None)
    if request.method == "POST":
        wait = login_guard.locked_for(request)
        too_many = None if wait else limits_wait(limits=request_limits(request=request, scopes=["auth"]))
        if wait:
            form.add_error(None, login_guard.lockout_message(wait))
        elif too_many is not None:
            form.add_error(None, _too_many_sign_ups(too_many))
            response = render(request, "registration/signup.html", {"form": form}, status=429)
            response["Retry-After"] = str(math.ceil(too_many))
            return response
        elif form.is_valid():
            user = services.user_register(
                username=form.cleaned_data["username"],
                password=form.cleaned_data["password1"],
                locale=get_language(),
            )
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            return redirect("home")
        else:
            login_guard.failure_record(request)
    return render(request, "registration/signup.html", {"form": form})


def _too_many_sign_ups(seconds: float) -> str:
    minutes = max(1, math.ceil(seconds / 60))
    return ngettext(
        "Many accounts were just created from here. Please wait a minute and try again.",
        "Many accounts were just created from here. Please wait %(minutes)d minutes and try again.",
        minutes,
    ) % {"minutes": minutes}
