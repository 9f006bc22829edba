"""Profiles in the admin."""

from django.contrib import admin

from nvcpractice.profiles.models import Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "display_name", "locale", "level", "updated_at")
    list_filter = ("locale", "level")
    search_fields = ("user__username", "display_name")
    raw_id_fields = ("user",)
