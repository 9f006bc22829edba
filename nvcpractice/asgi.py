"""ASGI entry point: uvicorn serves this, so streamed replies do not hold a worker thread each.

The body limit wraps everything because Django reads a whole request body before any middleware runs. Inside it,
token-signed streamed turns take the fast lane (:mod:`scenes.stream_lane`); everything else is Django's. Around
it all, the server's start-up tunes the garbage collector (:mod:`nvcpractice.core.lifespan`).
"""

import os

from django.core.asgi import get_asgi_application

from nvcpractice.core.body_limit import BodyLimitASGI

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
django_application = get_asgi_application()  # sets Django up: the lane's modules need the app registry

from nvcpractice.core.lifespan import ServerLifespan  # noqa: E402
from scenes.stream_lane import StreamedTurnLane  # noqa: E402

application = ServerLifespan(BodyLimitASGI(StreamedTurnLane(django_application)))
