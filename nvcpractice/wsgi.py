"""WSGI entry point (the app is normally served under ASGI; see asgi.py)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nvcpractice.settings")
application = get_wsgi_application()
