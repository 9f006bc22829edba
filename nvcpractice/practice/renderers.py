"""Lets a view accept ``Accept: text/event-stream`` (the view itself streams the events)."""

from rest_framework.renderers import BaseRenderer


class EventStreamRenderer(BaseRenderer):
    """Content negotiation only: streaming views return their own ``StreamingHttpResponse``."""

    media_type = "text/event-stream"
    format = "sse"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        import json

        return f"event: error\ndata: {json.dumps(data, default=str)}\n\n".encode()
