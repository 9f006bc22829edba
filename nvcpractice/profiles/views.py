"""Account pages: signup (login and logout are Django's own views)."""

from django.contrib.auth import login
from django.shortcuts import redirect, render
from django.utils.translation import get_language

from nvcpractice.profiles import services
from nvcpractice.profiles.forms import SignupForm


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = services.user_register(
            username=form.cleaned_data["username"],
            password=form.cleaned_data["password1"],
            locale=get_language(),
        )
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("home")
    return render(request, "registration/signup.html", {"form": form})
