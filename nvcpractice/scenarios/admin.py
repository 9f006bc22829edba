"""Staff manage scenarios: review (with a preview), bulk approve or archive, import and export as JSON.

Approving generated drafts that no one on the staff has edited goes through a confirmation page that shows each
draft's situation and opening line, as Django's delete confirmation does, so nothing is published unread.
"""

import json

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.template.defaultfilters import truncatechars
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from nvcpractice.scenarios import selectors, services
from nvcpractice.scenarios.forms import ScenarioAdminForm, ScenarioImportForm
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import LINE_FIELDS


@admin.register(Scenario)
class ScenarioAdmin(admin.ModelAdmin):
    form = ScenarioAdminForm
    list_display = (
        "title",
        "preview",
        "locale",
        "difficulty",
        "status",
        "source",
        "edited",
        "created_by",
        "updated_at",
    )
    list_filter = ("status", "locale", "difficulty", "source")
    search_fields = ("title", "situation", "other_role", "slug")
    readonly_fields = ("created_at", "updated_at", "edited_at")
    fieldsets = (
        (None, {"fields": ("slug", "title", "locale", "difficulty", "tags", "status", "source", "created_by")}),
        (_("The situation"), {"fields": ("situation", "other_role", "opening_line", "other_feelings", "other_needs")}),
        (
            _("How the other party answers"),
            {"fields": tuple(LINE_FIELDS)},
        ),
        (_("History"), {"fields": ("created_at", "updated_at", "edited_at")}),
    )
    autocomplete_fields = ()
    raw_id_fields = ("created_by",)
    actions = ("approve", "archive", "export_json")
    change_list_template = "admin/scenarios/scenario/change_list.html"

    def _set_status(self, request, queryset, status, label):
        changed = services.scenarios_set_status(scenario_ids=list(queryset.values_list("pk", flat=True)), status=status)
        self.message_user(
            request,
            ngettext("%(n)d scenario %(label)s.", "%(n)d scenarios %(label)s.", changed)
            % {"n": changed, "label": label},
        )

    @admin.display(description=_("preview"))
    def preview(self, scenario):
        return format_html(
            '<span class="scenario-preview">{}<br><q>{}</q></span>',
            truncatechars(scenario.situation, 180),
            truncatechars(scenario.opening_line, 120),
        )

    @admin.display(description=_("edited by staff"), boolean=True)
    def edited(self, scenario):
        if scenario.source != Scenario.Source.GENERATED:
            return None
        return not services.scenario_is_unedited_draft(scenario=scenario)

    def save_model(self, request, obj, form, change):
        if change and form.changed_data:
            obj.edited_at = timezone.now()
        super().save_model(request, obj, form, change)

    @admin.action(description=_("Approve selected scenarios"), permissions=["change"])
    def approve(self, request, queryset):
        unread = [s for s in queryset.order_by("pk") if services.scenario_is_unedited_draft(scenario=s)]
        if unread and request.POST.get("confirm") != "yes":
            context = {
                **self.admin_site.each_context(request),
                "title": _("Approve generated drafts?"),
                "opts": self.model._meta,
                "unread": unread,
                "others": queryset.count() - len(unread),
                "queryset": queryset,
                "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
                "media": self.media,
            }
            return render(request, "admin/scenarios/scenario/approve_confirmation.html", context)
        self._set_status(request, queryset, Scenario.Status.APPROVED, _("approved"))

    @admin.action(description=_("Archive selected scenarios"), permissions=["change"])
    def archive(self, request, queryset):
        self._set_status(request, queryset, Scenario.Status.ARCHIVED, _("archived"))

    @admin.action(description=_("Export selected scenarios as JSON"), permissions=["view"])
    def export_json(self, request, queryset):
        body = json.dumps(selectors.scenario_documents(scenarios=queryset), ensure_ascii=False, indent=2)
        response = HttpResponse(body, content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="scenarios.json"'
        return response

    def get_urls(self):
        extra = [path("import/", self.admin_site.admin_view(self.import_view), name="scenarios_scenario_import")]
        return extra + super().get_urls()

    def import_view(self, request):
        if not self.has_add_permission(request):
            return redirect("admin:index")
        form = ScenarioImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            try:
                counts = services.scenarios_import(documents=form.cleaned_data["file"])
            except ValidationError as exc:
                form.add_error("file", exc)
            else:
                self.message_user(
                    request,
                    _("Imported: %(created)d created, %(updated)d updated, %(unchanged)d unchanged.") % counts,
                    messages.SUCCESS,
                )
                return redirect(reverse("admin:scenarios_scenario_changelist"))
        context = {
            **self.admin_site.each_context(request),
            "form": form,
            "opts": self.model._meta,
            "title": _("Import scenarios"),
        }
        return render(request, "admin/scenarios/scenario/import.html", context)
