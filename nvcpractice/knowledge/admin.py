"""Staff manage the knowledge base (re-index) and review wiki entries (approve / reject)."""

from django.contrib import admin
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from nvcpractice.knowledge import services
from nvcpractice.knowledge.models import KnowledgeChunk, WikiEntry


@admin.register(KnowledgeChunk)
class KnowledgeChunkAdmin(admin.ModelAdmin):
    list_display = ("title", "slug", "locale", "topic", "has_embedding", "updated_at")
    list_filter = ("locale", "topic")
    search_fields = ("title", "text", "slug", "source")
    readonly_fields = ("created_at", "updated_at")
    actions = ("reindex",)

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
