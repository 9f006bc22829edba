"""Known devices for the login guard: a signed cookie saying "this browser signed in as this username before".

Why this exists: a lock on a username alone lets anyone lock its owner out (ten wrong passwords from ten
addresses). OWASP's device cookies answer that: a browser that signed in before keeps a cookie naming the
account (by digest) with a random device id; the guard counts that browser's failures on its own, and a lock
others caused on the username or their address never applies to it. A new browser waits out the cool-off,
with no captcha. The cookie is set by :class:`LoginDeviceMiddleware` once any entry point has signed someone in.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.core import signing

COOKIE = "nvc_device"
ATTRIBUTE = "nvc_login_device"
_SALT = "nvcpractice.core.login_devices"
_MAX_AGE = 365 * 24 * 3600
_KEPT = 5  # accounts one browser remembers


def username_digest(username: str) -> str:
    return hashlib.sha256(username.strip().casefold().encode()).hexdigest()[:32]


def _devices(request) -> dict[str, str]:
    raw = request.COOKIES.get(COOKIE) if hasattr(request, "COOKIES") else None
    if not raw:
        return {}
    try:
        devices = signing.loads(raw, salt=_SALT, max_age=_MAX_AGE)
    except signing.BadSignature:
        return {}
    if not isinstance(devices, dict):
        return {}
    return {key: value for key, value in devices.items() if isinstance(key, str) and isinstance(value, str)}


def device_of(request, username: str) -> str | None:
    """This browser's device id for ``username``, when it signed in as that account before."""
    return _devices(request).get(username_digest(username))


def device_remember(request, username: str) -> None:
    """Mark the request so its response carries a device cookie for ``username`` (the id kept if it has one)."""
    devices = _devices(request)
    digest = username_digest(username)
    devices[digest] = devices.pop(digest, None) or secrets.token_urlsafe(16)
    setattr(request, ATTRIBUTE, dict(list(devices.items())[-_KEPT:]))


class LoginDeviceMiddleware:
    """Sets the device cookie on the response of a request that signed someone in."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        devices = getattr(request, ATTRIBUTE, None)
        if devices:
            response.set_cookie(
                COOKIE,
                signing.dumps(devices, salt=_SALT),
                max_age=_MAX_AGE,
                secure=settings.SESSION_COOKIE_SECURE,
                httponly=True,
                samesite="Lax",
            )
        return response
