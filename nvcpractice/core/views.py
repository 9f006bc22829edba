"""Project-wide pages: home and the health check."""

from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from nvcpractice.core.health import health_report


@require_GET
@never_cache
def healthz(request):
    healthy, parts = health_report()
    return JsonResponse(parts, status=200 if healthy else 503)


def home(request):
    return render(request, "home.html")
