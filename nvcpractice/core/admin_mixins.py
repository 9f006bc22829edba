"""Admin building blocks shared by the apps."""

from django.contrib import admin


class ReadOnlyAdminMixin:
    """An audit view: staff can look but not add, change or delete."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class ReadOnlyInline(ReadOnlyAdminMixin, admin.TabularInline):
    """A read-only tabular inline."""

    extra = 0
    show_change_link = False
