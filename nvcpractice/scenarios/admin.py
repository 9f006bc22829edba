"""Staff manage scenarios: review, bulk approve or archive, import and export as JSON."""

import json

from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from nvcpractice.scenarios import selectors, services
from nvcpractice.scenarios.forms import ScenarioImportForm
from nvcpractice.scenarios.models import Scenario


@admin.register(Scenario)
class ScenarioAdmin(admin.ModelAdmin):
    list_display = ("title", "locale", "difficulty", "status", "source", "created_by", "updated_at")
    list_filter = ("status", "locale", "difficulty", "source")
    search_fields = ("title", "situation", "other_role", "slug")
    readonly_fields = ("created_at", "updated_at")
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

    @admin.action(description=_("Approve selected scenarios"), permissions=["change"])
    def approve(self, request, queryset):
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
