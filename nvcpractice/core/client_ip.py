"""The one place that decides which IP address a request comes from.

``X-Forwarded-For`` is written by whoever sends the request, so it is believed only as far as it was appended by
proxies we trust: ``NVC_TRUSTED_PROXIES`` (IP addresses or CIDR networks) or, failing that, DRF's ``NUM_PROXIES``
(how many proxies stand in front of the app). With neither (the default) the address is the socket's peer
(``REMOTE_ADDR``) and the header is ignored. Rate limits and the login guard both key on :func:`client_ip`.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings

IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=8)
def _networks(entries: tuple[str, ...]) -> tuple[IPNetwork, ...]:
    return tuple(ipaddress.ip_network(entry.strip(), strict=False) for entry in entries if entry.strip())


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def _trusted(text: str, networks: tuple[IPNetwork, ...]) -> bool:
    address = _address(text)
    return address is not None and any(address in network for network in networks)


def _num_proxies() -> int:
    return int((getattr(settings, "REST_FRAMEWORK", {}) or {}).get("NUM_PROXIES") or 0)


def client_ip(request) -> str:
    """The client's IP address: the peer, or the forwarded address a trusted proxy vouches for."""
    meta = getattr(request, "META", {})
    remote = str(meta.get("REMOTE_ADDR") or "")
    forwarded = [part.strip() for part in str(meta.get("HTTP_X_FORWARDED_FOR") or "").split(",") if part.strip()]
    networks = _networks(tuple(getattr(settings, "NVC_TRUSTED_PROXIES", ()) or ()))
    if networks:
        if not _trusted(remote, networks):
            return remote
        # Walk back from the nearest hop: the first address not a trusted proxy is the client.
        for hop in reversed(forwarded):
            if not _trusted(hop, networks):
                return hop if _address(hop) is not None else remote
        return forwarded[0] if forwarded else remote
    proxies = _num_proxies()
    if proxies <= 0 or not forwarded:
        return remote
    hop = forwarded[-min(proxies, len(forwarded))]
    return hop if _address(hop) is not None else remote
