"""``/healthz``: a read-only report for load balancers and people running the app."""

from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from nvcpractice.ops.health import health_report


@require_GET
@never_cache
def healthz(request):
    healthy, parts = health_report()
    return JsonResponse(parts, status=200 if healthy else 503)
