"""The wiki: search and read what you may see (approved entries and your own), and propose an entry."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from nvcpractice.knowledge import selectors, services
from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.locales import to_locale
from nvcpractice.web.forms import WikiEntryForm, WikiSearchForm

PAGE_SIZE = 20


@login_required
@require_GET
def wiki_list(request):
    form = WikiSearchForm(request.GET or None)
    query = form.cleaned_data["q"].strip() if form.is_valid() else ""
    if query:
        entries = [entry for entry, _score in selectors.wiki_search(user_id=request.user.pk, query=query, k=30)]
    else:
        entries = selectors.wiki_visible_to(user_id=request.user.pk).order_by("-created_at", "-pk")
    page = Paginator(entries, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "web/wiki_list.html", {"form": form, "page": page, "query": query})


@login_required
@require_GET
def wiki_detail(request, pk: int):
    try:
        entry = selectors.wiki_visible_to(user_id=request.user.pk).get(pk=pk)
    except WikiEntry.DoesNotExist:
        raise Http404 from None
    return render(request, "web/wiki_detail.html", {"entry": entry, "mine": entry.author_id == request.user.pk})


@login_required
@require_http_methods(["GET", "POST"])
def wiki_new(request):
    form = WikiEntryForm(request.POST or None, initial={"locale": to_locale(get_language())})
    if request.method == "POST" and form.is_valid():
        try:
            entry = services.wiki_entry_create(author_id=request.user.pk, **form.cleaned_data)
        except ValidationError as exc:
            form.add_error(None, exc.messages)
        else:
            messages.success(request, _("Thank you! Your entry is pending review; others will see it once approved."))
            return redirect("web:wiki-detail", pk=entry.pk)
    return render(request, "web/wiki_new.html", {"form": form})
