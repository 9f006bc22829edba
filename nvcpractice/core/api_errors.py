"""One error body for the whole API: ``{"error": "<sentence>", ...field errors}``.

DRF's field errors stay where clients expect them (``{"text": ["…"]}``) and an ``error`` sentence is added, so a
client can always show ``body.error``. Django's own ``ValidationError`` from a service becomes a 400 too.
Unexpected exceptions become a 500 with the same shape, never a traceback.
"""

from __future__ import annotations

import logging

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import DatabaseError, DataError, IntegrityError
from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import exception_handler

logger = logging.getLogger(__name__)
DATABASE_UNAVAILABLE = "The database is unavailable right now; please try again in a few seconds."
UNSTORABLE = "This request holds something that cannot be stored (such as a NUL character); nothing was saved."


def database_unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` means the database could not be reached or used (503, try again), as opposed to refusing
    this data (``DataError``: 400; the boundaries refuse such data first, see ``nvcpractice.storable``) or a
    constraint (``IntegrityError``)."""
    return isinstance(exc, DatabaseError) and not isinstance(exc, IntegrityError | DataError)


def _first_message(detail) -> str:
    if isinstance(detail, dict):
        for key, value in detail.items():
            message = _first_message(value)
            if message:
                return message if key in {"detail", "non_field_errors", "error"} else f"{key}: {message}"
        return ""
    if isinstance(detail, list):
        return _first_message(detail[0]) if detail else ""
    return str(detail)


def api_exception_handler(exc, context):
    if isinstance(exc, DataError):
        logger.warning("data the database refused: %s", exc)
        return Response({"error": UNSTORABLE}, status=status.HTTP_400_BAD_REQUEST)
    if database_unavailable(exc):
        logger.warning("database unavailable: %s", exc)
        return Response(
            {"error": DATABASE_UNAVAILABLE}, status=status.HTTP_503_SERVICE_UNAVAILABLE, headers={"Retry-After": "5"}
        )
    if isinstance(exc, DjangoValidationError):
        exc = ValidationError(exc.message_dict if hasattr(exc, "error_dict") else {"non_field_errors": exc.messages})
    response = exception_handler(exc, context)
    if response is None:
        logger.exception("unhandled API error", exc_info=exc)
        return Response({"error": "Something went wrong on our side."}, status=status.HTTP_500_INTERNAL_SERVER_ERROR)
    data = response.data
    if isinstance(data, dict):
        if "error" not in data:
            data = {"error": _first_message(data) or "Request failed.", **data}
    else:
        data = {"error": _first_message(data) or "Request failed.", "errors": data}
    response.data = data
    return response
