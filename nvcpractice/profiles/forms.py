"""The signup form (fields username, password1, password2) and the guarded login form."""

from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.core.exceptions import ValidationError

from nvcpractice.core.login_guard import lockout_message, lockout_of


class SignupForm(UserCreationForm):
    """Django's user creation form; the profile and token are added by the service."""

    class Meta(UserCreationForm.Meta):
        fields = ("username",)


class GuardedAuthenticationForm(AuthenticationForm):
    """Django's login form that says so when the brute-force guard refused the attempt (see ``login_guard``)."""

    def get_invalid_login_error(self):
        wait = lockout_of(self.request)
        if wait:
            return ValidationError(lockout_message(wait), code="locked")
        return super().get_invalid_login_error()
