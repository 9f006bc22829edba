"""Pages answer 503 with a plain message (not a traceback or a 500) while the database is unreachable, and 400
when it refused the request's data."""

import logging

from django.db import DataError
from django.http import HttpResponse

from nvcpractice.core.api_errors import DATABASE_UNAVAILABLE, UNSTORABLE, database_unavailable

logger = logging.getLogger(__name__)


class DatabaseUnavailableMiddleware:
    """Turns a lost database connection into 503 + Retry-After; the next request reconnects."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, DataError):
            logger.warning("data the database refused: %s", exception)
            return HttpResponse(UNSTORABLE, status=400, content_type="text/plain; charset=utf-8")
        if database_unavailable(exception):
            logger.warning("database unavailable: %s", exception)
            response = HttpResponse(DATABASE_UNAVAILABLE, status=503, content_type="text/plain; charset=utf-8")
            response["Retry-After"] = "5"
            return response
        return None
