"""One brute-force guard for every way in: the login page, the admin, the token and registration endpoints.

Failed password checks are counted in Redis (Django's cache) per client IP (:func:`client_ip`) and per username
(known or not, so the guard says nothing about which accounts exist). When either count reaches
``NVC_LOGIN_MAX_FAILURES`` within ``NVC_LOGIN_COOLOFF`` seconds, that IP or username is locked for the cool-off:
every attempt, even with the right password, is refused with the same message. A browser that signed in as the
username before (``login_devices``) is counted and locked on its own instead: nobody else's guesses lock it.
Registration checks the IP lock and counts its failures too, so it cannot be used to probe usernames in bulk.
When Redis is down the guard fails open, like the rate limits, and logs it.

The check sits in the authentication backend, so every caller of ``django.contrib.auth.authenticate`` with a
request is guarded; :func:`lockout_of` tells a view that the refusal was a lock rather than a wrong password.
"""

from __future__ import annotations

import logging
import math
import time

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.utils.translation import ngettext

from nvcpractice.core.client_ip import client_ip
from nvcpractice.core.login_devices import device_of, device_remember, username_digest

logger = logging.getLogger(__name__)
ATTRIBUTE = "nvc_login_locked_for"
PREFIX = "login-guard"


def _limit() -> int:
    return int(getattr(settings, "NVC_LOGIN_MAX_FAILURES", 10))


def _cooloff() -> int:
    return int(getattr(settings, "NVC_LOGIN_COOLOFF", 900))


def _subjects(request, username: str | None) -> list[str]:
    """What an attempt counts against: its address, then its known device or else the username."""
    subjects = [f"ip:{client_ip(request)}"]
    if username:
        device = device_of(request, username)
        subjects.append(f"device:{device}" if device else f"user:{username_digest(username)}")
    return subjects


def _locks(request, username: str | None) -> list[str]:
    """A known device answers only for its own lock; anyone else for their address's and the username's."""
    subjects = _subjects(request, username)
    return subjects[1:] if subjects[-1].startswith("device:") else subjects


def locked_for(request, username: str | None = None) -> int:
    """Seconds until this caller may try again (address, username or known device); 0 when not locked."""
    try:
        locks = cache.get_many([f"{PREFIX}:lock:{subject}" for subject in _locks(request, username)])
    except Exception as exc:  # Redis is down: fail open
        logger.warning("login guard not enforced, cache unavailable: %s", exc)
        return 0
    until = max((float(value) for value in locks.values()), default=0.0)
    return max(0, math.ceil(until - time.time()))


def failure_record(request, username: str | None = None) -> None:
    """Count one failed attempt; lock the IP or username once it reaches the limit."""
    cooloff = _cooloff()
    try:
        for subject in _subjects(request, username):
            key = f"{PREFIX}:fail:{subject}"
            cache.add(key, 0, timeout=cooloff)
            if cache.incr(key) >= _limit():
                cache.set(f"{PREFIX}:lock:{subject}", time.time() + cooloff, timeout=cooloff)
                cache.delete(key)
                logger.warning("login guard: %s locked for %ss", subject.split(":")[0], cooloff)
    except Exception as exc:
        logger.warning("login guard not counting, cache unavailable: %s", exc)


def success_record(request, username: str) -> None:
    """A correct password clears the username's (or device's) count, not the IP's: one good account must not reset
    it; and the browser is remembered as a known device of the account."""
    try:
        cache.delete(f"{PREFIX}:fail:{_subjects(request, username)[-1]}")
    except Exception as exc:
        logger.warning("login guard: cache unavailable: %s", exc)
    device_remember(request, username)


def lockout_of(request) -> int:
    """Seconds left on the lock that refused this request's last authentication (0 when it was not a lock)."""
    return int(getattr(request, ATTRIBUTE, 0) or 0)


def lockout_message(seconds: int) -> str:
    """What a locked-out person reads: the same whichever username they tried."""
    minutes = max(1, math.ceil(seconds / 60))
    return ngettext(
        "Too many failed attempts. Please wait a minute and try again.",
        "Too many failed attempts. Please wait %(minutes)d minutes and try again.",
        minutes,
    ) % {"minutes": minutes}


class GuardedModelBackend(ModelBackend):
    """Django's username/password backend behind the guard: locked callers are refused before any check."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None or username is None or password is None:
            return super().authenticate(request, username=username, password=password, **kwargs)
        wait = locked_for(request, username)
        if wait:
            setattr(request, ATTRIBUTE, wait)
            raise PermissionDenied("locked")
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is None:
            failure_record(request, username)
            setattr(request, ATTRIBUTE, locked_for(request, username))
            # Stop here so no later backend checks the same password again.
            raise PermissionDenied("wrong credentials")
        success_record(request, username)
        return user
