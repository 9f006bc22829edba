"""Sessions, messages, evaluations, four-step results and tool invocations in the admin: an audit trail, read-only."""

from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from nvcpractice.core.admin_mixins import ReadOnlyAdminMixin, ReadOnlyInline
from nvcpractice.practice.models import (
    Evaluation,
    Message,
    PendingAction,
    PracticeSession,
    StepResult,
    ToolInvocation,
)


class MessageInline(ReadOnlyInline):
    model = Message
    fields = ("role", "content", "tool_calls", "tool_call_id", "created_at")
    readonly_fields = fields  # created_at is not editable: without this the session page fails to build its form


class SafetyFlagFilter(admin.SimpleListFilter):
    """Sessions in which a message spoke of self-harm, violence or abuse (and the coach stepped out of practice)."""

    title = _("safety concern")
    parameter_name = "safety"

    def lookups(self, request, model_admin):
        return (("yes", _("Raised")), ("no", _("Not raised")))

    def queryset(self, request, queryset):
        if self.value() == "yes":
            return queryset.filter(safety_flagged_at__isnull=False)
        if self.value() == "no":
            return queryset.filter(safety_flagged_at__isnull=True)
        return queryset


@admin.register(PracticeSession)
class PracticeSessionAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "user", "mode", "scenario", "structured_step", "status", "safety_concern", "started_at")
    list_filter = ("mode", "status", SafetyFlagFilter)
    search_fields = ("user__username",)
    inlines = (MessageInline,)

    @admin.display(description=_("safety concern"), boolean=True, ordering="safety_flagged_at")
    def safety_concern(self, session):
        return session.safety_flagged_at is not None


@admin.register(Message)
class MessageAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "session", "role", "short_content", "created_at")
    list_filter = ("role",)
    search_fields = ("content",)

    @admin.display(description="content")
    def short_content(self, message):
        return message.content[:80]


@admin.register(Evaluation)
class EvaluationAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "user", "score", "observation", "feeling", "need", "request", "locale", "created_at")
    list_filter = ("locale", "observation", "feeling", "need", "request")
    search_fields = ("text", "user__username")


@admin.register(StepResult)
class StepResultAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "user", "session", "component", "attempt", "label", "accepted", "locale", "created_at")
    list_filter = ("component", "accepted", "label", "locale", "source")
    search_fields = ("text", "user__username")


@admin.register(ToolInvocation)
class ToolInvocationAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "tool", "user", "session", "ok", "latency_ms", "created_at")
    list_filter = ("tool", "ok")
    search_fields = ("tool", "user__username", "error")


@admin.register(PendingAction)
class PendingActionAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "tool", "user", "session", "status", "created_at", "expires_at")
    list_filter = ("tool", "status")
