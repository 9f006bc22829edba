"""JSON that never carries raw ``<``, ``>`` or ``&``: user text echoed by the API cannot become markup anywhere.

The characters are written as ``\\u003c`` etc., which every JSON parser reads back as the same string.
"""

from rest_framework.renderers import JSONRenderer

_ESCAPES = ((b"<", b"\\u003c"), (b">", b"\\u003e"), (b"&", b"\\u0026"))


class SafeJSONRenderer(JSONRenderer):
    """DRF's JSON renderer with HTML-significant characters escaped."""

    def render(self, data, accepted_media_type=None, renderer_context=None):
        body = super().render(data, accepted_media_type, renderer_context)
        for raw, escaped in _ESCAPES:
            body = body.replace(raw, escaped)
        return body
