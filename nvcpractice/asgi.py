"""ASGI entry point: uvicorn serves this, so streamed replies do not hold a worker thread each."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
application = get_asgi_application()
