"""The signup form (fields username, password1, password2)."""

from django.contrib.auth.forms import UserCreationForm


class SignupForm(UserCreationForm):
    """Django's user creation form; the profile and token are added by the service."""

    class Meta(UserCreationForm.Meta):
        fields = ("username",)
