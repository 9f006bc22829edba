"""App config for profiles."""

from django.apps import AppConfig


class ProfilesConfig(AppConfig):
    """Profiles and accounts."""

    name = "nvcpractice.profiles"
    label = "profiles"
