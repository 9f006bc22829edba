"""Staff manage the knowledge base (re-index, with a progress page), read the answer bank, and review wiki entries
(approve / reject)."""

import warnings

from celery.result import AsyncResult
from django.contrib import admin, messages
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from nvcpractice.knowledge import services, tasks
from nvcpractice.knowledge.models import AnswerCard, KnowledgeChunk, WikiEntry


def reindex_status(task_id: str) -> dict:
    """The re-index task's state for the progress page: ``{state, done, total, message}``."""
    result = AsyncResult(task_id)
    with warnings.catch_warnings():  # eager runs (tests) store their progress themselves: reading it is fine
        warnings.filterwarnings("ignore", "Results are not stored in backend", RuntimeWarning)
        state, info = result.state, result.info
    progress = info if isinstance(info, dict) else {}
    done, total = int(progress.get("done") or 0), progress.get("total")
    if state == "SUCCESS":
        total = total if total is not None else done
        body = {"state": "done", "done": total, "total": total}
        body["message"] = ngettext("Done: %d item re-indexed.", "Done: %d items re-indexed.", total) % total
    elif state == "FAILURE":
        body = {
            "state": "failed",
            "done": done,
            "total": total,
            "message": str(_("The re-index failed; see the worker's log.")),
        }
    elif state in ("PROGRESS", "STARTED"):
        body = {"state": "running", "done": done, "total": total}
        body["message"] = str(_("Re-indexed %(done)d of %(total)d…") % {"done": done, "total": total or 0})
    else:
        body = {"state": "pending", "done": 0, "total": None, "message": str(_("Waiting for a worker to start…"))}
    return body


@admin.register(KnowledgeChunk)
class KnowledgeChunkAdmin(admin.ModelAdmin):
    list_display = ("title", "slug", "locale", "topic", "has_embedding", "updated_at")
    list_filter = ("locale", "topic")
    search_fields = ("title", "text", "slug", "source")
    readonly_fields = ("created_at", "updated_at")
    actions = ("reindex", "reindex_all_with_progress")
    change_list_template = "admin/knowledge/knowledgechunk/change_list.html"

    @admin.display(boolean=True, description=_("embedded"))
    def has_embedding(self, chunk):
        return chunk.embedding is not None

    @admin.action(description=_("Re-compute embeddings of selected chunks"), permissions=["change"])
    def reindex(self, request, queryset):
        ids = list(queryset.values_list("pk", flat=True))
        services.knowledge_embeddings_schedule(chunk_ids=ids)
        self.message_user(
            request, ngettext("%d chunk queued for embedding.", "%d chunks queued for embedding.", len(ids)) % len(ids)
        )

    @admin.action(description=_("Re-index all (with progress)"), permissions=["change"])
    def reindex_all_with_progress(self, request, queryset):
        return self._start_reindex(request)

    def _start_reindex(self, request):
        try:
            result = tasks.reindex_knowledge.delay()
        except Exception:  # the broker is down: say so instead of failing the page
            self.message_user(request, _("Could not start the re-index: is the task queue running?"), messages.ERROR)
            return redirect("admin:knowledge_knowledgechunk_changelist")
        return redirect("admin:knowledge_knowledgechunk_reindex_progress", task_id=result.id)

    def get_urls(self):
        extra = [
            path(
                "reindex/",
                self.admin_site.admin_view(require_POST(self.reindex_start_view)),
                name="knowledge_knowledgechunk_reindex",
            ),
            path(
                "reindex/<str:task_id>/",
                self.admin_site.admin_view(self.reindex_progress_view),
                name="knowledge_knowledgechunk_reindex_progress",
            ),
            path(
                "reindex/<str:task_id>/status/",
                self.admin_site.admin_view(never_cache(self.reindex_status_view)),
                name="knowledge_knowledgechunk_reindex_status",
            ),
        ]
        return extra + super().get_urls()

    def reindex_start_view(self, request):
        if not self.has_change_permission(request):
            return redirect("admin:index")
        return self._start_reindex(request)

    def reindex_progress_view(self, request, task_id: str):
        if not self.has_change_permission(request):
            return redirect("admin:index")
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Re-indexing the knowledge base"),
            "status_url": reverse("admin:knowledge_knowledgechunk_reindex_status", args=[task_id]),
            "changelist_url": reverse("admin:knowledge_knowledgechunk_changelist"),
        }
        return render(request, "admin/knowledge/knowledgechunk/reindex_progress.html", context)

    def reindex_status_view(self, request, task_id: str):
        if not self.has_change_permission(request):
            return JsonResponse({"error": "forbidden"}, status=403)
        return JsonResponse(reindex_status(task_id))


@admin.register(AnswerCard)
class AnswerCardAdmin(admin.ModelAdmin):
    """The answer bank is seed content (``nvc_seed`` restores it), so staff read it here rather than edit it."""

    list_display = ("title", "concept", "locale", "topic", "handbook")
    list_filter = ("locale", "topic")
    search_fields = ("title", "concept", "answer")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(WikiEntry)
class WikiEntryAdmin(admin.ModelAdmin):
    list_display = ("title", "author", "locale", "status", "created_at")
    list_filter = ("status", "locale")
    search_fields = ("title", "body", "author__username")
    readonly_fields = ("author", "created_at", "updated_at")
    actions = ("approve", "reject")

    def _review(self, request, queryset, status):
        changed = services.wiki_entry_set_status(entry_ids=list(queryset.values_list("pk", flat=True)), status=status)
        self.message_user(request, ngettext("%d entry updated.", "%d entries updated.", changed) % changed)

    @admin.action(description=_("Approve selected entries"), permissions=["change"])
    def approve(self, request, queryset):
        self._review(request, queryset, WikiEntry.Status.APPROVED)

    @admin.action(description=_("Reject selected entries"), permissions=["change"])
    def reject(self, request, queryset):
        self._review(request, queryset, WikiEntry.Status.REJECTED)
