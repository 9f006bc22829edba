"""ASGI entry point: uvicorn serves this, so streamed replies do not hold a worker thread each.

The body limit wraps Django because Django reads a whole request body before any middleware runs.
"""

import os

from django.core.asgi import get_asgi_application

from nvcpractice.core.body_limit import BodyLimitASGI

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
application = BodyLimitASGI(get_asgi_application())
