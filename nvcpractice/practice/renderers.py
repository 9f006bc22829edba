"""Lets a view accept ``Accept: text/event-stream`` (the view itself streams the events)."""

from django.http.request import MediaType
from rest_framework.renderers import BaseRenderer

EVENT_STREAM = "text/event-stream"


def wants_event_stream(accept: str) -> bool:
    """Whether an ``Accept`` header asks for the event stream: one of its media types is ``text/event-stream``
    (not merely a string holding it, like ``application/x-nope+text/event-stream``) with a quality above zero.
    One rule for the view and the stream lane."""
    for part in accept.split(","):
        media = MediaType(part.strip())
        if f"{media.main_type}/{media.sub_type}" == EVENT_STREAM and media.quality > 0:
            return True
    return False


class EventStreamRenderer(BaseRenderer):
    """Content negotiation only: streaming views return their own ``StreamingHttpResponse``."""

    media_type = EVENT_STREAM
    format = "sse"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        import json

        return f"event: error\ndata: {json.dumps(data, default=str)}\n\n".encode()
